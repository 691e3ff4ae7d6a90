import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageSlice } from '../shared/page-window';
import { filterVehicles } from './catalog-filter';
import { catalogOptions } from './catalog-options';
import { sortVehicles } from './catalog-sort';
import { type CatalogAction, type CatalogState, initialCatalogState, reduceCatalog } from './catalog-state';
import { catalogView, rangeBadge } from './catalog-view';
import { filterBounds, OPTION_GROUPS } from './filter-set';
import {
  filterSetArbitrary,
  filters,
  POOLS,
  termArbitrary,
  vehicle,
  vehiclesArbitrary,
} from './testing/vehicle-fixtures';

const BRANDS = [
  'Toyota',
  'Hyundai',
  'Kia',
  'Nissan',
  'Chevrolet',
  'Suzuki',
  'Mazda',
  'Mitsubishi',
  'Honda',
  'BMW',
];
const list = Array.from({ length: 40 }, (_, index) =>
  vehicle({
    idAuto: index + 1,
    marca: BRANDS[index % BRANDS.length],
    modelo: `Modelo ${index % 4}`,
    anioFabricacion: 2010 + (index % 15),
    precioCompra: 8_000 + index * 1_000,
    carroceria: index % 3 === 0 ? 'SUV' : 'Sedán',
    swFacturable: index % 2 === 0,
  }),
);
const state = (overrides: Partial<CatalogState> = {}): CatalogState => ({
  ...initialCatalogState(),
  ...overrides,
});

describe('catalogView', () => {
  it('pages the whole list 15 at a time in loaded order', () => {
    const view = catalogView(list, state());
    expect(view.total).toBe(40);
    expect(view.totalPages).toBe(3);
    expect(view.results.map((car) => car.idAuto)).toEqual(list.slice(0, 15).map((car) => car.idAuto));
    expect(view.filtersActive).toBe(false);
    expect(view.chips).toEqual([]);
  });

  it('sorts before paging and clamps the page', () => {
    const view = catalogView(list, state({ sort: 4, page: 99 }));
    expect(view.page).toBe(3);
    expect(view.results.map((car) => car.precioCompra)).toEqual(
      list.slice(30).map((car) => car.precioCompra),
    );
    expect(view.pageWindow.filter((item) => item.type === 'page')).toHaveLength(3);
  });

  it('filters, counts and badges together', () => {
    const view = catalogView(list, state({ filters: filters({ carroceria: ['SUV'], precioMin: 20_000 }) }));
    expect(view.total).toBe(
      list.filter((car) => car.carroceria === 'SUV' && car.precioCompra >= 20_000).length,
    );
    expect(view.options.carroceria.map(({ label, count, selected }) => [label, count, selected])).toEqual([
      ['Sedán', list.filter((car) => car.carroceria === 'Sedán' && car.precioCompra >= 20_000).length, false],
      ['SUV', view.total, true],
    ]);
    expect(view.badges).toMatchObject({ carroceria: '1', precio: '20K+', marca: null, anio: null });
    expect(view.chips.map((chip) => chip.label)).toEqual(['Precio: desde US$ 20,000', 'SUV']);
    expect(view.sliders.precio).toMatchObject({
      min: 8_000,
      max: 47_000,
      step: 100,
      value: [20_000, 47_000],
    });
  });

  it('lists 8 brands until all are asked for', () => {
    expect(view().visibleBrands).toHaveLength(8);
    expect(view().brandToggleLabel).toBe('Ver todas las marcas (10)');
    expect(view({ showAllBrands: true }).visibleBrands).toHaveLength(10);
    expect(view({ showAllBrands: true }).brandToggleLabel).toBe('Ver menos');
    function view(overrides: Partial<CatalogState> = {}) {
      return catalogView(list, state(overrides));
    }
  });

  it('narrows the models to the selected brands and keeps a stale chosen model listed', () => {
    const view = catalogView(
      [
        vehicle({ idAuto: 1, marca: 'Kia', modelo: 'Rio' }),
        vehicle({ idAuto: 2, marca: 'BMW', modelo: 'X1' }),
      ],
      state({ filters: filters({ marca: ['Kia'], modelo: ['Picanto'] }) }),
    );
    expect(view.options.modelo.map((option) => option.label)).toEqual(['Rio', 'Picanto']);
  });

  it('marks the popular search whose rule is applied', () => {
    const applied = reduceCatalog(
      state(),
      { type: 'popularSearch', id: 'nuevos' },
      {
        options: catalogOptions(list),
        bounds: filterBounds(list),
      },
    );
    const view = catalogView(list, applied);
    expect(view.popularSearches.filter((search) => search.selected).map((search) => search.id)).toEqual([
      'nuevos',
    ]);
    expect(view.sliders.anio.quickRanges[0]).toMatchObject({ label: '2020+', selected: true });
  });

  it('shows the empty state numbers with no results', () => {
    const view = catalogView(list, state({ term: 'ferrari' }));
    expect(view).toMatchObject({ total: 0, results: [], page: 1, totalPages: 1 });
  });

  it('works on an empty list with the fallback bounds', () => {
    const view = catalogView([], state());
    expect(view.sliders.anio).toMatchObject({ min: 1990, max: 2025 });
    expect(view.sliders.precio).toMatchObject({ min: 0, max: 999_999 + 1 });
  });

  it.each([
    ['precio', [10_000, 20_000], '10K-20K'],
    ['precio', [12_500, null], '12.5K+'],
    ['anio', [null, 2009], '≤ 2009'],
    ['kilometraje', [0, 500], '0-500'],
  ] as const)('range badge of %s %j reads %j', (range, ends, badge) => {
    expect(rangeBadge(range, ends)).toBe(badge);
  });
});

