import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Modal, Stack, Text, TextInput } from '@mantine/core';
import { ALERT_MESSAGES } from '@motorplaza/domain/alerts/alert.schema';
import { type AlertCriteria, alertQuery, criteriaSummary } from '@motorplaza/domain/alerts/alert-criteria';
import { useForm } from 'react-hook-form';
import { FailureAlert, SentAlert } from '../../components/form/form-outcome';
import { PrivacyConsentLabel } from '../../components/form/privacy-consent-label';
import { useFormSend } from '../../components/form/use-form-send';
import { ApiError } from '../../lib/api-error';
import { ALERT_CONSENT_HREF } from '../../lib/legal-anchors';
import { MantinePublicStyles } from '../../styles/mantine-styles';
import { createAlert } from './alert-api';
import {
  ALERT_FIELDS,
  type AlertFormOutput,
  type AlertFormValues,
  alertFormSchema,
} from './alert-form.schema';

function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'No pudimos crear tu alerta. Inténtalo de nuevo.';
  if (error.status === 429) return ALERT_MESSAGES.throttled;
  if (error.status === 400) return 'Revisa los datos marcados e inténtalo de nuevo.';
  return error.message;
}

/** The modal's form: the e-mail, the privacy box and the criteria in words; the query goes as is. */
function AlertForm({ criteria }: { readonly criteria: AlertCriteria }) {
  const consulta = alertQuery(criteria);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AlertFormValues, unknown, AlertFormOutput>({
    resolver: zodResolver(alertFormSchema),
    mode: 'onTouched',
    defaultValues: { correo: '', consulta, consentimientoPrivacidad: false },
  });
  const { sent, failure, submit } = useFormSend({
    fields: ALERT_FIELDS,
    setError,
    send: (values: AlertFormOutput, key) => createAlert({ ...values, consulta }, key),
    failureMessage,
  });
  if (sent) return <SentAlert title="Revisa tu correo">{sent}</SentAlert>;
  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label="Avísame cuando llegue">
      <Stack gap="md">
        <div>
          <Text size="sm" fw={600} component="p">
            Te avisaremos por correo cuando llegue un auto de esta búsqueda o baje de precio (a lo más un
            correo al día):
          </Text>
          <Text size="lg" fw={700} component="p" data-testid="alert-summary">
            {criteriaSummary(criteria)}
          </Text>
        </div>
        <TextInput
          label="Correo electrónico"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          error={errors.correo?.message}
          {...register('correo')}
        />
        <Checkbox
          label={<PrivacyConsentLabel href={ALERT_CONSENT_HREF} />}
          required
          error={errors.consentimientoPrivacidad?.message}
          {...register('consentimientoPrivacidad')}
        />
        {failure && <FailureAlert failure={failure} />}
        <Button type="submit" size="md" loading={isSubmitting}>
          Crear alerta
        </Button>
        <Text size="xs" c="dimmed">
          Te enviaremos un enlace para confirmarla. Cada correo trae un enlace para ver o eliminar tus
          alertas.
        </Text>
      </Stack>
    </form>
  );
}

/**
 * The titled modal of 'Avísame cuando llegue'. Loaded on the first opening, with Mantine's public
 * styles: the catalogue's first paint needs neither (decision 0035).
 */
export function AlertModal({
  criteria,
  opened,
  onClose,
}: {
  readonly criteria: AlertCriteria;
  readonly opened: boolean;
  readonly onClose: () => void;
}) {
  return (
    <>
      <MantinePublicStyles />
      <Modal opened={opened} onClose={onClose} title="Avísame cuando llegue" centered returnFocus={false}>
        <AlertForm criteria={criteria} />
      </Modal>
    </>
  );
}
