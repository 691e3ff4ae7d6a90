import { Loader, Stack, Text } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { guardStaffRoute } from '../../features/auth/admin-guard';
import { api } from '../../lib/api';
import { createQueryClient } from '../../lib/query-client';
import { sessionStore } from '../../lib/session';
import type { Route } from './+types/layout';

// The back-office renders in the browser only: this guard is its one loader (spec 000 §6).
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await guardStaffRoute(request, { session: sessionStore, api });
  return null;
}

// spec 000 §2: guards re-run on every navigation.
export function shouldRevalidate() {
  return true;
}

export function HydrateFallback() {
  return (
    <Stack align="center" justify="center" mih="50vh" gap="sm" role="status">
      <Loader />
      <Text c="dimmed">Cargando…</Text>
    </Stack>
  );
}

export default function AdminLayout() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
