import { type ListPage, listPage, type Paging } from '../shared/list-page';

/** Spec 001 §9: 12 vehicles per page and at most 5 page links in the inventory. */
export const INVENTORY_PAGE_SIZE = 12;
export const INVENTORY_MAX_PAGE_LINKS = 5;
export const INVENTORY_PAGING: Paging = { pageSize: INVENTORY_PAGE_SIZE, maxLinks: INVENTORY_MAX_PAGE_LINKS };

/** One page of the inventory grid (the list is loaded whole and paged in the browser). */
export function inventoryPage<T>(items: readonly T[], requestedPage: number): ListPage<T> {
  return listPage(items, requestedPage, INVENTORY_PAGING);
}
