import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Checkbox, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { INTEREST_MESSAGES } from '@motorplaza/domain/leads/interest.schema';
import { todayInLima } from '@motorplaza/domain/shared/dates';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FailureAlert, useFormFailure } from '../../components/form/failure-alert';
import { ApiError } from '../../lib/api-error';
import { INTEREST_CONSENT_HREF } from '../../lib/legal-anchors';
import { createInterest } from './create-interest';
import {
  INTEREST_FIELDS,
  type InterestFormOutput,
  type InterestFormValues,
  interestFormSchema,
} from './interest-form.schema';

/** The message above the form for a failed send: throttled, car gone, invalid data or no connection. */
function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'No pudimos enviar tu solicitud. Inténtalo de nuevo.';
  if (error.status === 429) return INTEREST_MESSAGES.throttled;
  if (error.status === 404) return INTEREST_MESSAGES.vehicleNotFound;
  if (error.status === 400) return 'Revisa los datos marcados e inténtalo de nuevo.';
  return error.message;
}

/**
 * 'Estoy interesado': creates an interesado tied to this car. The API's schema checks the fields
 * here and on the server; server messages land under their fields. Consent to the privacy policy is
 * required and marketing consent is separate and optional (Ley N.° 29733).
 */
export function InterestForm({ idAuto }: { readonly idAuto: number }) {
  const [sent, setSent] = useState<string | null>(null);
  const { failure, fail, clear } = useFormFailure();
  const successRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InterestFormValues, unknown, InterestFormOutput>({
    resolver: zodResolver(interestFormSchema),
    mode: 'onTouched',
    defaultValues: {
      idAuto,
      nombreCompleto: '',
      dni: '',
      correo: '',
      celular: '',
      fechaCita: '',
      comentarios: '',
      consentimientoPrivacidad: false,
      consentimientoMarketing: false,
    },
  });

  useEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent]);

  const submit = handleSubmit(async (values) => {
    clear();
    try {
      setSent(await createInterest(values));
    } catch (error) {
      if (error instanceof ApiError) {
        for (const field of INTEREST_FIELDS) {
          const message = error.fieldErrors[field];
          if (message) setError(field, { message }, { shouldFocus: true });
        }
      }
      fail(failureMessage(error));
    }
  });

  if (sent) {
    return (
      <Alert
        ref={successRef}
        tabIndex={-1}
        role="status"
        color="teal"
        variant="light"
        radius="md"
        icon={<IconCircleCheck aria-hidden="true" />}
        title="Solicitud enviada"
      >
        {sent}
      </Alert>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Estoy interesado">
      <Stack gap="md">
        <TextInput
          label="Nombre completo"
          autoComplete="name"
          required
          error={errors.nombreCompleto?.message}
          {...register('nombreCompleto')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="DNI"
            inputMode="numeric"
            maxLength={8}
            autoComplete="off"
            required
            error={errors.dni?.message}
            {...register('dni')}
          />
          <TextInput
            label="Celular"
            type="tel"
            inputMode="numeric"
            maxLength={9}
            autoComplete="tel-national"
            placeholder="9XXXXXXXX"
            required
            error={errors.celular?.message}
            {...register('celular')}
          />
        </SimpleGrid>
        <TextInput
          label="Correo electrónico"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          error={errors.correo?.message}
          {...register('correo')}
        />
        <TextInput
          label="Fecha preferida de visita (opcional)"
          type="date"
          min={todayInLima()}
          error={errors.fechaCita?.message}
          {...register('fechaCita')}
        />
        <Textarea
          label="Comentario (opcional)"
          autosize
          minRows={3}
          maxRows={6}
          error={errors.comentarios?.message}
          {...register('comentarios')}
        />
        <Checkbox
          label={
            <>
              He leído y acepto la{' '}
              <Anchor href={INTEREST_CONSENT_HREF} target="_blank" rel="noopener" inherit underline="always">
                política de privacidad
              </Anchor>{' '}
              y autorizo el uso de mis datos para atender esta solicitud.
            </>
          }
          required
          error={errors.consentimientoPrivacidad?.message}
          {...register('consentimientoPrivacidad')}
        />
        <Checkbox
          label="Quiero recibir ofertas y novedades por correo o WhatsApp (opcional)."
          {...register('consentimientoMarketing')}
        />
        <FailureAlert failure={failure} />
        <Button type="submit" size="md" loading={isSubmitting}>
          Enviar solicitud
        </Button>
        <Text size="xs" c="dimmed">
          Un asesor te contactará en horario de atención. Tus datos se usan solo para esta solicitud, salvo
          que aceptes recibir ofertas.
        </Text>
      </Stack>
    </form>
  );
}
