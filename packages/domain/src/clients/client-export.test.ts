import { describe, expect, it } from 'vitest';
import { EXPORT_FORMATS, exportTable } from '../export/export-definition';
import { CLIENT_EXPORT, type ClientExportRow } from './client-export';

const rosa: ClientExportRow = {
  idCliente: 7,
  nombres: 'Rosa',
  apellidos: 'Quispe Mamani',
  dni: '45678912',
  correo: null,
  celular: '987654321',
  // 02:00 in UTC is still the 28th in Lima.
  fechaReg: '2026-03-01T02:00:00Z',
  estado: false,
};

describe('client exports (spec 001 §9 Registered clients)', () => {
  it('is lista-clientes, titled Lista de Clientes Registrados, landscape', () => {
    expect(CLIENT_EXPORT).toMatchObject({
      title: 'Lista de Clientes Registrados',
      fileName: 'lista-clientes',
      orientation: 'landscape',
    });
  });

  it.each(EXPORT_FORMATS)('%s has the eight columns of the spec in order', (format) => {
    expect(CLIENT_EXPORT.columns[format].map((column) => column.header)).toEqual([
      'ID',
      'Nombres',
      'Apellidos',
      'DNI',
      'Correo',
      'Celular',
      'Fecha Registro',
      'Estado',
    ]);
  });

  it('writes the Lima date, ACTIVO/INACTIVO and a dash for a missing correo', () => {
    const { rows } = exportTable([rosa, { ...rosa, estado: true }], CLIENT_EXPORT.columns.pdf);
    expect(rows[0]).toEqual([
      '7',
      'Rosa',
      'Quispe Mamani',
      '45678912',
      '—',
      '987654321',
      '28/02/2026',
      'INACTIVO',
    ]);
    expect(rows[1]?.[7]).toBe('ACTIVO');
  });
});
