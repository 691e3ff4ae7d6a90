import type { LeadLossReason, LeadResult } from '@motorplaza/domain/leads/lead-pipeline';
import type { LeadStateFacts } from '@motorplaza/domain/leads/lead-state';
import type { LeadRow } from './interested.repository';

/** A stored lead as leadState() reads it (the columns are checked against the same lists). */
export function leadFacts(
  row: Pick<LeadRow, 'estado' | 'resultado' | 'motivoPerdida'>,
): Required<LeadStateFacts> {
  return {
    estado: row.estado,
    resultado: row.resultado as LeadResult | null,
    motivoPerdida: row.motivoPerdida as LeadLossReason | null,
  };
}
