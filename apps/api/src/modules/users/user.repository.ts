import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { permiso, usuario } from '../../db/schema/index';

export function listPermissionNames(db: DbOrTx) {
  return db.select({ nombre: permiso.nombre }).from(permiso).orderBy(asc(permiso.idPermiso));
}

/** Active staff for selectors (spec 001 §7 GET /usuario/list). */
export function listActiveStaff(db: DbOrTx) {
  return db
    .select({
      idUsuario: usuario.idUsuario,
      nombresCompletos: sql<string>`${usuario.nombres} || ' ' || ${usuario.apellidos}`,
      rol: usuario.rol,
    })
    .from(usuario)
    .where(eq(usuario.estado, true))
    .orderBy(asc(usuario.nombres), asc(usuario.apellidos));
}
