import { describe, expect, it } from 'vitest';
import { exportCell, exportFileName, exportTable } from '../export/export-definition';
import type { Movement } from './movement.schema';
import { MOVEMENTS_EXPORT, MOVEMENTS_EXPORT_MESSAGES } from './movement-export';

const movement: Movement = {
  idLog: 41,
  usuario: 'Ana López',
  correoUsuario: 'ana@motorplaza.pe',
  accion: 'Inició sesión',
  fecha: '2026-03-01T02:05:00.000Z',
  codigo: 'auth.login',
  entidad: null,
  idEntidad: null,
  objetivo: null,
  cambios: [],
  ip: '10.0.0.7',
  userAgent: 'Chromium',
  requestId: null,
};

describe('movements export (spec 001 §8, §9)', () => {
  it('is titled, named with the Lima date and landscape', () => {
    expect(MOVEMENTS_EXPORT.title).toBe('Registro de Movimientos de Usuarios');
    expect(exportFileName(MOVEMENTS_EXPORT, new Date('2026-03-01T02:00:00Z'))).toBe(
      'movimientos-usuarios-2026-02-28',
    );
    expect(MOVEMENTS_EXPORT.orientation).toBe('landscape');
  });

  it('prints the screen columns with the date in Lima time', () => {
    expect(exportTable([movement], MOVEMENTS_EXPORT.columns.pdf)).toEqual({
      headers: ['ID', 'Usuario', 'Movimiento', 'Fecha'],
      rows: [['41', 'Ana López', 'Inició sesión', '28/02/2026 21:05']],
    });
    expect(MOVEMENTS_EXPORT.columns.print.map((column) => column.header)).toEqual([
      'ID',
      'Usuario',
      'Movimiento',
      'Fecha',
    ]);
  });

  it('adds the audit columns to Excel, with empty cells where there is nothing', () => {
    const columns = MOVEMENTS_EXPORT.columns.excel;
    expect(columns.map((column) => column.header)).toEqual([
      'ID',
      'Usuario',
      'Movimiento',
      'Fecha',
      'Código',
      'Objetivo',
      'IP',
      'ID de solicitud',
    ]);
    expect(columns.map((column) => exportCell(column, movement))).toEqual([
      41,
      'Ana López',
      'Inició sesión',
      '28/02/2026 21:05',
      'auth.login',
      null,
      '10.0.0.7',
      null,
    ]);
  });

  it('says the messages of spec 001 §8', () => {
    expect(MOVEMENTS_EXPORT_MESSAGES).toEqual({
      success: 'Exportación exitosa',
      failures: {
        excel: 'Hubo un problema al exportar el archivo Excel',
        pdf: 'Hubo un problema al exportar el archivo PDF',
        print: 'Hubo un problema al preparar la impresión',
      },
    });
  });
});
