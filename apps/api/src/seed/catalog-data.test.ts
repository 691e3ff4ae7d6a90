import { describe, expect, it } from 'vitest';
import { CATALOG, trimsFor } from './catalog-data';

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

  // Decision 0006: the generator picks a trim sold in the car's model year; every year it may pick has one.
  it('has a trim for every model year on sale', () => {
    const missing = CATALOG.flatMap((brand) =>
      brand.modelos.flatMap((spec) => {
        const years = Array.from({ length: 31 }, (_, i) => 2000 + i).filter(
          (year) => (spec.desde ?? 0) <= year && year <= (spec.hasta ?? 9999),
        );
        return years
          .filter((year) => trimsFor(spec, year).length === 0)
          .map((year) => `${spec.modelo} ${year}`);
      }),
    );
    expect(missing).toEqual([]);
  });
});
