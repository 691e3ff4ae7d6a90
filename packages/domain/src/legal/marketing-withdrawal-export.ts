import { blank, dash, type ExportColumn, type ExportDefinition } from '../export/export-definition';
import { formatDateTime } from '../shared/format';
import {
  MARKETING_WITHDRAWAL_ORIGIN_LABELS,
  MARKETING_WITHDRAWAL_STATE_LABELS,
} from './marketing-withdrawal';
import type { MarketingWithdrawal } from './marketing-withdrawal.schema';

type Column = ExportColumn<MarketingWithdrawal>;

const COLUMNS: Column[] = [
  { header: 'N.º', width: 8, align: 'right', text: (w) => String(w.id), cell: (w) => w.id },
  { header: 'Correo', width: 32, align: 'left', text: (w) => w.correo },
  { header: 'DNI', width: 11, align: 'left', text: (w) => dash(w.dni), cell: (w) => blank(w.dni) },
  { header: 'Origen', width: 18, align: 'left', text: (w) => MARKETING_WITHDRAWAL_ORIGIN_LABELS[w.origen] },
  { header: 'Fecha solicitud', width: 18, align: 'left', text: (w) => formatDateTime(w.creadoEn) },
  { header: 'Estado', width: 12, align: 'left', text: (w) => MARKETING_WITHDRAWAL_STATE_LABELS[w.estado] },
  {
    header: 'Atendida por',
    width: 24,
    align: 'left',
    text: (w) => dash(w.usuarioAtiende),
    cell: (w) => blank(w.usuarioAtiende),
  },
  {
    header: 'Fecha atención',
    width: 18,
    align: 'left',
    text: (w) => (w.atendidoEn ? formatDateTime(w.atendidoEn) : '—'),
    cell: (w) => (w.atendidoEn ? formatDateTime(w.atendidoEn) : null),
  },
];

/** The withdrawal requests of 'Bajas de publicidad' (decision 0029): the same columns in every format. */
export const MARKETING_WITHDRAWAL_EXPORT: ExportDefinition<MarketingWithdrawal> = {
  title: 'Solicitudes de Baja de Publicidad',
  fileName: 'bajas-de-publicidad',
  sheetName: 'Bajas de publicidad',
  orientation: 'landscape',
  columns: { excel: COLUMNS, pdf: COLUMNS, print: COLUMNS },
};
