import { loginFailure, loginResponseSchema } from '@motorplaza/domain/auth/auth.schema';
import { LOGIN_MESSAGES } from '@motorplaza/domain/auth/login-messages';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fakeToken, memoryCookies } from '../../test/tokens';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import { createSessionStore } from './session';

const OLD = fakeToken({ nombre: 'Ana Torres', exp: Math.floor(Date.now() / 1000) + 5 });
const NEW = fakeToken({ nombre: 'Ana Torres' });
const pathSchema = z.object({ path: z.string() });

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function bearer(init: RequestInit | undefined): string | null {
  return new Headers(init?.headers).get('Authorization');
}

/** A fake API: /auth/refresh answers when `release` is called; other paths need the NEW token. */
function fakeApi(refreshOutcome: 'ok' | 'fail') {
  const calls: { url: string; authorization: string | null }[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, authorization: bearer(init) });
    if (url.endsWith('/auth/refresh')) {
      await gate;
      return refreshOutcome === 'ok' ? json(200, { jwt: NEW }) : json(401, { success: false, message: 'x' });
    }
    if (bearer(init) === `Bearer ${NEW}`) return json(200, { path: url });
    return json(401, { success: false, message: 'Debes iniciar sesión para continuar.' });
  });
  return {
    fetch,
    calls,
    release,
    unauthorizedCount: () => calls.filter((c) => c.authorization === `Bearer ${OLD}`).length,
  };
}

function setup(refreshOutcome: 'ok' | 'fail') {
  const jar = memoryCookies({ jwt: OLD, session_hint: '1' });
  const session = createSessionStore(jar);
  const fake = fakeApi(refreshOutcome);
  const onSessionExpired = vi.fn();
  const client = createApiClient({ session, fetch: fake.fetch, onSessionExpired });
  return { jar, session, fake, onSessionExpired, client };
}

/** Web Locks as the browser gives them to every tab of an origin: one holder at a time, in order. */
function memoryLocks(): Pick<LockManager, 'request'> {
  let tail: Promise<unknown> = Promise.resolve();
  const request = (_name: string, callback: () => Promise<unknown>) => {
    const run = tail.then(callback);
    tail = run.catch(() => undefined);
    return run;
  };
  return { request } as unknown as Pick<LockManager, 'request'>;
}

