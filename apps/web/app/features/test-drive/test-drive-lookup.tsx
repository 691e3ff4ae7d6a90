import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { slotLabel } from '@motorplaza/domain/offers/slot-label';
import {
  type TestDriveView,
  testDriveLookupSchema,
  type TestDriveLookup as Who,
} from '@motorplaza/domain/test-drives/test-drive.schema';
import { type Resolver, useForm } from 'react-hook-form';
import { CodeLookupForm, useCodeLookup } from '../../components/form/code-lookup';
import { SentAlert } from '../../components/form/form-outcome';
import { driveFailure } from './drive-failure';
import { lookupTestDrive } from './test-drive-api';
import { TestDriveChangeModal } from './test-drive-change-modal';
import { bringList } from './test-drive-slot-texts';
import { TestDriveStatusBadge } from './test-drive-status-badge';

const lookupDrive = async (who: Who) => (await lookupTestDrive(who)).drive;

/** /prueba-de-manejo/consulta (issue 26): the drive by its code and the buyer's DNI, then move or cancel it. */
export function TestDriveLookup({ initialCode }: { readonly initialCode: string }) {
  const lookup = useCodeLookup<Who, TestDriveView, 'move' | 'cancel'>(lookupDrive, driveFailure);
  const { found, dialog } = lookup;
  const { register, handleSubmit, formState } = useForm<Who>({
    resolver: zodResolver(testDriveLookupSchema) as unknown as Resolver<Who>,
    mode: 'onTouched',
    defaultValues: { codigo: initialCode, dni: '' },
  });
  const submit = handleSubmit(
    (values) => lookup.search(testDriveLookupSchema.parse(values)),
    lookup.clearFound,
  );
  const drive = found?.item;

  return (
    <Stack gap="lg">
      <CodeLookupForm
        label="Consultar una prueba de manejo"
        codeLabel="Código de la prueba"
        codePlaceholder="PM-2026-000123"
        codeDescription="Está en el correo que te enviamos."
        dniDescription="El que indicaste al agendar."
        register={register}
        errors={formState.errors}
        failure={lookup.failure}
        submitting={formState.isSubmitting}
        onSubmit={submit}
      />
      {found?.done && (
        <SentAlert key={found.done.attempt} title={found.done.message}>
          <Text size="sm">Revisa tu correo: te enviamos la cita actualizada para tu calendario.</Text>
        </SentAlert>
      )}
      {drive && (
        <Paper
          ref={lookup.resultRef}
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
              <TestDriveStatusBadge status={drive.estado} />
            </Group>
            <Text>{drive.auto}</Text>
            <Text>
              <strong>{drive.tienda}</strong>
              {drive.direccion ? ` — ${drive.direccion}` : ''}
            </Text>
            <Text>{slotLabel(drive.inicio, { year: true })} (hora de Lima)</Text>
            {drive.motivo && <Text size="sm">Motivo: {drive.motivo}</Text>}
            {drive.estado === 'PROGRAMADA' && <Text size="sm">Lleva {bringList()}.</Text>}
            {drive.puedeCambiar && (
              <Group gap="sm" mt="sm">
                <Button variant="light" onClick={() => lookup.open('move')}>
                  Cambiar día y hora
                </Button>
                <Button variant="subtle" color="red" onClick={() => lookup.open('cancel')}>
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
          drive={found.item}
          who={found.who}
          onClose={lookup.close}
          onChanged={lookup.changed}
          onStale={lookup.reload}
        />
      )}
    </Stack>
  );
}
