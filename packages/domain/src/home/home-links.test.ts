import { describe, expect, it } from 'vitest';
import { catalogStateFromSearchParams } from '../catalog/catalog-url';
import { popularSearchFilters } from '../catalog/quick-filters';
import { brandHref, popularSearchHref } from './home-links';

function stateOf(href: string) {
  const url = new URL(href, 'https://motorplaza.pe');
  expect(url.pathname).toBe('/compra-tu-auto');
  return catalogStateFromSearchParams(url.searchParams);
}

describe('home links into the catalogue', () => {
  it.each(['sedanes', 'suvs', 'nuevos', 'economicos'] as const)(
    'the %s popular search opens the catalogue with its own filters',
    (id) => {
      expect(stateOf(popularSearchHref(id)).filters).toEqual(popularSearchFilters(id));
    },
  );

  it('a brand opens the catalogue filtered to that brand only', () => {
    const state = stateOf(brandHref('Mercedes-Benz'));
    expect(state.filters.marca).toEqual(['Mercedes-Benz']);
    expect(state.term).toBe('');
  });

  it('writes readable links', () => {
    expect(popularSearchHref('sedanes')).toBe('/compra-tu-auto?carroceria=Sed%C3%A1n');
    expect(popularSearchHref('economicos')).toBe('/compra-tu-auto?precio=0-20000');
  });
});
