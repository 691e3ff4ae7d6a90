import { clampPage, pageCount, pageWindow } from './page-window';

/**
 * The paging of the staff lists (decision 0020): a page size, at most `maxLinks` consecutive page
 * links rotating around the current page, and no ellipses (spec 001 §2.1, §2.7, §2.8: first/last and
 * previous/next links stand beside them).
 */
export interface Paging {
  readonly pageSize: number;
  readonly maxLinks: number;
}

export interface PageInfo {
  /** The page shown, within 1..totalPages. */
  readonly page: number;
  readonly totalPages: number;
  /** 1-based position of the first and last item shown ("(from - to de total)"); 0 and 0 when empty. */
  readonly from: number;
  readonly to: number;
  readonly total: number;
  /** The page links: up to maxLinks consecutive pages around the current one. */
  readonly links: number[];
  /** The paginator shows only when the total exceeds the page size. */
  readonly paginated: boolean;
}

export interface ListPage<T> extends PageInfo {
  readonly items: T[];
}

/** Up to maxLinks consecutive page numbers with the current one in the middle where possible. */
export function pageLinks(page: number, totalPages: number, maxLinks: number): number[] {
  return pageWindow(page, totalPages, maxLinks).flatMap((item) => (item.type === 'page' ? [item.page] : []));
}

/** Where a page stands in a list of `total` items (a list paged by the server, or by listPage). */
export function pageInfo(total: number, requestedPage: number, { pageSize, maxLinks }: Paging): PageInfo {
  const totalPages = pageCount(total, pageSize);
  const page = clampPage(requestedPage, totalPages);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  return {
    page,
    totalPages,
    from,
    to: Math.min(page * pageSize, total),
    total,
    links: pageLinks(page, totalPages, maxLinks),
    paginated: total > pageSize,
  };
}

/** One page of a list loaded whole and paged in the browser. */
export function listPage<T>(items: readonly T[], requestedPage: number, paging: Paging): ListPage<T> {
  const info = pageInfo(items.length, requestedPage, paging);
  return { ...info, items: info.from === 0 ? [] : items.slice(info.from - 1, info.to) };
}
