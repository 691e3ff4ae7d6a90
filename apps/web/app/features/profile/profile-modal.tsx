import { Alert, Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PROFILE_MESSAGES, type Profile } from '@motorplaza/domain/auth/profile.schema';
import { IconAlertCircle } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-error';
import { MantinePublicStyles } from '../../styles/mantine-styles';
import { getProfile } from './profile-api';
import { ProfileForm } from './profile-form';

type LoadState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'ready'; readonly profile: Profile };

interface ProfileModalProps {
  readonly opened: boolean;
  readonly onClose: () => void;
}

/** 'Actualizar Perfil': loads the signed-in user's data each time it opens. */
export function ProfileModal({ opened, onClose }: ProfileModalProps) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  const load = useCallback((signal: AbortSignal) => {
    setState({ status: 'loading' });
    getProfile(signal)
      .then((profile) => setState({ status: 'ready', profile }))
      .catch((error: unknown) => {
        if (signal.aborted) return;
        const message = error instanceof ApiError ? error.message : 'No se pudo cargar tu perfil.';
        setState({ status: 'error', message });
      });
  }, []);

  useEffect(() => {
    if (!opened) return;
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [opened, load]);

  function saved() {
    onClose();
    notifications.show({ color: 'green', message: PROFILE_MESSAGES.updated });
  }

  return (
    <>
      <MantinePublicStyles />
      <Modal opened={opened} onClose={onClose} size="lg" centered title="Actualizar Perfil">
        {state.status === 'loading' && (
          <Stack align="center" py="xl" gap="sm" role="status">
            <Loader />
            <Text size="sm" c="dimmed">
              Cargando perfil…
            </Text>
          </Stack>
        )}
        {state.status === 'error' && (
          <Stack>
            <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
              {state.message}
            </Alert>
            <Button variant="default" onClick={() => load(new AbortController().signal)}>
              Reintentar
            </Button>
          </Stack>
        )}
        {state.status === 'ready' && (
          <ProfileForm profile={state.profile} onSaved={saved} onCancel={onClose} />
        )}
      </Modal>
    </>
  );
}
