import { type CatalogOptions, catalogOptions } from './catalog-options';
import type { CatalogState } from './catalog-state';
import type { CatalogVehicle } from './catalog-vehicle.schema';
import { type CatalogView, catalogView } from './catalog-view';

/**
 * What the catalogue screen needs for one URL without the whole list (decision 0030): the view of
 * the state (the page of results, facet counts, slider bounds, chips) and the options the panel's
 * transitions read (brand → models). The server answers it from its in-memory list; its size grows
 * with the page and the number of distinct options, not with the inventory.
 */
export interface CatalogPageData {
  view: CatalogView;
  options: CatalogOptions;
}

export function catalogPage(vehicles: readonly CatalogVehicle[], state: CatalogState): CatalogPageData {
  return {
    // 'Ver todas las marcas' is a display toggle, not in the URL: a page starts collapsed.
    view: catalogView(vehicles, { ...state, showAllBrands: false }),
    options: catalogOptions(vehicles),
  };
}
