import os from 'node:os';
import path from 'node:path';
import { loginFailure } from '@motorplaza/domain/auth/auth.schema';
import { LOGIN_MESSAGES } from '@motorplaza/domain/auth/login-messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink';
import { createTestApp, TEST_PASSWORD, type TestApp, type TestUser } from '../../../test/test-app';
import { loginAttempt, loginTurn } from '../../db/schema/index';
import { createMailTransport } from '../../mail/mail-transport';
import { NOTIFY_OWNER_AFTER, TURN_MAX_WAIT_MS, turnDelayMs } from './login-throttle';

/**
 * Issue 23, medium 4: guesses on one account take turns with growing delays, whatever the addresses
 * and however parallel; the turn lives in the database (every instance shares it) and nobody holds a
 * connection while waiting. After NOTIFY_OWNER_AFTER failures the owner is told, once per window.
 */

let t: TestApp;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    mail: {
      transport: createMailTransport({
        smtpUrl: sink.url,
        outboxDir: path.join(os.tmpdir(), 'motorplaza-turn-outbox'),
      }),
      pollMs: 3_600_000,
    },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sink?.close();
});
beforeEach(async () => {
  await t.database.db.delete(loginAttempt);
  await t.database.db.delete(loginTurn);
});

let address = 0;
function login(correo: string, contrasena: string) {
  address += 1;
  return t.server.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { correo, contrasena },
    remoteAddress: `10.24.${Math.floor(address / 250)}.${address % 250}`,
  });
}

describe('attempts on one account take turns (issue 23)', () => {
  it('parallel wrong guesses from many addresses wait for each other, ever longer; the owner still gets in', async () => {
    const user: TestUser = await t.createUser({ rol: 'ASESOR2' });
    const guesses = 4;
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: guesses }, (_, i) => login(user.correo, `adivinanza-${i}`)),
    );
    const elapsed = Date.now() - started;
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(guesses).fill(401));
    // Turn k starts no sooner than turn k-1 plus the delay for the k attempts before it.
    const minimum = Array.from({ length: guesses - 1 }, (_, k) => turnDelayMs(k + 1)).reduce(
      (a, b) => a + b,
      0,
    );
    expect(elapsed).toBeGreaterThanOrEqual(minimum);
    const [turn] = await t.database.db.select().from(loginTurn).where(eq(loginTurn.correo, user.correo));
    expect(turn?.streak).toBe(guesses);

    expect((await login(user.correo, TEST_PASSWORD)).statusCode).toBe(200);
    const [after] = await t.database.db.select().from(loginTurn).where(eq(loginTurn.correo, user.correo));
    expect(after?.streak).toBe(0);
  });

  it('refuses at once (429, nothing reserved) an attempt whose turn would be too far away', async () => {
    const user = await t.createUser({ rol: 'ASESOR2' });
    const far = sql`now() + ${TURN_MAX_WAIT_MS + 10_000} * interval '1 millisecond'`;
    await t.database.db.insert(loginTurn).values({ correo: user.correo, nextAt: far, streak: 3 });
    const [before] = await t.database.db.select().from(loginTurn).where(eq(loginTurn.correo, user.correo));
    const started = Date.now();
    const answer = await login(user.correo, TEST_PASSWORD);
    expect(answer.statusCode).toBe(429);
    expect(answer.json()).toEqual(loginFailure(LOGIN_MESSAGES.busy));
    expect(Date.now() - started).toBeLessThan(TURN_MAX_WAIT_MS);
    const [after] = await t.database.db.select().from(loginTurn).where(eq(loginTurn.correo, user.correo));
    expect(after).toEqual(before);
  });
});

describe('the owner hears of failed attempts (issue 23)', () => {
  it(`after ${NOTIFY_OWNER_AFTER} failures in the window: one e-mail, with counts and time, nothing typed`, async () => {
    const user = await t.createUser({ rol: 'EJECUTIVO', nombres: 'Marta' });
    // Earlier failures of this window, from other addresses.
    await t.database.db.insert(loginAttempt).values(
      Array.from({ length: NOTIFY_OWNER_AFTER - 1 }, (_, i) => ({
        correo: user.correo,
        ip: `10.9.9.${i}`,
        succeeded: false,
      })),
    );
    const typed = 'Contraseña-Que-Escribió-El-Atacante';
    expect((await login(user.correo, typed)).statusCode).toBe(401);
    expect((await login(user.correo, `${typed}-2`)).statusCode).toBe(401);
    const { sent } = await t.mail.drainNow();
    expect(sent).toBe(1);
    const [mail] = await sink.waitFor(1);
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe(user.correo);
    expect(mail?.subject).toBe('Intentos fallidos de inicio de sesión en tu cuenta de MotorPlaza');
    expect(mail?.text).toContain(`Hubo ${NOTIFY_OWNER_AFTER} intentos fallidos`);
    expect(mail?.text).toContain('hora de Lima');
    expect(mail?.text).not.toContain(typed);
    expect(mail?.text).not.toContain('10.24.');
  });

  it('nobody is mailed for an unknown e-mail', async () => {
    await t.database.db.insert(loginAttempt).values(
      Array.from({ length: NOTIFY_OWNER_AFTER }, (_, i) => ({
        correo: 'nadie@motorplaza.pe',
        ip: `10.9.8.${i}`,
        succeeded: false,
      })),
    );
    expect((await login('nadie@motorplaza.pe', 'una-clave-cualquiera')).statusCode).toBe(401);
    expect((await t.mail.drainNow()).sent).toBe(0);
  });
});
