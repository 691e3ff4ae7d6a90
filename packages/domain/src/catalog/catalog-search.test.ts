import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeText, searchWords } from './catalog-search';
import { vehicle } from './testing/vehicle-fixtures';

const car = vehicle({
  marca: 'Hyundai',
  modelo: 'Santa Fe',
  version: 'Limited 2.2 TD',
  color: 'Plata',
  anioFabricacion: 2018,
  tag: '#MP0042',
  carroceria: 'SUV',
  combustible: 'Diésel',
});

describe('searchWords (spec 000 §5: split on spaces)', () => {
  it.each([
    ['', []],
    ['   ', []],
    ['Santa Fe', ['santa', 'fe']],
    ['  santa   fe  ', ['santa', 'fe']],
    ['CAMIÓN', ['camion']],
  ])('%j → %j', (term, words) => {
    expect(searchWords(term)).toEqual(words);
  });

  it('normalizes case and accents alike', () => {
    expect(normalizeText('ÁÉÍÓÚ Ññ Ü')).toBe('aeiou nn u');
  });
});

describe('matchesSearch (spec 000 §5: every word in marca, modelo, version, color, anioFabricacion or tag)', () => {
  it.each([
    ['blank term matches every car', '', true],
    ['brand', 'hyundai', true],
    ['model, upper case', 'SANTA', true],
    ['version', 'limited', true],
    ['colour', 'plata', true],
    ['year', '2018', true],
    ['part of the year', '201', true],
    ['tag with its #', '#mp0042', true],
    ['tag without its #', 'mp0042', true],
    ['words from several fields', 'hyundai plata 2018', true],
    ['words in any order', '2018 fe santa', true],
    ['part of a word', 'yund', true],
    ['one word missing fails', 'hyundai rojo', false],
    ['body type is not a search field', 'suv', false],
    ['fuel is not a search field', 'diesel', false],
    ['a word cannot span two fields', 'hyundaisanta', false],
    ['accents are ignored in the term', 'plátá', true],
  ])('%s: %j → %s', (_, term, expected) => {
    expect(matchesSearch(car, term)).toBe(expected);
  });

  it('accents in the data are ignored too', () => {
    expect(matchesSearch(vehicle({ color: 'Marrón' }), 'marron')).toBe(true);
  });

  it('missing version, colour and tag match nothing but do not fail the other fields', () => {
    const bare = vehicle({ version: null, color: null, tag: null });
    expect(matchesSearch(bare, 'toyota')).toBe(true);
    expect(matchesSearch(bare, 'null')).toBe(false);
  });
});
