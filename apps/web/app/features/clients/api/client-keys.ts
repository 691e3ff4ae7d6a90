import type { ClientPageQuery } from '@motorplaza/domain/clients/client.schema';

/** The clients screen's API base (decision 0022). */
export const CLIENTS_PATH = '/clientes';

/** TanStack Query keys of the clients screen: invalidating `all` after a save reloads every view. */
export const clientKeys = {
  all: ['clientes'] as const,
  page: (query: ClientPageQuery) => ['clientes', 'pagina', query] as const,
  detail: (idCliente: number) => ['clientes', 'detalle', idCliente] as const,
};
