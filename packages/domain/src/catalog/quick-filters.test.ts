import { describe, expect, it } from 'vitest';
import { emptyFilterSet } from './filter-set';
import {
  isQuickRangeSelected,
  POPULAR_SEARCHES,
  popularSearchFilters,
  QUICK_RANGES,
  toggleQuickRange,
} from './quick-filters';
import { filters } from './testing/vehicle-fixtures';

describe('Búsquedas populares (spec 000 §9)', () => {
  it('offers Sedanes, SUVs, Nuevos and Económicos', () => {
    expect(POPULAR_SEARCHES.map((search) => search.label)).toEqual([
      'Sedanes',
      'SUVs',
      'Nuevos',
      'Económicos',
    ]);
  });

  it.each([
    ['sedanes', filters({ carroceria: ['Sedán'] })],
    ['suvs', filters({ carroceria: ['SUV', 'Camioneta'] })],
    ['nuevos', filters({ anioMin: 2020, anioMax: null })],
    ['economicos', filters({ precioMin: 0, precioMax: 20_000 })],
  ] as const)('%s applies its rule to an empty filter set', (id, expected) => {
    expect(popularSearchFilters(id)).toEqual(expected);
  });
});

describe('quick ranges (spec 000 §9)', () => {
  const ends = (range: keyof typeof QUICK_RANGES) =>
    QUICK_RANGES[range].map((quick) => [quick.label, quick.min, quick.max]);

  it('price: 10K-15K, 15K-20K, 20K-30K, 30K-40K, over 40K up to the max', () => {
    expect(ends('precio')).toEqual([
      ['10K-15K', 10_000, 15_000],
      ['15K-20K', 15_000, 20_000],
      ['20K-30K', 20_000, 30_000],
      ['30K-40K', 30_000, 40_000],
      ['Más de 40K', 40_000, null],
    ]);
  });

  it('year: 2020+, 2015-2019, 2010-2014, before 2010 from the minimum to 2009', () => {
    expect(ends('anio')).toEqual([
      ['2020+', 2020, null],
      ['2015-2019', 2015, 2019],
      ['2010-2014', 2010, 2014],
      ['Antes de 2010', null, 2009],
    ]);
  });

  it('mileage: 0-10K … 50K-80K, and over 80K starts at 80,000 km (not the spec typo 800,000)', () => {
    expect(ends('kilometraje')).toEqual([
      ['0-10K', 0, 10_000],
      ['10K-20K', 10_000, 20_000],
      ['20K-50K', 20_000, 50_000],
      ['50K-80K', 50_000, 80_000],
      ['Más de 80K', 80_000, null],
    ]);
  });

  it('replaces both ends of the range, and a second click removes it', () => {
    const [, older] = QUICK_RANGES.anio.slice(2);
    if (!older) throw new Error('missing quick range');
    const applied = toggleQuickRange(
      filters({ anioMin: 2016, anioMax: 2022, marca: ['Kia'] }),
      'anio',
      older,
    );
    expect(applied).toEqual(filters({ anioMin: null, anioMax: 2009, marca: ['Kia'] }));
    expect(isQuickRangeSelected(applied, 'anio', older)).toBe(true);
    expect(toggleQuickRange(applied, 'anio', older)).toEqual(filters({ marca: ['Kia'] }));
  });

  it('is not pressed when the range only overlaps it', () => {
    const quick = QUICK_RANGES.precio[0];
    if (!quick) throw new Error('missing quick range');
    expect(isQuickRangeSelected(filters({ precioMin: 10_000 }), 'precio', quick)).toBe(false);
    expect(isQuickRangeSelected(emptyFilterSet(), 'precio', quick)).toBe(false);
  });
});
