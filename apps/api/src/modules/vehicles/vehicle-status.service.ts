import type { SessionUser } from '@motorplaza/domain/access/session-user';
import type { AdminVehicleDetail } from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import { VEHICLE_MESSAGES } from '@motorplaza/domain/vehicles/vehicle-messages';
import { type CardStatusChange, changesStatus } from '@motorplaza/domain/vehicles/vehicle-rights';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import { recordMovement, staffActor } from '../movements/movement.repository';
import { diffRecords } from '../movements/movement-changes';
import type { RequestContext } from '../movements/request-context';
import type { CarSales } from './car-sales';
import type { CatalogInvalidation } from './catalog-invalidation';
import { vehicleLabel } from './vehicle.mapper';
import { findVehicle } from './vehicle.repository';
import { vehicleDetail } from './vehicle.service';
import { writeStatusChange } from './vehicle-status-change';
import { rethrowTakenVehicleField } from './vehicle-taken';
import { archiveVehicle, restoreVehicle } from './vehicle-write.repository';

const STATUS_MESSAGES: Record<CardStatusChange, string> = {
  'NO DISPONIBLE': VEHICLE_MESSAGES.inactivated,
  VENDIDO: VEHICLE_MESSAGES.sold,
};

/** The card's Inactivar and Vender (spec 001 §4), delete as archive and an administrator's restore. */
export function createVehicleStatusService(
  db: Db,
  catalog: CatalogInvalidation,
  sales: CarSales,
  wakeMail: () => void,
) {
  async function activeVehicle(idAuto: number) {
    const row = await findVehicle(db, idAuto);
    if (!row || row.archivadoEn) throw notFound(VEHICLE_MESSAGES.notFound);
    return row;
  }

  return {
    /** Inactivar, or Vender with the lead that bought (decision 0040: the one path of a sale). */
    async changeStatus(
      idAuto: number,
      change: { estadoDes: CardStatusChange; idInteresado?: number | null | undefined },
      user: SessionUser,
      context: RequestContext,
    ): Promise<{ message: string; automovil: AdminVehicleDetail }> {
      const { estadoDes } = change;
      const row = await activeVehicle(idAuto);
      if (!changesStatus(row.estadoDes, estadoDes)) throw conflict(VEHICLE_MESSAGES.sameStatus);
      const by = { user, context, now: new Date() };
      const saved = await db.transaction(async (tx) => {
        if (estadoDes === 'VENDIDO') return sales.sell(tx, idAuto, change.idInteresado, by);
        const changed = await writeStatusChange(tx, row, estadoDes, by);
        await sales.bookings.release(tx, changed, by);
        return changed;
      });
      catalog.invalidate();
      wakeMail();
      return { message: STATUS_MESSAGES[estadoDes], automovil: await vehicleDetail(db, saved, user) };
    },

    /** Delete keeps everything: the vehicle only leaves lists, statistics and the catalogue. */
    async archive(idAuto: number, user: SessionUser, context: RequestContext): Promise<string> {
      const row = await activeVehicle(idAuto);
      await db.transaction(async (tx) => {
        const now = new Date();
        if (!(await archiveVehicle(tx, idAuto, user.sub, now))) throw notFound(VEHICLE_MESSAGES.notFound);
        await sales.bookings.release(tx, row, { user, context, now });
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
      wakeMail();
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
        rethrowTakenVehicleField(error);
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
