import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialCatalogState } from './catalog-state';
import {
  catalogSearch,
  catalogStateFromSearchParams,
  catalogStateToSearchParams,
  parseRangeParam,
} from './catalog-url';
import { filters, urlStateArbitrary } from './testing/vehicle-fixtures';

const parse = (query: string) => catalogStateFromSearchParams(new URLSearchParams(query));

describe('catalogue state in the URL', () => {
  it('writes short readable keys and leaves defaults out', () => {
    const state = {
      ...initialCatalogState(),
      term: 'corolla blanco',
      filters: filters({
        marca: ['Toyota', 'Kia'],
        swPiso: [1, 0],
        carroceria: ['Sedán'],
        precioMin: 10_000,
        precioMax: 20_000,
        anioMax: 2009,
        kilometrajeMin: 80_000,
        swFacturable: true,
        swTresFilas: true,
      }),
      sort: 4 as const,
      page: 2,
      view: 'list' as const,
    };
    expect(decodeURIComponent(catalogSearch(state))).toBe(
      '?q=corolla+blanco&tienda=san-isidro&tienda=previa-cita&marca=Toyota&marca=Kia&carroceria=Sedán' +
        '&precio=10000-20000&anio=-2009&km=80000-&facturable=1&tres-filas=1&orden=menor-precio&pagina=2&vista=lista',
    );
    expect(catalogSearch(initialCatalogState())).toBe('');
  });

  it('reads what it writes', () => {
    const state = parse(
      'q=hilux&marca=Toyota&modelo=Hilux&precio=20000-&orden=recientes&pagina=3&vista=lista',
    );
    expect(state).toEqual({
      ...initialCatalogState(),
      term: 'hilux',
      filters: filters({ marca: ['Toyota'], modelo: ['Hilux'], precioMin: 20_000 }),
      sort: 1,
      page: 3,
      view: 'list',
    });
  });

  it.each([
    ['an unknown store', 'tienda=miraflores', {}],
    ['a repeated value once', 'marca=Kia&marca=Kia', { filters: filters({ marca: ['Kia'] }) }],
    ['an empty value', 'marca=', {}],
    ['an inverted range', 'precio=20000-10000', {}],
    ['a range without numbers', 'precio=-', {}],
    ['a malformed range', 'anio=2015..2019', {}],
    ['a negative range', 'km=-5-10', {}],
    ['a boolean other than 1', 'facturable=si&tres-filas=true', {}],
    ['an unknown sort', 'orden=barato', {}],
    ['page 0', 'pagina=0', {}],
    ['a fractional page', 'pagina=2.5', {}],
    ['a page that is not a number', 'pagina=dos', {}],
    ['an unknown view', 'vista=mosaico', {}],
    ['unknown keys', 'utm_source=facebook', {}],
  ])('ignores %s', (_, query, expected) => {
    expect(parse(query)).toEqual({ ...initialCatalogState(), ...expected });
  });

  it.each([
    ['10000-20000', [10_000, 20_000]],
    ['40000-', [40_000, null]],
    ['-2009', [null, 2009]],
    ['5-5', [5, 5]],
    ['', null],
    ['abc', null],
  ])('parseRangeParam(%j) → %j', (value, expected) => {
    expect(parseRangeParam(value)).toEqual(expected);
  });

  it('round trip: parsing the URL of a state gives the state back', () => {
    fc.assert(
      fc.property(urlStateArbitrary, (state) => {
        expect(catalogStateFromSearchParams(catalogStateToSearchParams(state))).toEqual(state);
      }),
      { numRuns: 500 },
    );
  });

  it('round trip through a real URL string', () => {
    fc.assert(
      fc.property(urlStateArbitrary, (state) => {
        const url = new URL(`https://motorplaza.pe/compra-tu-auto${catalogSearch(state)}`);
        expect(catalogStateFromSearchParams(url.searchParams)).toEqual(state);
      }),
      { numRuns: 200 },
    );
  });
});
