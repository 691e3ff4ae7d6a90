import { and, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { movimiento, usuario } from '../src/db/schema/index';
import type { TestApp } from './test-app';
import { userBody, userForm } from './user-fixtures';

/** Paths of every password-like key in a JSON value, except the field errors that name the field. */
function passwordFields(value: unknown, at = ''): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const here = `${at}.${key}`;
    if (here === '.errors') return [];
    return [...(/contrasena|password|hash/i.test(key) ? [here] : []), ...passwordFields(inner, here)];
  });
}

/**
 * Calls of the /usuario tests. Every answer is kept, so a file can check at its end that none
 * carried a password, its hash or a password field (spec 001 §3: the password goes one way only).
 */
export function userApi(app: () => TestApp) {
  const responses: LightMyRequestResponse[] = [];

  async function as(role: Parameters<TestApp['injectAs']>[0], options: InjectOptions) {
    const response = await app().injectAs(role, options);
    responses.push(response);
    return response;
  }

  async function save(method: 'POST' | 'PUT', form: object, file?: Parameters<typeof userBody>[1]) {
    return as('ADMIN', { method, url: '/api/v1/usuario', ...(await userBody(form, file)) });
  }

  return {
    as,
    save,
    keep(response: LightMyRequestResponse) {
      responses.push(response);
      return response;
    },
    async created(overrides: Record<string, unknown> = {}) {
      const response = await save('POST', userForm(overrides));
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.usuario;
    },
    /**
     * A user the administrator created and who has since chosen their own password (issue 23: an
     * administrator's password must be changed first), as the forced change leaves them.
     */
    async createdAndChanged(overrides: Record<string, unknown> = {}) {
      const response = await save('POST', userForm(overrides));
      expect(response.statusCode, response.body).toBe(201);
      const created = response.json().data.usuario;
      await app()
        .database.db.update(usuario)
        .set({ debeCambiarContrasena: false })
        .where(eq(usuario.idUsuario, created.idUsuario));
      return created;
    },
    movementsOf(idUsuario: number) {
      return app()
        .database.db.select()
        .from(movimiento)
        .where(and(eq(movimiento.entidad, 'usuario'), eq(movimiento.idEntidad, idUsuario)));
    },
    expectNoPasswords(...secrets: string[]) {
      expect(responses.length).toBeGreaterThan(0);
      for (const response of responses) {
        expect(response.body).not.toMatch(/\$argon2/);
        for (const secret of secrets) expect(response.body).not.toContain(secret);
        expect(passwordFields(JSON.parse(response.body))).toEqual([]);
      }
    },
  };
}
