import { describe, expect, it } from 'vitest';
import type { CatalogVehicle } from '../catalog/catalog-vehicle.schema';
import { brandsInStock, latestArrivals } from './home-inventory';

function car(idAuto: number, marca: string, fechaIng: string): CatalogVehicle {
  return {
    idAuto,
    marca,
    modelo: 'X',
    version: null,
    color: null,
    carroceria: null,
    combustible: null,
    transmision: null,
    traccion: null,
    anioFabricacion: 2020,
    anioModelo: null,
    kilometraje: null,
    precioCompra: 10_000,
    precioAnterior: null,
    tag: null,
    fotoPrincipal: null,
    cinta: null,
    swPiso: 1,
    swFacturable: false,
    swTresFilas: false,
    fechaIng,
  };
}

const stock = [
  car(1, 'Toyota', '2025-01-10T15:00:00.000Z'),
  car(2, 'Kia', '2025-03-02T15:00:00.000Z'),
  car(3, 'Toyota', '2025-03-02T15:00:00.000Z'),
  car(4, 'Audi', '2025-02-01T15:00:00.000Z'),
  car(5, 'Ékono', '2024-12-01T15:00:00.000Z'),
];

describe('latestArrivals', () => {
  it('takes the newest cars by arrival, the higher id first on the same instant', () => {
    expect(latestArrivals(stock, 3).map((v) => v.idAuto)).toEqual([3, 2, 4]);
  });

  it('returns the whole stock when it is smaller than the count', () => {
    expect(latestArrivals(stock)).toHaveLength(5);
  });
});

describe('brandsInStock', () => {
  it('counts cars per brand, most first, then in Spanish alphabetical order', () => {
    expect(brandsInStock(stock)).toEqual([
      { marca: 'Toyota', count: 2 },
      { marca: 'Audi', count: 1 },
      { marca: 'Ékono', count: 1 },
      { marca: 'Kia', count: 1 },
    ]);
  });
});
