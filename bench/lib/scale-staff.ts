import { DEFAULT_ROLE_PERMISSIONS } from '@motorplaza/domain/access/permissions';
import type { Role } from '@motorplaza/domain/access/roles';
import type { Tx } from '../../apps/api/src/db/client';
import { permiso, usuario, usuarioPermiso } from '../../apps/api/src/db/schema/index';
import { FEMALE_NAMES, MALE_NAMES, SURNAMES } from '../../apps/api/src/seed/people-data';
import { VEHICLE_DAYS } from './scale-sql';

export const SCALE_STAFF_PASSWORD = 'Clave-Escala-2026';

const STAFF: [rol: Role, puesto: string, count: number][] = [
  ['ADMIN', 'Gerente general', 1],
  ['EJECUTIVO', 'Jefe de ventas', 3],
  ['ASESOR1', 'Asesor comercial senior', 10],
  ['ASESOR2', 'Asesor comercial', 6],
];

export interface Staff {
  count: number;
  admin: number;
  /** Who may change a vehicle's status (GESTIONAR_INVENTARIO: the administrator and the executives). */
  inventory: number[];
  asesores: number[];
}

/** 20 staff members with their role's default permissions, signing in with SCALE_STAFF_PASSWORD. */
export async function insertStaff(tx: Tx, passwordHash: string, now: Date): Promise<Staff> {
  const plain = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[^a-zA-Z]/g, '')
      .toLowerCase();
  const people = STAFF.flatMap(([rol, puesto, count]) =>
    Array.from({ length: count }, () => ({ rol, puesto })),
  );
  const rows = people.map(({ rol, puesto }, index) => {
    const swGenero = index % 5 !== 1 && index % 5 !== 3;
    const names = swGenero ? MALE_NAMES : FEMALE_NAMES;
    const nombres = names[(index * 7) % names.length] ?? 'José';
    const paternal = SURNAMES[(index * 11) % SURNAMES.length] ?? 'Quispe';
    const maternal = SURNAMES[(index * 11 + 5) % SURNAMES.length] ?? 'Flores';
    return {
      nombres,
      apellidos: `${paternal} ${maternal}`,
      dni: String(45_200_001 + index),
      correo:
        rol === 'ADMIN'
          ? 'gerencia@motorplaza.pe'
          : `${plain(nombres)[0]}${plain(paternal)}${index}@motorplaza.pe`,
      celular: `9${String(87_000_001 + index * 137)}`,
      contrasena: passwordHash,
      swGenero,
      puesto,
      rol,
      fechaCreacion: new Date(now.getTime() - (VEHICLE_DAYS + 30 + index) * 86_400_000),
    };
  });
  const inserted = await tx
    .insert(usuario)
    .values(rows)
    .returning({ idUsuario: usuario.idUsuario, rol: usuario.rol });
  const permissions = await tx.select({ id: permiso.idPermiso, nombre: permiso.nombre }).from(permiso);
  const idOf = new Map(permissions.map((p) => [p.nombre, p.id]));
  const grants = inserted.flatMap((user) =>
    DEFAULT_ROLE_PERMISSIONS[user.rol as Role].map((nombre) => ({
      idUsuario: user.idUsuario,
      idPermiso: idOf.get(nombre) ?? 0,
    })),
  );
  await tx.insert(usuarioPermiso).values(grants);
  const ids = (roles: Role[]) =>
    inserted.filter((user) => roles.includes(user.rol as Role)).map((u) => u.idUsuario);
  const [admin] = ids(['ADMIN']);
  if (admin === undefined) throw new Error('no administrator inserted');
  return {
    count: inserted.length,
    admin,
    inventory: ids(['ADMIN', 'EJECUTIVO']),
    asesores: ids(['ASESOR1', 'ASESOR2']),
  };
}
