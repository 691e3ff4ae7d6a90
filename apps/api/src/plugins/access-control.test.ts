import { policyOf } from '@motorplaza/domain/access/api-policies';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSION_NAMES } from '@motorplaza/domain/access/permissions';
import { decide } from '@motorplaza/domain/access/policy';
import { ROLES, type Role } from '@motorplaza/domain/access/roles';
import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';
import Fastify, { type HTTPMethods, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import authenticate from '../modules/auth/authenticate';
import accessControl from './access-control';
import errorHandler from './error-handler';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * Every registered route as `METHOD url`, with path parameters filled in. The logout comes last: it
 * ends the caller's session, so its token is refused from then on (issue 23).
 */
function routeTable() {
  const routes = t.server.registeredRoutes.flatMap((route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]) as HTTPMethods[];
    const url = route.url.replace(/:[^/]+/g, '1').replace(/\*$/, 'x');
    return methods
      .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
      .map((method) => ({
        method: method as InjectOptions['method'],
        url,
        operation: route.config?.operation,
      }));
  });
  const ending = (operation: string | undefined) => (operation === 'auth.logout' ? 1 : 0);
  return routes.sort((a, b) => ending(a.operation) - ending(b.operation));
}

const CALLERS: (Role | null)[] = [null, ...ROLES];
const DENIALS = new Set([`401 ${HTTP_MESSAGES.unauthenticated}`, `403 ${HTTP_MESSAGES.forbidden}`]);

describe('authorization matrix', () => {
  it('every registered route declares an operation with a policy', () => {
    const undeclared = routeTable().filter((route) => !policyOf(route.operation));
    expect(undeclared).toEqual([]);
    expect(routeTable().length).toBeGreaterThan(10);
  });

  it('every route answers each caller as its policy says', async () => {
    const mismatches: string[] = [];
    for (const route of routeTable()) {
      for (const role of CALLERS) {
        const user = role ? { rol: role, permisos: [...DEFAULT_ROLE_PERMISSIONS[role]] } : null;
        const expected = decide(policyOf(route.operation), user);
        const response = await t.injectAs(role, { method: route.method, url: route.url, payload: {} });
        const status = response.statusCode;
        // A refusal by access control carries its own message; a route may still answer 401 for its
        // own reasons (the refresh route without a refresh cookie), which is not a denial.
        const denied = DENIALS.has(`${status} ${messageOf(response.body)}`);
        const ok =
          expected === 'allow' ? !denied : denied && status === (expected === 'unauthenticated' ? 401 : 403);
        if (!ok || status >= 500)
          mismatches.push(`${route.method} ${route.url} as ${role ?? 'visitor'}: ${expected}, got ${status}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  // docs/decisions/0017: every operation × every role × that role holding every permission but one
  // (and all of them), so each permission a policy names is shown to close it, and no other does.
  it('every route answers a user stripped of each permission as its policy says', async () => {
    const sets = [
      [...PERMISSION_NAMES],
      ...PERMISSION_NAMES.map((removed) => PERMISSION_NAMES.filter((p) => p !== removed)),
    ];
    const mismatches: string[] = [];
    let checked = 0;
    for (const route of routeTable()) {
      for (const role of ROLES) {
        for (const permisos of sets) {
          const expected = decide(policyOf(route.operation), { rol: role, permisos });
          const response = await t.injectWith(role, permisos, {
            method: route.method,
            url: route.url,
            payload: {},
          });
          const status = response.statusCode;
          const denied = DENIALS.has(`${status} ${messageOf(response.body)}`);
          const ok = expected === 'allow' ? !denied : denied && status === 403;
          checked += 1;
          if (!ok || status >= 500) {
            const missing = PERMISSION_NAMES.filter((p) => !permisos.includes(p)).join(',') || 'none';
            mismatches.push(
              `${route.method} ${route.url} as ${role} without ${missing}: ${expected}, got ${status}`,
            );
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBe(routeTable().length * ROLES.length * sets.length);
  }, 120_000);

  it('denies a route that names no operation, to visitors and staff alike', async () => {
    const bare = Fastify();
    await bare.register(errorHandler);
    await bare.register(authenticate, {
      tokens: t.tokens,
      db: t.database.db,
      generation: t.database.generation,
    });
    await bare.register(accessControl);
    bare.get('/sin-politica', async () => ({ secreto: true }));
    const admin = await t.tokenFor(t.users.ADMIN.idUsuario);
    expect((await bare.inject({ method: 'GET', url: '/sin-politica' })).statusCode).toBe(401);
    const asAdmin = await bare.inject({
      method: 'GET',
      url: '/sin-politica',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json()).toEqual({
      success: false,
      message: 'No tienes permiso para realizar esta acción.',
    });
    await bare.close();
  });

  it('answers a JSON 404 to unknown API paths, whoever asks', async () => {
    const response = await t.injectAs(null, { method: 'GET', url: '/api/v1/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'El recurso solicitado no existe.' });
  });
});

function messageOf(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { message?: string }).message;
  } catch {
    return undefined;
  }
}
