import { type Comparable, PRICE_RULE } from '@motorplaza/domain/offers/price-range';
import type { OffersPageQuery } from '@motorplaza/domain/offers/sell-offer-admin.schema';
import { and, asc, count, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsTerm } from '../../db/like';
import { automovil, feriado, movimiento, sellOffer, sellOfferFoto, usuario } from '../../db/schema/index';

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

/**
 * The price range's comparables in one query (decision 0027): same marca and modelo ignoring case
 * and spaces, within the rule's year and mileage gaps, either available now (its listed price) or
 * sold within the sales window (its sale price, else its listed price). Archived cars never count.
 */
export async function findComparables(
  db: DbOrTx,
  target: { marca: string; modelo: string; anio: number; kilometraje: number },
  now: Date,
): Promise<Comparable[]> {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - PRICE_RULE.salesWindowMonths);
  const listed = sql<number>`coalesce(${automovil.ultimoPrecioCompra}, ${automovil.precioCompra})`;
  const rows = await db
    .select({
      anio: automovil.anioFabricacion,
      kilometraje: automovil.kilometraje,
      precio: sql<number>`case when ${automovil.estadoDes} = 'VENDIDO' then coalesce(${automovil.precioVenta}, ${listed}) else ${listed} end`,
    })
    .from(automovil)
    .where(
      and(
        sql`${automovil.archivadoEn} is null`,
        sql`lower(trim(${automovil.marca})) = lower(trim(${target.marca}))`,
        sql`lower(trim(${automovil.modelo})) = lower(trim(${target.modelo}))`,
        gte(automovil.anioFabricacion, target.anio - PRICE_RULE.maxYearGap),
        lte(automovil.anioFabricacion, target.anio + PRICE_RULE.maxYearGap),
        gte(automovil.kilometraje, Math.max(0, target.kilometraje - PRICE_RULE.maxKmGap)),
        lte(automovil.kilometraje, target.kilometraje + PRICE_RULE.maxKmGap),
        or(
          eq(automovil.estadoDes, 'DISPONIBLE'),
          and(
            eq(automovil.estadoDes, 'VENDIDO'),
            sql`(select max(h.changed_at) from vehicle_status_history h where h.id_auto = ${automovil.idAuto} and h.to_status = 'VENDIDO') >= ${since.toISOString()}::timestamptz`,
          ),
        ),
      ),
    );
  return rows.map((row) => ({
    anio: row.anio,
    kilometraje: row.kilometraje ?? 0,
    precio: Number(row.precio),
  }));
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
