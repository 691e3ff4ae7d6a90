import type { SessionUser } from './session-user';
import { canOpen } from './web-routes';

export interface MenuLink {
  readonly kind: 'link';
  readonly label: string;
  readonly to: string;
  /** Other paths that show the same screen (the link is current on them too). */
  readonly aliases?: readonly string[];
}
export interface MenuGroup {
  readonly kind: 'group';
  readonly label: string;
  readonly items: readonly MenuLink[];
}
export type MenuEntry = MenuLink | MenuGroup;

const link = (label: string, to: string, aliases?: readonly string[]): MenuLink =>
  aliases ? { kind: 'link', label, to, aliases } : { kind: 'link', label, to };

/** True when the current path is the link's screen (its path, an alias, or a page below them). */
export function isLinkActive(entry: MenuLink, pathname: string): boolean {
  return [entry.to, ...(entry.aliases ?? [])].some((path) => pathname.startsWith(path));
}

/** Spec 000 §2: visitor menu (the login and search buttons are rendered beside it). */
export const VISITOR_MENU: readonly MenuEntry[] = [
  link('Inicio', '/inicio'),
  link('Compra tu auto', '/compra-tu-auto'),
  link('Vende tu auto', '/vende-tu-auto'),
];

/** Spec 000 §2: logged-in menu; 'Accesorios' added so its screen is reachable (docs/decisions/0005). */
const STAFF_MENU: readonly MenuEntry[] = [
  link('Compra', '/compra-tu-auto'),
  link('Vende', '/vende-tu-auto'),
  // spec 000 §2: /admin/inicio is the same vehicle screen.
  link('Autos', '/admin/autos', ['/admin/inicio']),
  link('Accesorios', '/admin/accesorios'),
  {
    kind: 'group',
    label: 'Clientes',
    items: [
      link('Lista de Clientes', '/admin/clientes'),
      link('Clientes Interesados', '/admin/interesados'),
      link('Ofertas de Autos', '/admin/ofertas'),
      link('Pruebas de manejo', '/admin/pruebas-de-manejo'),
      link('Libro de Reclamaciones', '/admin/reclamos'),
      link('Bajas de publicidad', '/admin/bajas-de-publicidad'),
    ],
  },
  link('Reportes', '/admin/reportes'),
  {
    kind: 'group',
    label: 'Usuarios',
    items: [link('Gestión de Usuarios', '/admin/usuarios'), link('Movimientos', '/admin/movimientos')],
  },
];

/** The staff menu of one user: only what the route table lets them open, empty groups dropped. */
export function staffMenu(user: Pick<SessionUser, 'rol' | 'permisos'>): MenuEntry[] {
  return STAFF_MENU.flatMap((entry): MenuEntry[] => {
    if (entry.kind === 'link') return canOpen(entry.to, user) ? [entry] : [];
    const items = entry.items.filter((item) => canOpen(item.to, user));
    return items.length > 0 ? [{ ...entry, items }] : [];
  });
}
