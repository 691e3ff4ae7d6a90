import type { MovementChange, MovementCode } from '@motorplaza/domain/movements/movement.schema';
import { COLUMN_LENGTHS } from '@motorplaza/domain/shared/column-lengths';
import type { DbOrTx } from '../../db/client';
import { movimiento } from '../../db/schema/index';
import { movementSearchText } from './movement-search';
import type { RequestContext } from './request-context';

/** Who did it: a user's id (null for an unknown e-mail's failed sign-in) and the name the log shows. */
export interface MovementActor {
  idUsuario: number | null;
  usuario: string;
}

export interface MovementInput {
  actor: MovementActor;
  codigo: MovementCode;
  /** The Spanish sentence the log's table shows. */
  accion: string;
  /** What the action was done to: a table's name and key, and how it is shown. */
  entidad?: string;
  idEntidad?: number;
  objetivo?: string;
  /** Built with `diffRecords`, which redacts personal data and never carries secrets. */
  cambios?: MovementChange[];
  context: RequestContext;
}

const LENGTHS = COLUMN_LENGTHS.movimiento;

/** Writes one entry of the audit log; call it inside the transaction of the change it records. */
export async function recordMovement(db: DbOrTx, input: MovementInput): Promise<void> {
  const fecha = new Date();
  const usuario = input.actor.usuario.slice(0, LENGTHS.usuario);
  await db.insert(movimiento).values({
    idUsuario: input.actor.idUsuario,
    usuario,
    accion: input.accion,
    codigo: input.codigo,
    entidad: input.entidad ?? null,
    idEntidad: input.idEntidad ?? null,
    objetivo: input.objetivo?.slice(0, LENGTHS.objetivo) ?? null,
    cambios: input.cambios ?? [],
    ip: input.context.ip,
    userAgent: input.context.userAgent,
    requestId: input.context.requestId,
    fecha,
    busqueda: movementSearchText(usuario, input.accion, fecha),
  });
}
