import type { Role } from '@motorplaza/domain/access/roles';
import type { InterestedPageQuery } from '@motorplaza/domain/leads/interested.schema';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { containsTerm } from '../../db/like';
import {
  interesado,
  interesadoEvento,
  permiso,
  usuario,
  usuarioPermiso,
  vehicleStatusHistory,
} from '../../db/schema/index';

export type LeadRow = typeof interesado.$inferSelect;
export type LeadEventType = typeof interesadoEvento.$inferInsert.tipo;

const atencion = alias(usuario, 'atencion');
const asignado = alias(usuario, 'asignado');
const fullName = (table: { nombres: AnyPgColumn; apellidos: AnyPgColumn }) =>
  sql<string | null>`${table.nombres} || ' ' || ${table.apellidos}`;

/** A lead with the names of the user who attended it and of its asesor. */
export interface LeadView extends LeadRow {
  nombreUsuarioAtencion: string | null;
  nombreUsuarioAsignado: string | null;
}

function selectLeads(db: DbOrTx) {
  return db
    .select({
      lead: interesado,
      nombreUsuarioAtencion: fullName(atencion),
      nombreUsuarioAsignado: fullName(asignado),
    })
    .from(interesado)
    .leftJoin(atencion, eq(atencion.idUsuario, interesado.idUsuarioAtencion))
    .leftJoin(asignado, eq(asignado.idUsuario, interesado.idUsuarioAsignado));
}

type Selected = { lead: LeadRow; nombreUsuarioAtencion: string | null; nombreUsuarioAsignado: string | null };
const toView = ({ lead, ...names }: Selected): LeadView => ({ ...lead, ...names });

/** Spec 001 §5: a case-insensitive substring of nombreCompleto, dni, correo or celular (trigram indexes). */
function matchesTerm(term: string | undefined): SQL | undefined {
  return containsTerm(term, [
    sql`lower(${interesado.nombreCompleto})`,
    sql`lower(${interesado.correo})`,
    interesado.dni,
    interesado.celular,
  ]);
}

/** 'Interesados activos' (decision 0023): still waiting — not attended and not closed. */
const ACTIVE = and(eq(interesado.estado, false), isNull(interesado.fechaCierre));

export interface PageViewer {
  idUsuario: number;
  rol: Role;
}

/** GET /interesados: newest first; an asesor sees the leads assigned to them first. */
export async function pageLeads(db: DbOrTx, query: InterestedPageQuery, viewer: PageViewer) {
  const where = and(
    matchesTerm(query.q),
    query.estado === 'activos' ? ACTIVE : undefined,
    query.origen ? eq(interesado.origen, query.origen) : undefined,
  );
  const mineFirst =
    viewer.rol === 'ASESOR1' || viewer.rol === 'ASESOR2'
      ? [sql`(${interesado.idUsuarioAsignado} is not distinct from ${viewer.idUsuario}) desc`]
      : [];
  const [rows, [total]] = await Promise.all([
    selectLeads(db)
      .where(where)
      .orderBy(...mineFirst, desc(interesado.fechaReg), desc(interesado.idInteresado))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(interesado).where(where),
  ]);
  return { rows: rows.map(toView), total: total?.total ?? 0 };
}

/** The export source: every lead, oldest first (by id, as the spec's ID column reads). */
export async function listAllLeads(db: DbOrTx): Promise<LeadView[]> {
  const rows = await selectLeads(db).orderBy(asc(interesado.idInteresado));
  return rows.map(toView);
}

export async function findLead(db: DbOrTx, idInteresado: number): Promise<LeadView | undefined> {
  const [row] = await selectLeads(db).where(eq(interesado.idInteresado, idInteresado));
  return row ? toView(row) : undefined;
}

/** The row, locked for the rest of the transaction (an optimistic version check follows). */
export async function lockLead(db: DbOrTx, idInteresado: number): Promise<LeadRow | undefined> {
  const [row] = await db
    .select()
    .from(interesado)
    .where(eq(interesado.idInteresado, idInteresado))
    .for('update');
  return row;
}

export type LeadChanges = Partial<Omit<typeof interesado.$inferInsert, 'idInteresado' | 'version'>>;

export async function updateLead(db: DbOrTx, row: LeadRow, changes: LeadChanges): Promise<void> {
  await db
    .update(interesado)
    .set({ ...changes, version: row.version + 1 })
    .where(eq(interesado.idInteresado, row.idInteresado));
}

export async function insertLead(db: DbOrTx, values: typeof interesado.$inferInsert): Promise<number> {
  const [row] = await db
    .insert(interesado)
    .values(values)
    .returning({ idInteresado: interesado.idInteresado });
  if (!row) throw new Error('interesado insert returned nothing');
  return row.idInteresado;
}

export interface NewLeadEvent {
  idInteresado: number;
  tipo: LeadEventType;
  nota?: string | null;
  idUsuario?: number | null;
  idUsuarioDestino?: number | null;
  fecha?: Date;
}

export async function insertLeadEvent(db: DbOrTx, event: NewLeadEvent): Promise<void> {
  await db.insert(interesadoEvento).values(event);
}

