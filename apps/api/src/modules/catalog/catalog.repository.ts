import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  CATALOG_STATUSES,
  type CatalogVehicle,
  type PublicVehicle,
} from '@motorplaza/domain/catalog/catalog-vehicle.schema';
import type { VehicleStatus } from '@motorplaza/domain/vehicles/status';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { automovil } from '../../db/schema/index';
import { listPhotos, listVehicleAccessories } from '../vehicles/vehicle.repository';

/** The public columns, and nothing else: no owner, plate, purchase-side data or notes. */
export const PUBLIC_COLUMNS = {
  idAuto: automovil.idAuto,
  marca: automovil.marca,
  modelo: automovil.modelo,
  version: automovil.version,
  color: automovil.color,
  carroceria: automovil.carroceria,
  combustible: automovil.combustible,
  transmision: automovil.transmision,
  traccion: automovil.traccion,
  anioFabricacion: automovil.anioFabricacion,
  anioModelo: automovil.anioModelo,
  kilometraje: automovil.kilometraje,
  // The asking price is the last price when it was cut (spec 001 §2.1 shows the same on the card).
  precioCompra: sql<number>`coalesce(${automovil.ultimoPrecioCompra}, ${automovil.precioCompra})`,
  precioAnterior: sql<number | null>`case when ${automovil.ultimoPrecioCompra} is not null
    and ${automovil.ultimoPrecioCompra} <> ${automovil.precioCompra} then ${automovil.precioCompra} end`,
  tag: automovil.tag,
  fotoPrincipal: automovil.fotoPrincipal,
  cinta: automovil.cinta,
  swPiso: automovil.swPiso,
  swFacturable: automovil.swFacturable,
  swTresFilas: automovil.swTresFilas,
  fechaIng: automovil.fechaIng,
};

export type PublicRow = Omit<CatalogVehicle, 'fechaIng'> & { fechaIng: Date };

export function toCatalogVehicle(row: PublicRow): CatalogVehicle {
  return { ...row, precioCompra: Number(row.precioCompra), fechaIng: row.fechaIng.toISOString() };
}

/** Rows per query of `listCatalogVehicles`: about 15 ms of PGlite's work each at 10,000 cars. */
export const CATALOG_CHUNK_ROWS = 2_000;

/**
 * Every available, non-archived vehicle, newest first. The database builds each chunk as one JSON text
 * (`json_agg`) that the process parses once: turning 10,000 rows into objects row by row took ~230 ms of
 * the event loop on PGlite. The list is read in chunks of `CATALOG_CHUNK_ROWS` by key (date of entry, id)
 * inside one read-only transaction, so it is one consistent snapshot, with a turn of the event loop
 * between chunks: on PGlite, where the database runs on the event loop, the whole list in one query
 * stalled every other request for ~90 ms after each inventory change (issue 13, decision 0031).
 */
export async function listCatalogVehicles(db: Db, chunkRows = CATALOG_CHUNK_ROWS): Promise<CatalogVehicle[]> {
  const fields = Object.entries(PUBLIC_COLUMNS).map(([name, column]) =>
    name === 'fechaIng'
      ? sql`${name}::text, to_char(${automovil.fechaIng} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : sql`${name}::text, ${column}`,
  );
  const listed = and(inArray(automovil.estadoDes, [...CATALOG_STATUSES]), isNull(automovil.archivadoEn));
  return db.transaction(
    async (tx) => {
      const vehicles: CatalogVehicle[] = [];
      let after: { fecha: string; id: number } | undefined;
      for (;;) {
        const result = (await tx.execute(sql`
          with chunk as (
            select ${automovil.fechaIng} as k_fecha, ${automovil.idAuto} as k_id,
              json_build_object(${sql.join(fields, sql`, `)}) as item
            from ${automovil}
            where ${listed}${
              after
                ? sql` and (${automovil.fechaIng}, ${automovil.idAuto}) < (${after.fecha}::timestamptz, ${after.id})`
                : sql``
            }
            order by ${automovil.fechaIng} desc, ${automovil.idAuto} desc
            limit ${chunkRows})
          select coalesce((select json_agg(item order by k_fecha desc, k_id desc) from chunk), '[]')::text as list,
            (select count(*)::int from chunk) as n,
            (select k_fecha::text from chunk order by k_fecha, k_id limit 1) as last_fecha,
            (select k_id from chunk order by k_fecha, k_id limit 1) as last_id`)) as unknown as {
          rows: { list: string; n: number; last_fecha: string | null; last_id: number | null }[];
        };
        const row = result.rows[0];
        for (const vehicle of JSON.parse(row?.list ?? '[]') as CatalogVehicle[]) vehicles.push(vehicle);
        if (!row || row.n < chunkRows || row.last_fecha === null || row.last_id === null) {
          return vehicles;
        }
        after = { fecha: row.last_fecha, id: Number(row.last_id) };
        await nextTurn();
      }
    },
    { accessMode: 'read only', isolationLevel: 'repeatable read' },
  );
}

/** One vehicle of any status for its public page; undefined when unknown or archived. */
export async function findPublicVehicle(db: DbOrTx, idAuto: number): Promise<PublicVehicle | undefined> {
  const [row] = await db
    .select({
      ...PUBLIC_COLUMNS,
      estadoDes: automovil.estadoDes,
      nroPuertas: automovil.nroPuertas,
      nroCilindros: automovil.nroCilindros,
      cilindrada: automovil.cilindrada,
      adicionales: automovil.adicionales,
      servicios: automovil.servicios,
      fechaUltimaMod: automovil.fechaUltimaMod,
      vin: automovil.vin,
    })
    .from(automovil)
    .where(and(eq(automovil.idAuto, idAuto), isNull(automovil.archivadoEn)));
  if (!row) return undefined;
  const [fotos, accessories] = await Promise.all([
    listPhotos(db, idAuto),
    listVehicleAccessories(db, idAuto),
  ]);
  const {
    fechaUltimaMod,
    estadoDes,
    nroPuertas,
    nroCilindros,
    cilindrada,
    adicionales,
    servicios,
    vin,
    ...rest
  } = row;
  return {
    ...toCatalogVehicle(rest),
    estadoDes: estadoDes as VehicleStatus,
    nroPuertas,
    nroCilindros,
    cilindrada,
    adicionales,
    servicios,
    accesorios: accessories.map(({ nombre, tipo }) => ({ nombre, tipo })),
    fechaUltimaMod: fechaUltimaMod.toISOString(),
    fotos,
    vin,
  };
}

/** Available vehicles with their last change, for the sitemap. */
export function listSitemapVehicles(db: DbOrTx) {
  return db
    .select({ idAuto: automovil.idAuto, fechaUltimaMod: automovil.fechaUltimaMod })
    .from(automovil)
    .where(and(inArray(automovil.estadoDes, [...CATALOG_STATUSES]), isNull(automovil.archivadoEn)))
    .orderBy(asc(automovil.idAuto));
}

/** The listed (public) cars among these ids, as the catalogue reads them: what the alerts match. */
export async function findListedVehicles(db: DbOrTx, ids: readonly number[]): Promise<CatalogVehicle[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(PUBLIC_COLUMNS)
    .from(automovil)
    .where(
      and(
        inArray(automovil.idAuto, [...ids]),
        inArray(automovil.estadoDes, [...CATALOG_STATUSES]),
        isNull(automovil.archivadoEn),
      ),
    );
  return rows.map(toCatalogVehicle);
}
