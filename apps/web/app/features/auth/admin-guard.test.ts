import { describe, expect, it, vi } from 'vitest';
import { fakeToken, memoryCookies } from '../../../test/tokens';
import { createSessionStore } from '../../lib/session';
import { guardStaffRoute } from './admin-guard';

const soon = () => Math.floor(Date.now() / 1000) + 10;

async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  const outcome = await promise.catch((thrown: unknown) => thrown);
  return outcome instanceof Response ? outcome.headers.get('Location') : null;
}

function setup(token: string | null, renewed: string | null) {
  const session = createSessionStore(memoryCookies(token ? { jwt: token } : {}));
  const refresh = vi.fn(async () => {
    if (renewed) session.setToken(renewed);
    return renewed;
  });
  const end = vi.fn(() => session.clear());
  return { session, refresh, end, deps: { session, api: { refresh }, events: { end } } };
}

const request = (path: string) => new Request(`https://motorplaza.pe${path}`);

describe('guardStaffRoute', () => {
  it('lets a user with a fresh token and the right role in without a refresh', async () => {
    const { deps, refresh } = setup(fakeToken({ rol: 'ADMIN' }), null);
    await expect(guardStaffRoute(request('/admin/usuarios'), deps)).resolves.toMatchObject({ rol: 'ADMIN' });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes a token about to expire before checking', async () => {
    const { deps, refresh } = setup(fakeToken({ exp: soon() }), fakeToken({ rol: 'EJECUTIVO' }));
    await expect(guardStaffRoute(request('/admin/reportes/ventas'), deps)).resolves.toMatchObject({
      rol: 'EJECUTIVO',
    });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('sends a visitor whose refresh fails to /inicio with the requested URL', async () => {
    const { deps, refresh } = setup(null, null);
    expect(await redirectOf(guardStaffRoute(request('/admin/accesorios?x=1'), deps))).toBe(
      '/inicio?returnUrl=%2Fadmin%2Faccesorios%3Fx%3D1',
    );
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('sends a role the route does not allow to /inicio with the requested URL', async () => {
    const { deps } = setup(fakeToken({ rol: 'ASESOR2' }), null);
    expect(await redirectOf(guardStaffRoute(request('/admin/usuarios'), deps))).toBe(
      '/inicio?returnUrl=%2Fadmin%2Fusuarios',
    );
  });

  it("sends a user whose role fits but who lacks the screen's permission away, keeping returnUrl (decision 0017)", async () => {
    const { deps } = setup(fakeToken({ rol: 'ADMIN', permisos: ['VER_INVENTARIO'] }), null);
    expect(await redirectOf(guardStaffRoute(request('/admin/usuarios?rol=ADMIN'), deps))).toBe(
      '/inicio?returnUrl=%2Fadmin%2Fusuarios%3Frol%3DADMIN',
    );
    await expect(guardStaffRoute(request('/admin/autos'), deps)).resolves.toMatchObject({ rol: 'ADMIN' });
  });

  it('lets a user promoted since their token was signed in: the renewed token decides (decision 0044)', async () => {
    const { deps, refresh, end } = setup(
      fakeToken({ rol: 'ASESOR1', permisos: ['VER_INVENTARIO', 'VER_REPORTES'] }),
      fakeToken({ rol: 'EJECUTIVO', permisos: ['VER_INVENTARIO', 'VER_REPORTES'] }),
    );
    await expect(guardStaffRoute(request('/admin/reportes/ventas'), deps)).resolves.toMatchObject({
      rol: 'EJECUTIVO',
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(end).not.toHaveBeenCalled();
  });

  it('keeps the session of a user refused a screen even when that renewal fails', async () => {
    const { deps, session, end } = setup(fakeToken({ rol: 'ASESOR2' }), null);
    expect(await redirectOf(guardStaffRoute(request('/admin/usuarios'), deps))).toBe(
      '/inicio?returnUrl=%2Fadmin%2Fusuarios',
    );
    expect(end).not.toHaveBeenCalled();
    expect(session.getUser()).toMatchObject({ rol: 'ASESOR2' });
  });

  it('signs out, here and in the other tabs, when the refresh of an expiring session fails', async () => {
    const { deps, session, end } = setup(fakeToken({ exp: soon() }), null);
    expect(await redirectOf(guardStaffRoute(request('/admin/autos'), deps))).toBe(
      '/inicio?returnUrl=%2Fadmin%2Fautos',
    );
    expect(end).toHaveBeenCalledWith('not-renewed');
    expect(session.getToken()).toBeNull();
  });
});
