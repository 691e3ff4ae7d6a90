import { percentOf } from './report-formulas';

/**
 * Spec 000 §4 and §9: the status descriptions the status chart knows (trimmed, case-insensitive) and
 * their colours; unknown statuses take colours from a rotating palette of eight.
 */
export const STATUS_COLORS: Readonly<Record<string, string>> = {
  DISPONIBLE: '#2b8a3e', // green
  VENDIDO: '#e03131', // red
  'NO DISPONIBLE': '#868e96', // grey
  'SELL IN': '#fab005', // yellow
  'EN REVISION': '#0c8599', // teal
  INACTIVO: '#495057', // grey (darker, to tell it from NO DISPONIBLE)
  RESERVADO: '#f76707', // orange
  MANTENIMIENTO: '#7048e8', // purple
};

export const UNKNOWN_STATUS_PALETTE = [
  '#1971c2',
  '#c2255c',
  '#5c940d',
  '#9c36b5',
  '#0b7285',
  '#e67700',
  '#3b5bdb',
  '#a61e4d',
] as const;

/** Trimmed, upper case, without accents ('En revisión ' → 'EN REVISION'). */
export function normalizeStatus(estadoDes: string): string {
  return estadoDes
    .trim()
    .toUpperCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
}

/** The 'Disponibles' stat card: exactly DISPONIBLE. */
export function isAvailableExact(estadoDes: string): boolean {
  return normalizeStatus(estadoDes) === 'DISPONIBLE';
}

/**
 * The summary's 'available': any status containing DISPONIBLE (spec 000 §4) except its negation — a
 * bare "contains" would count NO DISPONIBLE as available (decision 0024).
 */
export function isAvailableSummary(estadoDes: string): boolean {
  const status = normalizeStatus(estadoDes);
  return status.includes('DISPONIBLE') && !/\bNO\s+DISPONIBLE\b/.test(status);
}

/** 'Sold': any status containing VENDIDO. */
export function isSold(estadoDes: string): boolean {
  return normalizeStatus(estadoDes).includes('VENDIDO');
}

/** The colour of each row, in order: known statuses their own, unknown ones the palette in turn. */
export function statusColors(rows: readonly { readonly estadoDes: string }[]): string[] {
  let unknown = 0;
  return rows.map((row) => {
    const known = STATUS_COLORS[normalizeStatus(row.estadoDes)];
    if (known) return known;
    const color = UNKNOWN_STATUS_PALETTE[unknown % UNKNOWN_STATUS_PALETTE.length] ?? '#1971c2';
    unknown += 1;
    return color;
  });
}

export interface StatusShare {
  readonly estadoDes: string;
  readonly cantidad: number;
  /** Percent of the total, one decimal. */
  readonly porcentaje: number;
  readonly color: string;
}

export interface StatusSummary {
  readonly total: number;
  readonly disponibles: { readonly cantidad: number; readonly porcentaje: number };
  readonly vendidos: { readonly cantidad: number; readonly porcentaje: number };
  /** The status with most vehicles (the first on a tie); null without vehicles ('N/A'). */
  readonly principal: { readonly estadoDes: string; readonly cantidad: number } | null;
  /** Available by the summary's rule (contains DISPONIBLE), for the chart's spoken summary. */
  readonly disponiblesResumen: number;
  readonly filas: readonly StatusShare[];
}

/** The four stat cards and the legend 'Detalle por Estado' of the status report. */
export function statusSummary(
  rows: readonly { readonly estadoDes: string; readonly cantidad: number }[],
): StatusSummary {
  const total = rows.reduce((sum, row) => sum + row.cantidad, 0);
  const colors = statusColors(rows);
  const count = (rule: (estadoDes: string) => boolean) =>
    rows.filter((row) => rule(row.estadoDes)).reduce((sum, row) => sum + row.cantidad, 0);
  const disponibles = count(isAvailableExact);
  const vendidos = count(isSold);
  let principal: StatusSummary['principal'] = null;
  for (const row of rows) {
    if (row.cantidad > 0 && (principal === null || row.cantidad > principal.cantidad)) {
      principal = { estadoDes: row.estadoDes.trim(), cantidad: row.cantidad };
    }
  }
  return {
    total,
    disponibles: { cantidad: disponibles, porcentaje: percentOf(disponibles, total) },
    vendidos: { cantidad: vendidos, porcentaje: percentOf(vendidos, total) },
    principal,
    disponiblesResumen: count(isAvailableSummary),
    filas: rows.map((row, index) => ({
      estadoDes: row.estadoDes.trim(),
      cantidad: row.cantidad,
      porcentaje: percentOf(row.cantidad, total),
      color: colors[index] ?? '#1971c2',
    })),
  };
}
