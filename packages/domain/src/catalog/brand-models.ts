import type { CatalogOptions } from './catalog-options';
import { compareText } from './catalog-options';
import type { FilterSet } from './filter-set';

/** Spec 000 §9: brands visible before 'Ver todas las marcas'. */
export const VISIBLE_BRANDS = 8;

/** Spec 000 §4: with brands selected, the model list holds only their models; with none, every model. */
export function modelOptions(options: CatalogOptions, brands: readonly string[]): string[] {
  if (brands.length === 0) return options.modelo;
  const models = new Set<string>();
  for (const brand of brands) {
    for (const model of options.modelsByBrand.get(brand) ?? []) models.add(model);
  }
  return [...models].sort(compareText);
}

/** Sets the brands and drops the selected models that no longer apply (spec 000 §4). */
export function withBrands(filters: FilterSet, brands: string[], options: CatalogOptions): FilterSet {
  const available = new Set(modelOptions(options, brands));
  return { ...filters, marca: brands, modelo: filters.modelo.filter((model) => available.has(model)) };
}

/**
 * The brands the group lists: the first 8, or all when expanded. A selected brand stays visible while
 * collapsed, so a filter is never hidden in a closed list.
 */
export function visibleBrands(
  brands: readonly string[],
  showAll: boolean,
  selected: readonly string[],
): string[] {
  if (showAll || brands.length <= VISIBLE_BRANDS) return [...brands];
  const chosen = new Set(selected);
  return brands.filter((brand, index) => index < VISIBLE_BRANDS || chosen.has(brand));
}

/** 'Ver todas las marcas (n)' while collapsed and more exist, 'Ver menos' when expanded; null otherwise. */
export function brandToggleLabel(totalBrands: number, showAll: boolean): string | null {
  if (totalBrands <= VISIBLE_BRANDS) return null;
  return showAll ? 'Ver menos' : `Ver todas las marcas (${totalBrands})`;
}
