import type {
  ComplaintFilter,
  ComplaintPageQuery,
} from '@motorplaza/domain/complaints/complaint-admin.schema';
import { and, asc, count, desc, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { containsTerm } from '../../db/like';
import { complaint, complaintBookCounter, feriado, usuario } from '../../db/schema/index';

export type ComplaintRecord = typeof complaint.$inferSelect;
export type NewComplaint = typeof complaint.$inferInsert;

/** A sheet with the names of who answered and who re-classified it. */
export interface ComplaintView extends ComplaintRecord {
  respondidoPor: string | null;
  reclasificadoPor: string | null;
}

const answeredBy = alias(usuario, 'respondio');
const reclassifiedBy = alias(usuario, 'reclasifico');
const fullName = (table: { nombres: AnyPgColumn; apellidos: AnyPgColumn }) =>
  sql<string | null>`${table.nombres} || ' ' || ${table.apellidos}`;

function selectViews(db: DbOrTx) {
  return db
    .select({
      row: complaint,
      respondidoPor: fullName(answeredBy),
      reclasificadoPor: fullName(reclassifiedBy),
    })
    .from(complaint)
    .leftJoin(answeredBy, eq(answeredBy.idUsuario, complaint.idUsuarioRespuesta))
    .leftJoin(reclassifiedBy, eq(reclassifiedBy.idUsuario, complaint.idUsuarioReclasifica));
}

type Selected = { row: ComplaintRecord; respondidoPor: string | null; reclasificadoPor: string | null };
const toView = ({ row, ...names }: Selected): ComplaintView => ({ ...row, ...names });

/**
 * The next number of a book in a year, taken in the caller's transaction: concurrent submissions
 * queue on the counter's row, and a rolled-back one gives its number back (no gaps).
 */
export async function nextCorrelative(tx: DbOrTx, codigoLibro: string, anio: number): Promise<number> {
  const [row] = await tx
    .insert(complaintBookCounter)
    .values({ codigoLibro, anio, ultimo: 1 })
    .onConflictDoUpdate({
      target: [complaintBookCounter.codigoLibro, complaintBookCounter.anio],
      set: { ultimo: sql`${complaintBookCounter.ultimo} + 1` },
    })
    .returning({ ultimo: complaintBookCounter.ultimo });
  if (!row) throw new Error('complaint_book_counter upsert returned nothing');
  return row.ultimo;
}

export async function insertComplaint(tx: DbOrTx, values: NewComplaint): Promise<ComplaintRecord> {
  const [row] = await tx.insert(complaint).values(values).returning();
  if (!row) throw new Error('complaint insert returned nothing');
  return row;
}

export async function findComplaint(db: DbOrTx, id: number): Promise<ComplaintView | undefined> {
  const [row] = await selectViews(db).where(eq(complaint.id, id));
  return row ? toView(row) : undefined;
}

/** The row, locked for the rest of the transaction (an optimistic version check follows). */
export async function lockComplaint(db: DbOrTx, id: number): Promise<ComplaintRecord | undefined> {
  const [row] = await db.select().from(complaint).where(eq(complaint.id, id)).for('update');
  return row;
}

/**
 * The provider's part and the follow-up columns: the only columns any route writes after a sheet is
 * filed. The consumer's part (parts 1–3, the provider data copied at filing, the code and the date)
 * has no writer (docs/decisions/0028).
 */
export type ProviderChanges = Partial<
  Pick<
    NewComplaint,
    | 'estado'
    | 'tipo'
    | 'respuesta'
    | 'respondidoEn'
    | 'idUsuarioRespuesta'
    | 'respuestaCanal'
    | 'respuestaComunicadaEn'
    | 'motivoReclasificacion'
    | 'reclasificadoEn'
    | 'idUsuarioReclasifica'
  >
>;

export async function updateProviderPart(
  db: DbOrTx,
  row: ComplaintRecord,
  changes: ProviderChanges,
): Promise<void> {
  await db
    .update(complaint)
    .set({ ...changes, version: row.version + 1 })
    .where(eq(complaint.id, row.id));
}

/** The outbox delivered the consumer's copy: the first send time is the one kept. */
export async function markCopySent(db: DbOrTx, id: number, sentAt: Date): Promise<void> {
  await db
    .update(complaint)
    .set({ copiaEnviadaEn: sentAt })
    .where(and(eq(complaint.id, id), isNull(complaint.copiaEnviadaEn)));
}

/** The outbox delivered the answer by e-mail: that is the date it was communicated. */
export async function markAnswerSent(db: DbOrTx, id: number, sentAt: Date): Promise<void> {
  await db
    .update(complaint)
    .set({ respuestaComunicadaEn: sentAt })
    .where(
      and(
        eq(complaint.id, id),
        eq(complaint.respuestaCanal, 'CORREO'),
        isNull(complaint.respuestaComunicadaEn),
      ),
    );
}

/**
 * The public look-up: the sheets with that number and that document (any book, unless named). The
 * document is the consumer's or, for a minor's sheet, that of the parent or guardian who filed it
 * (docs/decisions/0046-touch-selects-and-form-details.md).
 */
export async function findByCodeAndDocument(
  db: DbOrTx,
  lookup: { codigo: string; codigoLibro: string | null; nroDocumento: string },
): Promise<ComplaintRecord[]> {
  return db
    .select()
    .from(complaint)
    .where(
      and(
        eq(complaint.codigo, lookup.codigo),
        or(
          eq(complaint.nroDocumento, lookup.nroDocumento),
          and(eq(complaint.menorEdad, true), eq(complaint.apoderadoNroDocumento, lookup.nroDocumento)),
        ),
        lookup.codigoLibro ? eq(complaint.codigoLibro, lookup.codigoLibro) : undefined,
      ),
    )
    .orderBy(desc(complaint.createdAt));
}

/** A case-insensitive substring of the sheet number, the consumer's name or document. */
function matchesTerm(term: string | undefined): SQL | undefined {
  return containsTerm(term, [
    complaint.codigo,
    sql`lower(${complaint.nombreCompleto})`,
    complaint.nroDocumento,
  ]);
}

function filtersOf(filter: ComplaintFilter): SQL | undefined {
  const estado =
    filter.estado === 'todos'
      ? undefined
      : filter.estado === 'abiertos'
        ? ne(complaint.estado, 'RESPONDIDO')
        : eq(complaint.estado, filter.estado);
  return and(
    matchesTerm(filter.q),
    estado,
    filter.tipo === 'todos' ? undefined : eq(complaint.tipo, filter.tipo),
  );
}

function orderOf(filter: ComplaintFilter) {
  switch (filter.orden) {
    case 'antiguos':
      return [asc(complaint.createdAt), asc(complaint.id)];
    // The open sheets first, the nearest deadline first; answered ones after them.
    case 'vencimiento':
      return [
        sql`(${complaint.estado} = 'RESPONDIDO') asc`,
        asc(complaint.fechaLimite),
        asc(complaint.createdAt),
      ];
    case 'codigo':
      return [asc(complaint.codigoLibro), desc(complaint.anio), desc(complaint.correlativo)];
    default:
      return [desc(complaint.createdAt), desc(complaint.id)];
  }
}

/** GET /libro-reclamaciones: one page, searched, filtered and sorted by the database. */
export async function pageComplaints(db: DbOrTx, query: ComplaintPageQuery) {
  const where = filtersOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(complaint)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(complaint).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The export source: every sheet of the filters, in the list's order, up to `limit`. */
export async function listComplaints(db: DbOrTx, filter: ComplaintFilter, limit: number) {
  return db
    .select()
    .from(complaint)
    .where(filtersOf(filter))
    .orderBy(...orderOf(filter))
    .limit(limit);
}

/** The public holidays the business days skip. */
export async function holidaySet(db: DbOrTx): Promise<Set<string>> {
  const rows = await db.select({ fecha: feriado.fecha }).from(feriado);
  return new Set(rows.map((row) => row.fecha));
}
