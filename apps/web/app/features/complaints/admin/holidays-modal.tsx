import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatIsoDay } from '@motorplaza/domain/complaints/complaint-texts';
import { HOLIDAY_MESSAGES } from '@motorplaza/domain/complaints/holiday.schema';
import { todayInLima } from '@motorplaza/domain/shared/dates';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formErrorsOf } from '../../../lib/api-error';
import { useSubmission } from '../../../lib/submission';
import { useHolidayChange, useHolidays } from '../api/holidays';

/**
 * ADMIN's list of public holidays: the book's terms skip them, so next year's must be added before it
 * starts (docs/decisions/0028). Sheets already filed keep the deadline they were given.
 */
export function HolidaysModal({
  opened,
  onClose,
}: {
  readonly opened: boolean;
  readonly onClose: () => void;
}) {
  const thisYear = Number(todayInLima().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [fecha, setFecha] = useState('');
  const [nombre, setNombre] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const holidays = useHolidays(year, opened);
  const change = useHolidayChange();

  const failed = (error: unknown) => setErrors(formErrorsOf(error));

  const submission = useSubmission();
  function add() {
    // A second click or Enter while adding sends nothing; the day carries its fill's key (decision 0044).
    if (submission.running()) return;
    const problems: Record<string, string> = {};
    if (!fecha) problems.fecha = HOLIDAY_MESSAGES.fecha;
    if (nombre.trim().length < 3) problems.nombre = HOLIDAY_MESSAGES.nombre;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    void submission
      .run((idempotencyKey) => change.mutateAsync({ add: { fecha, nombre: nombre.trim() }, idempotencyKey }))
      .then((response) => {
        notifications.show({ color: 'green', message: response.message });
        setYear(Number(fecha.slice(0, 4)));
        setFecha('');
        setNombre('');
      }, failed);
  }

  function remove(day: string) {
    setErrors({});
    change.mutate(
      { remove: day },
      {
        onSuccess: (response) => notifications.show({ color: 'green', message: response.message }),
        onError: failed,
      },
    );
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Feriados"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <Stack gap="md">
        <Text size="sm">
          Los plazos del Libro de Reclamaciones cuentan días hábiles en Lima: de lunes a viernes, sin estos
          feriados. Agrega los del próximo año antes de que empiece; las hojas ya registradas conservan su
          plazo.
        </Text>
        <NativeSelect
          label="Año"
          value={String(year)}
          onChange={(event) => setYear(Number(event.currentTarget.value))}
          data={[thisYear - 1, thisYear, thisYear + 1, thisYear + 2].map(String)}
          w={140}
        />
        {holidays.isError ? (
          <Alert role="alert" color="red" variant="light">
            No se pudieron cargar los feriados.
          </Alert>
        ) : holidays.isPending ? (
          <Group role="status" gap="xs">
            <Loader size="sm" aria-hidden="true" />
            <Text>Cargando feriados...</Text>
          </Group>
        ) : holidays.data.length === 0 ? (
          <Text c="dimmed">No hay feriados registrados para {year}.</Text>
        ) : (
          <Table striped>
            <Table.Caption>Feriados de {year}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Fecha</Table.Th>
                <Table.Th>Feriado</Table.Th>
                <Table.Th>Acciones</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {holidays.data.map((holiday) => (
                <Table.Tr key={holiday.fecha}>
                  <Table.Td>{formatIsoDay(holiday.fecha)}</Table.Td>
                  <Table.Td>{holiday.nombre}</Table.Td>
                  <Table.Td>
                    {holiday.agregado ? (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Eliminar el feriado ${holiday.nombre} del ${formatIsoDay(holiday.fecha)}`}
                        onClick={() => remove(holiday.fecha)}
                        disabled={change.isPending}
                      >
                        <IconTrash size={18} aria-hidden="true" />
                      </ActionIcon>
                    ) : (
                      <Text size="xs" c="dimmed">
                        Nacional
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="date"
            label="Fecha"
            value={fecha}
            onChange={(event) => setFecha(event.currentTarget.value)}
            error={errors.fecha}
          />
          <TextInput
            label="Nombre del feriado"
            value={nombre}
            maxLength={120}
            onChange={(event) => setNombre(event.currentTarget.value)}
            error={errors.nombre}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={add}
            loading={change.isPending}
          >
            Agregar feriado
          </Button>
        </Group>
        {errors.form && (
          <Alert role="alert" color="red" variant="light">
            {errors.form}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
