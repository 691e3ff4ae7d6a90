import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  catalogColumnsSchema,
  fromCatalogColumns,
  readCatalogColumns,
  toCatalogColumns,
} from './catalog-columns';
import { vehicle, vehiclesArbitrary } from './testing/vehicle-fixtures';

describe('catalog columns', () => {
  it('give back the very list they were made from', () => {
    fc.assert(
      fc.property(vehiclesArbitrary(), (vehicles) => {
        const columns = toCatalogColumns(vehicles);
        expect(catalogColumnsSchema.parse(JSON.parse(JSON.stringify(columns)))).toEqual(columns);
        expect(fromCatalogColumns(columns)).toEqual(vehicles);
        expect(readCatalogColumns(JSON.parse(JSON.stringify(columns)))).toEqual(columns);
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

  it('are refused by the quick reader whenever the schema refuses them', () => {
    const paths = [
      ['texts', 'marca'],
      ['texts', 'tag'],
      ['numbers', 'idAuto'],
      ['optionalNumbers', 'kilometraje'],
      ['flags', 'swFacturable'],
      ['plainTexts', 'tag'],
      ['plainTexts', 'fotoPrincipal'],
      ['fechaIng'],
      ['dictionaries', 'modelo'],
    ];
    const junk = fc.oneof(
      fc.string(),
      fc.double(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constant({}),
    );
    fc.assert(
      fc.property(
        vehiclesArbitrary().filter((vehicles) => vehicles.length > 0),
        fc.constantFrom(...paths),
        fc.nat(),
        junk,
        (vehicles, path, at, replacement) => {
          const columns = JSON.parse(JSON.stringify(toCatalogColumns(vehicles)));
          let node = columns;
          for (const key of path) node = node[key];
          if (!Array.isArray(node) || node.length === 0) return;
          node[at % node.length] = replacement;
          if (!catalogColumnsSchema.safeParse(columns).success) {
            expect(() => readCatalogColumns(columns)).toThrow();
          }
        },
      ),
      { numRuns: 500 },
    );
    const columns = toCatalogColumns([vehicle({ idAuto: 1 })]);
    expect(() => readCatalogColumns({ ...columns, texts: { ...columns.texts, marca: [5] } })).toThrow();
    expect(() => readCatalogColumns({ ...columns, count: 2 })).toThrow();
  });

  it('refuse a column with a value of the wrong kind', () => {
    const columns = toCatalogColumns([vehicle({ idAuto: 1 })]);
    const broken = { ...columns, flags: { ...columns.flags, swTresFilas: [2] } };
    expect(catalogColumnsSchema.safeParse(broken).success).toBe(false);
  });
});
