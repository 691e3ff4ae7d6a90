import {
  CATALOG_STATUSES,
  type CatalogVehicle,
  type PublicVehicle,
} from '@motorplaza/domain/catalog/catalog-vehicle.schema';
import type { VehicleStatus } from '@motorplaza/domain/vehicles/status';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { automovil } from '../../db/schema/index';
import { listPhotos, listVehicleAccessories } from '../vehicles/vehicle.repository';

/** The public columns, and nothing else: no owner, plate, purchase-side data or notes. */
const PUBLIC_COLUMNS = {
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

type PublicRow = Omit<CatalogVehicle, 'fechaIng'> & { fechaIng: Date };

function toCatalogVehicle(row: PublicRow): CatalogVehicle {
  return { ...row, precioCompra: Number(row.precioCompra), fechaIng: row.fechaIng.toISOString() };
}

/**
 * Every available, non-archived vehicle, newest first, as the JSON text of the list. The database builds
 * it (`json_agg`) and the process parses one string: turning 10,000 rows into objects row by row took
 * ~230 ms of the event loop on PGlite (the database's own work is ~90 ms there, and none of ours on
 * PostgreSQL), a stall on every inventory change (issue 13).
 */
export async function listCatalogVehicles(db: DbOrTx): Promise<CatalogVehicle[]> {
  const fields = Object.entries(PUBLIC_COLUMNS).map(([name, column]) =>
    name === 'fechaIng'
      ? sql`${name}::text, to_char(${automovil.fechaIng} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : sql`${name}::text, ${column}`,
  );
  const result = (await db.execute(sql`
    select coalesce(json_agg(json_build_object(${sql.join(fields, sql`, `)})
      order by ${automovil.fechaIng} desc, ${automovil.idAuto} desc), '[]')::text as list
    from ${automovil}
    where ${and(inArray(automovil.estadoDes, [...CATALOG_STATUSES]), isNull(automovil.archivadoEn))}`)) as unknown as {
    rows: { list: string }[];
  };
  return JSON.parse(result.rows[0]?.list ?? '[]') as CatalogVehicle[];
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
    })
    .from(automovil)
    .where(and(eq(automovil.idAuto, idAuto), isNull(automovil.archivadoEn)));
  if (!row) return undefined;
  const [fotos, accessories] = await Promise.all([
    listPhotos(db, idAuto),
    listVehicleAccessories(db, idAuto),
  ]);
  const { fechaUltimaMod, estadoDes, nroPuertas, nroCilindros, cilindrada, adicionales, servicios, ...rest } =
    row;
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
