import { DEFAULT_ROLE_PERMISSIONS, PERMISSION_NAMES } from '@motorplaza/domain/access/permissions';
import type { SessionUser } from '@motorplaza/domain/access/session-user';
import { describe, expect, it } from 'vitest';
import { allowedReturnPath } from './return-url';

type User = Pick<SessionUser, 'rol' | 'permisos'>;
const ORIGIN = 'https://motorplaza.pe';
const admin: User = { rol: 'ADMIN', permisos: [...PERMISSION_NAMES] };
const asesor: User = { rol: 'ASESOR2', permisos: [...DEFAULT_ROLE_PERMISSIONS.ASESOR2] };

describe('allowedReturnPath', () => {
  it.each<[string | null, User | null, string | null]>([
    ['/admin/usuarios?page=2', admin, '/admin/usuarios?page=2'],
    ['/admin/reportes', admin, '/admin/reportes'],
    ['/admin/usuarios', asesor, null],
    ['/admin/autos', null, null],
    ['https://evil.example/admin/autos', admin, null],
    ['//evil.example/admin/autos', admin, null],
    ['/\\evil.example', admin, null],
    ['/ruta-desconocida', admin, null],
    [null, admin, null],
  ])('%s for %o → %s', (returnUrl, user, expected) => {
    expect(allowedReturnPath(returnUrl, ORIGIN, user)).toBe(expected);
  });
});
