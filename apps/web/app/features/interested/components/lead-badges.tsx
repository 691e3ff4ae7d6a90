import { Badge, Group } from '@mantine/core';
import type { Interested } from '@motorplaza/domain/leads/interested.schema';
import { LEAD_STATE_VIEWS, leadState, leadStateLabel } from '@motorplaza/domain/leads/lead-state';
import { formatDuration, showsWaitingBadge, waitingMs } from '@motorplaza/domain/leads/lead-timing';

/** The lead's one state (decision 0040: leadState, as the exports and reports read it); a long wait its badge. */
export function LeadStateBadges({ lead, now }: { readonly lead: Interested; readonly now: Date }) {
  const waited = waitingMs(lead, now);
  return (
    <Group gap={4}>
      <Badge color={LEAD_STATE_VIEWS[leadState(lead)].color} variant="filled">
        {leadStateLabel(lead)}
      </Badge>
      {showsWaitingBadge(lead, now) && waited !== null && (
        <Badge color="red.8" variant="filled" title="Pendiente hace más de 24 horas">
          Espera {formatDuration(waited)}
        </Badge>
      )}
    </Group>
  );
}
