import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../shared/page-window';
import { catalogPage } from './catalog-page';
import { type CatalogState, initialCatalogState } from './catalog-state';
import { catalogView, withState } from './catalog-view';
import { filterSetArbitrary, termArbitrary, vehicle, vehiclesArbitrary } from './testing/vehicle-fixtures';

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
const list = Array.from({ length: 200 }, (_, index) =>
  vehicle({ idAuto: index + 1, marca: BRANDS[index % BRANDS.length], modelo: `Modelo ${index % 7}` }),
);

describe('catalogPage', () => {
  it('holds one page of results, whatever the size of the list', () => {
    const page = catalogPage(list, { ...initialCatalogState(), page: 3 });
    expect(page.view.results).toHaveLength(PAGE_SIZE);
    expect(page.view.total).toBe(200);
    expect(page.view.page).toBe(3);
    expect(page.options.marca).toHaveLength(BRANDS.length);
  });

  it('shows a change of filters at once over the view of the state before it', () => {
    const before = catalogPage(list, initialCatalogState());
    const state: CatalogState = {
      ...initialCatalogState(),
      filters: { ...initialCatalogState().filters, marca: ['Kia'], swFacturable: true as const },
    };
    const shown = withState(before.view, before.options.marca, state);
    const after = catalogView(list, state);
    expect(shown.options.marca.find((option) => option.value === 'Kia')?.selected).toBe(true);
    expect(shown.booleans.swFacturable.selected).toBe(true);
    expect(shown.chips).toEqual(after.chips);
    expect(shown.badges).toEqual(after.badges);
    // The results and counts stay those of the view before until the new one arrives.
    expect(shown.total).toBe(before.view.total);
  });

  it('is collapsed (the brand toggle is not in the URL)', () => {
    const page = catalogPage(list, { ...initialCatalogState(), showAllBrands: true });
    expect(page.view.visibleBrands).toHaveLength(8);
    expect(page.view.brandToggleLabel).toBe('Ver todas las marcas (10)');
  });

  it('with the state laid over, equals the view of the browser for any state', () => {
    fc.assert(
      fc.property(
        vehiclesArbitrary(),
        filterSetArbitrary,
        termArbitrary,
        fc.boolean(),
        fc.integer({ min: 1, max: 4 }),
        (vehicles, filters, term, showAllBrands, pageNumber) => {
          const state = { ...initialCatalogState(), filters, term, page: pageNumber, showAllBrands };
          const { view, options } = catalogPage(vehicles, state);
          expect(withState(view, options.marca, state)).toEqual(catalogView(vehicles, state));
        },
      ),
      { numRuns: 200 },
    );
  });
});
