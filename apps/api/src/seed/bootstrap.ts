import { DEFAULT_ROLE_PERMISSIONS } from '@motorplaza/domain/access/permissions';
import { count, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { permiso, usuario, usuarioPermiso } from '../db/schema/index';
import { hashPassword } from '../lib/password';
import type { Storage } from '../storage/storage';
import { ensureBaseData } from './base-data';
import { seedDemoData } from './seed-demo';

export type BootstrapResult =
  | { kind: 'existing' }
  | { kind: 'demo'; vehicles: number; users: number }
  | { kind: 'first-admin'; correo: string };

async function createFirstAdmin(db: Db, admin: { email: string; password: string }): Promise<void> {
  const contrasena = await hashPassword(admin.password);
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(usuario)
      .values({
        nombres: 'Administrador',
        apellidos: 'del Sistema',
        dni: '00000000',
        correo: admin.email.toLowerCase(),
        celular: '900000000',
        contrasena,
        puesto: 'Administrador',
        rol: 'ADMIN',
      })
      .returning({ idUsuario: usuario.idUsuario });
    if (!created) throw new Error('could not create the first administrator');
    const permissions = await tx
      .select({ idPermiso: permiso.idPermiso })
      .from(permiso)
      .where(inArray(permiso.nombre, [...DEFAULT_ROLE_PERMISSIONS.ADMIN]));
    await tx
      .insert(usuarioPermiso)
      .values(permissions.map((p) => ({ idUsuario: created.idUsuario, idPermiso: p.idPermiso })));
  });
}

/**
 * On an empty database: the demo inventory (SEED=demo) or only the first administrator
 * (SEED=none with ADMIN_EMAIL/ADMIN_PASSWORD). A database that has users is left alone.
 */
export async function bootstrapData(
  db: Db,
  storage: Storage,
  options: { seed: 'demo' | 'none'; firstAdmin: { email: string; password: string } | undefined },
): Promise<BootstrapResult> {
  await ensureBaseData(db);
  const [users] = await db.select({ n: count() }).from(usuario);
  if ((users?.n ?? 0) > 0) return { kind: 'existing' };
  if (options.seed === 'demo') {
    const summary = await seedDemoData(db, storage, { now: new Date(), photos: true });
    return { kind: 'demo', vehicles: summary.vehicles, users: summary.users };
  }
  if (!options.firstAdmin) {
    throw new Error('SEED=none en una base de datos vacía requiere ADMIN_EMAIL y ADMIN_PASSWORD');
  }
  await createFirstAdmin(db, options.firstAdmin);
  return { kind: 'first-admin', correo: options.firstAdmin.email };
}
