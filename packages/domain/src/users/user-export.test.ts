import { describe, expect, it } from 'vitest';
import { exportTable } from '../export/export-definition';
import { USER_EXPORT, type UserExportRow, userExportSummary } from './user-export';

const ana: UserExportRow = {
  idUsuario: 3,
  nombres: 'Ana',
  apellidos: 'Gutiérrez Soto',
  dni: '45678912',
  correo: 'agutierrez@motorplaza.pe',
  rol: 'ASESOR2',
  puesto: null,
  estado: false,
  telefono: '014445566',
  direccion: null,
  fechaCreacion: '2026-03-01T02:00:00-05:00',
};

describe('user exports (spec 001 §9)', () => {
  it('names the file usuarios and titles it Lista de Usuarios del Sistema, landscape', () => {
    expect(USER_EXPORT).toMatchObject({
      title: 'Lista de Usuarios del Sistema',
      fileName: 'usuarios',
      orientation: 'landscape',
    });
  });

  it.each([
    [
      'excel',
      [
        'ID',
        'Nombres',
        'Apellidos',
        'DNI',
        'Correo',
        'Rol',
        'Puesto',
        'Estado',
        'Teléfono',
        'Dirección',
        'Fecha Creación',
      ],
    ],
    ['pdf', ['ID', 'Nombres', 'Apellidos', 'DNI', 'Correo', 'Rol', 'Puesto', 'Estado']],
    ['print', ['ID', 'Nombres', 'Apellidos', 'DNI', 'Correo', 'Rol', 'Puesto', 'Estado', 'Teléfono']],
  ] as const)('%s has the columns of the spec in order', (format, headers) => {
    expect(USER_EXPORT.columns[format].map((column) => column.header)).toEqual(headers);
  });

  it('writes the role label, Activo/Inactivo, dashes and the Lima date', () => {
    const { rows } = exportTable([ana], USER_EXPORT.columns.excel);
    expect(rows[0]).toEqual([
      '3',
      'Ana',
      'Gutiérrez Soto',
      '45678912',
      'agutierrez@motorplaza.pe',
      'Asesor 2',
      '—',
      'Inactivo',
      '014445566',
      '—',
      '01/03/2026',
    ]);
  });

  it('sums up total, active and inactive users for print', () => {
    expect(userExportSummary([{ estado: true }, { estado: false }, { estado: true }])).toEqual([
      'Total de usuarios: 3',
      'Usuarios activos: 2',
      'Usuarios inactivos: 1',
    ]);
  });

  it('says there is nothing to export or print in an Información dialog', () => {
    expect(USER_EXPORT.emptyMessages).toEqual({
      title: 'Información',
      excel: 'No hay usuarios para exportar',
      pdf: 'No hay usuarios para exportar',
      print: 'No hay usuarios para imprimir',
    });
  });
});
