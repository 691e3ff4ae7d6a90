import type { AdminUser } from '@motorplaza/domain/users/user-admin.schema';

/** What a card or a table row asks for: the form, or a state change to confirm. */
export type UserRowAction = 'edit' | 'toggle' | 'delete';

export interface UserRowProps {
  readonly user: AdminUser;
  readonly selected: boolean;
  readonly onSelect: (user: AdminUser, selected: boolean) => void;
  readonly onAction: (action: UserRowAction, user: AdminUser) => void;
}

/** "Eliminar" inactivates (spec 001 §4): an inactive user offers "Activar" instead (docs/decisions/0019). */
export function canDelete(user: Pick<AdminUser, 'estado'>): boolean {
  return user.estado;
}
