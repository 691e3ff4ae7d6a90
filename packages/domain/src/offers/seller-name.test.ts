import { describe, expect, it } from 'vitest';
import { splitFullName } from './seller-name';

describe('splitFullName', () => {
  it.each([
    ['Rosa María Quispe Mamani', 'Rosa María', 'Quispe Mamani'],
    ['Rosa Quispe Mamani', 'Rosa', 'Quispe Mamani'],
    ['Rosa Quispe', 'Rosa', 'Quispe'],
    ['  Rosa   Quispe  ', 'Rosa', 'Quispe'],
    ['Rosa', 'Rosa', ''],
    ['Juan Carlos de la Torre Ugarte', 'Juan Carlos', 'de la Torre Ugarte'],
  ])('%s', (full, nombres, apellidos) => {
    expect(splitFullName(full)).toEqual({ nombres, apellidos });
  });
});
