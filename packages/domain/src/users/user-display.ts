import { ROLE_LABELS, ROLES, type Role } from '../access/roles';
import type { AdminUser } from './user-admin.schema';

/**
 * How the user screens name roles and states (spec 001 §2.8, §6): role values are stored without a
 * space ("ASESOR1"); badges show them with one ("ASESOR 1"), the role filter by their labels.
 */
export function roleBadgeText(rol: string): string {
  return rol.replace(/^ASESOR(\d)$/, 'ASESOR $1');
}

/** The role filter's options: every role by its label (spec 001 §2.8 "all roles, ADMIN (Administrador), …"). */
export const ROLE_FILTER_OPTIONS: readonly { readonly value: Role; readonly label: string }[] = ROLES.map(
  (rol) => ({ value: rol, label: ROLE_LABELS[rol] }),
);
export const ALL_ROLES_LABEL = 'Todos los roles';

/** Spec 001 §9: Estado is "Activo" or "Inactivo". */
export function userStateLabel(estado: boolean): 'Activo' | 'Inactivo' {
  return estado ? 'Activo' : 'Inactivo';
}

export function userFullName(user: Pick<AdminUser, 'nombres' | 'apellidos'>): string {
  return `${user.nombres} ${user.apellidos}`.trim();
}
