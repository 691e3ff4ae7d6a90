import { formatDate } from '../shared/format';

/**
 * One export (Excel, PDF and print) of a staff list, declared once per screen and built by the web's
 * generic builders (decision 0020): the title, the file name, the orientation and, per format, the
 * columns in order.
 */
export type ExportFormat = 'excel' | 'pdf' | 'print';
export const EXPORT_FORMATS: readonly ExportFormat[] = ['excel', 'pdf', 'print'];

/** A raw Excel cell: numbers stay numbers so the sheet can sum and sort them; null is an empty cell. */
export type ExportCell = string | number | null;

export interface ExportColumn<T> {
  readonly header: string;
  /** Excel column width, in characters. */
  readonly width?: number;
  readonly align: 'left' | 'right';
  /** What the PDF and the printed table show. */
  readonly text: (row: T) => string;
  /** What the Excel cell holds; the text when absent. */
  readonly cell?: (row: T) => ExportCell;
  /** Excel number format of a numeric cell. */
  readonly numberFormat?: string;
}

/** What an empty list says instead of exporting (spec 001 §8: the users' 'Información' dialog). */
export interface ExportEmptyMessages {
  readonly title: string;
  readonly excel: string;
  readonly pdf: string;
  readonly print: string;
}

export interface ExportDefinition<T> {
  readonly title: string;
  /** Without its extension; a function of the generation time when the name carries a date. */
  readonly fileName: string | ((now: Date) => string);
  /** The worksheet's name (Excel allows 31 characters); the title cut to 31 when absent. */
  readonly sheetName?: string;
  readonly orientation: 'landscape' | 'portrait';
  readonly columns: { readonly [format in ExportFormat]: readonly ExportColumn<T>[] };
  /** Lines printed under the printed table (the users' totals). */
  readonly printSummary?: (rows: readonly T[]) => string[];
  /** Absent: an empty list exports nothing, silently (spec 001 §8 for vehicles and clients). */
  readonly emptyMessages?: ExportEmptyMessages;
}

/** What the export buttons of a screen say on success and failure (spec 001 §8 per list). */
export interface ExportMessages {
  /** Shown after an Excel or PDF download; nothing is shown when absent. */
  readonly success?: string;
  readonly failures: { readonly [format in ExportFormat]: string };
}

export function exportFileName<T>(definition: ExportDefinition<T>, now: Date): string {
  return typeof definition.fileName === 'string' ? definition.fileName : definition.fileName(now);
}

export function exportSheetName<T>(definition: ExportDefinition<T>): string {
  // Excel refuses these characters in a worksheet's name.
  return (definition.sheetName ?? definition.title).replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);
}

/** The Excel value of a column: its raw cell, or its text. */
export function exportCell<T>(column: ExportColumn<T>, row: T): ExportCell {
  return column.cell ? column.cell(row) : column.text(row);
}

/** The header row and the text rows of the PDF or the printed table. */
export function exportTable<T>(
  rows: readonly T[],
  columns: readonly ExportColumn<T>[],
): { headers: string[]; rows: string[][] } {
  return {
    headers: columns.map((column) => column.header),
    rows: rows.map((row) => columns.map((column) => column.text(row))),
  };
}

/** "Fecha de generación: dd/MM/yyyy" in Lima time, under the title of every export. */
export function exportDateLine(now: Date): string {
  return `Fecha de generación: ${formatDate(now)}`;
}

/** A missing text: a dash on paper. */
export function dash(value: string | null | undefined): string {
  return value?.trim() ? value.trim() : '—';
}

/** A missing text: an empty Excel cell. */
export function blank(value: string | null | undefined): string | null {
  return value?.trim() ? value.trim() : null;
}
