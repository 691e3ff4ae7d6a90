import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Modal, NativeSelect, Paper, Stack, Text, Textarea } from '@mantine/core';
import { type CreditScenario, formatRate, formatSoles } from '@motorplaza/domain/financing/credit-scenario';
import type { FinancingParams } from '@motorplaza/domain/financing/financing-params';
import {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  FINANCING_MESSAGES,
  INCOME_RANGE_LABELS,
  INCOME_RANGES,
} from '@motorplaza/domain/leads/financing-request.schema';
import { INTEREST_MESSAGES } from '@motorplaza/domain/leads/interest.schema';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FailureAlert, SentAlert } from '../../components/form/form-outcome';
import { ConsentBoxes, PublicContactFields } from '../../components/form/public-contact-fields';
import { useFormSend } from '../../components/form/use-form-send';
import { ApiError } from '../../lib/api-error';
import { INTEREST_CONSENT_HREF } from '../../lib/legal-anchors';
import { CreditDisclosure } from './credit-disclosure';
import {
  FINANCING_FIELDS,
  type FinancingFormOutput,
  type FinancingFormValues,
  financingFormSchema,
} from './financing-form.schema';
import { sendFinancingRequest } from './send-financing-request';

interface FinancingRequestModalProps {
  readonly opened: boolean;
  readonly idAuto: number;
  readonly params: FinancingParams;
  readonly scenario: CreditScenario;
  readonly onClose: () => void;
  /** After the closing transition: hands the focus back to the button that opened it. */
  readonly onExited: () => void;
}

function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'No pudimos enviar tu solicitud. Inténtalo de nuevo.';
  if (error.status === 429) return INTEREST_MESSAGES.throttled;
  if (error.status === 404) return INTEREST_MESSAGES.vehicleNotFound;
  if (error.status === 400)
    return error.fieldErrors.idAuto ?? 'Revisa los datos marcados e inténtalo de nuevo.';
  return error.message;
}

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>, placeholder: string) => [
  { value: '', label: placeholder, disabled: true },
  ...keys.map((key) => ({ value: key, label: labels[key] })),
];

/**
 * 'Solicitar evaluación': the simulated scenario with its TCEA and assumptions, the buyer's contact
 * and consents as on 'Estoy interesado', income range and employment type. The server recomputes the
 * scenario from the down payment and term sent.
 */
export function FinancingRequestModal({
  opened,
  idAuto,
  params,
  scenario,
  onClose,
  onExited,
}: FinancingRequestModalProps) {
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FinancingFormValues, unknown, FinancingFormOutput>({
    resolver: zodResolver(financingFormSchema),
    mode: 'onTouched',
    defaultValues: {
      idAuto,
      nombreCompleto: '',
      dni: '',
      correo: '',
      celular: '',
      comentarios: '',
      rangoIngresos: '',
      tipoEmpleo: '',
      inicial: scenario.inicial,
      plazo: scenario.plazo,
      consentimientoPrivacidad: false,
      consentimientoMarketing: false,
    },
  });
  // The scenario sent is the one on screen when the dialog opens.
  useEffect(() => {
    setValue('inicial', scenario.inicial);
    setValue('plazo', scenario.plazo);
  }, [scenario.inicial, scenario.plazo, setValue]);

  const { sent, failure, submit } = useFormSend({
    fields: FINANCING_FIELDS,
    setError,
    send: sendFinancingRequest,
    failureMessage,
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      returnFocus={false}
      onExitTransitionEnd={onExited}
      title="Solicitar evaluación"
      size="lg"
    >
      {sent ? (
        <SentAlert title="Solicitud enviada">{sent}</SentAlert>
      ) : (
        <form onSubmit={handleSubmit(submit)} noValidate aria-label="Solicitar evaluación">
          <Stack gap="md">
            <Paper withBorder radius="md" p="sm" bg="gray.0">
              <Text fw={700}>
                Cuota mensual {formatSoles(scenario.cuotaMensual)} · TCEA {formatRate(scenario.tcea)}
              </Text>
              <CreditDisclosure params={params} scenario={scenario} />
            </Paper>
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
            <NativeSelect
              label="Rango de ingresos"
              description="Ingreso neto mensual"
              required
              data={options(INCOME_RANGES, INCOME_RANGE_LABELS, 'Elige un rango')}
              error={errors.rangoIngresos?.message}
              {...register('rangoIngresos')}
            />
            <NativeSelect
              label="Tipo de empleo"
              required
              data={options(EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS, 'Elige una opción')}
              error={errors.tipoEmpleo?.message}
              {...register('tipoEmpleo')}
            />
            <Textarea
              label="Comentario (opcional)"
              autosize
              minRows={2}
              maxRows={5}
              error={errors.comentarios?.message}
              {...register('comentarios')}
            />
            <ConsentBoxes
              privacyHref={INTEREST_CONSENT_HREF}
              privacy={register('consentimientoPrivacidad')}
              marketing={register('consentimientoMarketing')}
              privacyError={errors.consentimientoPrivacidad?.message}
            />
            {(errors.inicial || errors.plazo) && (
              <Text c="red" size="sm" role="alert">
                {errors.inicial?.message ?? errors.plazo?.message}
              </Text>
            )}
            <FailureAlert failure={failure} />
            <Button type="submit" size="md" loading={isSubmitting}>
              Enviar solicitud de evaluación
            </Button>
            <Text size="xs" c="dimmed">
              {FINANCING_MESSAGES.created.replace('¡Gracias! ', '')} La evaluación la realiza {params.entidad}
              .
            </Text>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
