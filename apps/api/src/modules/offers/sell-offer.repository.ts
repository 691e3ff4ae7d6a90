import type { OffersPageQuery } from '@motorplaza/domain/offers/sell-offer-admin.schema';
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsTerm } from '../../db/like';
import { feriado, movimiento, sellOffer, sellOfferFoto, usuario } from '../../db/schema/index';

export type SellOfferRow = typeof sellOffer.$inferSelect;
export type OfferPhotoRow = typeof sellOfferFoto.$inferSelect;

/** An offer with its first photo, its photo count and who last changed it. */
export interface OfferView extends SellOfferRow {
  fotoPrincipal: string | null;
  totalFotos: number;
  nombreUsuarioActualiza: string | null;
}

/** Takes the next offer id before the insert, so its photos can be stored under it first. */
export async function reserveOfferId(db: DbOrTx): Promise<number> {
  const result = await db.execute<{ id: string | number }>(
    sql`select nextval(pg_get_serial_sequence('sell_offer', 'id')) as id`,
  );
  const rows = Array.isArray(result) ? result : (result as { rows: { id: string | number }[] }).rows;
  return Number(rows[0]?.id);
}

function selectOffers(db: DbOrTx) {
  return db
    .select({
      offer: sellOffer,
      fotoPrincipal: sql<
        string | null
      >`(select ${sellOfferFoto.imagen} from ${sellOfferFoto} where ${sellOfferFoto.idOferta} = ${sellOffer.id} order by ${sellOfferFoto.orden} limit 1)`,
      totalFotos: sql<number>`(select count(*)::int from ${sellOfferFoto} where ${sellOfferFoto.idOferta} = ${sellOffer.id})`,
      nombreUsuarioActualiza: sql<string | null>`${usuario.nombres} || ' ' || ${usuario.apellidos}`,
    })
    .from(sellOffer)
    .leftJoin(usuario, eq(usuario.idUsuario, sellOffer.idUsuarioActualiza));
}

type Selected = {
  offer: SellOfferRow;
  fotoPrincipal: string | null;
  totalFotos: number;
  nombreUsuarioActualiza: string | null;
};
const toView = ({ offer, ...rest }: Selected): OfferView => ({
  ...offer,
  ...rest,
  totalFotos: Number(rest.totalFotos),
});

/** A case-insensitive substring of the code, plate, seller, DNI, phone, e-mail or car (trigram indexes). */
function matchesTerm(term: string | undefined): SQL | undefined {
  return containsTerm(term, [
    sellOffer.codigo,
    sellOffer.placa,
    sql`lower(${sellOffer.nombreCompleto})`,
    sellOffer.dni,
    sellOffer.celular,
    sellOffer.correo,
    sql`lower(${sellOffer.marca} || ' ' || ${sellOffer.modelo})`,
  ]);
}

/** GET /ofertas: newest first, searched, filtered and paged in the database. */
export async function pageOffers(db: DbOrTx, query: OffersPageQuery) {
  const where = and(
    matchesTerm(query.q),
    query.estado === 'TODAS' ? undefined : eq(sellOffer.status, query.estado),
  );
  const [rows, [total]] = await Promise.all([
    selectOffers(db)
      .where(where)
      .orderBy(desc(sellOffer.createdAt), desc(sellOffer.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(sellOffer).where(where),
  ]);
  return { rows: rows.map(toView), total: total?.total ?? 0 };
}

/** The export source: every offer, newest first. */
export async function listAllOffers(db: DbOrTx): Promise<OfferView[]> {
  const rows = await selectOffers(db).orderBy(desc(sellOffer.createdAt), desc(sellOffer.id));
  return rows.map(toView);
}

export async function findOffer(db: DbOrTx, id: number): Promise<OfferView | undefined> {
  const [row] = await selectOffers(db).where(eq(sellOffer.id, id));
  return row ? toView(row) : undefined;
}

/** The row, locked for the rest of the transaction (an optimistic version check follows). */
export async function lockOffer(db: DbOrTx, id: number): Promise<SellOfferRow | undefined> {
  const [row] = await db.select().from(sellOffer).where(eq(sellOffer.id, id)).for('update');
  return row;
}

export type OfferChanges = Partial<Pick<SellOfferRow, 'status' | 'idAuto' | 'idCliente'>>;

export async function updateOffer(
  db: DbOrTx,
  row: SellOfferRow,
  changes: OfferChanges,
  idUsuario: number,
): Promise<void> {
  await db
    .update(sellOffer)
    .set({ ...changes, updatedAt: new Date(), idUsuarioActualiza: idUsuario, version: row.version + 1 })
    .where(eq(sellOffer.id, row.id));
}

export async function insertOffer(db: DbOrTx, values: typeof sellOffer.$inferInsert): Promise<void> {
  await db.insert(sellOffer).values(values);
}

export async function insertOfferPhotos(
  db: DbOrTx,
  idOferta: number,
  photos: readonly { imagen: string; posicion: string; ancho: number; alto: number }[],
): Promise<void> {
  if (photos.length === 0) return;
  await db.insert(sellOfferFoto).values(photos.map((photo, orden) => ({ ...photo, idOferta, orden })));
}

export async function listOfferPhotos(db: DbOrTx, idOferta: number): Promise<OfferPhotoRow[]> {
  return db
    .select()
    .from(sellOfferFoto)
    .where(eq(sellOfferFoto.idOferta, idOferta))
    .orderBy(asc(sellOfferFoto.orden));
}

export async function findOfferPhoto(db: DbOrTx, idOferta: number, imagen: string) {
  const [row] = await db
    .select({ imagen: sellOfferFoto.imagen })
    .from(sellOfferFoto)
    .where(and(eq(sellOfferFoto.idOferta, idOferta), eq(sellOfferFoto.imagen, imagen)));
  return row;
}

export async function holidaysBetween(db: DbOrTx, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .select({ fecha: feriado.fecha })
    .from(feriado)
    .where(and(gte(feriado.fecha, from), lte(feriado.fecha, to)));
  return new Set(rows.map((row) => row.fecha));
}

const OFFER_MOVEMENTS = [
  'sellOffer.create',
  'sellOffer.status',
  'sellOffer.vehicle',
  'sellOffer.reschedule',
  'sellOffer.cancel',
  'sellOffer.confirm',
  'sellOffer.expire',
];

/** Who did what to an offer and when, oldest first (the movements log is the history). */
export async function offerHistory(db: DbOrTx, idOferta: number) {
  return db
    .select({ usuario: movimiento.usuario, accion: movimiento.accion, fecha: movimiento.fecha })
    .from(movimiento)
    .where(
      and(
        inArray(movimiento.codigo, OFFER_MOVEMENTS),
        eq(movimiento.entidad, 'sell_offer'),
        eq(movimiento.idEntidad, idOferta),
      ),
    )
    .orderBy(asc(movimiento.fecha), asc(movimiento.idLog));
}
