import { describe, expect, it } from 'vitest';
import { buyerClientForm, splitFullName } from './lead-buyer';

describe('splitFullName', () => {
  it.each([
    ['Lucía Torres', 'Lucía', 'Torres'],
    ['Lucía Torres Quispe', 'Lucía', 'Torres Quispe'],
    ['María del Pilar Torres Quispe', 'María del Pilar', 'Torres Quispe'],
    ['  Ana   Pérez  ', 'Ana', 'Pérez'],
    ['Cher', 'Cher', ''],
  ])('%s → %s / %s', (name, nombres, apellidos) => {
    expect(splitFullName(name)).toEqual({ nombres, apellidos });
  });
});

describe('buyerClientForm', () => {
  it('is a valid client form with the lead contact data', () => {
    expect(
      buyerClientForm({
        nombreCompleto: 'Lucía Torres Quispe',
        dni: '45678912',
        correo: 'lucia@correo.pe',
        celular: '987654321',
      }),
    ).toEqual({
      nombres: 'Lucía',
      apellidos: 'Torres Quispe',
      dni: '45678912',
      ruc: null,
      correo: 'lucia@correo.pe',
      celular: '987654321',
      direccion: null,
      estado: true,
    });
  });

  it('gives a one-word name the surname the form requires', () => {
    const form = buyerClientForm({
      nombreCompleto: 'Cher',
      dni: '45678912',
      correo: 'c@c.pe',
      celular: '987654321',
    });
    expect(form.apellidos).toBe('-');
  });
});
