import { initialCatalogState } from '../catalog/catalog-state';
import { catalogSearch } from '../catalog/catalog-url';
import { emptyFilterSet, type FilterSet } from '../catalog/filter-set';
import { type PopularSearchId, popularSearchFilters } from '../catalog/quick-filters';

const CATALOG_PATH = '/compra-tu-auto';

function catalogHref(filters: FilterSet): string {
  return `${CATALOG_PATH}${catalogSearch({ ...initialCatalogState(), filters })}`;
}

/** The catalogue with a popular search applied, exactly as its own button applies it (spec 000 §9). */
export function popularSearchHref(id: PopularSearchId): string {
  return catalogHref(popularSearchFilters(id));
}

/** The catalogue filtered to one brand. */
export function brandHref(marca: string): string {
  return catalogHref({ ...emptyFilterSet(), marca: [marca] });
}
