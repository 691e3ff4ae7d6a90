import { describe, expect, it } from 'vitest';
import { isSortOption, SORT_OPTIONS, type SortOption, sortVehicles } from './catalog-sort';
import { vehicle } from './testing/vehicle-fixtures';

const cars = [
  vehicle({ idAuto: 1, anioFabricacion: 2018, precioCompra: 15_000 }),
  vehicle({ idAuto: 2, anioFabricacion: 2022, precioCompra: 30_000 }),
  vehicle({ idAuto: 3, anioFabricacion: 2018, precioCompra: 30_000 }),
  vehicle({ idAuto: 4, anioFabricacion: 2012, precioCompra: 9_000 }),
];

describe('sortVehicles (spec 000 §9)', () => {
  it('names the four options as the spec does', () => {
    expect(SORT_OPTIONS.map(({ value, label }) => [value, label])).toEqual([
      [1, 'Más recientes'],
      [2, 'Más antiguos'],
      [3, 'Mayor precio'],
      [4, 'Menor precio'],
    ]);
  });

  it.each<[SortOption | null, number[]]>([
    [null, [1, 2, 3, 4]],
    [1, [2, 3, 1, 4]],
    [2, [4, 3, 1, 2]],
    [3, [3, 2, 1, 4]],
    [4, [4, 1, 3, 2]],
  ])('sort %s → %j (ties: newest listing first)', (sort, expected) => {
    expect(sortVehicles(cars, sort).map((car) => car.idAuto)).toEqual(expected);
  });

  it('returns a copy', () => {
    const before = cars.map((car) => car.idAuto);
    expect(sortVehicles(cars, 3)).not.toBe(cars);
    expect(cars.map((car) => car.idAuto)).toEqual(before);
  });

  it.each([
    [1, true],
    [4, true],
    [0, false],
    ['1', false],
    [null, false],
  ])('isSortOption(%j) → %s', (value, expected) => {
    expect(isSortOption(value)).toBe(expected);
  });
});