describe('api client', () => {
  it('renews once for two tabs that need it at the same moment: the second takes the token the first got', async () => {
    const jar = memoryCookies({ jwt: OLD, session_hint: '1' });
    const fake = fakeApi('ok');
    const locks = memoryLocks();
    const tab = () =>
      createApiClient({
        session: createSessionStore(jar),
        fetch: fake.fetch,
        onSessionExpired: vi.fn(),
        locks,
      });
    const [first, second] = [tab(), tab()];
    const both = Promise.all([
      first.request('/autos', { schema: pathSchema }),
      second.request('/clientes', { schema: pathSchema }),
    ]);
    fake.release();
    await expect(both).resolves.toEqual([{ path: '/api/v1/autos' }, { path: '/api/v1/clientes' }]);
    expect(fake.calls.filter((call) => call.url.endsWith('/auth/refresh'))).toHaveLength(1);
  });

  it('sends the jwt cookie as a bearer token, except to the refresh endpoint', async () => {
    const { client, fake } = setup('ok');
    fake.release();
    await client.request('/autos', { schema: pathSchema });
    expect(fake.calls[0]).toEqual({ url: '/api/v1/autos', authorization: `Bearer ${OLD}` });
    expect(fake.calls.find((c) => c.url.endsWith('/auth/refresh'))?.authorization).toBeNull();
  });

  it('renews the token once for concurrent 401s and retries every request with the new token', async () => {
    const { client, fake, session, onSessionExpired } = setup('ok');
    const first = client.request('/autos', { schema: pathSchema });
    const second = client.request('/clientes', { schema: pathSchema });
    await vi.waitFor(() => expect(fake.unauthorizedCount()).toBe(2));
    fake.release();

    await expect(first).resolves.toEqual({ path: '/api/v1/autos' });
    await expect(second).resolves.toEqual({ path: '/api/v1/clientes' });
    expect(fake.calls.filter((c) => c.url.endsWith('/auth/refresh'))).toHaveLength(1);
    const retries = fake.calls.filter((c) => c.authorization === `Bearer ${NEW}`).map((c) => c.url);
    expect(retries.sort()).toEqual(['/api/v1/autos', '/api/v1/clientes']);
    expect(session.getToken()).toBe(NEW);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('retries with a token another request already renewed, without a second refresh', async () => {
    const { client, fake, session } = setup('ok');
    fake.release();
    await client.request('/autos', { schema: pathSchema });
    session.setToken(OLD);
    const late = client.request('/clientes', { schema: pathSchema });
    session.setToken(NEW);
    await expect(late).resolves.toEqual({ path: '/api/v1/clientes' });
    expect(fake.calls.filter((c) => c.url.endsWith('/auth/refresh'))).toHaveLength(1);
  });

  it('ends the session once and fails every waiting request when the renewal fails', async () => {
    const { client, fake, session, jar, onSessionExpired } = setup('fail');
    const first = client.request('/autos', { schema: pathSchema });
    const second = client.request('/clientes', { schema: pathSchema });
    await vi.waitFor(() => expect(fake.unauthorizedCount()).toBe(2));
    fake.release();

    for (const request of [first, second]) {
      const error = await request.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 401, message: LOGIN_MESSAGES.refreshFailed });
    }
    expect(fake.calls.filter((c) => c.url.endsWith('/auth/refresh'))).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledWith(LOGIN_MESSAGES.refreshFailed);
    expect(session.getUser()).toBeNull();
    expect(jar.values.has('jwt')).toBe(false);
  });

  it('does not call the refresh endpoint when the hint cookie says there is no refresh token', async () => {
    const session = createSessionStore(memoryCookies());
    const fetch = vi.fn(async () => json(401, { success: false, message: 'x' }));
    const client = createApiClient({ session, fetch, onSessionExpired: vi.fn() });

    await expect(client.refresh()).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('ends the session once when another tab already cleared the cookies', async () => {
    const { client, fake, jar, session, onSessionExpired } = setup('fail');
    expect(session.getUser()).not.toBeNull();
    jar.values.clear();
    const first = client.request('/autos', { schema: pathSchema });
    const second = client.request('/clientes', { schema: pathSchema });

    await expect(first).rejects.toMatchObject({ status: 401, message: LOGIN_MESSAGES.refreshFailed });
    await expect(second).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(fake.calls.map((c) => c.url)).toEqual(['/api/v1/autos', '/api/v1/clientes']);
  });

  it("sends a fill's Idempotency-Key only when the call carries one", async () => {
    const seen: (string | null)[] = [];
    const client = createApiClient({
      session: createSessionStore(memoryCookies({ jwt: NEW })),
      fetch: async (_input, init) => {
        seen.push(new Headers(init?.headers).get('Idempotency-Key'));
        return json(200, { path: 'x' });
      },
      onSessionExpired: () => {},
    });
    await client.request('/reclamos', {
      method: 'POST',
      body: {},
      schema: pathSchema,
      idempotencyKey: 'clave-123',
    });
    await client.request('/reclamos', { method: 'POST', body: {}, schema: pathSchema });
    expect(seen).toEqual(['clave-123', null]);
  });

  it('tells its listeners the session version of every answer that carries one, errors included', async () => {
    const answers = [
      new Response(JSON.stringify({ path: 'x' }), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'X-Session-Version': 'abc12345' },
      }),
      new Response(JSON.stringify({ success: false, message: 'No' }), {
        status: 403,
        headers: { 'Content-Type': 'application/json', 'X-Session-Version': 'def67890' },
      }),
      json(200, { path: 'y' }),
    ];
    const client = createApiClient({
      session: createSessionStore(memoryCookies({ jwt: NEW })),
      fetch: async () => answers.shift() ?? json(500, {}),
      onSessionExpired: () => {},
    });
    const heard: string[] = [];
    const stop = client.onSessionVersion((version) => heard.push(version));
    await client.request('/a', { schema: pathSchema });
    await expect(client.request('/b', { schema: pathSchema })).rejects.toBeInstanceOf(ApiError);
    await client.request('/c', { schema: pathSchema });
    stop();
    expect(heard).toEqual(['abc12345', 'def67890']);
  });

  it('passes other errors on with the server envelope unchanged', async () => {
    const envelope = {
      success: false,
      message: 'Los datos enviados no son válidos.',
      errors: { marca: 'Requerido' },
    };
    const session = createSessionStore(memoryCookies({ jwt: NEW }));
    const fetch = vi.fn(async () => json(400, envelope));
    const client = createApiClient({ session, fetch, onSessionExpired: vi.fn() });

    const error = await client
      .request('/autos', { schema: pathSchema, method: 'POST', body: {} })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, body: envelope, message: envelope.message });
    expect((error as ApiError).fieldErrors).toEqual({ marca: 'Requerido' });
  });

  it('does not try to renew the token when the login itself answers 401', async () => {
    const session = createSessionStore(memoryCookies());
    // The sign-in's failure: the envelope, with the spec's `error` (0064-sign-in-failures-in-the-envelope.md).
    const fetch = vi.fn(async () => json(401, loginFailure('Correo o contraseña incorrectos')));
    const client = createApiClient({ session, fetch, onSessionExpired: vi.fn() });

    const body = { correo: 'ana@motorplaza.pe', contrasena: 'mala' };
    const error = await client
      .request('/auth/login', { schema: loginResponseSchema, method: 'POST', body })
      .catch((e) => e);
    expect(error).toMatchObject({ status: 401, message: 'Correo o contraseña incorrectos' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
