import { describe, expect, it } from 'vitest';
import { API_POLICIES, type OperationId, policyOf } from './api-policies';
import { can, canExport, EXPORT_POLICY } from './can';
import {
  DEFAULT_ROLE_PERMISSIONS,
  hasAllPermissions,
  PERMISSION_NAMES,
  type Permission,
} from './permissions';
import { decide, rolesPolicy } from './policy';
import type { Role } from './roles';
import { WEB_ROUTES } from './web-routes';

describe('decide (spec 000 §6: rol in the list and every permission held)', () => {
  const policy = rolesPolicy(['ADMIN', 'EJECUTIVO'], ['VER_REPORTES']);

  it.each([
    [null, 'unauthenticated'],
    [{ rol: 'ASESOR1' as const, permisos: ['VER_REPORTES'] }, 'forbidden'],
    [{ rol: 'EJECUTIVO' as const, permisos: [] }, 'forbidden'],
    [{ rol: 'EJECUTIVO' as const, permisos: ['VER_REPORTES', 'EXPORTAR_DATOS'] }, 'allow'],
  ])('%j → %s', (user, expected) => {
    expect(decide(policy, user)).toBe(expected);
  });

  it('denies by default when there is no policy', () => {
    expect(decide(undefined, null)).toBe('unauthenticated');
    expect(decide(undefined, { rol: 'ADMIN', permisos: [...PERMISSION_NAMES] })).toBe('forbidden');
  });

  it('allows everybody on a public policy', () => {
    expect(decide({ access: 'public' }, null)).toBe('allow');
  });
});

describe('API policies', () => {
  it('knows only declared operations', () => {
    expect(policyOf('auth.login')).toEqual({ access: 'public' });
    expect(policyOf('toString')).toBeUndefined();
    expect(policyOf(undefined)).toBeUndefined();
  });

  it('keeps user management and movements for ADMIN', () => {
    expect(API_POLICIES['usuario.logs']).toMatchObject({
      roles: ['ADMIN'],
      permissions: ['VER_MOVIMIENTOS'],
    });
    expect(API_POLICIES['settings.update']).toMatchObject({ roles: ['ADMIN'] });
  });

  it('permissions: all of them are required', () => {
    expect(hasAllPermissions(['A', 'B'], ['A'])).toBe(true);
    expect(hasAllPermissions(['A'], ['A', 'B'])).toBe(false);
    expect(hasAllPermissions([], [])).toBe(true);
  });
});

describe('can / canExport (docs/decisions/0017)', () => {
  const full = (rol: Role) => ({ rol, permisos: [...PERMISSION_NAMES] });
  const without = (rol: Role, removed: Permission) => ({
    rol,
    permisos: PERMISSION_NAMES.filter((name) => name !== removed),
  });

  it.each<[OperationId, Permission]>([
    ['vehicle.list', 'VER_INVENTARIO'],
    ['vehicle.read', 'VER_INVENTARIO'],
    ['vehicle.create', 'GESTIONAR_INVENTARIO'],
    ['vehicle.restore', 'GESTIONAR_INVENTARIO'],
    ['client.findByDni', 'GESTIONAR_INVENTARIO'],
    ['usuario.logs', 'VER_MOVIMIENTOS'],
  ])('%s needs %s', (operation, permission) => {
    expect(can(full('ADMIN'), operation)).toBe(true);
    expect(can(without('ADMIN', permission), operation)).toBe(false);
  });

  it('keeps the roles of the spec whatever the permissions', () => {
    expect(can(full('ASESOR1'), 'vehicle.update')).toBe(false);
    expect(can(full('EJECUTIVO'), 'vehicle.restore')).toBe(false);
    expect(can(null, 'vehicle.list')).toBe(false);
    expect(can(undefined, 'auth.login')).toBe(true);
  });

  it('every policy names only seeded permissions, and every permission gates something', () => {
    const named = [
      ...Object.values(API_POLICIES),
      ...WEB_ROUTES.map((route) => route.policy),
      EXPORT_POLICY,
    ].flatMap((policy) => (policy.access === 'roles' ? policy.permissions : []));
    for (const name of named) expect(PERMISSION_NAMES).toContain(name);
    const unused = PERMISSION_NAMES.filter((name) => !named.includes(name));
    expect(unused).toEqual([]);
  });

  it('exports need EXPORTAR_DATOS', () => {
    expect(canExport({ rol: 'ASESOR1', permisos: [...DEFAULT_ROLE_PERMISSIONS.ASESOR1] })).toBe(true);
    expect(canExport({ rol: 'ASESOR2', permisos: [...DEFAULT_ROLE_PERMISSIONS.ASESOR2] })).toBe(false);
    expect(canExport(null)).toBe(false);
  });
});
