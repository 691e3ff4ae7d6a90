import { DEFAULT_ROLE_PERMISSIONS, type Permission } from '@motorplaza/domain/access/permissions';
import type { Role } from '@motorplaza/domain/access/roles';
import type { usuario } from '../db/schema/index';
import { addDays, limaTimeOfDay } from './calendar';
import type { Random } from './random';

interface StaffProfile {
  correo: string;
  rol: Role;
  nombres: string;
  apellidos: string;
  estado: boolean;
  dni: string;
  celular: string;
  puesto: string;
  swGenero: boolean;
  fechaNac: string;
  direccion: string;
  /** When the account was created, in days before "now". */
  joinedDaysAgo: number;
  /** When an inactive account was switched off, in days before "now". */
  leftDaysAgo?: number;
}

// One user per role for the demo sign-ins, two advisers who joined during the 18 months of activity, and two
// former employees whose accounts are inactive (their past actions stay in the history and the log).
const PROFILES: readonly StaffProfile[] = [
  {
    correo: 'admin@motorplaza.pe',
    rol: 'ADMIN',
    nombres: 'Ricardo Alonso',
    apellidos: 'Vargas Benavides',
    estado: true,
    dni: '41827365',
    celular: '987120450',
    puesto: 'Gerente General',
    swGenero: true,
    fechaNac: '1979-04-12',
    direccion: 'Calle Los Cedros 245, San Isidro',
    joinedDaysAgo: 720,
  },
  {
    correo: 'ejecutivo@motorplaza.pe',
    rol: 'EJECUTIVO',
    nombres: 'Carla Milagros',
    apellidos: 'Huamán Torres',
    estado: true,
    dni: '45219870',
    celular: '986334127',
    puesto: 'Jefa de Ventas',
    swGenero: false,
    fechaNac: '1986-09-03',
    direccion: 'Av. Primavera 1420, Santiago de Surco',
    joinedDaysAgo: 700,
  },
  {
    correo: 'asesor1@motorplaza.pe',
    rol: 'ASESOR1',
    nombres: 'Luis Fernando',
    apellidos: 'Rojas Mendoza',
    estado: true,
    dni: '47730512',
    celular: '991245873',
    puesto: 'Asesor Comercial Senior',
    swGenero: true,
    fechaNac: '1990-01-27',
    direccion: 'Jr. Huiracocha 1311, Jesús María',
    joinedDaysAgo: 690,
  },
  {
    correo: 'asesor2@motorplaza.pe',
    rol: 'ASESOR2',
    nombres: 'Diana Paola',
    apellidos: 'Flores Chávez',
    estado: true,
    dni: '72145983',
    celular: '994518206',
    puesto: 'Asesora Comercial',
    swGenero: false,
    fechaNac: '1995-06-18',
    direccion: 'Av. La Marina 2055, San Miguel',
    joinedDaysAgo: 640,
  },
  {
    correo: 'jcastillo@motorplaza.pe',
    rol: 'ASESOR1',
    nombres: 'Jorge Luis',
    apellidos: 'Castillo Ramírez',
    estado: true,
    dni: '46602318',
    celular: '975806134',
    puesto: 'Asesor Comercial',
    swGenero: true,
    fechaNac: '1988-11-09',
    direccion: 'Av. Universitaria 3890, Los Olivos',
    joinedDaysAgo: 300,
  },
  {
    correo: 'agutierrez@motorplaza.pe',
    rol: 'ASESOR2',
    nombres: 'Andrea Sofía',
    apellidos: 'Gutiérrez Paredes',
    estado: true,
    dni: '74581236',
    celular: '962473015',
    puesto: 'Asesora Comercial Junior',
    swGenero: false,
    fechaNac: '1999-02-21',
    direccion: 'Av. Benavides 4480, Santiago de Surco',
    joinedDaysAgo: 150,
  },
  {
    correo: 'inactivo@motorplaza.pe',
    rol: 'EJECUTIVO',
    nombres: 'Miguel Ángel',
    apellidos: 'Salazar Díaz',
    estado: false,
    dni: '43318820',
    celular: '983650271',
    puesto: 'Ejecutivo de Ventas',
    swGenero: true,
    fechaNac: '1983-07-30',
    direccion: 'Av. La Molina 1160, La Molina',
    joinedDaysAgo: 680,
    leftDaysAgo: 210,
  },
  {
    correo: 'kramos@motorplaza.pe',
    rol: 'ASESOR1',
    nombres: 'Kevin',
    apellidos: 'Ramos Cárdenas',
    estado: false,
    dni: '75092214',
    celular: '958127740',
    puesto: 'Asesor Comercial',
    swGenero: true,
    fechaNac: '1998-12-05',
    direccion: 'Av. Túpac Amaru 1520, Independencia',
    joinedDaysAgo: 610,
    leftDaysAgo: 330,
  },
];

/** The demo sign-ins (all with DEMO_PASSWORD), printed at start-up and used by the end-to-end tests. */
export const DEMO_USERS: readonly {
  correo: string;
  rol: Role;
  nombres: string;
  apellidos: string;
  estado: boolean;
}[] = PROFILES.map(({ correo, rol, nombres, apellidos, estado }) => ({
  correo,
  rol,
  nombres,
  apellidos,
  estado,
}));

/** A staff member as the other generators see them: who may act, and when they were around to act. */
export interface StaffMember {
  correo: string;
  nombreCompleto: string;
  rol: Role;
  permisos: readonly Permission[];
  activeFrom: Date;
  activeUntil: Date;
}

export interface DemoStaff {
  rows: (typeof usuario.$inferInsert)[];
  members: StaffMember[];
}

export function buildDemoUsers(now: Date, passwordHash: string): DemoStaff {
  const joined = (profile: StaffProfile) => limaTimeOfDay(now, -profile.joinedDaysAgo, 9, 30);
  const rows = PROFILES.map((profile) => {
    const { joinedDaysAgo, leftDaysAgo, ...columns } = profile;
    return { ...columns, contrasena: passwordHash, fechaCreacion: joined(profile) };
  });
  const members = PROFILES.map((profile) => ({
    correo: profile.correo,
    nombreCompleto: `${profile.nombres} ${profile.apellidos}`,
    rol: profile.rol,
    permisos: DEFAULT_ROLE_PERMISSIONS[profile.rol],
    activeFrom: joined(profile),
    activeUntil: profile.leftDaysAgo === undefined ? now : addDays(now, -profile.leftDaysAgo),
  }));
  return { rows, members };
}

/** The general manager: always active, and the one who answers the complaints book. */
export function administrator(staff: readonly StaffMember[]): StaffMember {
  const admin = staff.find((member) => member.rol === 'ADMIN');
  if (!admin) throw new Error('The demo staff has no administrator');
  return admin;
}

/**
 * A staff member who held the permission and worked here at that moment; the administrator covers moments
 * when nobody else could have acted.
 */
export function pickStaff(
  random: Random,
  staff: readonly StaffMember[],
  permission: Permission,
  at: Date,
): StaffMember {
  const candidates = staff.filter(
    (member) => member.permisos.includes(permission) && member.activeFrom <= at && at <= member.activeUntil,
  );
  return candidates.length > 0 ? random.pick(candidates) : administrator(staff);
}
