import type { VehicleStatus } from '@motorplaza/domain/vehicles/status';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { escapeLike } from '../../db/like';
import { accesorio, automovil, automovilAccesorio, automovilFoto } from '../../db/schema/index';
import type { VehicleRow } from './vehicle.mapper';

/** Every word of the term must appear in the brand, model or plate (so 'toyota rav' finds a Toyota RAV4). */
function matchesTerm(term: string): SQL | undefined {
  const words = term.split(/\s+/).filter(Boolean);
  const haystack = sql`(${automovil.marca} || ' ' || ${automovil.modelo} || ' ' || coalesce(${automovil.placa}, ''))`;
  return and(...words.map((word) => ilike(haystack, `%${escapeLike(word)}%`)));
}

/** Non-archived vehicles of one status, newest first, optionally narrowed by a search term. */
export async function listVehicles(db: DbOrTx, estado: VehicleStatus, term: string): Promise<VehicleRow[]> {
  return db
    .select()
    .from(automovil)
    .where(and(eq(automovil.estadoDes, estado), isNull(automovil.archivadoEn), matchesTerm(term)))
    .orderBy(desc(automovil.fechaIng), desc(automovil.idAuto));
}

export async function listArchivedVehicles(db: DbOrTx): Promise<VehicleRow[]> {
  return db
    .select()
    .from(automovil)
    .where(isNotNull(automovil.archivadoEn))
    .orderBy(desc(automovil.archivadoEn), desc(automovil.idAuto));
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
