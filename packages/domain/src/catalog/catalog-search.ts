import type { CatalogVehicle } from './catalog-vehicle.schema';

/**
 * Lower case without diacritics, so 'Diésel', 'DIESEL' and 'diesel' compare equal: Peruvian visitors
 * often type without accents (docs/decisions/0008). Ñ becomes n as well.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Spec 000 §5: the term is split on spaces; blank words are ignored. */
export function searchWords(term: string): string[] {
  const normalized = normalizeText(term).trim();
  return normalized === '' ? [] : normalized.split(/\s+/);
}

/**
 * The searchable fields of a car (spec 000 §5: marca, modelo, version, color, anioFabricacion, tag),
 * normalized and joined by a line break. A word never holds whitespace, so it cannot match across two
 * fields: it must appear inside one of them.
 */
export function searchHaystack(vehicle: CatalogVehicle): string {
  return normalizeText(
    [
      vehicle.marca,
      vehicle.modelo,
      vehicle.version ?? '',
      vehicle.color ?? '',
      String(vehicle.anioFabricacion),
      vehicle.tag ?? '',
    ].join('\n'),
  );
}

/** Every word must appear in the haystack (words from `searchWords`). */
export function haystackMatches(haystack: string, words: readonly string[]): boolean {
  for (const word of words) {
    if (!haystack.includes(word)) return false;
  }
  return true;
}

export function matchesSearch(vehicle: CatalogVehicle, term: string): boolean {
  return haystackMatches(searchHaystack(vehicle), searchWords(term));
}

const haystackCache = new WeakMap<readonly CatalogVehicle[], readonly string[]>();

/** Haystacks of a whole list, built once per list (the list is immutable once loaded). */
export function searchHaystacks(vehicles: readonly CatalogVehicle[]): readonly string[] {
  let haystacks = haystackCache.get(vehicles);
  if (!haystacks) {
    haystacks = vehicles.map(searchHaystack);
    haystackCache.set(vehicles, haystacks);
  }
  return haystacks;
}
