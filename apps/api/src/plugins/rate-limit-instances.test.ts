import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';
import { MARKETING_WITHDRAWAL_MESSAGES } from '@motorplaza/domain/legal/marketing-withdrawal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Instance, type Instances, openInstances } from '../../test/server-instances';

/**
 * Issue 23, "Beyond one instance": two production server processes (`npm start`'s scripts/start.mjs)
 * on one PostgreSQL database of their own, created and dropped here. A public form's per-address
 * limit reached through one instance refuses through the other, and the sign-in's limit likewise:
 * the counts live in the database (docs/decisions/0051-rate-limits-in-the-database.md).
 */

let instances: Instances;
let first: Instance;
let second: Instance;

const postJson = (instance: Instance, url: string, body: object) =>
  fetch(`${instance.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  instances = await openInstances('motorplaza_limits', {
    correo: 'gerencia@motorplaza.pe',
    contrasena: 'Clave-Segura-2026',
  });
  [first, second] = await Promise.all([instances.start('a'), instances.start('b')]);
}, 600_000);

afterAll(async () => {
  await instances?.close();
});

describe('two server processes on one PostgreSQL database', () => {
  it('a public form’s limit reached through one instance refuses through the other', async () => {
    const statuses: number[] = [];
    // Five withdrawals in ten minutes per address (the route's limit), alternating instances.
    for (let i = 0; i < 5; i++) {
      const instance = i % 2 === 0 ? first : second;
      statuses.push(
        (await postJson(instance, '/api/v1/bajas-publicidad', { correo: `baja${i}@correo.pe` })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    for (const instance of [second, first]) {
      const refused = await postJson(instance, '/api/v1/bajas-publicidad', { correo: 'otra@correo.pe' });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        success: false,
        message: MARKETING_WITHDRAWAL_MESSAGES.throttled,
      });
    }
  });

  it('the session renewal’s per-address limit is one limit for both instances', async () => {
    // Thirty a minute per address (the sign-in's routes; failed sign-ins are also counted in the
    // login_attempt table, which every instance already shared): fifteen through each, then both refuse.
    const renew = (instance: Instance) => fetch(`${instance.url}/api/v1/auth/refresh`, { method: 'POST' });
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => renew(i % 2 === 0 ? first : second).then((r) => r.status)),
    );
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    const [throughFirst, throughSecond] = await Promise.all([renew(first), renew(second)]);
    expect(throughFirst.status).toBe(429);
    expect(throughSecond.status).toBe(429);
    expect(JSON.stringify(await throughSecond.json())).toContain(HTTP_MESSAGES.tooManyRequests);
  });
});
