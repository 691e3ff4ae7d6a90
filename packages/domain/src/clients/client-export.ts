import { blank, dash, type ExportColumn, type ExportDefinition } from '../export/export-definition';
import { formatDate } from '../shared/format';
import { clientStateUpper, type RegisteredClient } from './client.schema';

/** What the client exports read of each client (GET /clientes/all). */
export type ClientExportRow = Pick<
  RegisteredClient,
  'idCliente' | 'nombres' | 'apellidos' | 'dni' | 'correo' | 'celular' | 'fechaReg' | 'estado'
>;

type Column = ExportColumn<ClientExportRow>;

const COLUMNS: Column[] = [
  { header: 'ID', width: 8, align: 'right', text: (c) => String(c.idCliente), cell: (c) => c.idCliente },
  { header: 'Nombres', width: 22, align: 'left', text: (c) => c.nombres },
  { header: 'Apellidos', width: 24, align: 'left', text: (c) => c.apellidos },
  { header: 'DNI', width: 11, align: 'left', text: (c) => c.dni },
  { header: 'Correo', width: 30, align: 'left', text: (c) => dash(c.correo), cell: (c) => blank(c.correo) },
  {
    header: 'Celular',
    width: 12,
    align: 'left',
    text: (c) => dash(c.celular),
    cell: (c) => blank(c.celular),
  },
  { header: 'Fecha Registro', width: 14, align: 'left', text: (c) => formatDate(c.fechaReg) },
  { header: 'Estado', width: 11, align: 'left', text: (c) => clientStateUpper(c.estado) },
];

/**
 * Spec 001 §9 "Registered clients": lista-clientes.xlsx / .pdf (landscape) and the printed list, with
 * date and logo, the same eight columns everywhere, from the full unfiltered list. An empty list
 * exports nothing (spec 001 §5).
 */
export const CLIENT_EXPORT: ExportDefinition<ClientExportRow> = {
  title: 'Lista de Clientes Registrados',
  fileName: 'lista-clientes',
  sheetName: 'Clientes',
  orientation: 'landscape',
  columns: { excel: COLUMNS, pdf: COLUMNS, print: COLUMNS },
};
