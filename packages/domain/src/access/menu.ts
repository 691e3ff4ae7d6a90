import type { SessionUser } from './session-user';
import { canOpen } from './web-routes';

export interface MenuLink {
  readonly kind: 'link';
  readonly label: string;
  readonly to: string;
}
export interface MenuGroup {
  readonly kind: 'group';
  readonly label: string;
  readonly items: readonly MenuLink[];
}
export type MenuEntry = MenuLink | MenuGroup;

const link = (label: string, to: string): MenuLink => ({ kind: 'link', label, to });

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
  link('Autos', '/admin/autos'),
  link('Accesorios', '/admin/accesorios'),
  {
    kind: 'group',
    label: 'Clientes',
    items: [link('Lista de Clientes', '/admin/clientes'), link('Clientes Interesados', '/admin/interesados')],
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
