import { Card, Group, Text } from '@mantine/core';
import type { ComplaintRow } from '@motorplaza/domain/complaints/complaint-admin.schema';
import { COMPLAINT_DOCUMENT_LABELS, formatIsoDay } from '@motorplaza/domain/complaints/complaint-texts';
import { formatDateTime } from '@motorplaza/domain/shared/format';
import items from '../../../components/list/list-items.module.css';
import { DeadlineBadge, KindBadges, StatusBadge } from './complaint-badges';
import { OpenSheetButton } from './complaints-table';

/** A sheet of the list on a small screen. */
export function ComplaintCard({
  row,
  onOpen,
}: {
  readonly row: ComplaintRow;
  readonly onOpen: (row: ComplaintRow) => void;
}) {
  return (
    <Card withBorder radius="md" padding="md" className={items.card} component="article">
      <Text component="h3" fw={700} size="md" m={0}>
        Hoja Nº {row.codigo}
      </Text>
      <Group gap={4}>
        <StatusBadge estado={row.estado} />
        <DeadlineBadge estado={row.estado} diasRestantes={row.diasRestantes} />
      </Group>
      <dl className={items.facts}>
        <dt>Consumidor</dt>
        <dd>{row.nombreCompleto}</dd>
        <dt>Documento</dt>
        <dd>
          {COMPLAINT_DOCUMENT_LABELS[row.tipoDocumento]} {row.nroDocumento}
        </dd>
        <dt>Fecha</dt>
        <dd>{formatDateTime(row.fecha)}</dd>
        <dt>Tipo</dt>
        <dd>
          <KindBadges tipo={row.tipo} tipoOriginal={row.tipoOriginal} />
        </dd>
        <dt>Plazo</dt>
        <dd>Hasta el {formatIsoDay(row.fechaLimite)}</dd>
        <dt>Libro</dt>
        <dd>{row.codigoLibro}</dd>
      </dl>
      <OpenSheetButton row={row} onOpen={onOpen} />
    </Card>
  );
}
