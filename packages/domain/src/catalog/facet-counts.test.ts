import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterVehicles } from './catalog-filter';
import { facetCounts, scanCatalog } from './facet-counts';
import { type FilterSet, filterBounds, OPTION_GROUPS, RANGE_FILTERS } from './filter-set';
import { QUICK_RANGES, withRange } from './quick-filters';
import {
  filterSetArbitrary,
  filters,
  termArbitrary,
  vehicle,
  vehiclesArbitrary,
} from './testing/vehicle-fixtures';

const cars = [
  vehicle({
    idAuto: 1,
    marca: 'Toyota',
    carroceria: 'Sedán',
    anioFabricacion: 2015,
    precioCompra: 12_000,
    swFacturable: true,
  }),
  vehicle({
    idAuto: 2,
    marca: 'Toyota',
    carroceria: 'SUV',
    anioFabricacion: 2021,
    precioCompra: 33_000,
    swTresFilas: true,
  }),
  vehicle({
    idAuto: 3,
    marca: 'Kia',
    carroceria: 'Sedán',
    anioFabricacion: 2019,
    precioCompra: 14_000,
    swFacturable: true,
  }),
  vehicle({ idAuto: 4, marca: 'Kia', carroceria: 'SUV', anioFabricacion: 2008, precioCompra: 8_000 }),
  vehicle({
    idAuto: 5,
    marca: 'BMW',
    carroceria: 'SUV',
    anioFabricacion: 2022,
    precioCompra: 48_000,
    swFacturable: true,
  }),
];
const counts = (set: FilterSet, term = '') => facetCounts(cars, set, term);

describe('facet counts: each option counts the cars it would leave', () => {
  it('without filters, counts every car per value', () => {
    const result = counts(filters());
    expect(Object.fromEntries(result.options.marca)).toEqual({ Toyota: 2, Kia: 2, BMW: 1 });
    expect(Object.fromEntries(result.options.carroceria)).toEqual({ Sedán: 2, SUV: 3 });
    expect(result.booleans).toEqual({ swFacturable: 3, swTresFilas: 1 });
  });

  it('counts with every OTHER group applied', () => {
    const result = counts(filters({ carroceria: ['SUV'] }));
    expect(Object.fromEntries(result.options.marca)).toEqual({ Toyota: 1, Kia: 1, BMW: 1 });
    // Its own group is not applied: the other body types keep their counts.
    expect(Object.fromEntries(result.options.carroceria)).toEqual({ Sedán: 2, SUV: 3 });
    expect(result.booleans).toEqual({ swFacturable: 1, swTresFilas: 1 });
  });

  it('applies the search term to every count', () => {
    const result = counts(filters(), 'kia');
    expect(Object.fromEntries(result.options.marca)).toEqual({ Toyota: 0, Kia: 2, BMW: 0 });
    expect(result.booleans.swFacturable).toBe(1);
  });

  it('counts the quick ranges with the other groups applied', () => {
    const result = counts(filters({ marca: ['Kia'], precioMin: 40_000 }));
    expect(result.quickRanges.precio).toEqual([1, 0, 0, 0, 0]);
    expect(result.quickRanges.anio).toEqual([0, 0, 0, 0]);
    expect(counts(filters()).quickRanges.anio).toEqual([2, 2, 0, 1]);
  });

  it('scanCatalog gives the same results as filterVehicles', () => {
    const set = filters({ carroceria: ['SUV'], anioMin: 2010 });
    expect(scanCatalog(cars, set, '').results).toEqual(filterVehicles(cars, set));
  });
});

describe('facet count properties', () => {
  it('the count of an option equals the count after selecting it, when its group was empty', () => {
    fc.assert(
      fc.property(vehiclesArbitrary(), filterSetArbitrary, termArbitrary, (list, set, term) => {
        const listBounds = filterBounds(list);
        const result = facetCounts(list, set, term);
        for (const group of OPTION_GROUPS) {
          const base: FilterSet = { ...set, [group]: [] };
          const baseCounts = facetCounts(list, base, term);
          for (const [value, count] of baseCounts.options[group]) {
            const selected = { ...base, [group]: [value] };
            expect(filterVehicles(list, selected, term, listBounds)).toHaveLength(count);
          }
          // The counts of a group do not depend on its own selection.
          expect(baseCounts.options[group]).toEqual(result.options[group]);
        }
        for (const key of ['swFacturable', 'swTresFilas'] as const) {
          const selected = { ...set, [key]: true };
          expect(filterVehicles(list, selected, term, listBounds)).toHaveLength(result.booleans[key]);
        }
        for (const range of RANGE_FILTERS) {
          QUICK_RANGES[range].forEach((quick, position) => {
            const selected = withRange(set, range, quick.min, quick.max);
            expect(filterVehicles(list, selected, term, listBounds)).toHaveLength(
              result.quickRanges[range][position] ?? -1,
            );
          });
        }
      }),
      { numRuns: 150 },
    );
  });
});
