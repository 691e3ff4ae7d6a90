import { LEAD_ORIGINS, type LeadOrigin, type LeadResult } from '@motorplaza/domain/leads/lead-pipeline';
import { funnelSteps } from '@motorplaza/domain/leads/lead-state';

export interface LeadStateGroup {
  idUsuario: number | null;
  asesor: string | null;
  estado: boolean;
  resultado: string | null;
  cantidad: number;
}

export interface FunnelLine {
  idUsuario: number | null;
  asesor: string | null;
  leads: number;
  atendidos: number;
  vendidos: number;
}

/**
 * The funnel per asesor from the leads' state groups, each read by funnelSteps() — the same state
 * every screen shows, so a sale awaiting confirmation is not counted as sold (decision 0040). Most
 * leads first, then by name (nobody assigned last), then by id.
 */
export function funnelOf(groups: readonly LeadStateGroup[]): FunnelLine[] {
  const lines = new Map<number | null, FunnelLine>();
  for (const group of groups) {
    const line = lines.get(group.idUsuario) ?? {
      idUsuario: group.idUsuario,
      asesor: group.asesor,
      leads: 0,
      atendidos: 0,
      vendidos: 0,
    };
    const steps = funnelSteps({ estado: group.estado, resultado: group.resultado as LeadResult | null });
    line.leads += group.cantidad;
    if (steps.atendido) line.atendidos += group.cantidad;
    if (steps.vendido) line.vendidos += group.cantidad;
    lines.set(group.idUsuario, line);
  }
  return [...lines.values()].sort(
    (a, b) =>
      b.leads - a.leads ||
      (a.asesor === null ? 1 : 0) - (b.asesor === null ? 1 : 0) ||
      (a.asesor ?? '').localeCompare(b.asesor ?? '', 'es') ||
      (a.idUsuario ?? 0) - (b.idUsuario ?? 0),
  );
}

export interface LeadOriginGroup {
  origen: string;
  estado: boolean;
  resultado: string | null;
  cantidad: number;
}

export interface FunnelOriginLine {
  origen: LeadOrigin;
  leads: number;
  atendidos: number;
  vendidos: number;
}

/** The funnel per origin (issue 26): every origin in LEAD_ORIGINS order, zero when it had no leads. */
export function funnelByOrigin(groups: readonly LeadOriginGroup[]): FunnelOriginLine[] {
  const lines = new Map<string, FunnelOriginLine>(
    LEAD_ORIGINS.map((origen) => [origen, { origen, leads: 0, atendidos: 0, vendidos: 0 }]),
  );
  for (const group of groups) {
    const line = lines.get(group.origen);
    if (!line) continue;
    const steps = funnelSteps({ estado: group.estado, resultado: group.resultado as LeadResult | null });
    line.leads += group.cantidad;
    if (steps.atendido) line.atendidos += group.cantidad;
    if (steps.vendido) line.vendidos += group.cantidad;
  }
  return [...lines.values()];
}
