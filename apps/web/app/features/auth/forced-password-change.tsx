import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Container, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { USER_PASSWORD_MIN } from '@motorplaza/domain/auth/password-policy';
import { ownPasswordResponseSchema } from '@motorplaza/domain/users/user-admin.schema';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import { sessionStore } from '../../lib/session';
import { useCommonPasswords } from '../../lib/use-common-passwords';
import { type ForcedChangeValues, forcedChangeSchema } from './forced-password-change.schema';

const FIELDS = ['contrasenaActual', 'contrasenaNueva', 'confirmacion'] as const;

interface ForcedPasswordChangeProps {
  readonly nombre: string;
  readonly onLogout: () => void;
}

/**
 * The only screen of the back-office while the password an administrator set is unchanged (issue 23):
 * the API refuses everything else until then. The answer's token carries the cleared flag.
 */
export function ForcedPasswordChange({ nombre, onLogout }: ForcedPasswordChangeProps) {
  useCommonPasswords();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => forcedChangeSchema(nombre), [nombre]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForcedChangeValues>({
    resolver: zodResolver(schema),
    defaultValues: { contrasenaActual: '', contrasenaNueva: '', confirmacion: '' },
  });

  const submit = handleSubmit(async ({ contrasenaActual, contrasenaNueva }) => {
    setFailure(null);
    try {
      const { jwt } = await api.request('/usuario/contrasena', {
        schema: ownPasswordResponseSchema,
        method: 'PUT',
        body: { contrasenaActual, contrasenaNueva },
      });
      sessionStore.setToken(jwt);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      for (const field of FIELDS) {
        const message = apiError?.fieldErrors[field];
        if (message) setError(field, { message });
      }
      setFailure(apiError?.message ?? 'No se pudo cambiar la contraseña. Inténtalo de nuevo.');
    }
  });

  return (
    <Container size="xs" py="xl">
      <form onSubmit={submit} noValidate aria-labelledby="cambio-obligatorio">
        <Stack gap="md">
          <Title order={1} size="h2" id="cambio-obligatorio">
            Cambia tu contraseña
          </Title>
          <Text>
            Hola, {nombre}. El administrador te asignó una contraseña: antes de continuar, elige una tuya.
            Debe tener al menos {USER_PASSWORD_MIN} caracteres, no ser una contraseña común ni contener tu
            nombre o tu correo.
          </Text>
          <PasswordInput
            label="Contraseña asignada"
            autoComplete="current-password"
            required
            error={errors.contrasenaActual?.message}
            {...register('contrasenaActual')}
          />
          <PasswordInput
            label="Nueva contraseña"
            autoComplete="new-password"
            required
            error={errors.contrasenaNueva?.message}
            {...register('contrasenaNueva')}
          />
          <PasswordInput
            label="Repite la nueva contraseña"
            autoComplete="new-password"
            required
            error={errors.confirmacion?.message}
            {...register('confirmacion')}
          />
          {failure && (
            <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
              {failure}
            </Alert>
          )}
          <Group justify="space-between" gap="sm">
            <Button variant="default" onClick={onLogout}>
              Cerrar Sesión
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Cambiar contraseña
            </Button>
          </Group>
        </Stack>
      </form>
    </Container>
  );
}
