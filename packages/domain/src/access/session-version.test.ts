import { describe, expect, it } from 'vitest';
import type { SessionUser } from './session-user';
import { sessionVersion } from './session-version';

const ana: SessionUser = {
  sub: 7,
  nombre: 'Ana Torres',
  rol: 'ASESOR1',
  foto: null,
  permisos: ['VER_INVENTARIO', 'GESTIONAR_INTERESADOS'],
};

describe('sessionVersion', () => {
  it('does not depend on the order of the permissions', () => {
    expect(sessionVersion({ ...ana, permisos: [...ana.permisos].reverse() })).toBe(sessionVersion(ana));
    expect(sessionVersion(ana)).toMatch(/^[0-9a-f]{8}$/);
  });

  it.each([
    ['a granted permission', { permisos: [...ana.permisos, 'EXPORTAR_DATOS'] }],
    ['a removed permission', { permisos: ['VER_INVENTARIO'] }],
    ['another role', { rol: 'EJECUTIVO' as const }],
    ['another name', { nombre: 'Ana Torres Ruiz' }],
    ['a new photo', { foto: 'usuarios/7/foto.webp' }],
    ['another user', { sub: 8 }],
  ])('moves with %s', (_change, patch) => {
    expect(sessionVersion({ ...ana, ...patch })).not.toBe(sessionVersion(ana));
  });
});
