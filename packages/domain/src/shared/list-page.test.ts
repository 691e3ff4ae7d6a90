import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listPage, pageInfo, pageLinks } from './list-page';

const list = (length: number) => Array.from({ length }, (_, index) => index + 1);

describe('pageLinks (decision 0020)', () => {
  it.each([
    // page, total pages, max links, links
    [1, 1, 4, [1]],
    [1, 9, 4, [1, 2, 3, 4]],
    [5, 9, 4, [4, 5, 6, 7]],
    [9, 9, 4, [6, 7, 8, 9]],
    [5, 9, 5, [3, 4, 5, 6, 7]],
    [2, 3, 4, [1, 2, 3]],
  ])('page %i of %i, at most %i links → %j', (page, totalPages, maxLinks, links) => {
    expect(pageLinks(page, totalPages, maxLinks)).toEqual(links);
  });
});

describe('pageInfo of a list paged by the server (spec 001 §2.7: 15 a page, 4 links)', () => {
  const paging = { pageSize: 15, maxLinks: 4 };
  it.each([
    // total, requested, page, from, to, links, paginated
    [0, 1, 1, 0, 0, [1], false],
    [15, 1, 1, 1, 15, [1], false],
    [16, 2, 2, 16, 16, [1, 2], true],
    [200, 7, 7, 91, 105, [6, 7, 8, 9], true],
    [200, 99, 14, 196, 200, [11, 12, 13, 14], true],
  ])(
    '%i items, page %i → page %i, %i - %i, links %j',
    (total, requested, page, from, to, links, paginated) => {
      expect(pageInfo(total, requested, paging)).toMatchObject({ page, from, to, links, paginated, total });
    },
  );
});

describe('listPage', () => {
  it('never shows more than maxLinks links, a page outside the list, or more than a page of items', () => {
    fc.assert(
      fc.property(
        fc.nat(300),
        fc.integer({ min: -5, max: 60 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 7 }),
        (total, requested, pageSize, maxLinks) => {
          const result = listPage(list(total), requested, { pageSize, maxLinks });
          expect(result.links.length).toBeLessThanOrEqual(maxLinks);
          expect(result.links).toContain(result.page);
          for (const link of result.links) {
            expect(link).toBeGreaterThanOrEqual(1);
            expect(link).toBeLessThanOrEqual(result.totalPages);
          }
          expect(result.items.length).toBeLessThanOrEqual(pageSize);
          expect(result.items).toEqual(list(total).slice(result.from === 0 ? 0 : result.from - 1, result.to));
          expect(result.paginated).toBe(total > pageSize);
        },
      ),
    );
  });
});
