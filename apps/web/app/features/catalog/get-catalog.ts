import type { CatalogVehicle } from '@motorplaza/domain/catalog/catalog-vehicle.schema';
import { api } from '../../lib/api';

/** A list younger than this is reused when coming back to the catalogue (keeps the scroll position). */
const REUSE_MS = 2 * 60_000;

let last: { vehicles: readonly CatalogVehicle[]; at: number } | undefined;

/** Remembers the list the page shows (also the server-rendered one), for a quick way back. */
export function rememberCatalog(vehicles: readonly CatalogVehicle[]): void {
  if (last?.vehicles !== vehicles) last = { vehicles, at: Date.now() };
}

/**
 * Spec 000 §7 'get all cars': GET /catalogo answers data.automoviles (public fields only; the
 * browser revalidates it with its ETag). A list loaded in the last two minutes is reused as is.
 */
export function getCatalog(
  signal?: AbortSignal,
): readonly CatalogVehicle[] | Promise<readonly CatalogVehicle[]> {
  if (last && Date.now() - last.at < REUSE_MS) return last.vehicles;
  // The schema (and zod) is imported while the request runs: the first load of the page does without.
  const schema = import('@motorplaza/domain/catalog/catalog-vehicle.schema').then(
    (module) => module.catalogResponseSchema,
  );
  return api.request('/catalogo', { schema, signal }).then(({ data }) => {
    rememberCatalog(data.automoviles);
    return data.automoviles;
  });
}
