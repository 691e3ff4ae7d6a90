import type { SessionUser } from '@motorplaza/domain/access/session-user';
import { and, asc, eq, exists, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { permiso, refreshToken, usuario, usuarioPermiso } from '../../db/schema/index';

export type UserRow = typeof usuario.$inferSelect;

export async function findUserByCorreo(db: DbOrTx, correo: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(usuario)
    .where(sql`lower(${usuario.correo}) = ${correo.toLowerCase()}`);
  return row;
}

export async function findUserById(db: DbOrTx, idUsuario: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(usuario).where(eq(usuario.idUsuario, idUsuario));
  return row;
}

export async function permissionNamesOf(db: DbOrTx, idUsuario: number): Promise<string[]> {
  const rows = await db
    .select({ nombre: permiso.nombre })
    .from(usuarioPermiso)
    .innerJoin(permiso, eq(permiso.idPermiso, usuarioPermiso.idPermiso))
    .where(eq(usuarioPermiso.idUsuario, idUsuario))
    .orderBy(asc(permiso.nombre));
  return rows.map((row) => row.nombre);
}

/** The claims of a user's access token, read fresh from the database. */
export async function sessionUserOf(db: DbOrTx, user: UserRow): Promise<SessionUser> {
  return {
    sub: user.idUsuario,
    nombre: `${user.nombres} ${user.apellidos}`,
    rol: user.rol as SessionUser['rol'],
    foto: user.foto,
    permisos: await permissionNamesOf(db, user.idUsuario),
  };
}

/** What every request needs of its session: the user now, and what must still match the token. */
export interface CurrentSession {
  user: SessionUser;
  versionSesion: number;
  debeCambiarContrasena: boolean;
}

/**
 * The session a valid access token names, as the database has it now: null when the user no longer
 * exists or is inactive, or when the token's session (its refresh-token family) was ended (logout,
 * a reused refresh token); otherwise the user's current role and permissions. A token is proof of
 * identity only; what the user may do is read on every request, so a deactivation, a change of role
 * or the end of the session takes effect at their next request (decisions 0004, issue 23).
 */
export async function currentSession(
  db: DbOrTx,
  idUsuario: number,
  sid: string,
): Promise<CurrentSession | null> {
  const live = db
    .select({ one: sql`1` })
    .from(refreshToken)
    .where(
      and(
        eq(refreshToken.familyId, sql`${sid}::uuid`),
        eq(refreshToken.idUsuario, idUsuario),
        isNull(refreshToken.revokedAt),
      ),
    );
  // One query: the active user of a live session and their permission names (a json array).
  const [row] = await db
    .select({
      nombres: usuario.nombres,
      apellidos: usuario.apellidos,
      rol: usuario.rol,
      foto: usuario.foto,
      versionSesion: usuario.versionSesion,
      debeCambiarContrasena: usuario.debeCambiarContrasena,
      permisos: sql<
        string[]
      >`coalesce(json_agg(${permiso.nombre} order by ${permiso.nombre}) filter (where ${permiso.nombre} is not null), '[]'::json)`,
    })
    .from(usuario)
    .leftJoin(usuarioPermiso, eq(usuarioPermiso.idUsuario, usuario.idUsuario))
    .leftJoin(permiso, eq(permiso.idPermiso, usuarioPermiso.idPermiso))
    .where(and(eq(usuario.idUsuario, idUsuario), eq(usuario.estado, true), exists(live)))
    .groupBy(usuario.idUsuario);
  if (!row) return null;
  return {
    user: {
      sub: idUsuario,
      nombre: `${row.nombres} ${row.apellidos}`,
      rol: row.rol as SessionUser['rol'],
      foto: row.foto,
      permisos: row.permisos,
    },
    versionSesion: row.versionSesion,
    debeCambiarContrasena: row.debeCambiarContrasena,
  };
}

/** Ends every session of the user at their next request, whatever device (issue 23). */
export async function bumpSessionVersion(db: DbOrTx, idUsuario: number): Promise<void> {
  await db
    .update(usuario)
    .set({ versionSesion: sql`${usuario.versionSesion} + 1` })
    .where(eq(usuario.idUsuario, idUsuario));
}

/** Optimistic update: returns false when the row's version moved on since the client read it. */
export async function updateProfile(
  db: DbOrTx,
  idUsuario: number,
  version: number,
  changes: {
    nombres: string;
    apellidos: string;
    celular: string;
    contrasena?: string;
    debeCambiarContrasena?: boolean;
  },
): Promise<boolean> {
  const updated = await db
    .update(usuario)
    .set({ ...changes, version: sql`${usuario.version} + 1` })
    .where(and(eq(usuario.idUsuario, idUsuario), eq(usuario.version, version)))
    .returning({ idUsuario: usuario.idUsuario });
  return updated.length === 1;
}
