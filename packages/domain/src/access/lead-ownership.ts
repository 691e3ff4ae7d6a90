import { MANAGERS } from './policy';
import type { SessionUser } from './session-user';

/**
 * Who may act on a lead (issue 23; docs/decisions/0023): a manager (ADMIN, EJECUTIVO) on any lead,
 * an asesor only on a lead assigned to them. Reassigning, attending, contacting, noting and closing
 * all go through this one rule, read by the API's lead writes and by the screen that offers them.
 */
export function canActOnLead(
  user: Pick<SessionUser, 'sub' | 'rol'>,
  lead: { idUsuarioAsignado: number | null },
): boolean {
  return MANAGERS.includes(user.rol) || lead.idUsuarioAsignado === user.sub;
}

export const LEAD_OWNERSHIP_MESSAGE =
  'Solo el asesor asignado, un administrador o un ejecutivo puede gestionar este cliente interesado.';
