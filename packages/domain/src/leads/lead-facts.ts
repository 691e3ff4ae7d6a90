import type { LeadLossReason, LeadResult } from './lead-pipeline';
import type { LeadStateFacts } from './lead-state';

/** The stored columns leadState() reads: text in the database, checked against the same lists on write. */
export interface StoredLeadFacts {
  readonly estado: boolean;
  readonly resultado: string | null;
  readonly motivoPerdida: string | null;
}

/** A stored lead as leadState() reads it (the leads, the clients' purchases and the inventory share it). */
export function leadFacts(row: StoredLeadFacts): Required<LeadStateFacts> {
  return {
    estado: row.estado,
    resultado: row.resultado as LeadResult | null,
    motivoPerdida: row.motivoPerdida as LeadLossReason | null,
  };
}
