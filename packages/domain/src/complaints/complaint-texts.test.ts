import { describe, expect, it } from 'vitest';
import { lookupDocumentHint, onBehalfOf, sheetAddressee, textOverBy } from './complaint-texts';

const adult = { nombreCompleto: 'Rosa Quispe', menorEdad: false, apoderado: null };
const minor = { nombreCompleto: 'Lucía Quispe', menorEdad: true, apoderado: 'Juan Quispe' };

describe('who a sheet speaks to', () => {
  it('is the consumer, or for a minor the guardian who filed it', () => {
    expect(sheetAddressee(adult)).toBe('Rosa Quispe');
    expect(sheetAddressee(minor)).toBe('Juan Quispe');
    expect(onBehalfOf(adult)).toBe('');
    expect(onBehalfOf(minor)).toBe(' en nombre de Lucía Quispe (menor de edad)');
    expect(lookupDocumentHint(adult)).toBe('tu documento');
    expect(lookupDocumentHint(minor)).toBe('tu documento o el del menor');
  });
});

describe('textOverBy', () => {
  it.each<[number, string | undefined]>([
    [0, undefined],
    [3000, undefined],
    [3001, 'Máximo 3000 caracteres: te sobra 1 carácter. Acórtalo para enviar la hoja.'],
    [3074, 'Máximo 3000 caracteres: te sobran 74 caracteres. Acórtalo para enviar la hoja.'],
  ])('%d characters → %s', (length, expected) => {
    expect(textOverBy(length, 3000)).toBe(expected);
  });
});
