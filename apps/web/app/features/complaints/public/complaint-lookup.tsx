import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Button, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import {
  type ComplaintLookup,
  type ComplaintStatusView,
  complaintLookupSchema,
} from '@motorplaza/domain/complaints/complaint.schema';
import {
  ANSWER_CHANNEL_LABELS,
  COMPLAINT_KIND_LABELS,
  COMPLAINT_MESSAGES,
  COMPLAINT_STATUS_LABELS,
  formatIsoDay,
  sheetHeading,
} from '@motorplaza/domain/complaints/complaint-texts';
import { formatDateTime } from '@motorplaza/domain/shared/format';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
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
        <div className={sheet.fact}>
          <dt>Libro</dt>
          <dd>{status.codigoLibro}</dd>
        </div>
        <div className={sheet.fact}>
          <dt>Fecha</dt>
          <dd>{formatDateTime(status.fecha)}</dd>
        </div>
        <div className={sheet.fact}>
          <dt>Tipo</dt>
          <dd>{COMPLAINT_KIND_LABELS[status.tipo]}</dd>
        </div>
        <div className={sheet.fact}>
          <dt>Plazo de respuesta</dt>
          <dd>Hasta el {formatIsoDay(status.fechaLimite)}</dd>
        </div>
        <div className={sheet.fact}>
          <dt>Respuesta</dt>
          <dd>
            {status.respuestaComunicadaEn
              ? `Comunicada el ${formatDateTime(status.respuestaComunicadaEn)}${status.respuestaCanal ? ` por ${ANSWER_CHANNEL_LABELS[status.respuestaCanal].toLowerCase()}` : ''}`
              : status.estado === 'RESPONDIDO'
                ? 'Respondida; la comunicación está en camino'
                : 'Aún sin respuesta'}
          </dd>
        </div>
      </dl>
    </article>
  );
}

/** /reclamos/consulta: the state of a sheet by its number and the consumer's document. */
export function ComplaintLookupForm() {
  const [results, setResults] = useState<ComplaintStatusView[] | null>(null);
  const [failure, setFailure] = useState<{ message: string; attempt: number } | null>(null);
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

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setResults(null);
    try {
      setResults(await lookupComplaint(values));
    } catch (error) {
      setFailure((previous) => ({ message: failureMessage(error), attempt: (previous?.attempt ?? 0) + 1 }));
    }
  });

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate aria-label="Consultar una hoja de reclamación">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
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
              description="El que indicaste en la hoja."
              required
              autoComplete="off"
              maxLength={15}
              error={errors.nroDocumento?.message}
              {...register('nroDocumento')}
            />
          </SimpleGrid>
          {failure && (
            <Alert
              key={failure.attempt}
              role="alert"
              color="red"
              variant="light"
              icon={<IconAlertCircle aria-hidden="true" />}
            >
              {failure.message}
            </Alert>
          )}
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
