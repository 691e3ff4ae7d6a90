import type { Role } from '@motorplaza/domain/access/roles';
import type { UserPageQuery } from '@motorplaza/domain/users/user-admin.schema';
import { and, asc, count, desc, eq, ilike, inArray, max, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { escapeLike } from '../../db/like';
import { permiso, usuario, usuarioPermiso } from '../../db/schema/index';
import { reserveSerialId } from '../../db/serial-ids';
import { stateCounts } from '../../db/state-counts';
import type { UserRow } from '../auth/account.repository';

/** The columns a save writes (the password only when it changes). */
export type UserColumns = Omit<typeof usuario.$inferInsert, 'idUsuario' | 'fechaCreacion' | 'version'>;

/** Every word of the term must appear in nombres, apellidos, DNI or correo, ignoring case (spec 001 §2.8). */
function matchesTerm(term: string | undefined): SQL | undefined {
  const words = (term ?? '').split(/\s+/).filter(Boolean);
  const haystack = sql`(${usuario.nombres} || ' ' || ${usuario.apellidos} || ' ' || ${usuario.dni} || ' ' || ${usuario.correo})`;
  return and(...words.map((word) => ilike(haystack, `%${escapeLike(word)}%`)));
}

const ORDER = {
  nombre: [asc(usuario.nombres), asc(usuario.apellidos), asc(usuario.idUsuario)],
  fechaCreacion: [desc(usuario.fechaCreacion), desc(usuario.idUsuario)],
  rol: [asc(usuario.rol), asc(usuario.nombres), asc(usuario.idUsuario)],
  id: [asc(usuario.idUsuario)],
} as const;

export async function listAllUsers(db: DbOrTx): Promise<UserRow[]> {
  return db
    .select()
    .from(usuario)
    .orderBy(...ORDER.id);
}

export async function searchUsers(db: DbOrTx, term: string): Promise<UserRow[]> {
  return db
    .select()
    .from(usuario)
    .where(matchesTerm(term))
    .orderBy(...ORDER.nombre);
}

/** GET /usuario: one page, its total under the state filter, and the quick-filter counts. */
export async function pageUsers(db: DbOrTx, query: UserPageQuery) {
  const scope = and(matchesTerm(query.q), query.rol ? eq(usuario.rol, query.rol) : undefined);
  const state =
    query.estado === 'activos'
      ? eq(usuario.estado, true)
      : query.estado === 'inactivos'
        ? eq(usuario.estado, false)
        : undefined;
  const [rows, all] = await Promise.all([
    db
      .select()
      .from(usuario)
      .where(and(scope, state))
      .orderBy(...ORDER[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    stateCounts(db, usuario, usuario.estado, scope),
  ]);
  return { rows, counts: all, total: all[query.estado] };
}

export async function lastUserId(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ last: max(usuario.idUsuario) }).from(usuario);
  return row?.last ?? 0;
}

/** The permission names of each of these users (one query), by id. */
export async function permissionsByUser(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string[]>> {
  const byUser = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byUser;
  const rows = await db
    .select({ idUsuario: usuarioPermiso.idUsuario, nombre: permiso.nombre })
    .from(usuarioPermiso)
    .innerJoin(permiso, eq(permiso.idPermiso, usuarioPermiso.idPermiso))
    .where(inArray(usuarioPermiso.idUsuario, [...ids]))
    .orderBy(asc(permiso.idPermiso));
  for (const row of rows) byUser.get(row.idUsuario)?.push(row.nombre);
  return byUser;
}

export function listPermissionDetails(db: DbOrTx) {
  return db
    .select({ nombre: permiso.nombre, descripcion: permiso.descripcion })
    .from(permiso)
    .orderBy(asc(permiso.idPermiso));
}

/** Which of the correo (any case) and DNI another user already has. */
export async function takenFields(
  db: DbOrTx,
  fields: { correo: string; dni: string },
  exceptId: number | null,
): Promise<{ correo: boolean; dni: boolean }> {
  const rows = await db
    .select({ correo: usuario.correo, dni: usuario.dni })
    .from(usuario)
    .where(
      and(
        sql`(lower(${usuario.correo}) = ${fields.correo.toLowerCase()} or ${usuario.dni} = ${fields.dni})`,
        exceptId === null ? undefined : ne(usuario.idUsuario, exceptId),
      ),
    );
  return {
    correo: rows.some((row) => row.correo.toLowerCase() === fields.correo.toLowerCase()),
    dni: rows.some((row) => row.dni === fields.dni),
  };
}

/** The id of a new user, taken before its photo is stored under it. */
export function reserveUserId(db: DbOrTx): Promise<number> {
  return reserveSerialId(db, 'usuario', 'id_usuario');
}

export async function insertUser(db: DbOrTx, idUsuario: number, values: UserColumns): Promise<UserRow> {
  const [row] = await db
    .insert(usuario)
    .values({ ...values, idUsuario })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Optimistic update: undefined when the row's version moved on (or the user is gone). */
export async function updateUser(
  db: DbOrTx,
  idUsuario: number,
  version: number,
  values: Partial<UserColumns>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(usuario)
    .set({ ...values, version: sql`${usuario.version} + 1` })
    .where(and(eq(usuario.idUsuario, idUsuario), eq(usuario.version, version)))
    .returning();
  return row;
}

export async function setUserState(db: DbOrTx, idUsuario: number, estado: boolean): Promise<void> {
  await db
    .update(usuario)
    .set({ estado, version: sql`${usuario.version} + 1` })
    .where(eq(usuario.idUsuario, idUsuario));
}

/** Replaces the user's permissions with these names (unknown names were refused by the schema). */
export async function replacePermissions(db: DbOrTx, idUsuario: number, names: readonly string[]) {
  await db.delete(usuarioPermiso).where(eq(usuarioPermiso.idUsuario, idUsuario));
  if (names.length === 0) return;
  const granted = await db
    .select({ idPermiso: permiso.idPermiso })
    .from(permiso)
    .where(inArray(permiso.nombre, [...names]));
  await db.insert(usuarioPermiso).values(granted.map((p) => ({ idUsuario, idPermiso: p.idPermiso })));
}

/**
 * Row locks here are FOR NO KEY UPDATE, the lock an UPDATE of these rows takes anyway: they queue
 * user-administration transactions behind each other without blocking the foreign-key checks of
 * other tables' rows that name these users (a vehicle save's movement by an administrator).
 */

/** These users' rows, locked for the rest of the transaction, by id. */
export async function lockUsers(db: DbOrTx, ids: readonly number[]): Promise<Map<number, UserRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(usuario)
    .where(inArray(usuario.idUsuario, [...ids]))
    .orderBy(asc(usuario.idUsuario))
    .for('no key update');
  return new Map(rows.map((row) => [row.idUsuario, row]));
}

/**
 * Locks the rows of every active ADMIN until the transaction ends. Two administrators taking each
 * other's rights at the same moment queue here: the second sees the first's change once it commits.
 */
export async function lockActiveAdmins(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ idUsuario: usuario.idUsuario })
    .from(usuario)
    .where(and(eq(usuario.rol, 'ADMIN' satisfies Role), eq(usuario.estado, true)))
    .orderBy(asc(usuario.idUsuario))
    .for('no key update');
  return rows.map((row) => row.idUsuario);
}

/** Active ADMINs who hold GESTIONAR_USUARIOS, as the transaction sees them now. */
export async function countUserAdmins(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(usuario)
    .innerJoin(usuarioPermiso, eq(usuarioPermiso.idUsuario, usuario.idUsuario))
    .innerJoin(permiso, eq(permiso.idPermiso, usuarioPermiso.idPermiso))
    .where(
      and(
        eq(usuario.rol, 'ADMIN' satisfies Role),
        eq(usuario.estado, true),
        eq(permiso.nombre, 'GESTIONAR_USUARIOS'),
      ),
    );
  return row?.total ?? 0;
}
