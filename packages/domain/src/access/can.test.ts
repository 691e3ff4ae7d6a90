import { describe, expect, it } from 'vitest';
import { canExport } from './can';

describe('canExport', () => {
  it.each([
    [null, false],
    [{ rol: 'ADMIN' as const, permisos: ['VER_INVENTARIO', 'EXPORTAR_DATOS'] }, true],
    [{ rol: 'ASESOR2' as const, permisos: ['VER_INVENTARIO'] }, false],
    [{ rol: 'ADMIN' as const, permisos: [] }, false],
  ])('%j → %s', (user, allowed) => {
    expect(canExport(user)).toBe(allowed);
  });
});
