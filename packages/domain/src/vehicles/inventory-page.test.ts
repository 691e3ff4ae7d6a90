import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVENTORY_MAX_PAGE_LINKS, INVENTORY_PAGE_SIZE, inventoryPage } from './inventory-page';

const list = (length: number) => Array.from({ length }, (_, index) => index + 1);

describe('inventoryPage (spec 001 §2.1, §9)', () => {
  it('shows 12 vehicles per page and at most 5 page links', () => {
    expect(INVENTORY_PAGE_SIZE).toBe(12);
    expect(INVENTORY_MAX_PAGE_LINKS).toBe(5);
  });

  it.each([
    [0, false],
    [1, false],
    [12, false],
    [13, true],
    [100, true],
  ])('%i vehicles → paginated %s (only when the total exceeds the page size)', (total, paginated) => {
    expect(inventoryPage(list(total), 1).paginated).toBe(paginated);
  });

  it.each([
    // total, requested page, page, from, to, links
    [0, 1, 1, 0, 0, [1]],
    [5, 1, 1, 1, 5, [1]],
    [13, 2, 2, 13, 13, [1, 2]],
    [30, 3, 3, 25, 30, [1, 2, 3]],
    [100, 1, 1, 1, 12, [1, 2, 3, 4, 5]],
    [100, 5, 5, 49, 60, [3, 4, 5, 6, 7]],
    [100, 9, 9, 97, 100, [5, 6, 7, 8, 9]],
    [100, 42, 9, 97, 100, [5, 6, 7, 8, 9]],
    [100, 0, 1, 1, 12, [1, 2, 3, 4, 5]],
  ])('%i vehicles, page %i → page %i, %i - %i, links %j', (total, requested, page, from, to, links) => {
    const result = inventoryPage(list(total), requested);
    expect(result).toMatchObject({ page, from, to, links, total });
    expect(result.items).toEqual(list(total).slice(from === 0 ? 0 : from - 1, to));
  });

  it('never shows ellipses, more than 5 links, or a page outside the list; the current page is linked', () => {
    fc.assert(
      fc.property(fc.nat(400), fc.integer({ min: -5, max: 60 }), (total, requested) => {
        const result = inventoryPage(list(total), requested);
        expect(result.links.length).toBeLessThanOrEqual(5);
        expect(result.links).toContain(result.page);
        for (const link of result.links) {
          expect(link).toBeGreaterThanOrEqual(1);
          expect(link).toBeLessThanOrEqual(result.totalPages);
        }
        expect(result.items.length).toBeLessThanOrEqual(INVENTORY_PAGE_SIZE);
        expect(result.items.length).toBe(result.to === 0 ? 0 : result.to - result.from + 1);
      }),
    );
  });
});
