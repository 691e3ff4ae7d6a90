import { ADMIN_ONLY, decide, MANAGERS, type Policy, PUBLIC, rolesPolicy, STAFF } from './policy';
import type { SessionUser } from './session-user';

/**
 * The route table of spec 000 §2 and §6: ONE definition read by the web's route guards, its menus,
 * its per-route meta tags and the tests. Paths use React Router patterns.
 */
export interface WebRoute {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly keywords: string;
  /** index/follow flag for search engines; the back-office is never indexed (docs/decisions/0003). */
  readonly index: boolean;
  /**
   * A public page that only says it is coming (the web's ComingSoon): `noindex, follow` and out of the
   * sitemap until it is built; building it is one change here, `publicPage` for `placeholderPage`
   * (docs/decisions/0009).
   */
  readonly placeholder?: true;
  readonly policy: Policy;
}

const STAFF_AREA = rolesPolicy(STAFF);
// Screens that also need a named permission (docs/decisions/0017).
const INVENTORY = rolesPolicy(STAFF, ['VER_INVENTARIO']);
const USERS = rolesPolicy(ADMIN_ONLY, ['GESTIONAR_USUARIOS']);
const MOVEMENTS = rolesPolicy(ADMIN_ONLY, ['VER_MOVIMIENTOS']);
const CLIENTS = rolesPolicy(ADMIN_ONLY, ['VER_CLIENTES']);
const REPORTS = rolesPolicy(MANAGERS, ['VER_REPORTES']);
// Who asked to stop marketing: the managers who attend clients' requests (decision 0029).
const MARKETING_WITHDRAWALS = rolesPolicy(MANAGERS, ['GESTIONAR_INTERESADOS']);
// The complaints book: ADMIN and EJECUTIVO (docs/decisions/0028).
const COMPLAINTS = rolesPolicy(MANAGERS);
const BRAND = 'MotorPlaza';
const KEYWORDS = 'autos usados, autos seminuevos, autos nuevos, venta de autos, Lima, Perú';

function publicPage(path: string, title: string, description: string): WebRoute {
  return { path, title: `${title} | ${BRAND}`, description, keywords: KEYWORDS, index: true, policy: PUBLIC };
}

function adminPage(path: string, title: string, policy: Policy, index = false): WebRoute {
  return { path, title: `${title} | ${BRAND}`, description: title, keywords: '', index, policy };
}

export const WEB_ROUTES = [
  publicPage(
    '/inicio',
    'Autos usados y nuevos en Lima',
    'Compra y vende autos usados, seminuevos y nuevos en Lima con financiamiento. Tiendas en San Isidro y Santiago de Surco.',
  ),
  publicPage(
    '/compra-tu-auto',
    'Compra tu auto',
    'Catálogo de autos usados y nuevos en Lima: filtra por marca, modelo, precio, año, carrocería y kilometraje.',
  ),
  publicPage(
    '/vende-tu-auto',
    'Vende tu auto',
    'Vende tu auto usado en Lima de forma rápida y segura: envía los datos y fotos de tu vehículo, agenda la inspección en San Isidro o Surco y recibe nuestra oferta.',
  ),
  // spec 000 §2: the original swapped these two titles; each page carries its own (docs/decisions/0001).
  publicPage(
    '/terminos-y-condiciones',
    'Términos y Condiciones',
    'Términos de uso del sitio: precios y disponibilidad, fotos referenciales, financiamiento y ofertas por tu auto.',
  ),
  publicPage(
    '/politicas-de-privacidad',
    'Política de Privacidad',
    'Cómo tratamos tus datos personales según la Ley N.° 29733 y su reglamento, y cómo ejercer tus derechos.',
  ),
  // The virtual complaints book and its status look-up (docs/decisions/0028).
  publicPage(
    '/reclamos',
    'Libro de Reclamaciones',
    'Libro de Reclamaciones virtual: registra tu reclamo o queja conforme al Código de Protección y Defensa del Consumidor.',
  ),
  publicPage(
    '/reclamos/consulta',
    'Consulta tu reclamo',
    'Consulta el estado de tu hoja de reclamación con su número y tu documento de identidad.',
  ),
  // The seller's look-up of an offer (decision 0043): personal, never indexed.
  {
    ...publicPage(
      '/vende-tu-auto/consulta',
      'Consulta tu oferta',
      'Consulta el estado de tu oferta de auto y tu inspección con su código y tu DNI; cambia el horario o cancélala.',
    ),
    index: false,
  },
  // The confirmation link of a public offer (issue 23): personal, never indexed.
  {
    ...publicPage(
      '/vende-tu-auto/confirmar',
      'Confirma tu oferta',
      'Confirma con un clic la oferta de tu auto y la hora de tu inspección.',
    ),
    index: false,
  },
  // The buyer's look-up of a test drive (issue 26): personal, never indexed.
  {
    ...publicPage(
      '/prueba-de-manejo/consulta',
      'Consulta tu prueba de manejo',
      'Consulta tu prueba de manejo con su código y tu DNI; cambia el día y la hora o cancélala.',
    ),
    index: false,
  },
  publicPage('/info-auto/:id', 'Detalle del auto', 'Ficha del vehículo: fotos, precio y características.'),
  // The page of the unsubscribe link of marketing e-mails: public, never indexed (decision 0029).
  {
    ...publicPage(
      '/baja-de-publicidad',
      'Dejar de recibir publicidad',
      'Confirma con un clic que ya no quieres recibir ofertas ni novedades por correo.',
    ),
    index: false,
  },
  // The visitor's saved cars and comparisons (issue 26): kept in the browser, never indexed
  // (decision 0081-favourites-and-compare.md).
  {
    ...publicPage('/favoritos', 'Favoritos', 'Los autos que guardaste, con su precio y estado de hoy.'),
    index: false,
  },
  {
    ...publicPage(
      '/comparar',
      'Comparar autos',
      'Compara lado a lado precio, cuota, año, kilometraje y características.',
    ),
    index: false,
  },
  // 'Avísame cuando llegue' (issue 26): the pages of the alert e-mails' links, never indexed.
  {
    ...publicPage('/alertas', 'Mis alertas', 'Mira y elimina tus alertas de autos del catálogo.'),
    index: false,
  },
  {
    ...publicPage(
      '/alertas/confirmar',
      'Confirma tu alerta',
      'Activa con un clic tu alerta de autos nuevos o rebajados del catálogo.',
    ),
    index: false,
  },
  adminPage('/admin/inicio', 'Administración de Vehículos', INVENTORY),
  adminPage('/admin/autos', 'Administración de Vehículos', INVENTORY),
  adminPage('/admin/accesorios', 'Administración de Accesorios', STAFF_AREA),
  // spec 001 §2.6: this page sets index/follow. It is behind sign-in and /robots.txt keeps crawlers out
  // of /admin, so the tag changes nothing in practice; the sitemap lists public pages only.
  adminPage('/admin/interesados', 'Clientes Interesados', STAFF_AREA, true),
  adminPage('/admin/ofertas', 'Ofertas de Autos', STAFF_AREA),
  adminPage('/admin/pruebas-de-manejo', 'Pruebas de manejo', STAFF_AREA),
  adminPage('/admin/usuarios', 'Administración de Usuarios', USERS),
  adminPage('/admin/movimientos', 'Movimientos de Usuarios', MOVEMENTS),
  adminPage('/admin/clientes', 'Administración de Clientes', CLIENTS),
  adminPage('/admin/bajas-de-publicidad', 'Bajas de Publicidad', MARKETING_WITHDRAWALS),
  adminPage('/admin/reclamos', 'Libro de Reclamaciones', COMPLAINTS),
  adminPage('/admin/reportes/dashboard', 'Dashboard de Reportes', REPORTS),
  adminPage('/admin/reportes/ventas', 'Reporte de Ventas', REPORTS),
  adminPage('/admin/reportes/estados', 'Estados de Automóviles', REPORTS),
  adminPage('/admin/reportes/clientes', 'Reporte de Clientes Interesados', REPORTS),
  adminPage('/admin/reportes/top-10-marcas', 'Top 10 Marcas', REPORTS),
] as const satisfies readonly WebRoute[];

