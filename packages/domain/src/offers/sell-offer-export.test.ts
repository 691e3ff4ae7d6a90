import { describe, expect, it } from 'vitest';
import { exportCell, exportTable } from '../export/export-definition';
import { SELL_OFFER_EXPORT, type SellOfferExportRow } from './sell-offer-export';

const row: SellOfferExportRow = {
  codigo: 'VA-2026-000007',
  fechaRegistro: '2026-11-24T15:30:00.000Z',
  nombreCompleto: 'Rosa Quispe',
  dni: '45678912',
  celular: '987654321',
  correo: 'rosa@correo.pe',
  placa: 'A1B-234',
  marca: 'Toyota',
  modelo: 'Corolla',
  anio: 2019,
  kilometraje: 60_000,
  precioEsperado: 15_000,
  sedeInspeccion: 'SURCO',
  fechaInspeccion: '2026-11-26T15:00:00.000Z',
  status: 'CONTACTADA',
  idAuto: null,
};

describe('SELL_OFFER_EXPORT', () => {
  it('names its file and title', () => {
    expect(SELL_OFFER_EXPORT.fileName).toBe('ofertas-de-autos');
    expect(SELL_OFFER_EXPORT.title).toBe('REPORTE DE OFERTAS DE AUTOS');
  });

  it('writes the offer as text for PDF and keeps numbers for Excel', () => {
    const table = exportTable([row], SELL_OFFER_EXPORT.columns.pdf);
    expect(table.headers).toEqual([
      'Código',
      'Fecha',
      'Vendedor',
      'Celular',
      'Placa',
      'Auto',
      'Kilometraje',
      'Precio esperado',
      'Inspección',
      'Estado',
    ]);
    expect(table.rows[0]).toEqual([
      'VA-2026-000007',
      '24/11/2026 10:30',
      'Rosa Quispe',
      '987654321',
      'A1B-234',
      'Toyota Corolla 2019',
      '60,000 km',
      'US$ 15,000',
      'Santiago de Surco, 26/11/2026 10:00',
      'Contactada',
    ]);
    const excel = SELL_OFFER_EXPORT.columns.excel;
    const byHeader = (header: string) => excel.find((column) => column.header === header);
    const km = byHeader('Kilometraje');
    const vehicle = byHeader('Vehículo creado');
    if (!km || !vehicle) throw new Error('missing column');
    expect(exportCell(km, row)).toBe(60_000);
    expect(exportCell(vehicle, row)).toBeNull();
    expect(exportCell(vehicle, { ...row, idAuto: 42 })).toBe(42);
  });
});
