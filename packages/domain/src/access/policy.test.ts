import { describe, expect, it } from 'vitest';
import { API_POLICIES, policyOf } from './api-policies';
import { hasAllPermissions, PERMISSION_NAMES } from './permissions';
import { decide, rolesPolicy } from './policy';

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
    expect(API_POLICIES['usuario.logs']).toMatchObject({ roles: ['ADMIN'] });
    expect(API_POLICIES['settings.update']).toMatchObject({ roles: ['ADMIN'] });
  });

  it('permissions: all of them are required', () => {
    expect(hasAllPermissions(['A', 'B'], ['A'])).toBe(true);
    expect(hasAllPermissions(['A'], ['A', 'B'])).toBe(false);
    expect(hasAllPermissions([], [])).toBe(true);
  });
});
