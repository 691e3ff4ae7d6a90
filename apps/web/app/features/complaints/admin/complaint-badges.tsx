import { Badge, Group } from '@mantine/core';
import { type DeadlineTone, deadlineBadge } from '@motorplaza/domain/complaints/complaint-deadline';
import {
  COMPLAINT_KIND_LABELS,
  COMPLAINT_STATUS_LABELS,
  type ComplaintKind,
  type ComplaintStatus,
} from '@motorplaza/domain/complaints/complaint-texts';

const STATUS_COLORS: Record<ComplaintStatus, string> = {
  PENDIENTE: 'yellow.9',
  EN_ATENCION: 'blue.8',
  RESPONDIDO: 'green.8',
};
const TONE_COLORS: Record<DeadlineTone, string> = {
  overdue: 'red.8',
  'due-soon': 'orange.9',
  'on-time': 'gray',
  answered: 'green.8',
};

export function StatusBadge({ estado }: { readonly estado: ComplaintStatus }) {
  return (
    <Badge color={STATUS_COLORS[estado]} variant="filled">
      {COMPLAINT_STATUS_LABELS[estado]}
    </Badge>
  );
}

/** The business days left, warned within three days and red once overdue (business-days, decision 0028). */
export function DeadlineBadge({
  estado,
  diasRestantes,
}: {
  readonly estado: ComplaintStatus;
  readonly diasRestantes: number;
}) {
  const badge = deadlineBadge(estado, diasRestantes);
  if (badge.tone === 'answered') return null;
  return (
    <Badge color={TONE_COLORS[badge.tone]} variant={badge.tone === 'on-time' ? 'light' : 'filled'} tt="none">
      {badge.label}
    </Badge>
  );
}

/** The kind now, and what the consumer filed when the staff re-classified it. */
export function KindBadges({
  tipo,
  tipoOriginal,
}: {
  readonly tipo: ComplaintKind;
  readonly tipoOriginal: ComplaintKind;
}) {
  return (
    <Group gap={4}>
      <Badge color={tipo === 'RECLAMO' ? 'navy' : 'grape'} variant="light">
        {COMPLAINT_KIND_LABELS[tipo]}
      </Badge>
      {tipo !== tipoOriginal && (
        <Badge color="gray.7" variant="outline" tt="none">
          Registrada como {COMPLAINT_KIND_LABELS[tipoOriginal].toLowerCase()}
        </Badge>
      )}
    </Group>
  );
}
