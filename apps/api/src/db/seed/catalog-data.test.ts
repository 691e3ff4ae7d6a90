import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog-data';

/** Lower case, without accents, spaces or hyphens: 'Mazda3', 'mazda 3' and 'MAZDA-3' compare alike. */
const squash = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^\p{Letter}\p{Number}]/gu, '')
    .toLowerCase();

describe('demo catalogue of brands and models', () => {
  // Cards and titles read `${marca} ${modelo}`: a model named with its brand shows 'Mazda Mazda 3'.
  it('never starts a model with its brand', () => {
    const repeated = CATALOG.flatMap((brand) =>
      brand.modelos
        .filter((spec) => squash(spec.modelo).startsWith(squash(brand.marca)))
        .map((spec) => `${brand.marca} ${spec.modelo}`),
    );
    expect(repeated).toEqual([]);
  });

  it('names every model once per brand', () => {
    for (const brand of CATALOG) {
      const names = brand.modelos.map((spec) => squash(spec.modelo));
      expect(new Set(names).size, brand.marca).toBe(names.length);
    }
  });
});
