import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { ALERT_ORIGIN_PARAM, INTEREST_MESSAGES } from '@motorplaza/domain/leads/interest.schema';
import { todayInLima } from '@motorplaza/domain/shared/dates';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { FailureAlert, SentAlert } from '../../components/form/form-outcome';
import { ConsentBoxes, PublicContactFields } from '../../components/form/public-contact-fields';
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

  // Opened from an alert's e-mail (`?origen=alerta`, issue 26): the lead is an 'Alerta' lead.
  const [params] = useSearchParams();
  const origen = params.get('origen') === ALERT_ORIGIN_PARAM ? 'ALERTA' : 'WEB';
  const { sent, failure, submit } = useFormSend({
    fields: INTEREST_FIELDS,
    setError,
    send: (values: InterestFormOutput, key) => createInterest({ ...values, origen }, key),
    failureMessage,
  });

  if (sent) {
    return <SentAlert title="Solicitud enviada">{sent}</SentAlert>;
  }

  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label="Estoy interesado">
      <Stack gap="md">
        <PublicContactFields
          fields={{
            nombreCompleto: register('nombreCompleto'),
            dni: register('dni'),
            celular: register('celular'),
            correo: register('correo'),
          }}
          errors={{
            nombreCompleto: errors.nombreCompleto?.message,
            dni: errors.dni?.message,
            celular: errors.celular?.message,
            correo: errors.correo?.message,
          }}
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
        <ConsentBoxes
          privacyHref={INTEREST_CONSENT_HREF}
          privacy={register('consentimientoPrivacidad')}
          marketing={register('consentimientoMarketing')}
          privacyError={errors.consentimientoPrivacidad?.message}
        />
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
