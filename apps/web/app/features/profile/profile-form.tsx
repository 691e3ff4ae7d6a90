import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Divider, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { Profile } from '@motorplaza/domain/auth/profile.schema';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ColumnsGrid } from '../../components/columns-grid';
import { CELULAR_INPUT_PROPS } from '../../components/form/celular-input-props';
import { ApiError } from '../../lib/api-error';
import { useCommonPasswords } from '../../lib/use-common-passwords';
import { updateProfile } from './profile-api';
import {
  type ProfileFormValues,
  profileFormDefaults,
  profileFormSchema,
  profileUpdateRequest,
} from './profile-form.schema';

const FIELDS = ['nombres', 'apellidos', 'celular', 'contrasenaActual', 'contrasenaNueva'] as const;

interface ProfileFormProps {
  readonly profile: Profile;
  readonly onSaved: () => void;
  readonly onCancel: () => void;
}

/** The 'Actualizar Perfil' form: name, mobile and, optionally, a new password. */
export function ProfileForm({ profile, onSaved, onCancel }: ProfileFormProps) {
  useCommonPasswords();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, touchedFields, isSubmitted, isSubmitting },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    mode: 'onTouched',
    defaultValues: profileFormDefaults(profile),
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await updateProfile(profileUpdateRequest(values, profile.version));
      onSaved();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      for (const field of FIELDS) {
        const message = apiError?.fieldErrors[field];
        if (message) setError(field, { message });
      }
      setFailure(apiError?.message ?? 'No se pudo actualizar el perfil. Inténtalo de nuevo.');
    }
  });

  // Messages show once a field was touched, or for every field after a submit attempt.
  const errorOf = (field: (typeof FIELDS)[number]) =>
    touchedFields[field] || isSubmitted ? errors[field]?.message : undefined;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Correo electrónico" value={profile.correo} readOnly variant="filled" />
        <ColumnsGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Nombres"
            autoComplete="given-name"
            required
            error={errorOf('nombres')}
            {...register('nombres')}
          />
          <TextInput
            label="Apellidos"
            autoComplete="family-name"
            required
            error={errorOf('apellidos')}
            {...register('apellidos')}
          />
        </ColumnsGrid>
        <TextInput
          label="Celular"
          {...CELULAR_INPUT_PROPS}
          autoComplete="tel"
          required
          error={errorOf('celular')}
          {...register('celular')}
        />
        <Divider label="Cambiar contraseña (opcional)" labelPosition="left" />
        <Text size="sm" c="dimmed" mt={-8}>
          Déjalos en blanco para mantener tu contraseña actual.
        </Text>
        <ColumnsGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput
            label="Contraseña actual"
            autoComplete="current-password"
            error={errorOf('contrasenaActual')}
            {...register('contrasenaActual')}
          />
          <PasswordInput
            label="Nueva contraseña"
            autoComplete="new-password"
            error={errorOf('contrasenaNueva')}
            {...register('contrasenaNueva', { deps: ['contrasenaActual'] })}
          />
        </ColumnsGrid>
        {failure && (
          <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Guardar cambios
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
