import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  INSPECTION_SITE_LABELS,
  INSPECTION_SITES,
  type InspectionSite,
} from '@motorplaza/domain/offers/sell-offer-rules';
import { todayInLima } from '@motorplaza/domain/shared/dates';
import type { StaffTestDrive, TestDriveDay } from '@motorplaza/domain/test-drives/test-drive.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ListPanel, ListScreen, ListScreenHeader } from '../../components/list/list-layout';
import { ListError, ListLoading } from '../../components/list/list-states';
import { ApiError } from '../../lib/api-error';
import { getTestDriveDay, saveTestDriveOutcome } from './test-drive-api';
import { TestDriveStatusBadge } from './test-drive-status-badge';

const dayKey = (fecha: string, sede: string) => ['test-drives', 'day', fecha, sede] as const;

function DriveCard({
  drive,
  onMark,
  busy,
}: {
  readonly drive: StaffTestDrive;
  readonly onMark: (estado: 'REALIZADA' | 'NO_ASISTIO') => void;
  readonly busy: boolean;
}) {
  return (
    <Paper withBorder radius="sm" p="sm" component="li">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>Prueba de manejo · {drive.nombreCompleto}</Text>
        <TestDriveStatusBadge status={drive.estado} />
      </Group>
      <Text size="sm">
        {drive.auto} · {drive.codigo} · Cel. {drive.celular}
      </Text>
      {drive.estado === 'PROGRAMADA' && (
        <Group gap="xs" mt="xs">
          <Button size="compact-sm" color="teal" loading={busy} onClick={() => onMark('REALIZADA')}>
            Realizada
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            loading={busy}
            onClick={() => onMark('NO_ASISTIO')}
          >
            No asistió
          </Button>
        </Group>
      )}
    </Paper>
  );
}

function HourBlock({
  hour,
  capacidad,
  onMark,
  busyId,
}: {
  readonly hour: TestDriveDay['horas'][number];
  readonly capacidad: number;
  readonly onMark: (drive: StaffTestDrive, estado: 'REALIZADA' | 'NO_ASISTIO') => void;
  readonly busyId: number | null;
}) {
  const empty = hour.pruebas.length === 0 && hour.inspecciones.length === 0;
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      aria-label={`${hour.hora}: ${hour.usados} de ${capacidad} lugares ocupados`}
    >
      <Group justify="space-between" mb={empty ? 0 : 'xs'}>
        <Title order={3} size="h4">
          {hour.hora}
        </Title>
        <Badge variant="outline" color={hour.usados >= capacidad ? 'red.9' : 'gray.8'}>
          {hour.usados} de {capacidad} ocupados
        </Badge>
      </Group>
      {!empty && (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {hour.pruebas.map((drive) => (
            <DriveCard
              key={drive.id}
              drive={drive}
              busy={busyId === drive.id}
              onMark={(estado) => onMark(drive, estado)}
            />
          ))}
          {hour.inspecciones.map((inspection) => (
            <Paper key={inspection.codigo} withBorder radius="sm" p="sm" component="li" bg="gray.0">
              <Text fw={600}>Inspección · {inspection.nombreCompleto}</Text>
              <Text size="sm">
                {inspection.auto} · {inspection.codigo} · {inspection.estado}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/**
 * /admin/pruebas-de-manejo (issue 26): one store's day hour by hour — its test drives and its
 * sell-your-car inspections, which share the capacity — with 'Realizada' and 'No asistió'.
 */
export function TestDriveDayScreen() {
  const [fecha, setFecha] = useState(() => todayInLima());
  const [sede, setSede] = useState<InspectionSite>('SAN_ISIDRO');
  const queryClient = useQueryClient();
  const day = useQuery({
    queryKey: dayKey(fecha, sede),
    queryFn: ({ signal }) => getTestDriveDay(fecha, sede, signal),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(fecha),
  });
  const mark = useMutation({
    mutationFn: ({ drive, estado }: { drive: StaffTestDrive; estado: 'REALIZADA' | 'NO_ASISTIO' }) =>
      saveTestDriveOutcome(drive.id, { estado, version: drive.version }),
    onSuccess: (response) => notifications.show({ color: 'green', message: response.message }),
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: error instanceof ApiError ? error.message : 'No pudimos guardar.',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['test-drives', 'day'] }),
  });

  return (
    <ListScreen>
      <ListScreenHeader
        title="Pruebas de manejo"
        subtitle="Pruebas e inspecciones de cada tienda, hora por hora"
      />
      <ListPanel heading="Agenda del día">
        <Group align="end" gap="md" wrap="wrap" mb="md">
          <TextInput
            type="date"
            label="Día"
            value={fecha}
            onChange={(event) => setFecha(event.currentTarget.value)}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="tienda-agenda">
              Tienda
            </Text>
            <SegmentedControl
              aria-labelledby="tienda-agenda"
              value={sede}
              onChange={(value) => setSede(value as InspectionSite)}
              data={INSPECTION_SITES.map((site) => ({ value: site, label: INSPECTION_SITE_LABELS[site] }))}
            />
          </Stack>
        </Group>
        {day.isPending && <ListLoading title="Cargando la agenda..." />}
        {day.isError && (
          <ListError
            message={day.error instanceof ApiError ? day.error.message : ''}
            onRetry={() => day.refetch()}
          />
        )}
        {day.data && (
          <Stack gap="sm">
            {day.data.horas.length === 0 && <Text>La tienda no atiende este día.</Text>}
            {day.data.horas.map((hour) => (
              <HourBlock
                key={hour.inicio}
                hour={hour}
                capacidad={day.data.capacidad}
                busyId={mark.isPending ? (mark.variables?.drive.id ?? null) : null}
                onMark={(drive, estado) => mark.mutate({ drive, estado })}
              />
            ))}
          </Stack>
        )}
      </ListPanel>
    </ListScreen>
  );
}
