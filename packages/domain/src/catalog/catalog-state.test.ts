import { describe, expect, it } from 'vitest';
import { catalogOptions } from './catalog-options';
import {
  type CatalogAction,
  type CatalogContext,
  type CatalogState,
  initialCatalogState,
  reduceCatalog,
} from './catalog-state';
import { filterBounds } from './filter-set';
import { filters, vehicle } from './testing/vehicle-fixtures';

const list = [
  vehicle({
    idAuto: 1,
    marca: 'Toyota',
    modelo: 'Yaris',
    precioCompra: 9_000,
    anioFabricacion: 2012,
    kilometraje: 0,
  }),
  vehicle({ idAuto: 2, marca: 'Toyota', modelo: 'Hilux', precioCompra: 40_000, anioFabricacion: 2022 }),
  vehicle({
    idAuto: 3,
    marca: 'Kia',
    modelo: 'Rio',
    precioCompra: 12_000,
    anioFabricacion: 2024,
    kilometraje: 150_000,
  }),
];
const context: CatalogContext = { options: catalogOptions(list), bounds: filterBounds(list) };
const state = (overrides: Partial<CatalogState> = {}): CatalogState => ({
  ...initialCatalogState(),
  ...overrides,
});
const reduce = (from: CatalogState, ...actions: CatalogAction[]) =>
  actions.reduce((current, action) => reduceCatalog(current, action, context), from);

describe('catalogue transitions (spec 000 §4)', () => {
  it('starts with no term, no filter, no sort, page 1, grid view and brands collapsed', () => {
    expect(initialCatalogState()).toEqual({
      term: '',
      filters: filters(),
      sort: null,
      page: 1,
      view: 'grid',
      showAllBrands: false,
    });
  });

  describe('search term', () => {
    it('clears applied filters and goes to page 1', () => {
      const from = state({ filters: filters({ marca: ['Kia'], swFacturable: true }), page: 3, sort: 4 });
      expect(reduce(from, { type: 'search', term: 'hilux' })).toEqual(state({ term: 'hilux', sort: 4 }));
    });

    it('keeps filters while the term is blank', () => {
      const from = state({ filters: filters({ marca: ['Kia'] }), term: 'k' });
      expect(reduce(from, { type: 'search', term: '  ' }).filters).toEqual(filters({ marca: ['Kia'] }));
    });

    it('filters set after typing stay until the term changes again', () => {
      const typed = reduce(
        state(),
        { type: 'search', term: 'toyota' },
        { type: 'toggleOption', group: 'modelo', value: 'Hilux' },
      );
      expect(typed.filters.modelo).toEqual(['Hilux']);
      expect(reduce(typed, { type: 'search', term: 'toyota' })).toBe(typed);
      expect(reduce(typed, { type: 'search', term: 'toyota h' }).filters).toEqual(filters());
    });
  });

  describe('options', () => {
    it('selecting an option adds it and goes to page 1', () => {
      expect(reduce(state({ page: 4 }), { type: 'toggleOption', group: 'carroceria', value: 'SUV' })).toEqual(
        state({ filters: filters({ carroceria: ['SUV'] }) }),
      );
    });

    it('clicking a selected option removes it', () => {
      const from = state({ filters: filters({ swPiso: [1, 0] }) });
      expect(reduce(from, { type: 'toggleOption', group: 'swPiso', value: 1 }).filters.swPiso).toEqual([0]);
    });

    it('selecting brands drops the selected models that no longer apply', () => {
      const from = state({ filters: filters({ modelo: ['Yaris', 'Rio'] }) });
      const next = reduce(from, { type: 'toggleOption', group: 'marca', value: 'Kia' });
      expect(next.filters).toEqual(filters({ marca: ['Kia'], modelo: ['Rio'] }));
    });
  });

  it('boolean filters toggle between true and null', () => {
    const once = reduce(state({ page: 2 }), { type: 'toggleBoolean', key: 'swTresFilas' });
    expect(once).toEqual(state({ filters: filters({ swTresFilas: true }) }));
    expect(reduce(once, { type: 'toggleBoolean', key: 'swTresFilas' }).filters.swTresFilas).toBeNull();
  });

  it('a slider sets its range; ends left at the slider ends are not applied', () => {
    const next = reduce(state({ page: 2 }), { type: 'setRange', range: 'precio', value: [9_000, 20_000] });
    expect(next).toEqual(state({ filters: filters({ precioMax: 20_000 }) }));
  });

  it('a quick range applies, and a second click removes it', () => {
    const once = reduce(state({ page: 5 }), { type: 'toggleQuickRange', range: 'kilometraje', id: '80k+' });
    expect(once).toEqual(state({ filters: filters({ kilometrajeMin: 80_000 }) }));
    expect(reduce(once, { type: 'toggleQuickRange', range: 'kilometraje', id: '80k+' }).filters).toEqual(
      filters(),
    );
    expect(reduce(once, { type: 'toggleQuickRange', range: 'kilometraje', id: 'nope' })).toBe(once);
  });

  it('a popular search first clears everything, then applies its rule', () => {
    const from = state({
      term: 'kia',
      filters: filters({ marca: ['Kia'], anioMin: 2020 }),
      sort: 3,
      page: 2,
      view: 'list',
      showAllBrands: true,
    });
    expect(reduce(from, { type: 'popularSearch', id: 'suvs' })).toEqual(
      state({ filters: filters({ carroceria: ['SUV', 'Camioneta'] }), view: 'list' }),
    );
  });

  it('removing a chip removes its filter and goes to page 1', () => {
    const from = state({
      filters: filters({ marca: ['Toyota'], modelo: ['Hilux'], anioMax: 2015 }),
      page: 2,
    });
    const next = reduce(from, {
      type: 'removeChip',
      target: { kind: 'option', group: 'marca', value: 'Toyota' },
    });
    expect(next).toEqual(state({ filters: filters({ modelo: ['Hilux'], anioMax: 2015 }) }));
  });

  it('clear-all resets filters, term, sort, page and "show all brands", keeping the view', () => {
    const from = state({
      term: 'toyota',
      filters: filters({ marca: ['Toyota'], modelo: ['Yaris'], swFacturable: true, precioMin: 10_000 }),
      sort: 2,
      page: 3,
      view: 'list',
      showAllBrands: true,
    });
    expect(reduce(from, { type: 'clearAll' })).toEqual(state({ view: 'list' }));
  });

  it('a new sort starts at page 1; a page stays above 0', () => {
    expect(reduce(state({ page: 3 }), { type: 'sort', sort: 1 })).toEqual(state({ sort: 1 }));
    expect(reduce(state(), { type: 'page', page: 4 }).page).toBe(4);
    expect(reduce(state(), { type: 'page', page: -2 }).page).toBe(1);
    expect(reduce(state(), { type: 'page', page: Number.NaN }).page).toBe(1);
  });

  it('the view and the brand list toggle do not touch filters or page', () => {
    const from = state({ filters: filters({ marca: ['Kia'] }), page: 2 });
    expect(reduce(from, { type: 'view', view: 'list' })).toEqual({ ...from, view: 'list' });
    expect(reduce(from, { type: 'toggleAllBrands' })).toEqual({ ...from, showAllBrands: true });
  });
});
