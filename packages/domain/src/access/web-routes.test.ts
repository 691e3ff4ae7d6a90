import { describe, expect, it } from 'vitest';
import { staffMenu, VISITOR_MENU } from './menu';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSION_NAMES, type Permission } from './permissions';
import type { Role } from './roles';
import {
  canOpen,
  findWebRoute,
  guardRedirect,
  isIndexable,
  STAFF_LANDING_PATH,
  sitemapPaths,
  staffLandingPath,
  WEB_REDIRECTS,
  WEB_ROUTES,
} from './web-routes';

const as = (rol: Role, permisos: readonly string[] = DEFAULT_ROLE_PERMISSIONS[rol]) => ({
  rol,
  permisos: [...permisos],
});
const everything = (rol: Role) => as(rol, PERMISSION_NAMES);

describe('route table (spec 000 §2, §6)', () => {
  it.each([
    ['/inicio', true],
    ['/compra-tu-auto', true],
    ['/vende-tu-auto', true],
    ['/terminos-y-condiciones', true],
    ['/politicas-de-privacidad', true],
    ['/reclamos', true],
    ['/info-auto/42', true],
    ['/admin/inicio', false],
    ['/admin/reportes/ventas', false],
  ])('%s is public: %s', (path, open) => {
    expect(canOpen(path, null)).toBe(open);
  });

  it.each<[string, Role[]]>([
    ['/admin/inicio', ['ADMIN', 'EJECUTIVO', 'ASESOR1', 'ASESOR2']],
    ['/admin/autos', ['ADMIN', 'EJECUTIVO', 'ASESOR1', 'ASESOR2']],
    ['/admin/accesorios', ['ADMIN', 'EJECUTIVO', 'ASESOR1', 'ASESOR2']],
    ['/admin/interesados', ['ADMIN', 'EJECUTIVO', 'ASESOR1', 'ASESOR2']],
    ['/admin/ofertas', ['ADMIN', 'EJECUTIVO', 'ASESOR1', 'ASESOR2']],
    ['/admin/pruebas-de-manejo', ['ADMIN', 'EJECUTIVO', 'ASESOR1', 'ASESOR2']],
    ['/admin/usuarios', ['ADMIN']],
    ['/admin/movimientos', ['ADMIN']],
    ['/admin/clientes', ['ADMIN']],
    ['/admin/reportes', ['ADMIN', 'EJECUTIVO']],
    ['/admin/reportes/dashboard', ['ADMIN', 'EJECUTIVO']],
    ['/admin/reportes/ventas', ['ADMIN', 'EJECUTIVO']],
    ['/admin/reportes/estados', ['ADMIN', 'EJECUTIVO']],
    ['/admin/reportes/clientes', ['ADMIN', 'EJECUTIVO']],
    ['/admin/reportes/top-10-marcas', ['ADMIN', 'EJECUTIVO']],
  ])('%s opens for %j only (roles of spec 001 §6)', (path, allowed) => {
    for (const rol of ['ADMIN', 'EJECUTIVO', 'ASESOR1', 'ASESOR2'] as const) {
      expect(canOpen(path, everything(rol)), `${path} as ${rol}`).toBe(allowed.includes(rol));
    }
  });

  // docs/decisions/0017: the permission each screen needs on top of its roles.
  it.each<[string, Permission | null]>([
    ['/admin/inicio', 'VER_INVENTARIO'],
    ['/admin/autos', 'VER_INVENTARIO'],
    ['/admin/accesorios', null],
    ['/admin/interesados', null],
    ['/admin/ofertas', null],
    ['/admin/usuarios', 'GESTIONAR_USUARIOS'],
    ['/admin/movimientos', 'VER_MOVIMIENTOS'],
    ['/admin/clientes', 'VER_CLIENTES'],
    ['/admin/reportes', 'VER_REPORTES'],
    ['/admin/reportes/dashboard', 'VER_REPORTES'],
    ['/admin/reportes/ventas', 'VER_REPORTES'],
    ['/admin/reportes/estados', 'VER_REPORTES'],
    ['/admin/reportes/clientes', 'VER_REPORTES'],
    ['/admin/reportes/top-10-marcas', 'VER_REPORTES'],
  ])('%s needs %s and no other permission', (path, needed) => {
    for (const removed of PERMISSION_NAMES) {
      const user = as(
        'ADMIN',
        PERMISSION_NAMES.filter((name) => name !== removed),
      );
      expect(canOpen(path, user), `${path} without ${removed}`).toBe(removed !== needed);
    }
  });

  it('the default permissions of each role open the screens of its role', () => {
    expect(canOpen('/admin/reportes/ventas', as('EJECUTIVO'))).toBe(true);
    expect(canOpen('/admin/autos', as('ASESOR2'))).toBe(true);
    expect(canOpen('/admin/usuarios', as('ADMIN'))).toBe(true);
  });

  it('lands a sign-in on /admin/inicio, or on the first screen the permissions open', () => {
    expect(staffLandingPath(as('ASESOR1'))).toBe(STAFF_LANDING_PATH);
    expect(staffLandingPath(as('ASESOR1', []))).toBe('/admin/accesorios');
    expect(staffLandingPath(null)).toBe('/inicio');
  });

  it('redirects the empty paths of the spec', () => {
    expect(WEB_REDIRECTS).toEqual({
      '/': '/inicio',
      '/admin': '/admin/inicio',
      '/admin/reportes': '/admin/reportes/dashboard',
    });
  });

  it('indexes every public page and no back-office page but the one spec 001 §2.6 marks index/follow', () => {
    for (const route of WEB_ROUTES) {
      // The unsubscribe link's page is personal (its token names a person): never indexed (decision 0029);
      // nor is a seller's offer look-up, reached from the seller's own e-mail (decision 0043), nor a
      // visitor's favourites or comparisons (decision 0081-favourites-and-compare.md), the
      // buyer's test drive look-up, nor the pages of an alert e-mail's links (issue 26).
      const personal = [
        '/baja-de-publicidad',
        '/vende-tu-auto/consulta',
        '/vende-tu-auto/confirmar',
        '/favoritos',
        '/comparar',
        '/prueba-de-manejo/consulta',
        '/alertas',
        '/alertas/confirmar',
      ];
      expect(route.index, route.path).toBe(
        (!route.path.startsWith('/admin') && !personal.includes(route.path)) ||
          route.path === '/admin/interesados',
      );
    }
  });

  it('keeps the pages not built yet out of search engines and the sitemap', () => {
    const placeholders = WEB_ROUTES.filter((route) => route.placeholder).map((route) => route.path);
    expect(placeholders).toEqual([]);
    for (const route of WEB_ROUTES) {
      expect(isIndexable(route), route.path).toBe(
        route.index && !placeholders.includes(route.path) && !route.path.startsWith('/admin'),
      );
    }
    expect(sitemapPaths()).toEqual([
      '/inicio',
      '/compra-tu-auto',
      '/vende-tu-auto',
      '/terminos-y-condiciones',
      '/politicas-de-privacidad',
      '/reclamos',
      '/reclamos/consulta',
    ]);
  });

  it('finds parameterised routes and nothing for unknown paths', () => {
    expect(findWebRoute('/info-auto/7')?.path).toBe('/info-auto/:id');
    expect(findWebRoute('/info-auto/7/extra')).toBeUndefined();
    expect(findWebRoute('/no-existe')).toBeUndefined();
    expect(canOpen('/no-existe', as('ADMIN'))).toBe(false);
  });

  it('sends a failed guard to /inicio with the requested URL in returnUrl', () => {
    expect(guardRedirect('/admin/usuarios?x=1')).toBe('/inicio?returnUrl=%2Fadmin%2Fusuarios%3Fx%3D1');
  });

  it('the page title of the catalogue is the spec one', () => {
    expect(findWebRoute('/compra-tu-auto')?.title).toMatch(/^Compra tu auto/);
  });
});

