import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { INTEREST_MESSAGES } from '@motorplaza/domain/leads/interest.schema';
import { CONSENT_TEXTS } from '@motorplaza/domain/legal/consent';
import { todayInLima } from '@motorplaza/domain/shared/dates';
import { useForm } from 'react-hook-form';
import { FailureAlert, SentAlert } from '../../components/form/form-outcome';
import { PrivacyConsentLabel } from '../../components/form/privacy-consent-label';
import { useFormSend } from '../../components/form/use-form-send';
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

  const { sent, failure, submit } = useFormSend({
    fields: INTEREST_FIELDS,
    setError,
    send: createInterest,
    failureMessage,
  });

  if (sent) {
    return <SentAlert title="Solicitud enviada">{sent}</SentAlert>;
  }

  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label="Estoy interesado">
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
          label={<PrivacyConsentLabel href={INTEREST_CONSENT_HREF} />}
          required
          error={errors.consentimientoPrivacidad?.message}
          {...register('consentimientoPrivacidad')}
        />
        <Checkbox label={CONSENT_TEXTS.marketing} {...register('consentimientoMarketing')} />
        {failure && <FailureAlert failure={failure} />}
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
