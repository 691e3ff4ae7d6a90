import type { UserPageQuery } from '@motorplaza/domain/users/user-admin.schema';

/** The user screen's API base (spec 001 §7: every user call is under /usuario). */
export const USERS_PATH = '/usuario';

/** TanStack Query keys of the user screens: invalidating `all` after any change reloads every view. */
export const userKeys = {
  all: ['usuarios'] as const,
  page: (query: UserPageQuery) => ['usuarios', 'pagina', query] as const,
  detail: (idUsuario: number) => ['usuarios', 'detalle', idUsuario] as const,
  permissions: ['usuarios', 'permisos'] as const,
};
