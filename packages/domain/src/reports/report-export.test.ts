import { describe, expect, it } from 'vitest';
import { exportFileName, exportTable } from '../export/export-definition';
import { SALES_REPORT_EXPORT, STATUS_REPORT_EXPORT, salesExportRows } from './report-export';
import { statusSummary } from './report-status';

describe('report exports', () => {
  it('prints the status report as spec 000 §9 says', () => {
    expect(STATUS_REPORT_EXPORT.title).toBe('Reporte de Distribución de Autos por Estado');
    expect(exportFileName(STATUS_REPORT_EXPORT, new Date())).toBe('reporte-estados-autos');
    expect(STATUS_REPORT_EXPORT.orientation).toBe('portrait');
    const rows = statusSummary([
      { estadoDes: 'DISPONIBLE', cantidad: 2 },
      { estadoDes: 'VENDIDO', cantidad: 1 },
    ]).filas;
    expect(exportTable(rows, STATUS_REPORT_EXPORT.columns.print)).toEqual({
      headers: ['Estado', 'Cantidad', 'Porcentaje'],
      rows: [
        ['DISPONIBLE', '2', '66.7%'],
        ['VENDIDO', '1', '33.3%'],
      ],
    });
  });

  it('labels sales months in Spanish and adds the profit per unit', () => {
    const rows = salesExportRows([
      { anioVenta: 2026, mesVenta: 1, totalPrecioCompra: 30_000, cantidadVendidos: 2, utilidadBruta: 1_000 },
    ]);
    const table = exportTable(rows, SALES_REPORT_EXPORT.columns.pdf);
    expect(table.rows[0]?.[0]).toBe('Ene 2026');
    expect(table.rows[0]?.[1]).toBe('2');
    expect(table.rows[0]?.[4]).toContain('500');
  });
});