/** Redirects of spec 000 §2 (the empty path and the empty children). Unknown paths go to /inicio. */
export const WEB_REDIRECTS: Readonly<Record<string, string>> = {
  '/': '/inicio',
  '/admin': '/admin/inicio',
  '/admin/reportes': '/admin/reportes/dashboard',
};

export const HOME_PATH = '/inicio';
export const STAFF_LANDING_PATH = '/admin/inicio';

/**
 * Where a sign-in without a returnUrl goes: /admin/inicio, or the first back-office screen the user
 * may open when a permission keeps them out of the inventory; /inicio when there is none.
 */
export function staffLandingPath(user: Pick<SessionUser, 'rol' | 'permisos'> | null): string {
  if (canOpen(STAFF_LANDING_PATH, user)) return STAFF_LANDING_PATH;
  const first = WEB_ROUTES.find((route) => route.path.startsWith('/admin/') && canOpen(route.path, user));
  return first?.path ?? HOME_PATH;
}

function matches(pattern: string, pathname: string): boolean {
  const a = pattern.split('/');
  const b = pathname.replace(/\/+$/, '').split('/');
  return a.length === b.length && a.every((part, i) => part.startsWith(':') || part === b[i]);
}

/** Whether search engines may index the route's pages: public and built. */
export function isIndexable(route: WebRoute): boolean {
  return route.index && route.placeholder !== true && route.policy.access === 'public';
}

/** The pages of the sitemap: indexable routes without parameters (vehicles are listed one by one). */
export function sitemapPaths(): string[] {
  return WEB_ROUTES.filter((route) => isIndexable(route) && !route.path.includes(':')).map(
    (route) => route.path,
  );
}

/** The route of a concrete pathname, or undefined for unknown paths. */
export function findWebRoute(pathname: string): WebRoute | undefined {
  return WEB_ROUTES.find((route) => matches(route.path, pathname));
}

export function canOpen(pathname: string, user: Pick<SessionUser, 'rol' | 'permisos'> | null): boolean {
  const target = WEB_REDIRECTS[pathname] ?? pathname;
  return decide(findWebRoute(target)?.policy, user) === 'allow';
}

/** Where a failed guard sends the user (spec 000 §2, 001 §2): /inicio?returnUrl=<requested URL>. */
export function guardRedirect(requestedUrl: string): string {
  return `${HOME_PATH}?${new URLSearchParams({ returnUrl: requestedUrl })}`;
}
