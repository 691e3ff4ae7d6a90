import { describe, expect, it } from 'vitest';
import { brandToggleLabel, modelOptions, VISIBLE_BRANDS, visibleBrands, withBrands } from './brand-models';
import { catalogOptions } from './catalog-options';
import { filters, vehicle } from './testing/vehicle-fixtures';

const options = catalogOptions([
  vehicle({ idAuto: 1, marca: 'Toyota', modelo: 'Yaris' }),
  vehicle({ idAuto: 2, marca: 'Toyota', modelo: 'Corolla' }),
  vehicle({ idAuto: 3, marca: 'Toyota', modelo: 'Corolla' }),
  vehicle({ idAuto: 4, marca: 'Kia', modelo: 'Rio' }),
  vehicle({ idAuto: 5, marca: 'Kia', modelo: 'Sportage' }),
  vehicle({ idAuto: 6, marca: 'BMW', modelo: 'X1' }),
]);

describe('brands and models (spec 000 §4)', () => {
  it('lists brands by stock, then alphabetically', () => {
    expect(options.marca).toEqual(['Toyota', 'Kia', 'BMW']);
  });

  it.each([
    [[], ['Corolla', 'Rio', 'Sportage', 'X1', 'Yaris']],
    [['Toyota'], ['Corolla', 'Yaris']],
    [
      ['Kia', 'BMW'],
      ['Rio', 'Sportage', 'X1'],
    ],
    [['Fiat'], []],
  ])('brands %j narrow the models to %j', (brands, models) => {
    expect(modelOptions(options, brands)).toEqual(models);
  });

  it('drops selected models that no longer apply', () => {
    const before = filters({ marca: ['Toyota', 'Kia'], modelo: ['Yaris', 'Rio'] });
    expect(withBrands(before, ['Kia'], options)).toEqual(filters({ marca: ['Kia'], modelo: ['Rio'] }));
  });

  it('keeps every model when the last brand goes', () => {
    const before = filters({ marca: ['Kia'], modelo: ['Rio'] });
    expect(withBrands(before, [], options)).toEqual(filters({ modelo: ['Rio'] }));
  });
});

describe('first 8 brands, then "Ver todas las marcas (n)"', () => {
  const brands = Array.from({ length: 12 }, (_, index) => `Marca ${index + 1}`);

  it('shows 8 brands', () => {
    expect(VISIBLE_BRANDS).toBe(8);
    expect(visibleBrands(brands, false, [])).toEqual(brands.slice(0, 8));
    expect(visibleBrands(brands, true, [])).toEqual(brands);
  });

  it('keeps a selected brand visible while collapsed', () => {
    expect(visibleBrands(brands, false, ['Marca 11'])).toEqual([...brands.slice(0, 8), 'Marca 11']);
  });

  it.each([
    [12, false, 'Ver todas las marcas (12)'],
    [12, true, 'Ver menos'],
    [8, false, null],
    [3, true, null],
  ])('%i brands, all shown %s → %j', (total, showAll, label) => {
    expect(brandToggleLabel(total, showAll)).toBe(label);
  });
});
