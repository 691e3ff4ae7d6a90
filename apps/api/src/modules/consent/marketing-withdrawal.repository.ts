import type {
  MarketingWithdrawalOrigin,
  MarketingWithdrawalState,
} from '@motorplaza/domain/legal/marketing-withdrawal';
import type {
  MarketingWithdrawal,
  MarketingWithdrawalPageQuery,
} from '@motorplaza/domain/legal/marketing-withdrawal.schema';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { escapeLike } from '../../db/like';
import { interesado, sellOffer, solicitudBajaMarketing, usuario } from '../../db/schema/index';

export type WithdrawalRow = typeof solicitudBajaMarketing.$inferSelect;

const s = solicitudBajaMarketing;

/**
 * Marketing consent off, at once, on every interested client and sell-your-car offer of the e-mail
 * (any case; the trigram index of interesado and the lower(correo) index of sell_offer serve it).
 * Answers how many records it turned off (0 when none accepted marketing).
 */
export async function withdrawMarketing(tx: DbOrTx, correo: string): Promise<number> {
  const leads = await tx
    .update(interesado)
    .set({ consentimientoMarketing: false })
    .where(and(sql`lower(${interesado.correo}) = ${correo}`, eq(interesado.consentimientoMarketing, true)))
    .returning({ id: interesado.idInteresado });
  const offers = await tx
    .update(sellOffer)
    .set({ consentimientoMarketing: false })
    .where(and(sql`lower(${sellOffer.correo}) = ${correo}`, eq(sellOffer.consentimientoMarketing, true)))
    .returning({ id: sellOffer.id });
  return leads.length + offers.length;
}

/** Whether a request of this e-mail waits for the staff. */
export async function hasPendingRequest(tx: DbOrTx, correo: string): Promise<boolean> {
  const rows = await tx
    .select({ id: s.id })
    .from(s)
    .where(and(sql`lower(${s.correo}) = ${correo}`, eq(s.estado, 'PENDIENTE')))
    .limit(1);
  return rows.length > 0;
}

/**
 * The pending request of this e-mail, if any, else a new one: a second click or form for the same
 * address adds no work for the staff (a DNI given only the second time is kept).
 */
export async function openRequest(
  tx: DbOrTx,
  values: { correo: string; dni: string | null; origen: MarketingWithdrawalOrigin; ip: string | null },
): Promise<number> {
  const [pending] = await tx
    .select({ id: s.id, dni: s.dni })
    .from(s)
    .where(and(sql`lower(${s.correo}) = ${values.correo}`, eq(s.estado, 'PENDIENTE')))
    .orderBy(asc(s.id))
    .limit(1)
    .for('update');
  if (pending) {
    if (!pending.dni && values.dni) await tx.update(s).set({ dni: values.dni }).where(eq(s.id, pending.id));
    return pending.id;
  }
  const [created] = await tx.insert(s).values(values).returning({ id: s.id });
  if (!created) throw new Error('insert returned no row');
  return created.id;
}

function matchesTerm(term: string | undefined): SQL | undefined {
  const text = term?.trim().toLowerCase();
  return text ? sql`lower(${s.correo}) like ${`%${escapeLike(text)}%`}` : undefined;
}

/** How many interested clients and offers carry the request's e-mail (stored lower-cased). */
const reach = {
  interesados:
    sql<number>`(select count(*) from ${interesado} where lower(${interesado.correo}) = ${s.correo})`.mapWith(
      Number,
    ),
  ofertas:
    sql<number>`(select count(*) from ${sellOffer} where lower(${sellOffer.correo}) = ${s.correo})`.mapWith(
      Number,
    ),
};

function selectRequests(db: DbOrTx) {
  return db
    .select({
      row: s,
      usuarioAtiende: sql<string | null>`${usuario.nombres} || ' ' || ${usuario.apellidos}`,
      ...reach,
    })
    .from(s)
    .leftJoin(usuario, eq(usuario.idUsuario, s.idUsuarioAtiende));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

function toWithdrawal({ row, usuarioAtiende, interesados, ofertas }: Selected): MarketingWithdrawal {
  return {
    id: row.id,
    correo: row.correo,
    dni: row.dni,
    origen: row.origen as MarketingWithdrawalOrigin,
    estado: row.estado as MarketingWithdrawalState,
    creadoEn: row.creadoEn.toISOString(),
    atendidoEn: row.atendidoEn?.toISOString() ?? null,
    usuarioAtiende,
    interesados,
    ofertas,
    version: row.version,
  };
}

/** GET /bajas-publicidad: newest first; the state filter runs on the (estado, creado_en) index. */
export async function pageRequests(db: DbOrTx, query: MarketingWithdrawalPageQuery) {
  const scope = matchesTerm(query.q);
  const state = query.estado ? eq(s.estado, query.estado) : undefined;
  const [rows, [counts]] = await Promise.all([
    selectRequests(db)
      .where(and(scope, state))
      .orderBy(desc(s.creadoEn), desc(s.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({
        pendientes: sql<number>`count(*) filter (where ${s.estado} = 'PENDIENTE')`.mapWith(Number),
        atendidas: sql<number>`count(*) filter (where ${s.estado} = 'ATENDIDA')`.mapWith(Number),
        todas: count(),
      })
      .from(s)
      .where(scope),
  ]);
  const all = counts ?? { pendientes: 0, atendidas: 0, todas: 0 };
  const total =
    query.estado === 'PENDIENTE' ? all.pendientes : query.estado === 'ATENDIDA' ? all.atendidas : all.todas;
  return {
    rows: rows.map(toWithdrawal),
    total,
    counts: { pendientes: all.pendientes, atendidas: all.atendidas },
  };
}

/** GET /bajas-publicidad/all: every request, oldest first (the export source). */
export async function listAllRequests(db: DbOrTx): Promise<MarketingWithdrawal[]> {
  return (await selectRequests(db).orderBy(asc(s.id))).map(toWithdrawal);
}

export async function findRequest(db: DbOrTx, id: number): Promise<MarketingWithdrawal | undefined> {
  const [row] = await selectRequests(db).where(eq(s.id, id));
  return row ? toWithdrawal(row) : undefined;
}

export async function lockRequest(tx: DbOrTx, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await tx.select().from(s).where(eq(s.id, id)).for('update');
  return row;
}

export async function markHandled(tx: DbOrTx, row: WithdrawalRow, idUsuario: number): Promise<void> {
  await tx
    .update(s)
    .set({
      estado: 'ATENDIDA',
      atendidoEn: new Date(),
      idUsuarioAtiende: idUsuario,
      version: sql`${s.version} + 1`,
    })
    .where(eq(s.id, row.id));
}
