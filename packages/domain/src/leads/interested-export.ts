import { blank, dash, type ExportColumn, type ExportDefinition } from '../export/export-definition';
import { formatDate, formatDateTime } from '../shared/format';
import type { Interested } from './interested.schema';
import { LEAD_ORIGIN_LABELS } from './lead-pipeline';
import { leadStateExportLabel } from './lead-state';

/** Spec 001 §9: the defaults of the interested-clients report (its state labels are leadState's). */
export const NO_COMMENTS = 'Sin comentarios';
export const NOT_ASSIGNED = 'No asignado';

export type InterestedExportRow = Pick<
  Interested,
  | 'idInteresado'
  | 'nombreCompleto'
  | 'dni'
  | 'correo'
  | 'celular'
  | 'automovil'
  | 'tag'
  | 'fechaReg'
  | 'fechaCita'
  | 'estado'
  | 'resultado'
  | 'motivoPerdida'
  | 'comentarios'
  | 'nombreUsuarioAtencion'
  | 'origen'
>;

type Column = ExportColumn<InterestedExportRow>;

const id: Column = {
  header: 'ID',
  width: 8,
  align: 'right',
  text: (r) => String(r.idInteresado),
  cell: (r) => r.idInteresado,
};
const nombre: Column = { header: 'Nombre Completo', width: 28, align: 'left', text: (r) => r.nombreCompleto };
const dni: Column = { header: 'DNI', width: 11, align: 'left', text: (r) => r.dni };
const correo: Column = { header: 'Correo', width: 28, align: 'left', text: (r) => r.correo };
const celular: Column = { header: 'Celular', width: 12, align: 'left', text: (r) => r.celular };
const automovil: Column = { header: 'Automóvil', width: 28, align: 'left', text: (r) => r.automovil };
const tag: Column = {
  header: 'Tag',
  width: 10,
  align: 'left',
  text: (r) => dash(r.tag),
  cell: (r) => blank(r.tag),
};
const fechaReg: Column = {
  header: 'Fecha Registro',
  width: 18,
  align: 'left',
  text: (r) => formatDateTime(r.fechaReg),
};
const fechaCita: Column = {
  header: 'Fecha Cita',
  width: 12,
  align: 'left',
  text: (r) => (r.fechaCita ? formatDate(r.fechaCita) : '—'),
  cell: (r) => (r.fechaCita ? formatDate(r.fechaCita) : null),
};
const estado: Column = {
  header: 'Estado',
  width: 22,
  align: 'left',
  text: (r) => leadStateExportLabel(r),
};
const comentarios: Column = {
  header: 'Comentarios',
  width: 36,
  align: 'left',
  text: (r) => (r.comentarios?.trim() ? r.comentarios.trim() : NO_COMMENTS),
};
const atendidoPor: Column = {
  header: 'Atendido Por',
  width: 24,
  align: 'left',
  text: (r) => r.nombreUsuarioAtencion ?? NOT_ASSIGNED,
};

/** Issue 26: where the lead came from ('Financiamiento', 'Prueba de manejo', 'Parte de pago', 'Alerta'…). */
const origen: Column = {
  header: 'Origen',
  width: 18,
  align: 'left',
  text: (r) => LEAD_ORIGIN_LABELS[r.origen],
};

/**
 * Spec 001 §9 leaves the PDF's 8 and the print's 10 columns open (decision 0023): the PDF keeps who and
 * what (ID, name, DNI, phone, car, registration, state, attended by); the print adds email and the
 * appointment date, dropping only the tag and the free-text comments that would not fit a page. Issue 26
 * adds the lead's origin to all three.
 */
const PDF_COLUMNS = [id, nombre, dni, celular, automovil, fechaReg, estado, atendidoPor, origen];
const PRINT_COLUMNS = [
  id,
  nombre,
  dni,
  correo,
  celular,
  automovil,
  fechaReg,
  fechaCita,
  estado,
  atendidoPor,
  origen,
];

/** The interested-clients report of spec 001 §9: clientes-interesados.xlsx / .pdf and the print. */
export const INTERESTED_EXPORT: ExportDefinition<InterestedExportRow> = {
  title: 'REPORTE DE CLIENTES INTERESADOS',
  fileName: 'clientes-interesados',
  sheetName: 'Clientes Interesados',
  orientation: 'landscape',
  columns: {
    excel: [
      id,
      nombre,
      dni,
      correo,
      celular,
      automovil,
      tag,
      fechaReg,
      fechaCita,
      estado,
      comentarios,
      atendidoPor,
      origen,
    ],
    pdf: PDF_COLUMNS,
    print: PRINT_COLUMNS,
  },
};
