import { describe, expect, it } from 'vitest';
import type { ReportCarKey } from '../../../test/report-cars';
import { lima, reportTestApp } from '../../../test/report-fixtures';

const app = reportTestApp();

describe('GET /api/v1/reportes/top-marcas', () => {
  it('ranks brands by units, then amount, with profit and today’s available stock', async () => {
    expect(await app.data('/top-marcas')).toEqual({
      desde: '2025-04-01',
      hasta: '2026-03-15',
      topMarcas: [
        // Yaris 16,000 + Corolla 21,500; profit 2,000 + 1,500; stock: Hilux (the other Yaris is
        // NO DISPONIBLE, the RAV4 SELL IN).
        {
          marca: 'Toyota',
          cantidadVendidos: 2,
          totalVentas: 37_500,
          utilidadBruta: 3_500,
          stockDisponible: 1,
        },
        // One unit each, by amount: Tucson 26,000, CX-5 19,500, Versa 14,000.
        {
          marca: 'Hyundai',
          cantidadVendidos: 1,
          totalVentas: 26_000,
          utilidadBruta: 2_000,
          stockDisponible: 1,
        },
        {
          marca: 'Mazda',
          cantidadVendidos: 1,
          totalVentas: 19_500,
          utilidadBruta: 1_500,
          stockDisponible: 0,
        },
        {
          marca: 'Nissan',
          cantidadVendidos: 1,
          totalVentas: 14_000,
          utilidadBruta: 1_500,
          stockDisponible: 1,
        },
      ],
    });
  });

  it('takes a period', async () => {
    expect((await app.data('/top-marcas?desde=2025-01-01&hasta=2025-12-31')).topMarcas).toEqual([
      // Versa 14,000 before Sail 10,000; Kia has stock (Rio, Picanto) but no sales.
      { marca: 'Nissan', cantidadVendidos: 1, totalVentas: 14_000, utilidadBruta: 1_500, stockDisponible: 1 },
      {
        marca: 'Chevrolet',
        cantidadVendidos: 1,
        totalVentas: 10_000,
        utilidadBruta: 1_000,
        stockDisponible: 0,
      },
    ]);
  });
});

describe('GET /api/v1/reportes/inventario', () => {
  it('buckets the available stock by whole Lima days since entry and lists the oldest', async () => {
    expect(await app.data('/inventario')).toEqual({
      stockDisponible: 5,
      // 16 December … 15 March: Tucson, Yaris, Corolla, CX-5 (Versa, 15 December in Lima, is out).
      ventasUltimos90Dias: 4,
      antiguedad: [
        { rango: '0-30', cantidad: 1, valor: 17_000 }, // Kicks, 14 days
        { rango: '31-60', cantidad: 1, valor: 33_000 }, // Hilux, 31 days
        { rango: '61-90', cantidad: 1, valor: 11_000 }, // Accent, 90 days
        { rango: '90+', cantidad: 2, valor: 21_500 }, // Picanto 299 days 9,500, Rio 104 days 12,000
      ],
      masAntiguos: [
        oldest('picanto', 'Kia', 'Picanto', '2025-05-20 10:00', 299, 9_500),
        oldest('rio', 'Kia', 'Rio', '2025-12-01 10:00', 104, 12_000),
        oldest('accent', 'Hyundai', 'Accent', '2025-12-15 08:00', 90, 11_000),
        oldest('hilux', 'Toyota', 'Hilux', '2026-02-12 23:30', 31, 33_000),
        oldest('kicks', 'Nissan', 'Kicks', '2026-03-01 09:00', 14, 17_000),
      ],
    });
  });
});

function oldest(
  key: ReportCarKey,
  marca: string,
  modelo: string,
  fechaIng: string,
  dias: number,
  precio: number,
) {
  const idAuto = app.ids[key];
  return {
    idAuto,
    marca,
    modelo,
    anioFabricacion: 2020,
    placa: expect.stringMatching(/^REP-\d{3}$/),
    fechaIng: lima(fechaIng).toISOString(),
    dias,
    precio,
  };
}

// Runs last: it adds vehicles, which would change the figures above.
describe('the lists of ten', () => {
  it('keeps the ten best brands and the ten oldest available cars', async () => {
    // June 2024, one sale each at 10,000 but Subaru (two) and Renault (12,000).
    const brands = [
      'Audi',
      'BMW',
      'Chery',
      'Citroen',
      'Ford',
      'Honda',
      'Jeep',
      'MG',
      'Mitsubishi',
      'Peugeot',
    ];
    const sold = (marca: string, price: number) =>
      app.car({
        marca,
        modelo: 'X',
        estadoDes: 'VENDIDO',
        precioCompra: 9_000,
        precioVenta: price,
        fechaIng: '2024-05-01 10:00',
        changes: [['2024-06-10 10:00', 'VENDIDO', price]],
      });
    for (const marca of brands) await sold(marca, 10_000);
    await sold('Subaru', 10_000);
    await sold('Subaru', 10_000);
    await sold('Renault', 12_000);
    const top = (await app.data('/top-marcas?desde=2024-06-01&hasta=2024-06-30')).topMarcas;
    // Units, then amount, then name: Mitsubishi and Peugeot are 11th and 12th.
    expect(top.map((row: { marca: string }) => row.marca)).toEqual([
      'Subaru',
      'Renault',
      'Audi',
      'BMW',
      'Chery',
      'Citroen',
      'Ford',
      'Honda',
      'Jeep',
      'MG',
    ]);
    expect(top[0]).toEqual({
      marca: 'Subaru',
      cantidadVendidos: 2,
      totalVentas: 20_000,
      utilidadBruta: 2_000,
      stockDisponible: 0,
    });

    // Seven more available cars, all older than the five of the fixture.
    for (let day = 1; day <= 7; day++) {
      await app.car({
        marca: 'Kia',
        modelo: 'Soluto',
        estadoDes: 'DISPONIBLE',
        precioCompra: 8_000,
        fechaIng: `2023-01-0${day} 10:00`,
      });
    }
    const inventory = await app.data('/inventario');
    expect(inventory.stockDisponible).toBe(12);
    expect(inventory.antiguedad.at(-1)).toEqual({ rango: '90+', cantidad: 9, valor: 77_500 });
    expect(inventory.masAntiguos.map((row: { modelo: string }) => row.modelo)).toEqual([
      ...Array(7).fill('Soluto'),
      'Picanto',
      'Rio',
      'Accent',
    ]);
  });
});
