/** Staff roles (spec 000 §6, 001 §6). Form values carry no space; labels do. */
export const ROLES = ['ADMIN', 'EJECUTIVO', 'ASESOR1', 'ASESOR2'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  ADMIN: 'Administrador',
  EJECUTIVO: 'Ejecutivo',
  ASESOR1: 'Asesor 1',
  ASESOR2: 'Asesor 2',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
