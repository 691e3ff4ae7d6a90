import type { AccessoryPageQuery } from '@motorplaza/domain/accessories/accessory.schema';

/** The accessories API base (decision 0021). */
export const ACCESSORIES_PATH = '/accesorios';

/** TanStack Query keys: invalidating `all` after any change reloads the list, the options and a detail. */
export const accessoryKeys = {
  all: ['accesorios'] as const,
  page: (query: AccessoryPageQuery) => ['accesorios', 'pagina', query] as const,
  options: ['accesorios', 'opciones'] as const,
  detail: (idAccesorio: number) => ['accesorios', 'detalle', idAccesorio] as const,
};
