import type { CatalogVehicle } from '@motorplaza/domain/catalog/catalog-vehicle.schema';

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
  // The API client and the schema (with zod) load with the first list the browser asks for: the
  // server-rendered page does without both.
  return Promise.all([import('../../lib/api'), import('@motorplaza/domain/catalog/catalog-vehicle.schema')])
    .then(([{ api }, { catalogResponseSchema }]) =>
      api.request('/catalogo', { schema: catalogResponseSchema, signal }),
    )
    .then(({ data }) => {
      rememberCatalog(data.automoviles);
      return data.automoviles;
    });
}
