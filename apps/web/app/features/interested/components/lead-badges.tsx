import { Badge, Group } from '@mantine/core';
import type { Interested } from '@motorplaza/domain/leads/interested.schema';
import { LEAD_LOSS_REASON_LABELS, LEAD_OUTCOME_LABELS } from '@motorplaza/domain/leads/lead-pipeline';
import { formatDuration, showsWaitingBadge, waitingMs } from '@motorplaza/domain/leads/lead-timing';

/** Spec 001 §4: "Atendido" or "Pendiente"; a closed lead shows its outcome; a long wait its badge. */
export function LeadStateBadges({ lead, now }: { readonly lead: Interested; readonly now: Date }) {
  const waited = waitingMs(lead, now);
  return (
    <Group gap={4}>
      <Badge color={lead.estado ? 'green.8' : 'yellow.8'} variant="filled">
        {lead.estado ? 'Atendido' : 'Pendiente'}
      </Badge>
      {lead.resultado && (
        <Badge color={lead.resultado === 'VENDIDO' ? 'blue.8' : 'gray.7'} variant="filled">
          {LEAD_OUTCOME_LABELS[lead.resultado]}
          {lead.motivoPerdida ? `: ${LEAD_LOSS_REASON_LABELS[lead.motivoPerdida]}` : ''}
        </Badge>
      )}
      {showsWaitingBadge(lead, now) && waited !== null && (
        <Badge color="red.8" variant="filled" title="Pendiente hace más de 24 horas">
          Espera {formatDuration(waited)}
        </Badge>
      )}
    </Group>
  );
}
