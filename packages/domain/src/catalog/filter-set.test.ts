import { describe, expect, it } from 'vitest';
import {
  emptyFilterSet,
  FALLBACK_BOUNDS,
  filterBounds,
  isFilterActive,
  isRangeActive,
  sameFilters,
  storeCode,
} from './filter-set';
import { filters, vehicle } from './testing/vehicle-fixtures';

const list = [
  vehicle({ idAuto: 1, precioCompra: 9_900, anioFabricacion: 2012, kilometraje: 120_000 }),
  vehicle({ idAuto: 2, precioCompra: 45_000, anioFabricacion: 2024, kilometraje: 0 }),
  vehicle({ idAuto: 3, precioCompra: 20_000, anioFabricacion: 2018, kilometraje: null }),
];
const bounds = filterBounds(list);

describe('filterBounds (spec 000 §5)', () => {
  it('reads the bounds from the data', () => {
    expect(bounds).toEqual({
      precio: { min: 9_900, max: 45_000 },
      anio: { min: 2012, max: 2024 },
      kilometraje: { min: 0, max: 120_000 },
    });
  });

  it('falls back to price 0–999999, year 1990–2025, mileage 0–999999 without data', () => {
    expect(filterBounds([])).toEqual(FALLBACK_BOUNDS);
    expect(FALLBACK_BOUNDS).toEqual({
      precio: { min: 0, max: 999_999 },
      anio: { min: 1990, max: 2025 },
      kilometraje: { min: 0, max: 999_999 },
    });
  });

  it('falls back per field when no car has the value', () => {
    expect(filterBounds([vehicle({ kilometraje: null })]).kilometraje).toEqual(FALLBACK_BOUNDS.kilometraje);
  });
});

describe('isFilterActive (spec 000 §4)', () => {
  it.each([
    ['nothing set', filters(), false],
    ['a brand', filters({ marca: ['Toyota'] }), true],
    ['a model', filters({ modelo: ['Corolla'] }), true],
    ['a store', filters({ swPiso: [0] }), true],
    ['a body type', filters({ carroceria: ['SUV'] }), true],
    ['a fuel', filters({ combustible: ['GLP'] }), true],
    ['a transmission', filters({ transmision: ['Mecánico'] }), true],
    ['a traction', filters({ traccion: ['4x4'] }), true],
    ['an exact year', filters({ anioFabricacion: [2020] }), true],
    ['an exact mileage', filters({ kilometraje: [0] }), true],
    ['an exact price', filters({ precioCompra: [20_000] }), true],
    ['facturable', filters({ swFacturable: true }), true],
    ['tres filas', filters({ swTresFilas: true }), true],
    ['a minimum price', filters({ precioMin: 10_000 }), true],
    ['a maximum year', filters({ anioMax: 2020 }), true],
    ['a minimum mileage', filters({ kilometrajeMin: 10 }), true],
    ['a range end below the data', filters({ precioMin: 0 }), true],
    [
      'range ends equal to the bounds',
      filters({ precioMin: 9_900, precioMax: 45_000, anioMax: 2024 }),
      false,
    ],
  ])('%s → %s', (_, set, active) => {
    expect(isFilterActive(set, bounds)).toBe(active);
  });

  it('a range is active when either end differs from its bound', () => {
    expect(isRangeActive(filters({ anioMin: 2012, anioMax: 2020 }), 'anio', bounds)).toBe(true);
    expect(isRangeActive(filters({ anioMin: 2012 }), 'anio', bounds)).toBe(false);
  });
});

describe('storeCode (spec 000 §3: 1 San Isidro, 2 Santiago de Surco, any other Previa Cita)', () => {
  it.each([
    [1, 1],
    [2, 2],
    [0, 0],
    [3, 0],
    [-1, 0],
  ])('%i → %i', (swPiso, code) => {
    expect(storeCode(swPiso)).toBe(code);
  });
});

describe('sameFilters', () => {
  it('compares lists as sets', () => {
    expect(sameFilters(filters({ marca: ['Kia', 'BMW'] }), filters({ marca: ['BMW', 'Kia'] }))).toBe(true);
    expect(sameFilters(filters({ marca: ['Kia'] }), emptyFilterSet())).toBe(false);
    expect(sameFilters(filters({ precioMin: 0 }), filters({ precioMin: null }))).toBe(false);
  });
});
