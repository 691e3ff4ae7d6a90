import type { SessionUser } from '@motorplaza/domain/access/session-user';
import {
  ACCESSORY_MESSAGES,
  type AccessoryCreate,
  type AccessoryUpdate,
} from '@motorplaza/domain/accessories/accessory.schema';
import type { MovementCode } from '@motorplaza/domain/movements/movement.schema';
import type { Db, DbOrTx } from '../../db/client';
import { uniqueViolationOf } from '../../db/unique-violation';
import { conflict, notFound } from '../../lib/http-error';
import type { CatalogService } from '../catalog/catalog.service';
import { recordMovement, staffActor } from '../movements/movement.repository';
import { diffRecords, type MovementChanges } from '../movements/movement-changes';
import type { RequestContext } from '../movements/request-context';
import {
  type AccessoryRow,
  activeNameTaken,
  deleteAccessory,
  insertAccessory,
  lockAccessory,
  updateAccessory,
  vehiclesUsing,
} from './accessory.repository';

const DIFFED_FIELDS = ['nombre', 'tipo', 'estado'] as const satisfies readonly (keyof AccessoryRow)[];

/** A name is unique among active accessories (decision 0021): a 409 under the field `nombre`. */
const nameTaken = () => conflict(ACCESSORY_MESSAGES.nombreTaken, { nombre: ACCESSORY_MESSAGES.nombreTaken });

/** The unique index a concurrent save hit after our own check passed, as the same 409. */
function asNameTaken(error: unknown): unknown {
  return uniqueViolationOf(error) === 'accesorio_nombre_activo_unique' ? nameTaken() : error;
}

async function record(
  tx: DbOrTx,
  actor: SessionUser,
  row: AccessoryRow,
  codigo: MovementCode,
  accion: string,
  context: RequestContext,
  cambios?: MovementChanges,
): Promise<void> {
  await recordMovement(tx, {
    actor: staffActor(actor),
    codigo,
    accion: `${accion} ${row.nombre}`,
    entidad: 'accesorio',
    idEntidad: row.idAccesorio,
    objetivo: row.nombre,
    ...(cambios && cambios.length > 0 ? { cambios } : {}),
    context,
  });
}

export type AccessoryDeletion = 'eliminado' | 'inactivado';

/**
 * The accessory writes: each change and its movement in one transaction. Public vehicle pages name
 * their accessories, so an update or delete drops the cached pages (decision 0007).
 */
export function createAccessoryService(db: Db, catalog: Pick<CatalogService, 'invalidate'>) {
  return {
    async create(form: AccessoryCreate, actor: SessionUser, context: RequestContext): Promise<AccessoryRow> {
      if (form.estado && (await activeNameTaken(db, form.nombre, null))) throw nameTaken();
      try {
        return await db.transaction(async (tx) => {
          const row = await insertAccessory(tx, form);
          const cambios = diffRecords(null, row, DIFFED_FIELDS);
          await record(tx, actor, row, 'accessory.create', 'Registró el accesorio', context, cambios);
          return row;
        });
      } catch (error) {
        throw asNameTaken(error);
      }
    },

    async update(
      idAccesorio: number,
      form: AccessoryUpdate,
      actor: SessionUser,
      context: RequestContext,
    ): Promise<AccessoryRow> {
      if (form.estado && (await activeNameTaken(db, form.nombre, idAccesorio))) throw nameTaken();
      try {
        const saved = await db.transaction(async (tx) => {
          const before = await lockAccessory(tx, idAccesorio);
          if (!before) throw notFound(ACCESSORY_MESSAGES.notFound);
          const { version, ...columns } = form;
          const after = await updateAccessory(tx, idAccesorio, version, columns);
          if (!after) throw conflict(ACCESSORY_MESSAGES.stale);
          const cambios = diffRecords(before, after, DIFFED_FIELDS);
          if (cambios.length > 0)
            await record(tx, actor, after, 'accessory.update', 'Actualizó el accesorio', context, cambios);
          return after;
        });
        catalog.invalidate();
        return saved;
      } catch (error) {
        throw asNameTaken(error);
      }
    },

    /**
     * Deletes an accessory no vehicle carries; one that a vehicle carries becomes inactive instead, so
     * the vehicle keeps it (decision 0021). The row lock makes a vehicle saved meanwhile wait.
     */
    async remove(
      idAccesorio: number,
      actor: SessionUser,
      context: RequestContext,
    ): Promise<AccessoryDeletion> {
      const result = await db.transaction(async (tx): Promise<AccessoryDeletion> => {
        const row = await lockAccessory(tx, idAccesorio);
        if (!row) throw notFound(ACCESSORY_MESSAGES.notFound);
        if ((await vehiclesUsing(tx, idAccesorio)) === 0) {
          await deleteAccessory(tx, idAccesorio);
          await record(tx, actor, row, 'accessory.delete', 'Eliminó el accesorio', context);
          return 'eliminado';
        }
        if (row.estado) {
          const after = await updateAccessory(tx, idAccesorio, row.version, { estado: false });
          if (!after) throw conflict(ACCESSORY_MESSAGES.stale);
          const cambios = diffRecords(row, after, ['estado']);
          await record(tx, actor, after, 'accessory.deactivate', 'Inactivó el accesorio', context, cambios);
        }
        return 'inactivado';
      });
      catalog.invalidate();
      return result;
    },
  };
}
