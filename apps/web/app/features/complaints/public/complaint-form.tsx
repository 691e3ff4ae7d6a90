import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text } from '@mantine/core';
import {
  COMPLAINT_FIELDS,
  type ComplaintSheet,
  type ComplaintSubmission,
} from '@motorplaza/domain/complaints/complaint.schema';
import type { ComplaintCopyState } from '@motorplaza/domain/complaints/complaint-copy';
import { COMPLAINT_MESSAGES, SHEET_TEXTS } from '@motorplaza/domain/complaints/complaint-texts';
import type { SiteSettings } from '@motorplaza/domain/settings/site-settings.schema';
import { IconSend } from '@tabler/icons-react';
import { FormProvider, useForm } from 'react-hook-form';
import { FailureAlert, useFormFailure } from '../../../components/form/form-outcome';
import { ApiError } from '../../../lib/api-error';
import { useSubmission } from '../../../lib/submission';
import { fileComplaint } from '../api/file-complaint';
import { LegalNotes } from '../components/legal-notes';
import { ClaimFields } from './claim-fields';
import { type ComplaintFormValues, complaintFormSchema, EMPTY_COMPLAINT_FORM } from './complaint-form.schema';
import { ConsumerFields } from './consumer-fields';
import { GoodFields } from './good-fields';
import classes from './public.module.css';
import { SheetFormHeader } from './sheet-form-header';

export interface FiledComplaint {
  readonly sheet: ComplaintSheet;
  readonly pdf: string;
  readonly copia: ComplaintCopyState;
}

function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError))
    return 'No pudimos enviar tu hoja. Revisa tu conexión e inténtalo de nuevo.';
  if (error.status === 429) return COMPLAINT_MESSAGES.throttled;
  if (error.status === 400) return 'Revisa los datos marcados e inténtalo de nuevo.';
  return error.message;
}

interface ComplaintFormProps {
  readonly settings: SiteSettings;
  readonly today: string;
  readonly onFiled: (filed: FiledComplaint) => void;
}

/**
 * The 'Hoja de Reclamación Virtual' (Anexo I; docs/decisions/0028): the API's own schema checks it
 * here and on the server, and the server's messages land under their fields.
 */
export function ComplaintForm({ settings, today, onFiled }: ComplaintFormProps) {
  const { failure, fail, clear } = useFormFailure();
  const form = useForm<ComplaintFormValues, unknown, ComplaintSubmission>({
    // The schema turns the form's values into the request: its output is what is sent.
    resolver: zodResolver(complaintFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_COMPLAINT_FORM,
  });

  const submission = useSubmission();
  const submit = form.handleSubmit(async (request) => {
    // A second click or Enter while the sheet is on its way files nothing (decision 0044).
    if (submission.running()) return;
    clear();
    try {
      const filed = await submission.run((key) => fileComplaint(request, key));
      onFiled({ sheet: filed.hoja, pdf: filed.pdf, copia: filed.copia });
    } catch (error) {
      if (error instanceof ApiError) {
        for (const field of COMPLAINT_FIELDS) {
          const message = error.fieldErrors[field];
          if (message) form.setError(field, { message }, { shouldFocus: true });
        }
      }
      fail(failureMessage(error));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Hoja de Reclamación Virtual" className={classes.form}>
        <SheetFormHeader settings={settings} today={today} />
        <Text size="sm" c="dimmed">
          Los campos marcados con * son obligatorios. Lo demás es opcional, pero nos ayuda a atenderte.
        </Text>
        <ConsumerFields />
        <GoodFields />
        <ClaimFields />
        <section className={classes.part} aria-labelledby="parte-4">
          <h2 id="parte-4" className={classes.partLegend}>
            {SHEET_TEXTS.part4}
          </h2>
          <Text size="sm">
            La completamos al responder, en un plazo no mayor a 15 días hábiles, improrrogable. En tu copia y
            en la consulta verás nuestra respuesta y la {SHEET_TEXTS.answerDate.toLowerCase()}.
          </Text>
        </section>
        <LegalNotes order={2} />
        <Stack gap="sm">
          <FailureAlert failure={failure} />
          <Button
            type="submit"
            size="md"
            loading={form.formState.isSubmitting}
            leftSection={<IconSend size={18} aria-hidden="true" />}
            className={classes.submit}
          >
            Enviar hoja de reclamación
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
