import { Button, Table, Text } from '@mantine/core';
import type { ComplaintRow } from '@motorplaza/domain/complaints/complaint-admin.schema';
import { COMPLAINT_DOCUMENT_LABELS, formatIsoDay } from '@motorplaza/domain/complaints/complaint-texts';
import { formatDateTime } from '@motorplaza/domain/shared/format';
import { IconFileText } from '@tabler/icons-react';
import { DeadlineBadge, KindBadges, StatusBadge } from './complaint-badges';

export interface ComplaintRowsProps {
  readonly rows: readonly ComplaintRow[];
  readonly onOpen: (row: ComplaintRow) => void;
}

/** 'Ver hoja': opens a sheet's detail from the table or its card. */
export function OpenSheetButton({
  row,
  onOpen,
  size,
}: {
  readonly row: ComplaintRow;
  readonly onOpen: (row: ComplaintRow) => void;
  readonly size?: 'xs' | 'sm';
}) {
  return (
    <Button
      size={size}
      variant="light"
      leftSection={<IconFileText size={16} aria-hidden="true" />}
      aria-label={`Ver hoja Nº ${row.codigo} del libro ${row.codigoLibro}`}
      aria-haspopup="dialog"
      onClick={() => onOpen(row)}
    >
      Ver hoja
    </Button>
  );
}

/** The book's table: number, date, consumer, type, state and the term in business days. */
export function ComplaintsTable({ rows, onOpen }: ComplaintRowsProps) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nº de hoja</Table.Th>
            <Table.Th>Fecha</Table.Th>
            <Table.Th>Consumidor</Table.Th>
            <Table.Th>Tipo</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th>Plazo</Table.Th>
            <Table.Th>Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.idReclamo}>
              <Table.Td>
                <Text fw={700} size="sm">
                  {row.codigo}
                </Text>
                <Text size="xs" c="dimmed">
                  Libro {row.codigoLibro}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDateTime(row.fecha)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {row.nombreCompleto}
                </Text>
                <Text size="xs" c="dimmed">
                  {COMPLAINT_DOCUMENT_LABELS[row.tipoDocumento]} {row.nroDocumento}
                </Text>
              </Table.Td>
              <Table.Td>
                <KindBadges tipo={row.tipo} tipoOriginal={row.tipoOriginal} />
              </Table.Td>
              <Table.Td>
                <StatusBadge estado={row.estado} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">Hasta el {formatIsoDay(row.fechaLimite)}</Text>
                <DeadlineBadge estado={row.estado} diasRestantes={row.diasRestantes} />
              </Table.Td>
              <Table.Td>
                <OpenSheetButton row={row} onOpen={onOpen} size="xs" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
