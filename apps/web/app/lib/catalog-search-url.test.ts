import { describe, expect, it } from 'vitest';
import { catalogSearchUrl } from './catalog-search-url';

describe('catalogSearchUrl', () => {
  it('trims the term and carries it to the catalogue', () => {
    expect(catalogSearchUrl('  Toyota RAV4 ')).toBe('/compra-tu-auto?q=Toyota+RAV4');
  });

  it.each(['', '   ', '\t'])('does nothing for the blank term %j', (term) => {
    expect(catalogSearchUrl(term)).toBeNull();
  });
});
