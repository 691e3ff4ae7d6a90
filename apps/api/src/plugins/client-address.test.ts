import { todayInLima } from '@motorplaza/domain/shared/dates';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import { automovil, consentimiento, movimiento } from '../db/schema/index';

// Issue 23, Medium 2: with TRUST_PROXY=true the client address was the left-most X-Forwarded-For,
// which the client writes: `X-Forwarded-For: 198.51.100.$i, 10.0.0.1` never reached 429, and a
// sign-in was logged from 1.2.3.4. The client address is now the first untrusted one from the right.

/** nginx on the same machine: the socket's peer, which appends the address it saw. */
const PROXY = '127.0.0.1';

let hops: TestApp;
let listed: TestApp;
beforeAll(async () => {
  [hops, listed] = await Promise.all([
    createTestApp({ demo: true, trustProxy: '1' }),
    createTestApp({ trustProxy: '127.0.0.1, 10.0.0.0/8' }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([hops?.close(), listed?.close()]);
});

const withdraw = (t: TestApp, i: number, remoteAddress: string, forwardedFor: string) =>
  t.server.inject({
    method: 'POST',
    url: '/api/v1/bajas-publicidad',
    payload: { correo: `rotando${i}@correo.pe` },
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress,
  });

describe('TRUST_PROXY=1 (one nginx in front)', () => {
  it('counts a client who rotates the left-most X-Forwarded-For as one address: the sixth form is 429', async () => {
    const statuses = [];
    for (let i = 1; i <= 7; i++) {
      statuses.push((await withdraw(hops, i, PROXY, `198.51.100.${i}, 203.0.113.7`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    // Another real client behind the same proxy is not affected.
    expect((await withdraw(hops, 8, PROXY, '198.51.100.1, 203.0.113.99')).statusCode).toBe(200);
  });

  it('records the address the proxy saw in the sign-in’s movement, not the forged one', async () => {
    const login = await hops.server.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { correo: hops.users.ADMIN.correo, contrasena: TEST_PASSWORD },
      headers: { 'x-forwarded-for': '1.2.3.4, 203.0.113.8' },
      remoteAddress: PROXY,
    });
    expect(login.statusCode).toBe(200);
    const [movement] = await hops.database.db
      .select()
      .from(movimiento)
      .where(eq(movimiento.codigo, 'auth.login'))
      .orderBy(desc(movimiento.idLog))
      .limit(1);
    expect(movement?.ip).toBe('203.0.113.8');
  });

  it('records the real client address in the consent of a lead', async () => {
    const cars = await hops.database.db.select().from(automovil);
    const car = cars.find((row) => row.estadoDes === 'DISPONIBLE');
    const response = await hops.server.inject({
      method: 'POST',
      url: '/api/v1/interesados',
      payload: {
        idAuto: car?.idAuto,
        nombreCompleto: 'Lucía Fernández Rojas',
        dni: '45678912',
        correo: 'lucia.proxy@correo.pe',
        celular: '987654321',
        fechaCita: todayInLima(),
        comentarios: 'Quisiera verlo.',
        consentimientoPrivacidad: true,
        consentimientoMarketing: false,
      },
      headers: { 'x-forwarded-for': '1.2.3.4, 203.0.113.9' },
      remoteAddress: PROXY,
    });
    expect(response.statusCode).toBe(201);
    const [consent] = await hops.database.db
      .select()
      .from(consentimiento)
      .orderBy(desc(consentimiento.id))
      .limit(1);
    expect(consent?.ip).toBe('203.0.113.9');
  });
});

describe('TRUST_PROXY with the proxies’ addresses and networks', () => {
  it('takes the first untrusted address from the right, past every listed proxy', async () => {
    const statuses = [];
    for (let i = 1; i <= 6; i++) {
      const forwarded = `198.51.100.${i}, 203.0.113.20, 10.1.2.3`;
      statuses.push((await withdraw(listed, 100 + i, PROXY, forwarded)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('ignores X-Forwarded-For from a client that reached the server directly', async () => {
    const statuses = [];
    for (let i = 1; i <= 6; i++) {
      statuses.push((await withdraw(listed, 200 + i, '203.0.113.30', `198.51.100.${i}`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