describe('catalogue properties', () => {
  const optionAction = fc.oneof(
    ...OPTION_GROUPS.filter((group) => group !== 'swPiso').map((group) =>
      fc
        .constantFrom(...POOLS[group])
        .map((value): CatalogAction => ({ type: 'toggleOption', group, value })),
    ),
    fc
      .constantFrom(0, 1, 2)
      .map((value): CatalogAction => ({ type: 'toggleOption', group: 'swPiso', value })),
  );

  it('adding a filter never increases the count', () => {
    fc.assert(
      fc.property(
        vehiclesArbitrary(),
        filterSetArbitrary,
        termArbitrary,
        optionAction,
        (cars, set, term, add) => {
          if (add.type !== 'toggleOption') return;
          const before = { ...state({ term }), filters: set };
          if ((set[add.group] as (string | number)[]).length === 0) {
            // Starting a group restricts; widening a started group with another value may add cars.
            const context = { options: catalogOptions(cars), bounds: filterBounds(cars) };
            const after = reduceCatalog(before, add, context);
            // Choosing a brand drops the selected models that are not its own (spec 000 §4), which
            // may widen: compare with the same filters without those models.
            const comparable = { ...before, filters: { ...set, modelo: after.filters.modelo } };
            expect(catalogView(cars, after).total).toBeLessThanOrEqual(catalogView(cars, comparable).total);
          }
          for (const key of ['swFacturable', 'swTresFilas'] as const) {
            const withBoolean = { ...before, filters: { ...set, [key]: true } };
            expect(catalogView(cars, withBoolean).total).toBeLessThanOrEqual(catalogView(cars, before).total);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('narrowing a range never increases the count', () => {
    fc.assert(
      fc.property(
        vehiclesArbitrary(),
        filterSetArbitrary,
        fc.integer({ min: 0, max: 100_000 }),
        (cars, set, cut) => {
          const before = state({ filters: set });
          const narrowed = state({ filters: { ...set, precioMin: Math.max(set.precioMin ?? 0, cut) } });
          expect(catalogView(cars, narrowed).total).toBeLessThanOrEqual(catalogView(cars, before).total);
        },
      ),
    );
  });

  it('the page equals filtering, sorting and slicing step by step', () => {
    fc.assert(
      fc.property(
        vehiclesArbitrary(60),
        filterSetArbitrary,
        termArbitrary,
        fc.constantFrom(null, 1, 2, 3, 4 as const),
        fc.integer({ min: 1, max: 5 }),
        (cars, set, term, sort, page) => {
          const view = catalogView(cars, state({ term, filters: set, sort, page }));
          const expected = sortVehicles(filterVehicles(cars, set, term), sort);
          expect(view.total).toBe(expected.length);
          expect(view.results).toEqual(pageSlice(expected, page));
        },
      ),
    );
  });

  it('clear-all restores the full list', () => {
    fc.assert(
      fc.property(vehiclesArbitrary(), filterSetArbitrary, termArbitrary, (cars, set, term) => {
        const context = { options: catalogOptions(cars), bounds: filterBounds(cars) };
        const cleared = reduceCatalog(
          state({ term, filters: set, sort: 3, page: 2 }),
          { type: 'clearAll' },
          context,
        );
        const view = catalogView(cars, cleared);
        expect(view.total).toBe(cars.length);
        expect(view.results).toEqual(cars.slice(0, 15));
        expect(view.filtersActive).toBe(false);
      }),
    );
  });

  it('without an active filter or a term, every car is listed', () => {
    fc.assert(
      fc.property(vehiclesArbitrary(), (cars) => {
        const bounds = filterBounds(cars);
        const atBounds = filters({
          precioMin: bounds.precio.min,
          precioMax: bounds.precio.max,
          anioMin: bounds.anio.min,
          kilometrajeMax: bounds.kilometraje.max,
        });
        const view = catalogView(cars, state({ filters: atBounds }));
        expect(view.filtersActive).toBe(false);
        expect(view.total).toBe(cars.length);
      }),
    );
  });
});
