import { describe, expect, it } from 'vitest';
import { ROLE_FILTER_OPTIONS, roleBadgeText, userFullName, userStateLabel } from './user-display';

describe('user display (spec 001 §2.8, §6)', () => {
  it.each([
    ['ADMIN', 'ADMIN'],
    ['EJECUTIVO', 'EJECUTIVO'],
    ['ASESOR1', 'ASESOR 1'],
    ['ASESOR2', 'ASESOR 2'],
    ['OTRO', 'OTRO'],
  ])('shows role %s as %s', (rol, text) => {
    expect(roleBadgeText(rol)).toBe(text);
  });

  it('offers every role by its label in the filter', () => {
    expect(ROLE_FILTER_OPTIONS).toEqual([
      { value: 'ADMIN', label: 'Administrador' },
      { value: 'EJECUTIVO', label: 'Ejecutivo' },
      { value: 'ASESOR1', label: 'Asesor 1' },
      { value: 'ASESOR2', label: 'Asesor 2' },
    ]);
  });

  it('names states and people', () => {
    expect([userStateLabel(true), userStateLabel(false)]).toEqual(['Activo', 'Inactivo']);
    expect(userFullName({ nombres: 'Ana', apellidos: 'Soto' })).toBe('Ana Soto');
  });
});
