import { clampPage, pageCount, pageSlice, pageWindow } from '../catalog/page-window';

/** Spec 001 §9: 12 vehicles per page and at most 5 page links in the inventory. */
export const INVENTORY_PAGE_SIZE = 12;
export const INVENTORY_MAX_PAGE_LINKS = 5;

export interface InventoryPage<T> {
  /** The page shown, within 1..totalPages. */
  readonly page: number;
  readonly totalPages: number;
  readonly items: T[];
  /** 1-based position of the first and last item shown ("(from - to de total)"); 0 and 0 when empty. */
  readonly from: number;
  readonly to: number;
  readonly total: number;
  /**
   * The page links: up to 5 consecutive pages around the current one. Spec 001 §2.1 asks for no
   * ellipses; the first/last (boundary) and previous/next links stand beside them.
   */
  readonly links: number[];
  /** Spec 001 §2.1: the paginator shows only when the total exceeds the page size. */
  readonly paginated: boolean;
}

/** One page of the inventory grid (the list is loaded whole and paged in the browser). */
export function inventoryPage<T>(items: readonly T[], requestedPage: number): InventoryPage<T> {
  const total = items.length;
  const totalPages = pageCount(total, INVENTORY_PAGE_SIZE);
  const page = clampPage(requestedPage, totalPages);
  const slice = pageSlice(items, page, INVENTORY_PAGE_SIZE);
  const from = total === 0 ? 0 : (page - 1) * INVENTORY_PAGE_SIZE + 1;
  const links = pageWindow(page, totalPages, INVENTORY_MAX_PAGE_LINKS).flatMap((item) =>
    item.type === 'page' ? [item.page] : [],
  );
  return {
    page,
    totalPages,
    items: slice,
    from,
    to: from === 0 ? 0 : from + slice.length - 1,
    total,
    links,
    paginated: total > INVENTORY_PAGE_SIZE,
  };
}
