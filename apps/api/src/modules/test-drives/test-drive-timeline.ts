import type { MovementCode } from '@motorplaza/domain/movements/movement.schema';
import type { DbOrTx } from '../../db/client';
import { insertLeadEvent } from '../leads/interested.repository';
import { type MovementActor, recordMovement } from '../movements/movement.repository';
import { diffRecords, type MovementChanges } from '../movements/movement-changes';
import type { RequestContext } from '../movements/request-context';
import type { TestDriveRow } from './test-drive.repository';

/**
 * One change of a test drive in the caller's transaction: the lead's timeline event ('Prueba de
 * manejo agendada …') and the movement of the audit log, naming the drive by its code and car.
 */
export async function recordDriveChange(
  tx: DbOrTx,
  input: {
    drive: TestDriveRow;
    actor: MovementActor;
    codigo: MovementCode;
    accion: string;
    /** The sentence of the lead's timeline. */
    nota: string;
    cambios?: MovementChanges;
    context: RequestContext;
    now: Date;
  },
): Promise<void> {
  const { drive, actor } = input;
  if (drive.idInteresado !== null) {
    await insertLeadEvent(tx, {
      idInteresado: drive.idInteresado,
      tipo: 'PRUEBA_MANEJO',
      nota: input.nota,
      idUsuario: actor.idUsuario,
      fecha: input.now,
    });
  }
  const objetivo = `${drive.codigo} (${drive.automovil})`;
  await recordMovement(tx, {
    actor,
    codigo: input.codigo,
    accion: `${input.accion} ${objetivo}`,
    entidad: 'prueba_manejo',
    idEntidad: drive.id,
    objetivo,
    ...(input.cambios ? { cambios: input.cambios } : {}),
    context: input.context,
  });
}

/** The change of one labelled value, as the movements log lists it. */
export const changeOf = (campo: string, antes: string, despues: string) =>
  diffRecords({ [campo]: antes }, { [campo]: despues }, [campo]);
