import { LEAD_LOSS_REASON_LABELS, type LeadLossReason, type LeadResult } from './lead-pipeline';

/**
 * The one state a lead shows on every screen, export and report (docs/decisions/0040-lead-sale-flow.md).
 * The attention flag (spec 001 §4) only matters while the lead has no result.
 */
export const LEAD_STATES = ['PENDIENTE', 'ATENDIDO', 'VENTA_POR_CONFIRMAR', 'VENDIDO', 'PERDIDO'] as const;
export type LeadState = (typeof LEAD_STATES)[number];

export interface LeadStateView {
  /** As the screens write it. */
  readonly label: string;
  /** As the interested-clients report writes it (spec 001 §9: ATENDIDO / NO ATENDIDO). */
  readonly exportLabel: string;
  /** A Mantine colour whose filled badge passes WCAG AA contrast with white text. */
  readonly color: string;
}

export const LEAD_STATE_VIEWS: Record<LeadState, LeadStateView> = {
  PENDIENTE: { label: 'Pendiente', exportLabel: 'NO ATENDIDO', color: 'yellow.9' },
  ATENDIDO: { label: 'Atendido', exportLabel: 'ATENDIDO', color: 'green.8' },
  VENTA_POR_CONFIRMAR: {
    label: 'Venta por confirmar',
    exportLabel: 'VENTA POR CONFIRMAR',
    color: 'orange.9',
  },
  VENDIDO: { label: 'Vendido', exportLabel: 'VENDIDO', color: 'blue.8' },
  PERDIDO: { label: 'Perdido', exportLabel: 'PERDIDO', color: 'gray.7' },
};

export interface LeadStateFacts {
  readonly estado: boolean;
  readonly resultado: LeadResult | null;
  readonly motivoPerdida?: LeadLossReason | null;
}

const BY_RESULT: Record<LeadResult, LeadState> = {
  VENDIDO: 'VENDIDO',
  PERDIDO: 'PERDIDO',
  POR_CONFIRMAR: 'VENTA_POR_CONFIRMAR',
};

/** The lead's state: its result when it has one, else attended or pending. */
export function leadState(lead: LeadStateFacts): LeadState {
  if (lead.resultado) return BY_RESULT[lead.resultado];
  return lead.estado ? 'ATENDIDO' : 'PENDIENTE';
}

/** The state as the screens write it, a loss with its reason ("Perdido: Precio"). */
export function leadStateLabel(lead: LeadStateFacts): string {
  const state = leadState(lead);
  const reason =
    state === 'PERDIDO' && lead.motivoPerdida ? LEAD_LOSS_REASON_LABELS[lead.motivoPerdida] : null;
  return reason ? `${LEAD_STATE_VIEWS[state].label}: ${reason}` : LEAD_STATE_VIEWS[state].label;
}

/** The state as the report writes it ("PERDIDO: PRECIO"). */
export function leadStateExportLabel(lead: LeadStateFacts): string {
  const state = leadState(lead);
  const reason =
    state === 'PERDIDO' && lead.motivoPerdida ? LEAD_LOSS_REASON_LABELS[lead.motivoPerdida] : null;
  const label = LEAD_STATE_VIEWS[state].exportLabel;
  return reason ? `${label}: ${reason.toUpperCase()}` : label;
}

/** Still being worked: a car sold to someone else closes these as lost. */
export function isOpenLead(lead: LeadStateFacts): boolean {
  const state = leadState(lead);
  return state === 'PENDIENTE' || state === 'ATENDIDO' || state === 'VENTA_POR_CONFIRMAR';
}

/**
 * The funnel's steps (issue 11): attended once someone answered or a sale was reached; sold only
 * when the sale is confirmed, so the funnel counts the same sales as the sales report.
 */
export function funnelSteps(lead: LeadStateFacts): { atendido: boolean; vendido: boolean } {
  const state = leadState(lead);
  return {
    atendido: lead.estado || state === 'VENTA_POR_CONFIRMAR' || state === 'VENDIDO',
    vendido: state === 'VENDIDO',
  };
}
