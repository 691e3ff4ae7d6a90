import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// RATE_LIMIT_ALLOW (README, configuration): the listed addresses are never throttled by the public
// forms' per-address limits; every other address still is.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitAllow: '10.77.0.1, 10.77.0.2' });
});
afterAll(() => t.close());

const withdraw = (i: number, remoteAddress: string) =>
  t.server.inject({
    method: 'POST',
    url: '/api/v1/bajas-publicidad',
    payload: { correo: `permitido${i}@correo.pe` },
    remoteAddress,
  });

describe('RATE_LIMIT_ALLOW', () => {
  it('lets a listed address past the five-in-ten-minutes limit and still throttles the others', async () => {
    for (let i = 0; i < 7; i++) expect((await withdraw(i, '10.77.0.2')).statusCode).toBe(200);
    const others = [];
    for (let i = 10; i < 16; i++) others.push((await withdraw(i, '10.77.0.9')).statusCode);
    expect(others).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
