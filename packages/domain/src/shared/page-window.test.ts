import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampPage, PAGE_SIZE, type PageWindowItem, pageCount, pageSlice, pageWindow } from './page-window';

/** '…' for an ellipsis, [n] for the current page. */
const render = (items: PageWindowItem[]) =>
  items
    .map((item) => (item.type === 'ellipsis' ? '…' : item.current ? `[${item.page}]` : String(item.page)))
    .join(' ');

describe('page size and count (spec 000 §9)', () => {
  it('shows 15 cars per page', () => {
    expect(PAGE_SIZE).toBe(15);
  });

  it.each([
    [0, 1],
    [1, 1],
    [15, 1],
    [16, 2],
    [89, 6],
    [150, 10],
  ])('%i cars → %i pages', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });

  it.each([
    [0, 5, 1],
    [-3, 5, 1],
    [3, 5, 3],
    [9, 5, 5],
    [2.7, 5, 2],
    [Number.NaN, 5, 1],
    [4, 0, 1],
  ])('clampPage(%d, %i) → %i', (page, total, expected) => {
    expect(clampPage(page, total)).toBe(expected);
  });

  it('slices one page, the last one shorter', () => {
    const items = Array.from({ length: 32 }, (_, index) => index);
    expect(pageSlice(items, 1)).toEqual(items.slice(0, 15));
    expect(pageSlice(items, 3)).toEqual([30, 31]);
    expect(pageSlice(items, 99)).toEqual([30, 31]);
  });
});

describe('pageWindow (at most 5 links, rotating, with ellipses, no boundary links)', () => {
  it.each([
    [1, 1, '[1]'],
    [1, 3, '[1] 2 3'],
    [2, 5, '1 [2] 3 4 5'],
    [1, 10, '[1] 2 3 4 5 …'],
    [3, 10, '1 2 [3] 4 5 …'],
    [4, 10, '… 2 3 [4] 5 6 …'],
    [6, 10, '… 4 5 [6] 7 8 …'],
    [8, 10, '… 6 7 [8] 9 10'],
    [10, 10, '… 6 7 8 9 [10]'],
    [12, 10, '… 6 7 8 9 [10]'],
    [0, 10, '[1] 2 3 4 5 …'],
  ])('page %i of %i → %s', (page, total, expected) => {
    expect(render(pageWindow(page, total))).toBe(expected);
  });

  it('never shows more than 5 page links and always shows the current page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: -5, max: 600 }), (total, page) => {
        const pages = pageWindow(page, total).filter((item) => item.type === 'page');
        expect(pages.length).toBeLessThanOrEqual(5);
        expect(pages.length).toBe(Math.min(5, total));
        const current = pages.filter((item) => item.current);
        expect(current).toHaveLength(1);
        expect(current[0]?.page).toBe(clampPage(page, total));
        // Consecutive pages, ellipses exactly where pages are left out.
        const numbers = pages.map((item) => item.page);
        expect(numbers).toEqual(numbers.map((_, index) => (numbers[0] ?? 1) + index));
        const items = pageWindow(page, total);
        expect(items[0]?.type === 'ellipsis').toBe((numbers[0] ?? 1) > 1);
        expect(items.at(-1)?.type === 'ellipsis').toBe((numbers.at(-1) ?? 1) < total);
      }),
    );
  });
});