describe('menus (spec 000 §2)', () => {
  it('the visitor menu has Inicio, Compra tu auto, Vende tu auto', () => {
    expect(VISITOR_MENU.map((entry) => entry.label)).toEqual(['Inicio', 'Compra tu auto', 'Vende tu auto']);
  });

  it('a permission removed takes its menu entries away (docs/decisions/0017)', () => {
    const menu = staffMenu(as('ADMIN', ['VER_INVENTARIO', 'VER_MOVIMIENTOS']));
    expect(menu.map((entry) => entry.label)).toEqual([
      'Compra',
      'Vende',
      'Autos',
      'Accesorios',
      'Clientes',
      'Usuarios',
    ]);
    const usuarios = menu.find((entry) => entry.label === 'Usuarios');
    expect(usuarios?.kind === 'group' && usuarios.items.map((item) => item.label)).toEqual(['Movimientos']);
    const clientes = menu.find((entry) => entry.label === 'Clientes');
    // The complaints book goes with the role, not with a permission (docs/decisions/0028).
    expect(clientes?.kind === 'group' && clientes.items.map((item) => item.label)).toEqual([
      'Clientes Interesados',
      'Ofertas de Autos',
      'Pruebas de manejo',
      'Libro de Reclamaciones',
    ]);
    expect(staffMenu(as('EJECUTIVO', [])).map((entry) => entry.label)).toEqual([
      'Compra',
      'Vende',
      'Accesorios',
      'Clientes',
    ]);
  });

  it('ADMIN sees every entry, including Usuarios with its two links', () => {
    const menu = staffMenu(as('ADMIN'));
    expect(menu.map((entry) => entry.label)).toEqual([
      'Compra',
      'Vende',
      'Autos',
      'Accesorios',
      'Clientes',
      'Reportes',
      'Usuarios',
    ]);
    const usuarios = menu.find((entry) => entry.label === 'Usuarios');
    expect(usuarios?.kind === 'group' && usuarios.items.map((item) => item.label)).toEqual([
      'Gestión de Usuarios',
      'Movimientos',
    ]);
  });

  it('EJECUTIVO has Reportes but no Usuarios, and of Clientes the interested buyers, the withdrawals, the complaints book and the offers', () => {
    const menu = staffMenu(as('EJECUTIVO'));
    expect(menu.map((entry) => entry.label)).toEqual([
      'Compra',
      'Vende',
      'Autos',
      'Accesorios',
      'Clientes',
      'Reportes',
    ]);
    const clientes = menu.find((entry) => entry.label === 'Clientes');
    expect(clientes?.kind === 'group' && clientes.items.map((item) => item.label)).toEqual([
      'Clientes Interesados',
      'Ofertas de Autos',
      'Pruebas de manejo',
      'Libro de Reclamaciones',
      'Bajas de publicidad',
    ]);
  });

  it.each<Role>(['ASESOR1', 'ASESOR2'])(
    '%s has no Reportes, no Usuarios, no withdrawals and no complaints book',
    (rol) => {
      const menu = staffMenu(as(rol));
      expect(menu.map((entry) => entry.label)).toEqual([
        'Compra',
        'Vende',
        'Autos',
        'Accesorios',
        'Clientes',
      ]);
      const clientes = menu.find((entry) => entry.label === 'Clientes');
      expect(clientes?.kind === 'group' && clientes.items.map((item) => item.label)).toEqual([
        'Clientes Interesados',
        'Ofertas de Autos',
        'Pruebas de manejo',
      ]);
    },
  );
});
