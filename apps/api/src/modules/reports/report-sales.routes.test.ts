import { describe, expect, it } from 'vitest';
import { reportTestApp } from '../../../test/report-fixtures';

const app = reportTestApp();

describe('GET /api/v1/reportes/dashboard', () => {
  it('counts this Lima month, last month, the available stock and its value', async () => {
    expect(await app.data('/dashboard')).toEqual({
      kpisPrincipales: {
        // Rio, Kicks, Hilux, Accent, Picanto (archived Swift and NO DISPONIBLE Yaris out).
        cantidadVehiculosDisponibles: 5,
        // Yaris, sold at 23:30 on 28 February in Lima.
        ventasMesPasado: 1,
        // Corolla and CX-5 (the archived Sportage out, CX-5 once).
        ventasMesActual: 2,
        // 21,500 + 19,500.
        montoVentasMesActual: 41_000,
        // 1, 10 and 14 March.
        clientesInteresadosMesActual: 3,
        // Kicks (Surco), Hilux and Accent (San Isidro).
        autosDisponiblesEnPiso: 3,
        // Rio and Picanto (Previa Cita).
        autosDisponiblesExternos: 2,
        // RAV4 (Sentra went SELL IN in February; Kicks came back).
        ingresosSellinMesActual: 27_000,
        cantidadSellinMesActual: 1,
        // 12,000 + 17,000 + 33,000 + 11,000 + 9,500.
        valorTotalInventarioDisponible: 82_500,
      },
    });
  });
});

describe('GET /api/v1/reportes/ventas', () => {
  it('answers the months of the last 12 with sales, in order, by default', async () => {
    expect(await app.data('/ventas')).toEqual({
      desde: '2025-04-01',
      hasta: '2026-03-15',
      reporteVentas: [
        // Versa, 23:30 on 15 December in Lima.
        {
          anioVenta: 2025,
          mesVenta: 12,
          totalPrecioCompra: 14_000,
          cantidadVendidos: 1,
          utilidadBruta: 1_500,
        },
        // Tucson's second sale (the first, August 2025, was undone).
        {
          anioVenta: 2026,
          mesVenta: 1,
          totalPrecioCompra: 26_000,
          cantidadVendidos: 1,
          utilidadBruta: 2_000,
        },
        // Yaris, 23:30 on 28 February in Lima.
        {
          anioVenta: 2026,
          mesVenta: 2,
          totalPrecioCompra: 16_000,
          cantidadVendidos: 1,
          utilidadBruta: 2_000,
        },
        // Corolla 21,500 (profit 1,500) and CX-5 19,500 (profit 1,500).
        {
          anioVenta: 2026,
          mesVenta: 3,
          totalPrecioCompra: 41_000,
          cantidadVendidos: 2,
          utilidadBruta: 3_000,
        },
      ],
    });
  });

  it('takes a period of Lima days: the 23:30 sale of 28 February is February, not March', async () => {
    const february = await app.data('/ventas?desde=2026-02-01&hasta=2026-02-28');
    expect(february.reporteVentas).toEqual([
      { anioVenta: 2026, mesVenta: 2, totalPrecioCompra: 16_000, cantidadVendidos: 1, utilidadBruta: 2_000 },
    ]);
    const march = await app.data('/ventas?desde=2026-03-01&hasta=2026-03-31');
    expect(march).toEqual({
      desde: '2026-03-01',
      hasta: '2026-03-31',
      reporteVentas: [
        {
          anioVenta: 2026,
          mesVenta: 3,
          totalPrecioCompra: 41_000,
          cantidadVendidos: 2,
          utilidadBruta: 3_000,
        },
      ],
    });
    // 2025: Sail in February and Versa in December; Tucson's August sale no longer counts.
    expect((await app.data('/ventas?desde=2025-01-01&hasta=2025-12-31')).reporteVentas).toEqual([
      { anioVenta: 2025, mesVenta: 2, totalPrecioCompra: 10_000, cantidadVendidos: 1, utilidadBruta: 1_000 },
      { anioVenta: 2025, mesVenta: 12, totalPrecioCompra: 14_000, cantidadVendidos: 1, utilidadBruta: 1_500 },
    ]);
    // One day: only the CX-5's sale of 8 March.
    expect((await app.data('/ventas?desde=2026-03-08&hasta=2026-03-08')).reporteVentas).toEqual([
      { anioVenta: 2026, mesVenta: 3, totalPrecioCompra: 19_500, cantidadVendidos: 1, utilidadBruta: 1_500 },
    ]);
    expect((await app.data('/ventas?desde=2024-01-01&hasta=2024-12-31')).reporteVentas).toEqual([]);
  });
});

describe('GET /api/v1/reportes/estados', () => {
  it('is the inventory status count: the four statuses, archived vehicles out', async () => {
    const report = await app.data('/estados');
    expect(report).toEqual({
      totalAutos: 14,
      reporteAutosPorEstado: [
        // Rio, Kicks, Hilux, Accent, Picanto.
        { estadoDes: 'DISPONIBLE', cantidad: 5 },
        // Yaris, Corolla, Tucson, CX-5, Versa, Sail.
        { estadoDes: 'VENDIDO', cantidad: 6 },
        // RAV4, Sentra.
        { estadoDes: 'SELL IN', cantidad: 2 },
        // The other Yaris.
        { estadoDes: 'NO DISPONIBLE', cantidad: 1 },
      ],
    });
    const inventory = await app.t.injectAs('EJECUTIVO', {
      method: 'GET',
      url: '/api/v1/automoviles/reporte-estados',
    });
    expect(inventory.json().data).toEqual(report);
  });
});
