import type {
  AdminVehicleListQuery,
  ArchivedVehicleListQuery,
  VehicleFilterQuery,
  VehicleSort,
} from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { escapeLike } from '../../db/like';
import { accesorio, automovil, automovilAccesorio, automovilFoto } from '../../db/schema/index';
import type { VehicleRow } from './vehicle.mapper';

/**
 * The searched text of a vehicle: brand, model and plate. The trigram index of migration 0008 covers
 * exactly this expression, so a search reads the index instead of every row (docs/decisions/0034).
 */
const haystack = sql`(${automovil.marca} || ' ' || ${automovil.modelo} || ' ' || coalesce(${automovil.placa}, ''))`;

/** Every word of the term must appear in the brand, model or plate (so 'toyota rav' finds a Toyota RAV4). */
function matchesTerm(term: string | undefined): SQL | undefined {
  const words = (term ?? '').split(/\s+/).filter(Boolean);
  return and(...words.map((word) => ilike(haystack, `%${escapeLike(word)}%`)));
}

/** The card's price (spec 001 §2.1): the latest purchase price, else the purchase price. */
const listedPrice = sql`coalesce(${automovil.ultimoPrecioCompra}, ${automovil.precioCompra})`;

/** The whitelisted orders; each ends on idAuto so paging is stable. */
const ORDER: Record<VehicleSort, SQL[]> = {
  reciente: [desc(automovil.fechaIng), desc(automovil.idAuto)],
  antiguo: [asc(automovil.fechaIng), asc(automovil.idAuto)],
  precioAsc: [asc(listedPrice), asc(automovil.idAuto)],
  precioDesc: [desc(listedPrice), desc(automovil.idAuto)],
};

function listScope(query: VehicleFilterQuery): SQL | undefined {
  return and(eq(automovil.estadoDes, query.estado), isNull(automovil.archivadoEn), matchesTerm(query.q));
}

/** GET /automoviles: one page of the non-archived vehicles of one status. */
export function listVehiclePage(db: DbOrTx, query: AdminVehicleListQuery): Promise<VehicleRow[]> {
  return db
    .select()
    .from(automovil)
    .where(listScope(query))
    .orderBy(...ORDER[query.sort])
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

/** The total of the list's filter, all pages together. */
export async function countVehicles(db: DbOrTx, query: VehicleFilterQuery): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(automovil).where(listScope(query));
  return counted?.total ?? 0;
}

/** GET /automoviles/all: the whole filtered list in the list's order, export columns only. */
export function listExportVehicles(db: DbOrTx, query: VehicleFilterQuery) {
  return db
    .select({
      idAuto: automovil.idAuto,
      marca: automovil.marca,
      modelo: automovil.modelo,
      anioFabricacion: automovil.anioFabricacion,
      color: automovil.color,
      precioVenta: automovil.precioVenta,
      ultimoPrecioCompra: automovil.ultimoPrecioCompra,
      precioCompra: automovil.precioCompra,
      estadoDes: automovil.estadoDes,
      combustible: automovil.combustible,
      transmision: automovil.transmision,
      kilometraje: automovil.kilometraje,
      placa: automovil.placa,
      cilindrada: automovil.cilindrada,
    })
    .from(automovil)
    .where(listScope(query))
    .orderBy(...ORDER[query.sort]);
}

/** GET /automoviles/archivados: one page, the most recently archived first, and their total. */
export async function pageArchivedVehicles(
  db: DbOrTx,
  query: ArchivedVehicleListQuery,
): Promise<{ rows: VehicleRow[]; total: number }> {
  const where = isNotNull(automovil.archivadoEn);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(automovil)
      .where(where)
      .orderBy(desc(automovil.archivadoEn), desc(automovil.idAuto))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(automovil).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function countByStatus(db: DbOrTx): Promise<{ estadoDes: string; cantidad: number }[]> {
  return db
    .select({ estadoDes: automovil.estadoDes, cantidad: count() })
    .from(automovil)
    .where(isNull(automovil.archivadoEn))
    .groupBy(automovil.estadoDes);
}

export async function listBrands(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ marca: automovil.marca })
    .from(automovil)
    .where(isNull(automovil.archivadoEn));
  return rows.map((row) => row.marca);
}

export async function findVehicle(db: DbOrTx, idAuto: number): Promise<VehicleRow | undefined> {
  const [row] = await db.select().from(automovil).where(eq(automovil.idAuto, idAuto));
  return row;
}

/** The newest non-archived vehicle with that plate (plates are unique among those). */
export async function findVehicleByPlaca(db: DbOrTx, placa: string): Promise<VehicleRow | undefined> {
  const [row] = await db
    .select()
    .from(automovil)
    .where(and(sql`upper(${automovil.placa}) = ${placa.toUpperCase()}`, isNull(automovil.archivadoEn)));
  return row;
}

export async function listPhotos(db: DbOrTx, idAuto: number) {
  return db
    .select({
      imagen: automovilFoto.imagen,
      orden: automovilFoto.orden,
      ancho: automovilFoto.ancho,
      alto: automovilFoto.alto,
    })
    .from(automovilFoto)
    .where(eq(automovilFoto.idAuto, idAuto))
    .orderBy(asc(automovilFoto.orden));
}

export async function listVehicleAccessories(db: DbOrTx, idAuto: number) {
  return db
    .select({ idAccesorio: accesorio.idAccesorio, nombre: accesorio.nombre, tipo: accesorio.tipo })
    .from(automovilAccesorio)
    .innerJoin(accesorio, eq(accesorio.idAccesorio, automovilAccesorio.idAccesorio))
    .where(eq(automovilAccesorio.idAuto, idAuto))
    .orderBy(asc(accesorio.nombre));
}
