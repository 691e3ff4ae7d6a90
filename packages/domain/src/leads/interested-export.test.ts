import { describe, expect, it } from 'vitest';
import { exportCell, exportTable } from '../export/export-definition';
import { INTERESTED_EXPORT, type InterestedExportRow } from './interested-export';

const row: InterestedExportRow = {
  idInteresado: 7,
  nombreCompleto: 'Lucía Torres',
  dni: '45678912',
  correo: 'lucia@correo.pe',
  celular: '987654321',
  automovil: 'Toyota Corolla 2020',
  tag: null,
  fechaReg: '2026-11-24T15:30:00.000Z',
  fechaCita: null,
  estado: false,
  resultado: null,
  motivoPerdida: null,
  comentarios: null,
  nombreUsuarioAtencion: null,
  origen: 'FINANCIAMIENTO',
};

describe('INTERESTED_EXPORT (spec 001 §9)', () => {
  it('names the file and the title as the spec says', () => {
    expect(INTERESTED_EXPORT.fileName).toBe('clientes-interesados');
    expect(INTERESTED_EXPORT.title).toBe('REPORTE DE CLIENTES INTERESADOS');
    expect(INTERESTED_EXPORT.orientation).toBe('landscape');
  });

  it('has 13 Excel, 9 PDF and 11 print columns, the origin last (issue 26)', () => {
    expect(INTERESTED_EXPORT.columns.excel.map((c) => c.header)).toEqual([
      'ID',
      'Nombre Completo',
      'DNI',
      'Correo',
      'Celular',
      'Automóvil',
      'Tag',
      'Fecha Registro',
      'Fecha Cita',
      'Estado',
      'Comentarios',
      'Atendido Por',
      'Origen',
    ]);
    expect(INTERESTED_EXPORT.columns.pdf).toHaveLength(9);
    expect(INTERESTED_EXPORT.columns.print).toHaveLength(11);
    expect(INTERESTED_EXPORT.columns.pdf.at(-1)?.header).toBe('Origen');
    expect(INTERESTED_EXPORT.columns.print.at(-1)?.header).toBe('Origen');
  });

  it('writes NO ATENDIDO, Sin comentarios, No asignado and Lima dates', () => {
    const { rows } = exportTable([row], INTERESTED_EXPORT.columns.excel);
    expect(rows[0]).toEqual([
      '7',
      'Lucía Torres',
      '45678912',
      'lucia@correo.pe',
      '987654321',
      'Toyota Corolla 2020',
      '—',
      '24/11/2026 10:30',
      '—',
      'NO ATENDIDO',
      'Sin comentarios',
      'No asignado',
      'Financiamiento',
    ]);
    const attended = { ...row, estado: true, nombreUsuarioAtencion: 'Ana Pérez', comentarios: 'Llamar' };
    const [cells] = exportTable([attended], INTERESTED_EXPORT.columns.excel).rows;
    expect(cells?.slice(9)).toEqual(['ATENDIDO', 'Llamar', 'Ana Pérez', 'Financiamiento']);
    expect(exportCell(INTERESTED_EXPORT.columns.excel[0] as never, row)).toBe(7);
  });

  it.each([
    [{ estado: true, resultado: 'VENDIDO' as const }, 'VENDIDO'],
    [{ estado: true, resultado: 'POR_CONFIRMAR' as const }, 'VENTA POR CONFIRMAR'],
    [
      { estado: false, resultado: 'PERDIDO' as const, motivoPerdida: 'VENDIDO_A_OTRO' as const },
      'PERDIDO: VENDIDO A OTRO CLIENTE',
    ],
  ])('writes the state every screen shows: %o → %s', (state, label) => {
    const [cells] = exportTable([{ ...row, ...state }], INTERESTED_EXPORT.columns.excel).rows;
    expect(cells?.[9]).toBe(label);
  });
});
