import { PERMISSION_NAMES } from '@motorplaza/domain/access/permissions';
import { describe, expect, it } from 'vitest';
import { fileTestApp } from '../../../test/file-test-app';

const t = fileTestApp();

describe('GET /api/v1/usuario/permisos', () => {
  it('answers the seeded permission names without authentication (spec 001 §7)', async () => {
    const response = await t().injectAs(null, { method: 'GET', url: '/api/v1/usuario/permisos' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, permisos: [...PERMISSION_NAMES] });
  });
});

describe('GET /api/v1/usuario/list', () => {
  it('lists only active staff', async () => {
    const response = await t().injectAs('ASESOR2', { method: 'GET', url: '/api/v1/usuario/list' });
    expect(response.statusCode).toBe(200);
    const ids = response.json().data.usuarios.map((user: { idUsuario: number }) => user.idUsuario);
    expect(ids).toContain(t().users.ADMIN.idUsuario);
    expect(ids).not.toContain(t().users.INACTIVO.idUsuario);
  });
});
