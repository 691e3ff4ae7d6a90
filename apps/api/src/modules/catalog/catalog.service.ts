import { setImmediate as nextTurn } from 'node:timers/promises';
import { toCatalogColumns } from '@motorplaza/domain/catalog/catalog-columns';
import { catalogIndex } from '@motorplaza/domain/catalog/catalog-index';
import { catalogOptions } from '@motorplaza/domain/catalog/catalog-options';
import { type CatalogPageData, catalogPage } from '@motorplaza/domain/catalog/catalog-page';
import type { CatalogState } from '@motorplaza/domain/catalog/catalog-state';
import type { CatalogVehicle, PublicVehicle } from '@motorplaza/domain/catalog/catalog-vehicle.schema';
import { filterBounds } from '@motorplaza/domain/catalog/filter-set';
import type { PriceStoryVehicle, VehiclePriceStory } from '@motorplaza/domain/catalog/price-story';
import type { SelectionItem } from '@motorplaza/domain/catalog/selection.schema';
import type { CatalogSnapshot } from '@motorplaza/domain/web/server-context';
import type { CacheNotices } from '../../db/cache-notices';
import type { Db } from '../../db/client';
import { type EncodedBody, encodeBody } from '../../lib/encoded-body';
import { findPublicVehicle, listCatalogVehicles } from './catalog.repository';
import { findSelection, publicIdsAmong } from './catalog-selection.repository';
import { vehiclePriceStory } from './price-story';

export interface CatalogBuild extends CatalogSnapshot {
  /** The JSON of GET /api/v1/catalogo, encoded once. */
  body: EncodedBody;
  /** The same list as columns (GET /api/v1/catalogo/columnas), encoded on its first request. */
  columns(): Promise<EncodedBody>;
  /** Set by the first page asked of this build: its derived data being prepared (`prepareDerived`). */
  derived?: Promise<void>;
}

/**
 * The public catalogue is read far more than it changes: it is built once (list, JSON bytes,
 * gzip, brotli, ETag) and rebuilt after `invalidate()`, which every inventory change calls.
 * With `notices` (several processes on one PostgreSQL, decision 0033) an invalidation is also sent
 * to the other processes, and theirs drop this one's copy.
 */
/**
 * The list's derived data the screen reads (bounds, options, index: 10–60 ms at 10,000 cars), each
 * built in a turn of its own: built inside the first render after a change, they stacked with it into
 * one long task that every other request waited behind (issue 13's event-loop target).
 */
async function prepareDerived(vehicles: readonly CatalogVehicle[]): Promise<void> {
  for (const derive of [filterBounds, catalogOptions, catalogIndex]) {
    await nextTurn();
    derive(vehicles);
  }
  await nextTurn();
}

export function createCatalogService(db: Db, notices?: CacheNotices) {
  let current: Promise<CatalogBuild> | undefined;
  /** The build `current` resolved to, while it is still current: what the fast path serves. */
  let built: CatalogBuild | undefined;
  let generation = 0;

  function drop(): void {
    generation += 1;
    current = undefined;
    built = undefined;
  }
  notices?.subscribe((notice) => {
    if (notice === 'catalog' || notice === 'all') drop();
  });

  async function build(): Promise<CatalogBuild> {
    const vehicles: readonly CatalogVehicle[] = await listCatalogVehicles(db);
    await nextTurn();
    const body = await encodeBody(JSON.stringify({ success: true, data: { automoviles: vehicles } }));
    let columns: Promise<EncodedBody> | undefined;
    return {
      vehicles,
      version: body.etag,
      body,
      columns: () => {
        columns ??= encodeBody(JSON.stringify({ success: true, data: toCatalogColumns(vehicles) }));
        return columns;
      },
    };
  }

  function snapshot(): Promise<CatalogBuild> {
    const started = generation;
    current ??= build().then(
      (result) => {
        if (generation === started) built = result;
        return result;
      },
      (error: unknown) => {
        if (generation === started) current = undefined;
        throw error;
      },
    );
    return current;
  }

  return {
    snapshot,

    /** The catalogue already built and still current, if any: read without waiting (fast-path.ts). */
    built(): CatalogBuild | undefined {
      return built;
    },

    /**
     * The catalogue screen of one state from the built list (decision 0030): the page of results and
     * the facets, never the whole list. `catalogView` indexes the list once, then takes ~2 ms at 10,000.
     */
    async page(state: CatalogState): Promise<CatalogPageData> {
      const build = await snapshot();
      build.derived ??= prepareDerived(build.vehicles);
      await build.derived;
      return catalogPage(build.vehicles, state);
    },

    vehicle(idAuto: number): Promise<PublicVehicle | undefined> {
      return findPublicVehicle(db, idAuto);
    },
    /** The favourites' current prices and states; null for a car gone or never public. */
    selection(ids: readonly number[]): Promise<SelectionItem[]> {
      return findSelection(db, ids);
    },
    /** The cars of a comparison, in the order asked; null for a car gone or never public. */
    async compared(ids: readonly number[]): Promise<(PublicVehicle | null)[]> {
      const shown = await publicIdsAmong(db, ids);
      return Promise.all(
        ids.map(async (idAuto) =>
          shown.has(idAuto) ? ((await findPublicVehicle(db, idAuto)) ?? null) : null,
        ),
      );
    },
    priceStory(vehicle: PriceStoryVehicle): Promise<VehiclePriceStory> {
      return vehiclePriceStory(db, vehicle, new Date());
    },

    /**
     * Drops the built catalogue, here and in the other processes; the next read rebuilds it, and
     * cached public pages are dropped. Called after the change committed.
     */
    invalidate(): void {
      drop();
      notices?.publish('catalog');
    },

    /** Bumped by every invalidation, even one that leaves the list of available cars as it was. */
    generation(): number {
      return generation;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