const actor = alias(usuario, 'actor');
const destino = alias(usuario, 'destino');

/** A lead's timeline, oldest first, with the names of who did it and whom it was assigned to. */
export async function listLeadEvents(db: DbOrTx, idInteresado: number) {
  return db
    .select({
      id: interesadoEvento.id,
      tipo: interesadoEvento.tipo,
      nota: interesadoEvento.nota,
      usuario: fullName(actor),
      usuarioDestino: fullName(destino),
      fecha: interesadoEvento.fecha,
    })
    .from(interesadoEvento)
    .leftJoin(actor, eq(actor.idUsuario, interesadoEvento.idUsuario))
    .leftJoin(destino, eq(destino.idUsuario, interesadoEvento.idUsuarioDestino))
    .where(eq(interesadoEvento.idInteresado, idInteresado))
    .orderBy(asc(interesadoEvento.fecha), asc(interesadoEvento.id));
}

/** An active staff user (the attending-user selector lists exactly these: GET /usuario/list). */
export async function findActiveStaff(db: DbOrTx, idUsuario: number) {
  const [row] = await db
    .select({ idUsuario: usuario.idUsuario, nombres: usuario.nombres, apellidos: usuario.apellidos })
    .from(usuario)
    .where(and(eq(usuario.idUsuario, idUsuario), eq(usuario.estado, true)));
  return row;
}

const ASESOR_ROLES: Role[] = ['ASESOR1', 'ASESOR2'];

/** Active asesores holding GESTIONAR_INTERESADOS: who may be assigned leads. */
function asesorCandidates(db: DbOrTx, only?: number) {
  return db
    .select({ idUsuario: usuario.idUsuario })
    .from(usuario)
    .innerJoin(usuarioPermiso, eq(usuarioPermiso.idUsuario, usuario.idUsuario))
    .innerJoin(permiso, eq(permiso.idPermiso, usuarioPermiso.idPermiso))
    .where(
      and(
        eq(usuario.estado, true),
        inArray(usuario.rol, ASESOR_ROLES),
        eq(permiso.nombre, 'GESTIONAR_INTERESADOS'),
        only === undefined ? undefined : eq(usuario.idUsuario, only),
      ),
    );
}

export function assignableAsesores(db: DbOrTx) {
  return asesorCandidates(db);
}

export async function isAssignableAsesor(db: DbOrTx, idUsuario: number): Promise<boolean> {
  return (await asesorCandidates(db, idUsuario)).length > 0;
}

/** Serialises the turn-taking of automatic assignment (any constant shared by every caller). */
const ROUND_ROBIN_LOCK = 10_023;

/**
 * The asesor whose last assignment is the oldest (never assigned first, then the lowest id), chosen
 * under a transaction-scoped advisory lock so two leads arriving together never take the same turn.
 */
export async function nextAsesorInTurn(tx: DbOrTx): Promise<number | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ROUND_ROBIN_LOCK})`);
  const candidates = asesorCandidates(tx).as('candidates');
  const [row] = await tx
    .select({ idUsuario: candidates.idUsuario })
    .from(candidates)
    .orderBy(
      sql`(select max(${interesadoEvento.fecha}) from ${interesadoEvento} where ${interesadoEvento.tipo} = 'ASIGNADO' and ${interesadoEvento.idUsuarioDestino} = ${candidates.idUsuario}) asc nulls first`,
      asc(candidates.idUsuario),
    )
    .limit(1);
  return row?.idUsuario ?? null;
}

/** Every lead of a car, locked for the rest of the transaction (a sale closes the open ones). */
export function lockLeadsOfCar(db: DbOrTx, idAuto: number): Promise<LeadRow[]> {
  return db
    .select()
    .from(interesado)
    .where(eq(interesado.idAuto, idAuto))
    .orderBy(asc(interesado.idInteresado))
    .for('update');
}

/** A staff user's name and e-mail (the asesor told of a lost lead). */
export async function findUserContact(db: DbOrTx, idUsuario: number) {
  const [row] = await db
    .select({ nombres: usuario.nombres, correo: usuario.correo, estado: usuario.estado })
    .from(usuario)
    .where(eq(usuario.idUsuario, idUsuario));
  return row;
}

/** A car's leads with their names, oldest first (the sale's buyer choice filters the open ones). */
export async function listLeadsOfCar(db: DbOrTx, idAuto: number): Promise<LeadView[]> {
  const rows = await selectLeads(db)
    .where(eq(interesado.idAuto, idAuto))
    .orderBy(asc(interesado.idInteresado));
  return rows.map(toView);
}

/** The sale record that names this lead as the buyer, latest first: its price and date (decision 0040). */
export async function findSaleOfLead(db: DbOrTx, idInteresado: number) {
  const [row] = await db
    .select({ price: vehicleStatusHistory.price, changedAt: vehicleStatusHistory.changedAt })
    .from(vehicleStatusHistory)
    .where(
      and(eq(vehicleStatusHistory.idInteresado, idInteresado), eq(vehicleStatusHistory.toStatus, 'VENDIDO')),
    )
    .orderBy(desc(vehicleStatusHistory.changedAt), desc(vehicleStatusHistory.id))
    .limit(1);
  return row;
}
