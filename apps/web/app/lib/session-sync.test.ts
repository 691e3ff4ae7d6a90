import { sessionVersion } from '@motorplaza/domain/access/session-version';
import { sessionUserFromClaims } from '@motorplaza/domain/access/token-claims';
import { describe, expect, it, vi } from 'vitest';
import { fakeToken, memoryCookies } from '../../test/tokens';
import { createSessionStore } from './session';
import { type SyncScope, startSessionSync } from './session-sync';

const ASESOR = { rol: 'ASESOR2' as const, permisos: ['VER_INVENTARIO'] };
const GRANTED = { rol: 'ASESOR2' as const, permisos: ['VER_INVENTARIO', 'EXPORTAR_DATOS'] };

function versionOf(claims: typeof ASESOR) {
  return sessionVersion(
    sessionUserFromClaims({
      sub: '1',
      nombre: 'Ana Torres',
      foto: null,
      sid: '0b5a3c1e-2f4d-4a6b-8c9d-0e1f2a3b4c5d',
      sv: 0,
      debeCambiarContrasena: false,
      exp: 0,
      ...claims,
    }),
  );
}

/** A tab: its cookies, a server that renews to `renewed`, a clock and the browser's events by hand. */
function tab(visible = true) {
  const jar = memoryCookies({ jwt: fakeToken(ASESOR) });
  const session = createSessionStore(jar);
  let renewed = fakeToken(GRANTED);
  const versionListeners = new Set<(version: string) => void>();
  const refresh = vi.fn(async () => {
    session.setToken(renewed);
    return renewed;
  });
  let serverVersion = versionOf(ASESOR);
  const check = vi.fn(async () => {
    for (const listener of versionListeners) listener(serverVersion);
  });
  const handlers = new Map<string, () => void>();
  let tick = () => {};
  const scope: SyncScope = {
    document: {
      visibilityState: visible ? 'visible' : 'hidden',
      addEventListener: (type: string, listener: () => void) => handlers.set(type, listener),
      removeEventListener: (type: string) => handlers.delete(type),
    } as unknown as SyncScope['document'],
    addEventListener: (type, listener) => handlers.set(type, listener),
    removeEventListener: (type) => handlers.delete(type),
    setInterval: (handler) => {
      tick = handler;
      return 1;
    },
    clearInterval: () => {
      tick = () => {};
    },
  };
  const stop = startSessionSync({
    session,
    api: {
      refresh,
      onSessionVersion: (listener) => {
        versionListeners.add(listener);
        return () => versionListeners.delete(listener);
      },
    },
    check,
    scope,
    intervalMs: 4_000,
  });
  return {
    jar,
    session,
    refresh,
    check,
    handlers,
    stop,
    tick: () => tick(),
    serverSays(claims: typeof ASESOR, token = fakeToken(claims)) {
      serverVersion = versionOf(claims);
      renewed = token;
    },
    answer: (version: string) => {
      for (const listener of versionListeners) listener(version);
    },
  };
}

describe('the session sync of a tab (decision 0044)', () => {
  it('renews nothing while the server says what the token says', async () => {
    const t = tab();
    t.tick();
    await Promise.resolve();
    expect(t.check).toHaveBeenCalledTimes(1);
    expect(t.refresh).not.toHaveBeenCalled();
  });

  it('renews the token once when a check hears another version, and the tab shows the new permissions', async () => {
    const t = tab();
    const heard = vi.fn();
    t.session.subscribe(heard);
    t.serverSays(GRANTED);
    t.tick();
    t.tick();
    await vi.waitFor(() => expect(t.session.getUser()?.permisos).toContain('EXPORTAR_DATOS'));
    expect(t.refresh).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalled();
  });

  it('hears the version on any API answer, and takes a token another tab already renewed', async () => {
    const t = tab();
    t.jar.values.set('jwt', fakeToken(GRANTED));
    t.answer(versionOf(GRANTED));
    expect(t.refresh).not.toHaveBeenCalled();
    expect(t.session.getUser()?.permisos).toContain('EXPORTAR_DATOS');
  });

  it('asks on focus and when the tab becomes visible, never while hidden', () => {
    const hidden = tab(false);
    hidden.tick();
    expect(hidden.check).not.toHaveBeenCalled();
    const shown = tab();
    shown.handlers.get('focus')?.();
    shown.handlers.get('visibilitychange')?.();
    expect(shown.check).toHaveBeenCalledTimes(2);
  });

  it("does not ask without a live token: renewing or ending the session stays with the user's requests", () => {
    const t = tab();
    t.jar.values.delete('jwt');
    t.tick();
    t.jar.values.set('jwt', fakeToken({ ...ASESOR, exp: Math.floor(Date.now() / 1000) + 30 }));
    t.tick();
    expect(t.check).not.toHaveBeenCalled();
  });

  it('stops asking and listening once stopped', () => {
    const t = tab();
    t.stop();
    t.tick();
    t.answer(versionOf(GRANTED));
    expect(t.check).not.toHaveBeenCalled();
    expect(t.refresh).not.toHaveBeenCalled();
    expect(t.handlers.size).toBe(0);
  });
});
