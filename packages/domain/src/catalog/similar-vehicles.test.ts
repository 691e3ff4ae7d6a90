import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CatalogVehicle } from './catalog-vehicle.schema';
import { similarVehicles } from './similar-vehicles';

function car(idAuto: number, fields: Partial<CatalogVehicle>): CatalogVehicle {
  return {
    idAuto,
    marca: 'Kia',
    modelo: 'Rio',
    version: null,
    color: null,
    carroceria: 'Hatchback',
    combustible: null,
    transmision: null,
    traccion: null,
    anioFabricacion: 2020,
    anioModelo: null,
    kilometraje: null,
    precioCompra: 15_000,
    precioAnterior: null,
    tag: null,
    fotoPrincipal: null,
    cinta: null,
    swPiso: 1,
    swFacturable: false,
    swTresFilas: false,
    fechaIng: '2025-01-01T12:00:00.000Z',
    ...fields,
  };
}

const target = car(1, { marca: 'Toyota', modelo: 'RAV4', carroceria: 'SUV', precioCompra: 30_000 });

describe('similarVehicles', () => {
  it('never offers the car itself nor cars sharing neither body type nor brand', () => {
    const others = [target, car(2, {}), car(3, { carroceria: 'SUV' }), car(4, { marca: 'Toyota' })];
    expect(similarVehicles(target, others).map((v) => v.idAuto)).toEqual([3, 4]);
  });

  it('ranks by price distance, with a head start for the same body, brand and model', () => {
    const others = [
      car(2, { carroceria: 'SUV', precioCompra: 45_000 }),
      car(3, { carroceria: 'SUV', precioCompra: 31_000 }),
      car(4, { marca: 'Toyota', modelo: 'RAV4', carroceria: 'SUV', precioCompra: 34_000 }),
      car(5, { marca: 'Toyota', carroceria: 'Sedán', precioCompra: 29_500 }),
      car(6, { carroceria: 'SUV', precioCompra: 12_000 }),
    ];
    expect(similarVehicles(target, others).map((v) => v.idAuto)).toEqual([4, 3, 5, 2]);
  });

  it('breaks ties by the newest arrival, then the lower id', () => {
    const others = [
      car(7, { carroceria: 'SUV', precioCompra: 30_000, fechaIng: '2025-01-01T12:00:00.000Z' }),
      car(5, { carroceria: 'SUV', precioCompra: 30_000, fechaIng: '2025-03-01T12:00:00.000Z' }),
      car(6, { carroceria: 'SUV', precioCompra: 30_000, fechaIng: '2025-01-01T12:00:00.000Z' }),
    ];
    expect(similarVehicles(target, others).map((v) => v.idAuto)).toEqual([5, 6, 7]);
  });

  it('returns at most the limit, each car once, all sharing body type or brand', () => {
    const arbitraryCar = fc.record({
      idAuto: fc.integer({ min: 1, max: 500 }),
      marca: fc.constantFrom('Toyota', 'Kia', 'Hyundai'),
      carroceria: fc.constantFrom('SUV', 'Sedán', null),
      precioCompra: fc.integer({ min: 1_000, max: 90_000 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(arbitraryCar, { selector: (c) => c.idAuto }), fc.nat(6), (rows, limit) => {
        const result = similarVehicles(
          target,
          rows.map((row) => car(row.idAuto, row)),
          limit,
        );
        expect(result.length).toBeLessThanOrEqual(limit);
        expect(new Set(result.map((v) => v.idAuto)).size).toBe(result.length);
        for (const vehicle of result) {
          expect(vehicle.idAuto).not.toBe(target.idAuto);
          expect(vehicle.marca === 'Toyota' || vehicle.carroceria === 'SUV').toBe(true);
        }
      }),
    );
  });
});
