import { describe, expect, it } from 'vitest';
import { noEffectHint, permissionHasEffect } from './permission-effect';
import { PERMISSION_NAMES } from './permissions';
import { ROLES, type Role } from './roles';

/** Both asesores open the same screens and operations (decision 0017). */
const ASESORES_WITHOUT_EFFECT = [
  'GESTIONAR_INVENTARIO',
  'GESTIONAR_ACCESORIOS',
  'VER_CLIENTES',
  'VER_REPORTES',
  'GESTIONAR_USUARIOS',
  'VER_MOVIMIENTOS',
];

/** Decision 0017's table, read per role: the permissions that open nothing for it. */
const WITHOUT_EFFECT: Record<Role, readonly string[]> = {
  ADMIN: [],
  EJECUTIVO: ['VER_CLIENTES', 'GESTIONAR_USUARIOS', 'VER_MOVIMIENTOS'],
  ASESOR1: ASESORES_WITHOUT_EFFECT,
  ASESOR2: ASESORES_WITHOUT_EFFECT,
};

describe('permissionHasEffect', () => {
  it.each(ROLES)('%s: exactly the permissions of decision 0017 open something', (role) => {
    const without = PERMISSION_NAMES.filter((permission) => !permissionHasEffect(permission, role));
    expect(without).toEqual(WITHOUT_EFFECT[role]);
  });

  it('an unknown permission opens nothing', () => {
    expect(permissionHasEffect('VER_TODO', 'ADMIN')).toBe(false);
  });

  it('names the role in the hint', () => {
    expect(noEffectHint('ASESOR2')).toBe('Sin efecto para el rol Asesor 2');
  });
});
