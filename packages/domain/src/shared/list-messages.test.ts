import { describe, expect, it } from 'vitest';
import { resultsSummary } from './list-messages';

describe('resultsSummary (spec 001 §2.1)', () => {
  it.each([
    [0, 'Mostrando: 0 resultados'],
    [1, 'Mostrando: 1 resultado'],
    [2, 'Mostrando: 2 resultados'],
    [12, 'Mostrando: 12 resultados'],
    [21, 'Mostrando: 21 resultados'],
  ])('%i → %s', (count, text) => {
    expect(resultsSummary(count)).toBe(text);
  });
});
