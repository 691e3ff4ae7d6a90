import { describe, expect, it } from 'vitest';
import { EXPORT_FORMATS, exportCell, exportTable } from '../export/export-definition';
import type { MarketingWithdrawal } from './marketing-withdrawal.schema';
import { MARKETING_WITHDRAWAL_EXPORT } from './marketing-withdrawal-export';

const pending: MarketingWithdrawal = {
  id: 12,
  correo: 'rosa@correo.pe',
  dni: null,
  origen: 'ENLACE',
  estado: 'PENDIENTE',
  // 02:30 in UTC is still the previous evening in Lima.
  creadoEn: '2026-03-01T02:30:00Z',
  atendidoEn: null,
  usuarioAtiende: null,
  interesados: 2,
  ofertas: 0,
  version: 1,
};

describe('the marketing withdrawals export', () => {
  it.each(EXPORT_FORMATS)('%s has the screen columns in order', (format) => {
    expect(MARKETING_WITHDRAWAL_EXPORT.columns[format].map((column) => column.header)).toEqual([
      'N.º',
      'Correo',
      'DNI',
      'Origen',
      'Fecha solicitud',
      'Estado',
      'Atendida por',
      'Fecha atención',
    ]);
  });

  it('writes Lima dates, the labels, dashes on paper and empty Excel cells for what is missing', () => {
    const handled = {
      ...pending,
      dni: '45678912',
      origen: 'FORMULARIO' as const,
      estado: 'ATENDIDA' as const,
      atendidoEn: '2026-03-02T15:00:00Z',
      usuarioAtiende: 'Ana Torres',
    };
    expect(exportTable([pending, handled], MARKETING_WITHDRAWAL_EXPORT.columns.pdf).rows).toEqual([
      ['12', 'rosa@correo.pe', '—', 'Enlace del correo', '28/02/2026 21:30', 'Pendiente', '—', '—'],
      [
        '12',
        'rosa@correo.pe',
        '45678912',
        'Formulario web',
        '28/02/2026 21:30',
        'Atendida',
        'Ana Torres',
        '02/03/2026 10:00',
      ],
    ]);
    const excel = MARKETING_WITHDRAWAL_EXPORT.columns.excel;
    expect(excel.map((column) => exportCell(column, pending))).toEqual([
      12,
      'rosa@correo.pe',
      null,
      'Enlace del correo',
      '28/02/2026 21:30',
      'Pendiente',
      null,
      null,
    ]);
  });
});
