import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { slotLabel } from '@motorplaza/domain/offers/slot-label';
import {
  TEST_DRIVE_CHECKLIST,
  TEST_DRIVE_STATUS_LABELS,
  type TestDriveView,
  testDriveLookupSchema,
  type TestDriveLookup as Who,
} from '@motorplaza/domain/test-drives/test-drive.schema';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { ColumnsGrid } from '../../components/columns-grid';
import { FailureAlert, SentAlert, useFormFailure } from '../../components/form/form-outcome';
import { driveFailure } from './drive-failure';
import { lookupTestDrive } from './test-drive-api';
import { TestDriveChangeModal } from './test-drive-change-modal';

interface Found {
  readonly who: Who;
  readonly drive: TestDriveView;
  readonly done?: { readonly message: string; readonly attempt: number };
}

/** /prueba-de-manejo/consulta: the drive by its code and the buyer's DNI, then move or cancel it. */
export function TestDriveLookup({ initialCode }: { readonly initialCode: string }) {
  const [found, setFound] = useState<Found | null>(null);
  const [dialog, setDialog] = useState<'move' | 'cancel' | null>(null);
  const { failure, fail, clear } = useFormFailure();
  const resultRef = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const { register, handleSubmit, formState } = useForm<Who>({
    resolver: zodResolver(testDriveLookupSchema) as unknown as Resolver<Who>,
    mode: 'onTouched',
    defaultValues: { codigo: initialCode, dni: '' },
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (found && !found.done) resultRef.current?.focus();
  }, [found]);

  const submit = handleSubmit(
    async (values) => {
      clear();
      setFound(null);
      try {
        const who = testDriveLookupSchema.parse(values);
        setFound({ who, drive: (await lookupTestDrive(who)).drive });
      } catch (error) {
        fail(driveFailure(error));
      }
    },
    () => setFound(null),
  );

  function open(kind: 'move' | 'cancel') {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDialog(kind);
  }
  function close() {
    setDialog(null);
    requestAnimationFrame(() => opener.current?.focus());
  }
  function changed(drive: TestDriveView, message: string) {
    setDialog(null);
    setFound((previous) =>
      previous
        ? { who: previous.who, drive, done: { message, attempt: (previous.done?.attempt ?? 0) + 1 } }
        : null,
    );
  }
  async function reload() {
    if (!found) return;
    try {
      setFound({ who: found.who, drive: (await lookupTestDrive(found.who)).drive });
    } catch (error) {
      fail(driveFailure(error));
    }
  }

  const drive = found?.drive;
  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate aria-label="Consultar una prueba de manejo">
        <Stack gap="md">
          <ColumnsGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Código de la prueba"
              placeholder="PM-2026-000123"
              description="Está en el correo que te enviamos."
              required
              autoComplete="off"
              maxLength={40}
              error={errors.codigo?.message}
              {...register('codigo')}
            />
            <TextInput
              label="DNI"
              description="El que indicaste al agendar."
              required
              autoComplete="off"
              inputMode="numeric"
              maxLength={8}
              error={errors.dni?.message}
              {...register('dni')}
            />
          </ColumnsGrid>
          <FailureAlert failure={failure} />
          <Button
            type="submit"
            loading={isSubmitting}
            leftSection={<IconSearch size={18} aria-hidden="true" />}
          >
            Consultar
          </Button>
        </Stack>
      </form>
      {found?.done && (
        <SentAlert key={found.done.attempt} title={found.done.message}>
          <Text size="sm">Revisa tu correo: te enviamos la cita actualizada para tu calendario.</Text>
        </SentAlert>
      )}
      {drive && (
        <Paper
          ref={resultRef}
          tabIndex={-1}
          component="section"
          withBorder
          radius="md"
          p="lg"
          aria-labelledby="prueba-titulo"
        >
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Title order={2} size="h3" id="prueba-titulo">
                Prueba {drive.codigo}
              </Title>
              <Badge variant="light" color={drive.estado === 'PROGRAMADA' ? 'teal' : 'gray'}>
                {TEST_DRIVE_STATUS_LABELS[drive.estado]}
              </Badge>
            </Group>
            <Text>{drive.auto}</Text>
            <Text>
              <strong>{drive.tienda}</strong>
              {drive.direccion ? ` — ${drive.direccion}` : ''}
            </Text>
            <Text>{slotLabel(drive.inicio, { year: true })} (hora de Lima)</Text>
            {drive.motivo && <Text size="sm">Motivo: {drive.motivo}</Text>}
            {drive.estado === 'PROGRAMADA' && (
              <Text size="sm" c="dimmed">
                Lleva: {TEST_DRIVE_CHECKLIST.join(' y ').toLowerCase()}.
              </Text>
            )}
            {drive.puedeCambiar && (
              <Group gap="sm" mt="sm">
                <Button variant="light" onClick={() => open('move')}>
                  Cambiar día y hora
                </Button>
                <Button variant="subtle" color="red" onClick={() => open('cancel')}>
                  Cancelar prueba
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      )}
      {found && dialog && (
        <TestDriveChangeModal
          kind={dialog}
          drive={found.drive}
          who={found.who}
          onClose={close}
          onChanged={changed}
          onStale={reload}
        />
      )}
    </Stack>
  );
}
