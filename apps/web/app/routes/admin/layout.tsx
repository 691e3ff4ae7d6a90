import { Loader, Stack, Text } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { guardStaffRoute } from '../../features/auth/admin-guard';
import { logout } from '../../features/auth/auth-api';
import { ForcedPasswordChange } from '../../features/auth/forced-password-change';
import { useLostAccessRedirect } from '../../features/auth/use-lost-access-redirect';
import { useSessionEndRedirect } from '../../features/auth/use-session-end-redirect';
import { api } from '../../lib/api';
import { createQueryClient } from '../../lib/query-client';
import { sessionStore } from '../../lib/session';
import { sessionEvents } from '../../lib/session-events';
import { useSessionUser } from '../../lib/use-session-user';
import { MantineAllStyles, MantinePublicStyles } from '../../styles/mantine-styles';
import type { Route } from './+types/layout';

// The back-office renders in the browser only: this guard is its one loader (spec 000 §6).
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await guardStaffRoute(request, { session: sessionStore, api, events: sessionEvents });
  return null;
}

// spec 000 §2: guards re-run on every navigation.
export function shouldRevalidate() {
  return true;
}

export function HydrateFallback() {
  return (
    <>
      <MantinePublicStyles />
      <Stack align="center" justify="center" mih="50vh" gap="sm" role="status">
        <Loader />
        <Text c="dimmed">Cargando…</Text>
      </Stack>
    </>
  );
}

export default function AdminLayout() {
  const [queryClient] = useState(createQueryClient);
  const [ended, setEnded] = useState(false);
  const navigate = useNavigate();
  const user = useSessionUser();
  // A password an administrator set: nothing but its change until it is done (issue 23).
  const mustChange = useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.mustChangePassword,
    () => false,
  );
  // Staff screens are all under this layout: it is where an ended session sends the tab away, so
  // visitors' pages never load the session events.
  useSessionEndRedirect();
  // A screen the user may no longer open (a role or permission taken away) leaves too (decision 0044).
  useLostAccessRedirect();
  // Once the session ends (a sign-out or a failed renewal, here or in another tab) no staff data stays
  // on screen, open dialogs included, while the tab leaves for /inicio (decision 0004). A missing
  // access token alone is not the end: a request renews it and goes on.
  useEffect(
    () =>
      sessionEvents.onEnd(() => {
        queryClient.clear();
        setEnded(true);
      }),
    [queryClient],
  );
  if (ended) return <HydrateFallback />;
  return (
    <QueryClientProvider client={queryClient}>
      <MantineAllStyles />
      {mustChange && user ? (
        <ForcedPasswordChange
          nombre={user.nombre}
          onLogout={async () => {
            await logout();
            navigate('/inicio');
          }}
        />
      ) : (
        <Outlet />
      )}
    </QueryClientProvider>
  );
}
