/**
 * Named permissions (spec 001 §6: "a multi-select of names loaded from the server").
 * What each grants is not in the spec; see docs/decisions/0004-permissions.md.
 */
export const PERMISSIONS = [
  { nombre: 'VER_INVENTARIO', descripcion: 'Ver el inventario de vehículos' },
  { nombre: 'GESTIONAR_INVENTARIO', descripcion: 'Crear, editar, vender e inactivar vehículos' },
  { nombre: 'GESTIONAR_ACCESORIOS', descripcion: 'Administrar los accesorios' },
  { nombre: 'VER_CLIENTES', descripcion: 'Ver los clientes registrados' },
  { nombre: 'GESTIONAR_INTERESADOS', descripcion: 'Atender a los clientes interesados' },
  { nombre: 'VER_REPORTES', descripcion: 'Ver los reportes' },
  { nombre: 'EXPORTAR_DATOS', descripcion: 'Exportar listas a Excel, PDF e impresión' },
  { nombre: 'GESTIONAR_USUARIOS', descripcion: 'Administrar los usuarios del sistema' },
  { nombre: 'VER_MOVIMIENTOS', descripcion: 'Ver los movimientos de los usuarios' },
] as const;

export type Permission = (typeof PERMISSIONS)[number]['nombre'];
export const PERMISSION_NAMES: readonly Permission[] = PERMISSIONS.map((p) => p.nombre);

/** True when the holder has every one of the required permissions (spec 000 §6). */
export function hasAllPermissions(held: readonly string[], required: readonly string[]): boolean {
  return required.every((permission) => held.includes(permission));
}

/** Permissions a new user of each role gets by default (an administrator can change them). */
export const DEFAULT_ROLE_PERMISSIONS: Readonly<
  Record<'ADMIN' | 'EJECUTIVO' | 'ASESOR1' | 'ASESOR2', readonly Permission[]>
> = {
  ADMIN: PERMISSION_NAMES,
  EJECUTIVO: [
    'VER_INVENTARIO',
    'GESTIONAR_INVENTARIO',
    'GESTIONAR_ACCESORIOS',
    'GESTIONAR_INTERESADOS',
    'VER_REPORTES',
    'EXPORTAR_DATOS',
  ],
  ASESOR1: ['VER_INVENTARIO', 'GESTIONAR_INTERESADOS', 'EXPORTAR_DATOS'],
  ASESOR2: ['VER_INVENTARIO', 'GESTIONAR_INTERESADOS'],
};
