import { Group } from '@mantine/core';
import type { ComplaintRow } from '@motorplaza/domain/complaints/complaint-admin.schema';
import { COMPLAINT_DOCUMENT_LABELS, formatIsoDay } from '@motorplaza/domain/complaints/complaint-texts';
import { formatDateTime } from '@motorplaza/domain/shared/format';
import { ListCard } from '../../../components/list/list-cards';
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
  const title = `Hoja Nº ${row.codigo}`;
  return (
    <ListCard
      label={title}
      title={title}
      badge={
        <Group gap={4}>
          <StatusBadge estado={row.estado} />
          <DeadlineBadge estado={row.estado} diasRestantes={row.diasRestantes} />
        </Group>
      }
      actions={<OpenSheetButton row={row} onOpen={onOpen} />}
    >
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
    </ListCard>
  );
}
