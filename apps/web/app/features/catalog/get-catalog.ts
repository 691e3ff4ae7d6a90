import type { CatalogVehicle } from '@motorplaza/domain/catalog/catalog-vehicle.schema';
import { useSyncExternalStore } from 'react';

/** A list younger than this is reused when coming back to the catalogue (keeps the scroll position). */
const REUSE_MS = 2 * 60_000;

let last: { vehicles: readonly CatalogVehicle[]; at: number } | undefined;
let loading: Promise<readonly CatalogVehicle[]> | undefined;
const listeners = new Set<() => void>();

function remember(vehicles: readonly CatalogVehicle[]): void {
  last = { vehicles, at: Date.now() };
  for (const listener of listeners) listener();
}

/** The list loaded in the last two minutes, if any: a navigation back to the catalogue reuses it. */
export function recentCatalog(): readonly CatalogVehicle[] | undefined {
  return last && Date.now() - last.at < REUSE_MS ? last.vehicles : undefined;
}

/** Whether the browser holds a list to run the rules on (decision 0030). */
export function hasCatalogIndex(): boolean {
  return last !== undefined;
}

/**
 * Spec 000 §7 'get all cars', in columns: GET /catalogo/columnas holds the cars of GET /catalogo
 * (public fields only) in a smaller document that is quicker to check (decision 0030); the browser
 * revalidates it with its ETag. One request at a time: later callers share it.
 */
export function getCatalog(): Promise<readonly CatalogVehicle[]> {
  // The API client and the column reader load with the first list: the server's page does without.
  loading ??= Promise.all([
    import('../../lib/api'),
    import('@motorplaza/domain/catalog/catalog-columns'),
    import('zod'),
  ])
    .then(async ([{ api }, { fromCatalogColumns, readCatalogColumns }, { z }]) => {
      // The envelope by schema, the columns by a plain loop (a schema per value is ten times slower).
      const schema = z.object({ success: z.literal(true), data: z.unknown() });
      const { data } = await api.request('/catalogo/columnas', { schema });
      const vehicles = fromCatalogColumns(readCatalogColumns(data));
      remember(vehicles);
      return vehicles;
    })
    .finally(() => {
      loading = undefined;
    });
  return loading;
}

/**
 * Loads the list once the visitor starts using the search or the filters (decision 0030): from then
 * on every change runs the rules in the browser, in one frame. Until it arrives, or if it fails, a
 * change asks the server for its view, so nothing is lost but the speed.
 */
export function loadCatalogIndex(): void {
  if (last || loading) return;
  getCatalog().catch((error: unknown) => console.error('No se pudo cargar el catálogo', error));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The loaded list, or null (always null while hydrating the server's page). */
export function useCatalogIndex(): readonly CatalogVehicle[] | null {
  return useSyncExternalStore(
    subscribe,
    () => last?.vehicles ?? null,
    () => null,
  );
}

let shown = 0;

/** Counts the catalogue screens on screen: a loader run while one is shown is a change of its view. */
export function catalogShown(): () => void {
  shown += 1;
  return () => {
    shown -= 1;
  };
}

export function isCatalogShown(): boolean {
  return shown > 0;
}
