import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Stack, TextInput, Title } from '@mantine/core';
import {
  type ComplaintLookup,
  type ComplaintStatusView,
  complaintLookupSchema,
} from '@motorplaza/domain/complaints/complaint-lookup.schema';
import {
  ANSWER_CHANNEL_LABELS,
  COMPLAINT_KIND_LABELS,
  COMPLAINT_MESSAGES,
  COMPLAINT_STATUS_LABELS,
  formatIsoDay,
  sheetHeading,
} from '@motorplaza/domain/complaints/complaint-texts';
import { formatDateTime } from '@motorplaza/domain/shared/format';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { ColumnsGrid } from '../../../components/columns-grid';
import { FailureAlert, useFormFailure } from '../../../components/form/form-outcome';
import { ApiError } from '../../../lib/api-error';
import { lookupComplaint } from '../api/file-complaint';
import sheet from '../components/complaints.module.css';
import classes from './public.module.css';

const STATUS_COLORS = { PENDIENTE: 'yellow.9', EN_ATENCION: 'blue.8', RESPONDIDO: 'green.8' } as const;

function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'No pudimos consultar. Revisa tu conexión e inténtalo de nuevo.';
  if (error.status === 429) return COMPLAINT_MESSAGES.lookupThrottled;
  if (error.status === 404) return COMPLAINT_MESSAGES.lookupNotFound;
  return error.message;
}

function answerState(status: ComplaintStatusView): string {
  if (status.respuestaComunicadaEn) {
    const channel = status.respuestaCanal
      ? ` por ${ANSWER_CHANNEL_LABELS[status.respuestaCanal].toLowerCase()}`
      : '';
    return `Comunicada el ${formatDateTime(status.respuestaComunicadaEn)}${channel}`;
  }
  return status.estado === 'RESPONDIDO' ? 'Respondida; la comunicación está en camino' : 'Aún sin respuesta';
}

function StatusCard({ status }: { readonly status: ComplaintStatusView }) {
  return (
    <article className={classes.lookupResult} aria-label={sheetHeading(status.codigo)}>
      <Title order={2} size="h4" mb="xs">
        {sheetHeading(status.codigo)}
      </Title>
      <Badge color={STATUS_COLORS[status.estado]} variant="filled" size="lg" mb="sm">
        {COMPLAINT_STATUS_LABELS[status.estado]}
      </Badge>
      <dl className={sheet.facts}>
        {[
          ['Libro', status.codigoLibro],
          ['Fecha', formatDateTime(status.fecha)],
          ['Tipo', COMPLAINT_KIND_LABELS[status.tipo]],
          ['Plazo de respuesta', `Hasta el ${formatIsoDay(status.fechaLimite)}`],
          ['Respuesta', answerState(status)],
        ].map(([label, value]) => (
          <div key={label} className={sheet.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

/** /reclamos/consulta: the state of a sheet by its number and the consumer's document. */
export function ComplaintLookupForm() {
  const [results, setResults] = useState<ComplaintStatusView[] | null>(null);
  const { failure, fail, clear } = useFormFailure();
  const resultsRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ComplaintLookup>({
    resolver: zodResolver(complaintLookupSchema) as unknown as Resolver<ComplaintLookup>,
    mode: 'onTouched',
    defaultValues: { codigo: '', nroDocumento: '' },
  });

  useEffect(() => {
    if (results) resultsRef.current?.focus();
  }, [results]);

  const submit = handleSubmit(
    async (values) => {
      clear();
      setResults(null);
      try {
        setResults(await lookupComplaint(values));
      } catch (error) {
        fail(failureMessage(error));
      }
    },
    // A new number that fails its check is a new question: the previous answer no longer applies.
    () => {
      clear();
      setResults(null);
    },
  );

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate aria-label="Consultar una hoja de reclamación">
        <Stack gap="md">
          <ColumnsGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Número de la hoja"
              placeholder="000000001-2026"
              description="Está en tu copia y en la confirmación."
              required
              autoComplete="off"
              maxLength={40}
              error={errors.codigo?.message}
              {...register('codigo')}
            />
            <TextInput
              label="Número de documento"
              description="El que indicaste en la hoja: el tuyo o, si la presentaste por un menor de edad, también el del menor."
              required
              autoComplete="off"
              maxLength={15}
              error={errors.nroDocumento?.message}
              {...register('nroDocumento')}
            />
          </ColumnsGrid>
          <FailureAlert failure={failure} />
          <Button
            type="submit"
            loading={isSubmitting}
            leftSection={<IconSearch size={18} aria-hidden="true" />}
            className={classes.submit}
          >
            Consultar
          </Button>
        </Stack>
      </form>
      {results && (
        <div ref={resultsRef} tabIndex={-1} role="status" className={classes.focusTitle}>
          <Stack gap="md">
            {results.map((status) => (
              <StatusCard key={`${status.codigoLibro}-${status.codigo}`} status={status} />
            ))}
          </Stack>
        </div>
      )}
    </Stack>
  );
}
