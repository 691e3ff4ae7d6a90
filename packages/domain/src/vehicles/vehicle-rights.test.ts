import { describe, expect, it } from 'vitest';
import { type CardStatusChange, changesStatus } from './vehicle-rights';

describe('changesStatus: the card never offers the status the vehicle already has', () => {
  it.each<[string, CardStatusChange, boolean]>([
    ['DISPONIBLE', 'VENDIDO', true],
    ['DISPONIBLE', 'NO DISPONIBLE', true],
    ['SELL IN', 'VENDIDO', true],
    ['SELL IN', 'NO DISPONIBLE', true],
    ['VENDIDO', 'VENDIDO', false],
    ['VENDIDO', 'NO DISPONIBLE', true],
    ['NO DISPONIBLE', 'NO DISPONIBLE', false],
    ['NO DISPONIBLE', 'VENDIDO', true],
    ['vendido', 'VENDIDO', false],
    [' No Disponible ', 'NO DISPONIBLE', false],
  ])('%s → %s: %s', (estadoDes, target, expected) => {
    expect(changesStatus(estadoDes, target)).toBe(expected);
  });
});
