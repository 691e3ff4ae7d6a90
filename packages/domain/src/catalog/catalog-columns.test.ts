import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogColumnsSchema, fromCatalogColumns, toCatalogColumns } from './catalog-columns';
import { vehicle, vehiclesArbitrary } from './testing/vehicle-fixtures';

describe('catalog columns', () => {
  it('give back the very list they were made from', () => {
    fc.assert(
      fc.property(vehiclesArbitrary(), (vehicles) => {
        const columns = toCatalogColumns(vehicles);
        expect(catalogColumnsSchema.parse(JSON.parse(JSON.stringify(columns)))).toEqual(columns);
        expect(fromCatalogColumns(columns)).toEqual(vehicles);
      }),
      { numRuns: 200 },
    );
  });

  it('keep nulls apart from values and each distinct text once', () => {
    const cars = [
      vehicle({ idAuto: 1, marca: 'Kia', version: null, kilometraje: null, swFacturable: true }),
      vehicle({ idAuto: 2, marca: 'Kia', version: 'GT', kilometraje: 0, swFacturable: false }),
    ];
    const columns = toCatalogColumns(cars);
    expect(columns.dictionaries.marca).toEqual(['Kia']);
    expect(columns.texts.version).toEqual([-1, 0]);
    expect(columns.optionalNumbers.kilometraje).toEqual([null, 0]);
    expect(columns.flags.swFacturable).toEqual([1, 0]);
    expect(fromCatalogColumns(columns)).toEqual(cars);
  });

  it('refuse a column with a value of the wrong kind', () => {
    const columns = toCatalogColumns([vehicle({ idAuto: 1 })]);
    const broken = { ...columns, flags: { ...columns.flags, swTresFilas: [2] } };
    expect(catalogColumnsSchema.safeParse(broken).success).toBe(false);
  });
});
