import { ROLE_LABELS } from '../access/roles';
import { blank, dash, type ExportColumn, type ExportDefinition } from '../export/export-definition';
import { formatDate } from '../shared/format';
import type { AdminUser } from './user-admin.schema';
import { USER_ADMIN_MESSAGES } from './user-admin.schema';
import { userStateLabel } from './user-display';

/** What the user exports read of each user (GET /usuario/all). */
export type UserExportRow = Pick<
  AdminUser,
  | 'idUsuario'
  | 'nombres'
  | 'apellidos'
  | 'dni'
  | 'correo'
  | 'rol'
  | 'puesto'
  | 'estado'
  | 'telefono'
  | 'direccion'
  | 'fechaCreacion'
>;

type Column = ExportColumn<UserExportRow>;

const id: Column = {
  header: 'ID',
  width: 8,
  align: 'right',
  text: (u) => String(u.idUsuario),
  cell: (u) => u.idUsuario,
};
const nombres: Column = { header: 'Nombres', width: 20, align: 'left', text: (u) => u.nombres };
const apellidos: Column = { header: 'Apellidos', width: 22, align: 'left', text: (u) => u.apellidos };
const dni: Column = { header: 'DNI', width: 11, align: 'left', text: (u) => u.dni };
const correo: Column = { header: 'Correo', width: 30, align: 'left', text: (u) => u.correo };
const rol: Column = { header: 'Rol', width: 14, align: 'left', text: (u) => ROLE_LABELS[u.rol] };
const puesto: Column = {
  header: 'Puesto',
  width: 20,
  align: 'left',
  text: (u) => dash(u.puesto),
  cell: (u) => blank(u.puesto),
};
const estado: Column = { header: 'Estado', width: 10, align: 'left', text: (u) => userStateLabel(u.estado) };
const telefono: Column = {
  header: 'Teléfono',
  width: 14,
  align: 'left',
  text: (u) => dash(u.telefono),
  cell: (u) => blank(u.telefono),
};
const direccion: Column = {
  header: 'Dirección',
  width: 30,
  align: 'left',
  text: (u) => dash(u.direccion),
  cell: (u) => blank(u.direccion),
};
const fechaCreacion: Column = {
  header: 'Fecha Creación',
  width: 14,
  align: 'left',
  text: (u) => formatDate(u.fechaCreacion),
};

// Spec 001 §9: PDF without the last three Excel columns; print adds Teléfono to the PDF's.
const PDF_COLUMNS = [id, nombres, apellidos, dni, correo, rol, puesto, estado];

/** Spec 001 §9 "Users": the print's summary of total, active and inactive users. */
export function userExportSummary(rows: readonly Pick<UserExportRow, 'estado'>[]): string[] {
  const activos = rows.filter((u) => u.estado).length;
  return [
    `Total de usuarios: ${rows.length}`,
    `Usuarios activos: ${activos}`,
    `Usuarios inactivos: ${rows.length - activos}`,
  ];
}

/** The user exports of spec 001 §9: usuarios.xlsx, usuarios.pdf (landscape) and the printed list. */
export const USER_EXPORT: ExportDefinition<UserExportRow> = {
  title: 'Lista de Usuarios del Sistema',
  fileName: 'usuarios',
  sheetName: 'Usuarios',
  orientation: 'landscape',
  columns: {
    excel: [...PDF_COLUMNS, telefono, direccion, fechaCreacion],
    pdf: PDF_COLUMNS,
    print: [...PDF_COLUMNS, telefono],
  },
  printSummary: userExportSummary,
  emptyMessages: {
    title: 'Información',
    excel: USER_ADMIN_MESSAGES.nothingToExport,
    pdf: USER_ADMIN_MESSAGES.nothingToExport,
    print: USER_ADMIN_MESSAGES.nothingToPrint,
  },
};
