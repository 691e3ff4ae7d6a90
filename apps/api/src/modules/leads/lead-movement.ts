import type { SessionUser } from '@motorplaza/domain/access/session-user';
import type { MovementChange, MovementCode } from '@motorplaza/domain/movements/movement.schema';
import type { DbOrTx } from '../../db/client';
import { type MovementActor, recordMovement } from '../movements/movement.repository';
import type { RequestContext } from '../movements/request-context';
import type { LeadRow } from './interested.repository';

export const staffActor = (user: SessionUser): MovementActor => ({
  idUsuario: user.sub,
  usuario: user.nombre,
});

/** A lead's movement of the audit log, named by the client and the car. */
export async function leadMovement(
  tx: DbOrTx,
  actor: MovementActor,
  lead: Pick<LeadRow, 'idInteresado' | 'nombreCompleto' | 'automovil'>,
  movement: { codigo: MovementCode; accion: string; cambios?: MovementChange[] },
  context: RequestContext,
): Promise<void> {
  const objetivo = `${lead.nombreCompleto} (${lead.automovil})`;
  await recordMovement(tx, {
    actor,
    codigo: movement.codigo,
    accion: `${movement.accion} ${objetivo}`,
    entidad: 'interesado',
    idEntidad: lead.idInteresado,
    objetivo,
    ...(movement.cambios ? { cambios: movement.cambios } : {}),
    context,
  });
}
