/** Spec 000 §9: 15 cars per page and at most 5 page links, rotating around the current page. */
export const PAGE_SIZE = 15;
export const MAX_PAGE_LINKS = 5;

export type PageWindowItem =
  | { type: 'page'; page: number; current: boolean }
  | { type: 'ellipsis'; position: 'start' | 'end' };

/** At least one page, so an empty result still reads 'página 1 de 1'. */
export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page number within 1..totalPages (anything not a number becomes page 1). */
export function clampPage(page: number, totalPages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, totalPages));
}

export function pageSlice<T>(items: readonly T[], page: number, pageSize = PAGE_SIZE): T[] {
  const start = (clampPage(page, pageCount(items.length, pageSize)) - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/**
 * The links of the paginator: up to `maxLinks` consecutive pages with the current one in the middle
 * where possible (rotating), and an ellipsis on a side with more pages beyond it. No first/last links.
 */
export function pageWindow(current: number, totalPages: number, maxLinks = MAX_PAGE_LINKS): PageWindowItem[] {
  const total = Math.max(1, Math.trunc(totalPages));
  const page = clampPage(current, total);
  const size = Math.min(Math.max(1, maxLinks), total);
  const start = Math.min(Math.max(1, page - Math.floor((size - 1) / 2)), total - size + 1);
  const end = start + size - 1;
  const items: PageWindowItem[] = [];
  if (start > 1) items.push({ type: 'ellipsis', position: 'start' });
  for (let number = start; number <= end; number++) {
    items.push({ type: 'page', page: number, current: number === page });
  }
  if (end < total) items.push({ type: 'ellipsis', position: 'end' });
  return items;
}
