import type { ComplaintPageQuery } from '@motorplaza/domain/complaints/complaint-admin.schema';

/** The staff book's API base (docs/decisions/0028). */
export const COMPLAINTS_PATH = '/libro-reclamaciones';
export const HOLIDAYS_PATH = '/feriados';

/** TanStack Query keys: invalidating `all` after any action reloads every view of the book. */
export const complaintKeys = {
  all: ['reclamos'] as const,
  page: (query: ComplaintPageQuery) => ['reclamos', 'pagina', query] as const,
  detail: (idReclamo: number) => ['reclamos', 'detalle', idReclamo] as const,
  holidays: (anio: number) => ['feriados', anio] as const,
};
