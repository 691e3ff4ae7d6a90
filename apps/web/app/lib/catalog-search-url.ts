export const CATALOG_PATH = '/compra-tu-auto';
export const SEARCH_PARAM = 'q';

/** Spec 000 §5: the trimmed term must not be empty; null means "do nothing". */
export function catalogSearchUrl(term: string): string | null {
  const trimmed = term.trim();
  return trimmed ? `${CATALOG_PATH}?${new URLSearchParams({ [SEARCH_PARAM]: trimmed })}` : null;
}
