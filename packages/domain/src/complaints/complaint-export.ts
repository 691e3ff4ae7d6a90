import { dash, type ExportColumn, type ExportDefinition } from '../export/export-definition';
import { formatDateTime } from '../shared/format';
import type { ComplaintRow } from './complaint-admin.schema';
import { deadlineBadge } from './complaint-deadline';
import {
  ANSWER_CHANNEL_LABELS,
  COMPLAINT_KIND_LABELS,
  COMPLAINT_STATUS_LABELS,
  formatIsoDay,
} from './complaint-texts';

type Column = ExportColumn<ComplaintRow>;

const codigo: Column = { header: 'Nº de hoja', width: 17, align: 'left', text: (r) => r.codigo };
const libro: Column = { header: 'Libro', width: 8, align: 'left', text: (r) => r.codigoLibro };
const fecha: Column = { header: 'Fecha', width: 17, align: 'left', text: (r) => formatDateTime(r.fecha) };
const consumidor: Column = { header: 'Consumidor', width: 28, align: 'left', text: (r) => r.nombreCompleto };
const documento: Column = {
  header: 'Documento',
  width: 18,
  align: 'left',
  text: (r) => `${r.tipoDocumento} ${r.nroDocumento}`,
};
const tipo: Column = {
  header: 'Tipo',
  width: 18,
  align: 'left',
  text: (r) =>
    r.tipo === r.tipoOriginal
      ? COMPLAINT_KIND_LABELS[r.tipo]
      : `${COMPLAINT_KIND_LABELS[r.tipo]} (registrado como ${COMPLAINT_KIND_LABELS[r.tipoOriginal].toLowerCase()})`,
};
const estado: Column = {
  header: 'Estado',
  width: 13,
  align: 'left',
  text: (r) => COMPLAINT_STATUS_LABELS[r.estado],
};
const limite: Column = {
  header: 'Fecha límite',
  width: 12,
  align: 'left',
  text: (r) => formatIsoDay(r.fechaLimite),
};
const plazo: Column = {
  header: 'Plazo',
  width: 24,
  align: 'left',
  text: (r) => deadlineBadge(r.estado, r.diasRestantes).label,
};
const respondido: Column = {
  header: 'Respuesta comunicada',
  width: 20,
  align: 'left',
  text: (r) => (r.respuestaComunicadaEn ? formatDateTime(r.respuestaComunicadaEn) : '—'),
  cell: (r) => (r.respuestaComunicadaEn ? formatDateTime(r.respuestaComunicadaEn) : null),
};
const canal: Column = {
  header: 'Canal',
  width: 18,
  align: 'left',
  text: (r) => dash(r.respuestaCanal ? ANSWER_CHANNEL_LABELS[r.respuestaCanal] : null),
  cell: (r) => (r.respuestaCanal ? ANSWER_CHANNEL_LABELS[r.respuestaCanal] : null),
};

/**
 * The book's register for an inspection or an audit: every sheet of the filters, with its deadline
 * and when the answer was communicated. Excel carries every column; the PDF and the print drop the
 * document and the channel to fit an A4 landscape page.
 */
export const COMPLAINT_EXPORT: ExportDefinition<ComplaintRow> = {
  title: 'LIBRO DE RECLAMACIONES',
  fileName: 'libro-de-reclamaciones',
  sheetName: 'Libro de Reclamaciones',
  orientation: 'landscape',
  columns: {
    excel: [codigo, libro, fecha, consumidor, documento, tipo, estado, limite, plazo, respondido, canal],
    pdf: [codigo, fecha, consumidor, tipo, estado, limite, plazo, respondido],
    print: [codigo, libro, fecha, consumidor, tipo, estado, limite, plazo, respondido],
  },
};
