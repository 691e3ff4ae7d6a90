import { describe, expect, it } from 'vitest';
import {
  canonicalCompareQuery,
  compareRows,
  compareUrl,
  parseCompareIds,
  parseIdList,
  rowsByLabel,
} from './compare';
import { selectionQuerySchema } from './selection.schema';

describe('parseCompareIds', () => {
  it.each([
    ['12,34', { kind: 'ok', ids: [12, 34] }],
    ['56, 12 ,34', { kind: 'ok', ids: [12, 34, 56] }],
    ['34,12,34', { kind: 'ok', ids: [12, 34] }],
    ['12', { kind: 'tooFew' }],
    ['12,12', { kind: 'tooFew' }],
    ['', { kind: 'tooFew' }],
    [null, { kind: 'tooFew' }],
    ['12,abc', { kind: 'invalid' }],
    ['12,-3', { kind: 'invalid' }],
    ['0,12', { kind: 'invalid' }],
    ['12,1e3', { kind: 'invalid' }],
    ['12,9999999999', { kind: 'invalid' }],
    ['9,8,7,6', { kind: 'tooMany', ids: [7, 8, 9] }],
  ])('%j → %j', (raw, expected) => {
    expect(parseCompareIds(raw)).toEqual(expected);
  });
});

describe('canonical URLs', () => {
  it('sorts the ids so one set of cars has one URL', () => {
    expect(compareUrl([56, 12, 34])).toBe('/comparar?autos=12,34,56');
    expect(canonicalCompareQuery(new URLSearchParams('autos=34,12&utm=x')).toString()).toBe('autos=12%2C34');
    expect(canonicalCompareQuery(new URLSearchParams('utm=x')).toString()).toBe('');
    // An invalid list keeps its text: the page says it is not valid, it is not another page's URL.
    expect(canonicalCompareQuery(new URLSearchParams('autos=1,x')).get('autos')).toBe('1,x');
  });
});

describe('compareRows', () => {
  it('marks the rows whose values differ, an unknown value counting as one', () => {
    const rows = compareRows([
      { label: 'Año', values: ['2019', '2019', '2019'] },
      { label: 'Color', values: ['Rojo', 'Azul', 'Rojo'] },
      { label: 'Puertas', values: ['5', null, '5'] },
      { label: 'VIN', values: [null, null, null] },
    ]);
    expect(rows.map((row) => [row.label, row.differ])).toEqual([
      ['Año', false],
      ['Color', true],
      ['Puertas', true],
      ['VIN', false],
    ]);
  });

  it('transposes each car’s facts into one row per label', () => {
    expect(
      rowsByLabel([
        [
          { label: 'Año', value: '2019' },
          { label: 'Color', value: null },
        ],
        [
          { label: 'Año', value: '2020' },
          { label: 'Color', value: 'Azul' },
        ],
      ]),
    ).toEqual([
      { label: 'Año', values: ['2019', '2020'] },
      { label: 'Color', values: [null, 'Azul'] },
    ]);
  });
});

describe('selection query', () => {
  it('reads up to 30 distinct ids and refuses anything else with a Spanish message', () => {
    expect(parseIdList('3,1,3')).toEqual([3, 1]);
    expect(selectionQuerySchema.parse({ autos: '3,1,3' }).autos).toEqual([3, 1]);
    const many = Array.from({ length: 31 }, (_, index) => index + 1).join(',');
    expect(selectionQuerySchema.safeParse({ autos: many }).error?.issues[0]?.message).toBe(
      'Puedes consultar hasta 30 autos a la vez.',
    );
    expect(selectionQuerySchema.safeParse({ autos: 'a' }).error?.issues[0]?.message).toMatch(/números/);
    expect(selectionQuerySchema.safeParse({ autos: '' }).success).toBe(false);
  });
});
