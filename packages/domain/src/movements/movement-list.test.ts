import { describe, expect, it } from 'vitest';
import {
  appliedSearch,
  datesOutOfOrder,
  EMPTY_MOVEMENT_LIST_STATE,
  hasMovementFilters,
  MOVEMENTS_PAGING,
  movementDatesHint,
  movementFilterBadges,
  movementFilterParams,
  movementListSearch,
  movementsSummary,
  parseMovementListState,
} from './movement-list';

const state = (overrides: Partial<typeof EMPTY_MOVEMENT_LIST_STATE>) => ({
  ...EMPTY_MOVEMENT_LIST_STATE,
  ...overrides,
});

describe('movements list state in the URL (spec 001 §2.7, §5)', () => {
  it('pages 15 movements with at most 4 links', () => {
    expect(MOVEMENTS_PAGING).toEqual({ pageSize: 15, maxLinks: 4 });
  });

  it('reads every filter and the page from the query string', () => {
    expect(
      parseMovementListState(
        new URLSearchParams('q=+ana+ini+&idUsuario=3&tipo=sesion&desde=2026-01-01&hasta=2026-01-31&page=4'),
      ),
    ).toEqual({
      q: 'ana ini',
      idUsuario: 3,
      tipo: 'sesion',
      desde: '2026-01-01',
      hasta: '2026-01-31',
      page: 4,
    });
  });

  it.each([
    'idUsuario=0',
    'idUsuario=-2',
    'idUsuario=abc',
    'tipo=nada',
    'desde=ayer',
    'hasta=2026-1-1',
    'page=0',
    'page=1.5',
  ])('drops the malformed %s', (query) => {
    expect(parseMovementListState(new URLSearchParams(query))).toEqual(EMPTY_MOVEMENT_LIST_STATE);
  });

  it.each([
    ['', ''],
    ['  ab ', ''],
    ['ini', 'ini'],
    [' ana  lopez ', 'ana  lopez'],
  ])('applies the search %j only from 3 characters → %j', (q, applied) => {
    expect(appliedSearch(q)).toBe(applied);
  });

  it('writes the filters without the empty ones, and the page only past the first', () => {
    const full = state({ q: 'ini', idUsuario: 3, tipo: 'vehiculo', desde: '2026-01-01', page: 2 });
    expect(movementFilterParams(full).toString()).toBe('q=ini&idUsuario=3&tipo=vehiculo&desde=2026-01-01');
    expect(movementListSearch(full).toString()).toBe(
      'q=ini&idUsuario=3&tipo=vehiculo&desde=2026-01-01&page=2',
    );
    expect(movementListSearch(state({ q: 'ab' })).toString()).toBe('');
    expect(hasMovementFilters(state({ page: 3 }))).toBe(false);
    expect(hasMovementFilters(state({ hasta: '2026-01-01' }))).toBe(true);
  });

  it('round-trips through the query string', () => {
    const full = state({
      q: 'ana ini',
      idUsuario: 3,
      tipo: 'perfil',
      desde: '2026-01-01',
      hasta: '2026-02-01',
      page: 5,
    });
    expect(parseMovementListState(movementListSearch(full))).toEqual(full);
  });

  it('finds a range that ends before it starts', () => {
    expect(datesOutOfOrder({ desde: '2026-02-01', hasta: '2026-01-31' })).toBe(true);
    expect(datesOutOfOrder({ desde: '2026-02-01', hasta: '2026-02-01' })).toBe(false);
    expect(datesOutOfOrder({ desde: '', hasta: '2026-01-31' })).toBe(false);
    expect(movementDatesHint({ desde: '2026-02-01', hasta: '2026-01-31' })).toBe(
      '«Desde» (01/02/2026) es posterior a «Hasta» (31/01/2026): corrige una de las dos fechas para ver los movimientos.',
    );
  });

  it('names each active filter for the "Filtrado por" badges', () => {
    const users = [{ idUsuario: 3, nombre: 'Ana López' }];
    expect(
      movementFilterBadges(
        state({ q: 'ini', idUsuario: 3, tipo: 'sesion', desde: '2026-01-01', hasta: '2026-01-31' }),
        users,
      ),
    ).toEqual(['"ini"', 'Usuario: Ana López', 'Tipo: Sesiones', 'Desde: 01/01/2026', 'Hasta: 31/01/2026']);
    expect(movementFilterBadges(state({ idUsuario: 9, q: 'ab' }), users)).toEqual(['Usuario: #9']);
  });

  it.each([
    [0, 0, 'Mostrando 0 de 0 registros'],
    [1, 1, 'Mostrando 1 de 1 registro'],
    [15, 240, 'Mostrando 15 de 240 registros'],
  ])('summarises %i of %i as %j', (shown, total, text) => {
    expect(movementsSummary(shown, total)).toBe(text);
  });

  it('says "más de" when the API stopped counting at its limit', () => {
    expect(movementsSummary(15, 10_000, false)).toBe('Mostrando 15 de más de 10,000 registros');
  });
});
