import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { loginRequestSchema } from '@motorplaza/domain/auth/auth.schema';
import { IconLock, IconMail } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FailureAlert, useFormFailure } from '../../components/form/form-outcome';
import { ApiError } from '../../lib/api-error';
import { login } from './auth-api';

const loginFormSchema = loginRequestSchema.extend({ recordar: z.boolean() });
type LoginFormValues = z.input<typeof loginFormSchema>;
type LoginFormOutput = z.output<typeof loginFormSchema>;

const FIELDS = ['correo', 'contrasena'] as const;

/** Spec 000 §2 and §5: the sign-in form; messages appear once a field was touched. */
export function LoginForm({ onSuccess }: { readonly onSuccess: () => void }) {
  const { failure, fail } = useFormFailure();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, touchedFields, isValid, isSubmitting },
  } = useForm<LoginFormValues, unknown, LoginFormOutput>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onTouched',
    defaultValues: { correo: '', contrasena: '', recordar: true },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await login(values);
      onSuccess();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      for (const field of FIELDS) {
        const message = apiError?.fieldErrors[field];
        if (message) setError(field, { message });
      }
      // spec 000 §4: the error text is replaced on each failure (the key re-announces it).
      fail(apiError?.message ?? 'No se pudo iniciar sesión. Inténtalo de nuevo.');
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Correo electrónico"
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder="nombre@motorplaza.pe"
          leftSection={<IconMail size={18} aria-hidden="true" />}
          size="md"
          required
          withAsterisk={false}
          error={touchedFields.correo && errors.correo?.message}
          data-autofocus
          {...register('correo')}
        />
        <PasswordInput
          label="Contraseña"
          autoComplete="current-password"
          leftSection={<IconLock size={18} aria-hidden="true" />}
          size="md"
          required
          withAsterisk={false}
          error={touchedFields.contrasena && errors.contrasena?.message}
          {...register('contrasena')}
        />
        <FailureAlert failure={failure} />
        <Checkbox label="Recordar mi sesión" {...register('recordar')} />
        <Button type="submit" size="md" fullWidth disabled={!isValid || isSubmitting} loading={isSubmitting}>
          Ingresar al Sistema
        </Button>
        <Text size="sm" c="dimmed" ta="center">
          ¿Problemas para acceder? Contacta al administrador del sistema.
        </Text>
      </Stack>
    </form>
  );
}
