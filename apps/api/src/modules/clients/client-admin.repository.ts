import type { ClientForm, ClientPageQuery } from '@motorplaza/domain/clients/client.schema';
import { and, asc, desc, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { escapeLike } from '../../db/like';
import { automovil, cliente, interesado, vehicleStatusHistory } from '../../db/schema/index';
import { stateCounts } from '../../db/state-counts';
import type { ClientRow } from './client.repository';

/**
 * Spec 001 §5 "Registered clients search": a case-insensitive substring of nombres, apellidos or
 * correo, or a substring of the DNI or celular (digits have no case). The expressions are the ones the
 * trigram indexes of migration 0002 cover.
 */
function matchesTerm(term: string | undefined): SQL | undefined {
  const text = term?.trim();
  if (!text) return undefined;
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  const exact = `%${escapeLike(text)}%`;
  return or(
    sql`lower(${cliente.nombres}) like ${pattern}`,
    sql`lower(${cliente.apellidos}) like ${pattern}`,
    sql`lower(${cliente.correo}) like ${pattern}`,
    sql`${cliente.dni} like ${exact}`,
    sql`${cliente.celular} like ${exact}`,
  );
}

const ORDER = {
  reciente: [desc(cliente.fechaReg), desc(cliente.idCliente)],
  nombre: [asc(cliente.nombres), asc(cliente.apellidos), asc(cliente.idCliente)],
  id: [asc(cliente.idCliente)],
} as const;

/** GET /clientes/all: every client, in id order (the export source). */
export function listAllClients(db: DbOrTx): Promise<ClientRow[]> {
  return db
    .select()
    .from(cliente)
    .orderBy(...ORDER.id);
}

/** GET /clientes: one page, its total under the state filter, and the counts of the search. */
export async function pageClients(db: DbOrTx, query: ClientPageQuery) {
  const scope = matchesTerm(query.q);
  const state = query.estado === undefined ? undefined : eq(cliente.estado, query.estado === 'true');
  const [rows, all] = await Promise.all([
    db
      .select()
      .from(cliente)
      .where(and(scope, state))
      .orderBy(...ORDER[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    stateCounts(db, cliente, cliente.estado, scope),
  ]);
  const total =
    query.estado === undefined ? all.todos : query.estado === 'true' ? all.activos : all.inactivos;
  return { rows, counts: all, total };
}

/**
 * The vehicles the client owns or bought (a sale record names them as buyer while the car stays
 * sold, decision 0040), archived ones left out.
 */
export function vehiclesOfClient(db: DbOrTx, idCliente: number) {
  const bought = sql<boolean>`exists (select 1 from ${vehicleStatusHistory} where ${vehicleStatusHistory.idAuto} = ${automovil.idAuto} and ${vehicleStatusHistory.idCliente} = ${idCliente} and ${vehicleStatusHistory.toStatus} = 'VENDIDO') and ${automovil.estadoDes} = 'VENDIDO'`;
  return db
    .select({
      idAuto: automovil.idAuto,
      marca: automovil.marca,
      modelo: automovil.modelo,
      tag: automovil.tag,
      estadoDes: automovil.estadoDes,
      comprado: sql<boolean>`(${bought})`,
    })
    .from(automovil)
    .where(and(or(eq(automovil.idPropietario, idCliente), bought), isNull(automovil.archivadoEn)))
    .orderBy(desc(automovil.idAuto));
}

/** Interest requests made with the client's DNI or correo (any case), newest first. */
export function interestsOfClient(db: DbOrTx, client: Pick<ClientRow, 'dni' | 'correo'>) {
  return db
    .select({
      idInteresado: interesado.idInteresado,
      automovil: interesado.automovil,
      fechaReg: interesado.fechaReg,
      estado: interesado.estado,
      resultado: interesado.resultado,
      motivoPerdida: interesado.motivoPerdida,
    })
    .from(interesado)
    .where(
      or(
        eq(interesado.dni, client.dni),
        client.correo ? sql`lower(${interesado.correo}) = ${client.correo.toLowerCase()}` : undefined,
      ),
    )
    .orderBy(desc(interesado.fechaReg), desc(interesado.idInteresado));
}

/** True when another client already has this DNI. */
export async function dniTaken(db: DbOrTx, dni: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ idCliente: cliente.idCliente })
    .from(cliente)
    .where(and(eq(cliente.dni, dni), exceptId === null ? undefined : ne(cliente.idCliente, exceptId)));
  return row !== undefined;
}

export async function insertClient(db: DbOrTx, values: ClientForm): Promise<ClientRow> {
  const [row] = await db.insert(cliente).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Optimistic update: undefined when the row's version moved on (or the client is gone). */
export async function updateClient(
  db: DbOrTx,
  idCliente: number,
  version: number,
  values: ClientForm,
): Promise<ClientRow | undefined> {
  const [row] = await db
    .update(cliente)
    .set({ ...values, version: sql`${cliente.version} + 1` })
    .where(and(eq(cliente.idCliente, idCliente), eq(cliente.version, version)))
    .returning();
  return row;
}
