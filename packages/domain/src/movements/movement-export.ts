import { blank, dash, type ExportDefinition, type ExportMessages } from '../export/export-definition';
import { todayInLima } from '../shared/dates';
import { formatDateTime } from '../shared/format';
import type { Movement } from './movement.schema';

const id = {
  header: 'ID',
  text: (m: Movement) => String(m.idLog),
  cell: (m: Movement) => m.idLog,
  width: 9,
  align: 'right',
} as const;
const usuario = { header: 'Usuario', text: (m: Movement) => m.usuario, width: 28, align: 'left' } as const;
const movimiento = {
  header: 'Movimiento',
  text: (m: Movement) => m.accion,
  width: 60,
  align: 'left',
} as const;
const fecha = {
  header: 'Fecha',
  text: (m: Movement) => formatDateTime(m.fecha),
  width: 18,
  align: 'left',
} as const;
const codigo = {
  header: 'Código',
  text: (m: Movement) => dash(m.codigo),
  cell: (m: Movement) => blank(m.codigo),
  width: 20,
  align: 'left',
} as const;
const objetivo = {
  header: 'Objetivo',
  text: (m: Movement) => dash(m.objetivo),
  cell: (m: Movement) => blank(m.objetivo),
  width: 28,
  align: 'left',
} as const;
const ip = {
  header: 'IP',
  text: (m: Movement) => dash(m.ip),
  cell: (m: Movement) => blank(m.ip),
  width: 16,
  align: 'left',
} as const;
const requestId = {
  header: 'ID de solicitud',
  text: (m: Movement) => dash(m.requestId),
  cell: (m: Movement) => blank(m.requestId),
  width: 38,
  align: 'left',
} as const;

const TABLE = [id, usuario, movimiento, fecha];

/**
 * Spec 001 §9: "movimientos-usuarios-{date}", "Registro de Movimientos de Usuarios", PDF landscape.
 * PDF and print carry the screen's four columns; Excel adds the action code, the target, the client
 * address and the request id for whoever audits it (decision 0020).
 */
export const MOVEMENTS_EXPORT: ExportDefinition<Movement> = {
  title: 'Registro de Movimientos de Usuarios',
  fileName: (now) => `movimientos-usuarios-${todayInLima(now)}`,
  sheetName: 'Movimientos',
  orientation: 'landscape',
  columns: { excel: [...TABLE, codigo, objetivo, ip, requestId], pdf: TABLE, print: TABLE },
};

/** Spec 001 §8 "Log export". */
export const MOVEMENTS_EXPORT_MESSAGES: ExportMessages = {
  success: 'Exportación exitosa',
  failures: {
    excel: 'Hubo un problema al exportar el archivo Excel',
    pdf: 'Hubo un problema al exportar el archivo PDF',
    print: 'Hubo un problema al preparar la impresión',
  },
};
