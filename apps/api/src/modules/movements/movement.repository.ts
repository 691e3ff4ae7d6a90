import type { SessionUser } from '@motorplaza/domain/access/session-user';
import type { MovementCode } from '@motorplaza/domain/movements/movement.schema';
import { movementText } from '@motorplaza/domain/movements/movement-text';
import { COLUMN_LENGTHS } from '@motorplaza/domain/shared/column-lengths';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { movimiento, userFullName, usuario } from '../../db/schema/index';
import type { MovementChanges } from './movement-changes';
import { movementSearchText } from './movement-search';
import type { RequestContext } from './request-context';

/**
 * Who did it (docs/decisions/0045-movement-actors-and-changes.md). A staff member is named by their
 * id alone: the log shows their full name, read from the user table when the entry is written, so
 * every entry names a person the same way. Only an actor without an account (the public forms, an
 * unknown e-mail's failed sign-in) carries its own name.
 */
export type MovementActor = { idUsuario: number } | { idUsuario: null; usuario: string };

/** The signed-in staff member as a movement's actor. */
export const staffActor = (user: Pick<SessionUser, 'sub'>): MovementActor => ({ idUsuario: user.sub });

/** A visitor's submission of a public form. */
export const WEB_ACTOR: MovementActor = { idUsuario: null, usuario: 'Formulario web' };

export interface MovementInput {
  actor: MovementActor;
  codigo: MovementCode;
  /** The Spanish sentence the log's table shows. */
  accion: string;
  /** What the action was done to: a table's name and key, and how it is shown. */
  entidad?: string;
  idEntidad?: number;
  objetivo?: string;
  /** What changed, before → after: only `diffRecords` builds it (personal data redacted, no secrets). */
  cambios?: MovementChanges;
  context: RequestContext;
}

const LENGTHS = COLUMN_LENGTHS.movimiento;

/** The name the log shows for an actor: a user's full name as it is now, or the actor's own name. */
async function actorName(db: DbOrTx, actor: MovementActor): Promise<string> {
  if (actor.idUsuario === null) return actor.usuario;
  const [row] = await db
    .select({ nombre: userFullName(usuario) })
    .from(usuario)
    .where(eq(usuario.idUsuario, actor.idUsuario));
  return row?.nombre ?? `Usuario #${actor.idUsuario}`;
}

/** Writes one entry of the audit log; call it inside the transaction of the change it records. */
export async function recordMovement(db: DbOrTx, input: MovementInput): Promise<void> {
  const fecha = new Date();
  // Every text goes in as one plain line (issue 23): texts are built from what visitors type.
  const name = movementText(await actorName(db, input.actor)).slice(0, LENGTHS.usuario);
  const accion = movementText(input.accion);
  await db.insert(movimiento).values({
    idUsuario: input.actor.idUsuario,
    usuario: name,
    accion,
    codigo: input.codigo,
    entidad: input.entidad ?? null,
    idEntidad: input.idEntidad ?? null,
    objetivo: input.objetivo === undefined ? null : movementText(input.objetivo).slice(0, LENGTHS.objetivo),
    cambios: (input.cambios ?? []).map((change) => ({
      ...change,
      antes: change.antes === null ? null : movementText(change.antes),
      despues: change.despues === null ? null : movementText(change.despues),
    })),
    ip: input.context.ip,
    userAgent: input.context.userAgent,
    requestId: input.context.requestId,
    fecha,
    busqueda: movementSearchText(name, accion, fecha),
  });
}
