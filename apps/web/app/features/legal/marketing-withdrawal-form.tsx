import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { MARKETING_WITHDRAWAL_MESSAGES } from '@motorplaza/domain/legal/marketing-withdrawal';
import {
  type MarketingWithdrawalRequest,
  marketingWithdrawalRequestSchema,
} from '@motorplaza/domain/legal/marketing-withdrawal.schema';
import { useForm } from 'react-hook-form';
import { FailureAlert, SentAlert } from '../../components/form/form-outcome';
import { useFormSend } from '../../components/form/use-form-send';
import { ApiError } from '../../lib/api-error';
import { withdrawByForm } from './withdraw-marketing';

type Output = { correo: string; dni: string | null };
const FIELDS = ['correo', 'dni'] as const;

/** The message above the form for a failed send: throttled, invalid data or no connection. */
function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return MARKETING_WITHDRAWAL_MESSAGES.sendFailed;
  if (error.status === 429) return MARKETING_WITHDRAWAL_MESSAGES.throttled;
  if (error.status === 400) return 'Revisa los datos marcados e inténtalo de nuevo.';
  return error.message;
}

/**
 * 'Dejar de recibir publicidad' on the privacy policy (docs/decisions/0029): the e-mail and, if the
 * person wishes, the DNI. The API's own schema checks both here and on the server; the answer is the
 * same whether or not the e-mail is known.
 */
export function MarketingWithdrawalForm() {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<MarketingWithdrawalRequest, unknown, Output>({
    resolver: zodResolver(marketingWithdrawalRequestSchema),
    // Checked on submit, then as the person corrects: a message appearing on blur would move the
    // button away between the press and the release of a click, and the click would be lost.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { correo: '', dni: '' },
  });
  const {
    sent: done,
    failure,
    submit,
  } = useFormSend({ fields: FIELDS, setError, send: withdrawByForm, failureMessage });

  if (done) {
    return <SentAlert title="Solicitud registrada">{done}</SentAlert>;
  }

  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label="Dejar de recibir publicidad">
      <Stack gap="sm" maw={480}>
        <TextInput
          label="Correo electrónico"
          description="El correo en el que recibes nuestra publicidad."
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          error={errors.correo?.message}
          {...register('correo')}
        />
        <TextInput
          label="DNI (opcional)"
          description="Nos ayuda a ubicar tus datos si nos escribiste con otro correo."
          inputMode="numeric"
          maxLength={8}
          autoComplete="off"
          error={errors.dni?.message}
          {...register('dni')}
        />
        {failure && <FailureAlert failure={failure} />}
        <Group>
          <Button type="submit" loading={isSubmitting}>
            Dejar de recibir publicidad
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
