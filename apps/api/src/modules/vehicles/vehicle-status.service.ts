import type { SessionUser } from '@motorplaza/domain/access/session-user';
import type { AdminVehicleDetail } from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { VEHICLE_MESSAGES } from '@motorplaza/domain/vehicles/vehicle-messages';
import { type CardStatusChange, changesStatus } from '@motorplaza/domain/vehicles/vehicle-rights';
import type { Db } from '../../db/client';
import { isPlacaTaken } from '../../db/unique-violation';
import { conflict, notFound } from '../../lib/http-error';
import type { CatalogService } from '../catalog/catalog.service';
import { recordMovement, staffActor } from '../movements/movement.repository';
import { diffRecords } from '../movements/movement-changes';
import type { RequestContext } from '../movements/request-context';
import { currentPrice, statusHistoryPrice, vehicleLabel } from './vehicle.mapper';
import { findVehicle } from './vehicle.repository';
import { vehicleDetail } from './vehicle.service';
import {
  archiveVehicle,
  insertStatusHistory,
  restoreVehicle,
  updateVehicle,
} from './vehicle-write.repository';

const STATUS_ACTIONS: Record<CardStatusChange, { accion: string; message: string }> = {
  'NO DISPONIBLE': { accion: 'Marcó como no disponible', message: VEHICLE_MESSAGES.inactivated },
  VENDIDO: { accion: 'Marcó como vendido', message: VEHICLE_MESSAGES.sold },
};

/** The card's Inactivar and Vender (spec 001 §4), delete as archive and an administrator's restore. */
export function createVehicleStatusService(db: Db, catalog: CatalogService) {
  async function activeVehicle(idAuto: number) {
    const row = await findVehicle(db, idAuto);
    if (!row || row.archivadoEn) throw notFound(VEHICLE_MESSAGES.notFound);
    return row;
  }

  return {
    async changeStatus(
      idAuto: number,
      estadoDes: CardStatusChange,
      user: SessionUser,
      context: RequestContext,
    ): Promise<{ message: string; automovil: AdminVehicleDetail }> {
      const row = await activeVehicle(idAuto);
      if (!changesStatus(row.estadoDes, estadoDes)) throw conflict(VEHICLE_MESSAGES.sameStatus);
      const now = new Date();
      const { accion, message } = STATUS_ACTIONS[estadoDes];
      const saved = await db.transaction(async (tx) => {
        const updated = await updateVehicle(
          tx,
          idAuto,
          row.versionRegistro,
          {
            estadoDes,
            ...(estadoDes === 'VENDIDO' && row.precioVenta === null
              ? { precioVenta: currentPrice(row) }
              : {}),
          },
          now,
        );
        if (!updated) throw conflict(VEHICLE_MESSAGES.conflict);
        await insertStatusHistory(tx, {
          idAuto,
          fromStatus: row.estadoDes,
          toStatus: estadoDes,
          price: statusHistoryPrice(updated, estadoDes),
          idUsuario: user.sub,
          changedAt: now,
        });
        await recordMovement(tx, {
          actor: staffActor(user),
          codigo: 'vehicle.status',
          accion: `${accion} el automóvil ${vehicleLabel(row)}`,
          entidad: 'automovil',
          idEntidad: idAuto,
          objetivo: vehicleLabel(row),
          cambios: diffRecords(row, { estadoDes }, ['estadoDes']),
          context,
        });
        return updated;
      });
      catalog.invalidate();
      return { message, automovil: await vehicleDetail(db, saved, user) };
    },

    /** Delete keeps everything: the vehicle only leaves lists, statistics and the catalogue. */
    async archive(idAuto: number, user: SessionUser, context: RequestContext): Promise<string> {
      const row = await activeVehicle(idAuto);
      await db.transaction(async (tx) => {
        if (!(await archiveVehicle(tx, idAuto, user.sub, new Date())))
          throw notFound(VEHICLE_MESSAGES.notFound);
        await recordMovement(tx, {
          actor: staffActor(user),
          codigo: 'vehicle.archive',
          accion: `Eliminó el automóvil ${vehicleLabel(row)}`,
          entidad: 'automovil',
          idEntidad: idAuto,
          objetivo: vehicleLabel(row),
          cambios: diffRecords({ eliminado: 'No' }, { eliminado: 'Sí' }, ['eliminado']),
          context,
        });
      });
      catalog.invalidate();
      return VEHICLE_MESSAGES.archived;
    },

    async restore(
      idAuto: number,
      user: SessionUser,
      context: RequestContext,
    ): Promise<{ message: string; automovil: AdminVehicleDetail }> {
      const row = await findVehicle(db, idAuto);
      if (!row) throw notFound(VEHICLE_MESSAGES.notFound);
      if (!row.archivadoEn) throw conflict(VEHICLE_MESSAGES.notArchived);
      let restored: Awaited<ReturnType<typeof restoreVehicle>>;
      try {
        restored = await db.transaction(async (tx) => {
          const updated = await restoreVehicle(tx, idAuto, new Date());
          if (!updated) throw conflict(VEHICLE_MESSAGES.notArchived);
          await recordMovement(tx, {
            actor: staffActor(user),
            codigo: 'vehicle.restore',
            accion: `Restauró el automóvil ${vehicleLabel(row)}`,
            entidad: 'automovil',
            idEntidad: idAuto,
            objetivo: vehicleLabel(row),
            cambios: diffRecords({ eliminado: 'Sí' }, { eliminado: 'No' }, ['eliminado']),
            context,
          });
          return updated;
        });
      } catch (error) {
        if (isPlacaTaken(error))
          throw conflict(VEHICLE_MESSAGES.placaTaken, { placa: VEHICLE_MESSAGES.placaTaken });
        throw error;
      }
      catalog.invalidate();
      return {
        message: VEHICLE_MESSAGES.restored,
        automovil: await vehicleDetail(db, restored as NonNullable<typeof restored>, user),
      };
    },
  };
}

export type VehicleStatusService = ReturnType<typeof createVehicleStatusService>;
