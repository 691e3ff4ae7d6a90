import type { SessionUser } from '@motorplaza/domain/access/session-user';
import type { VehicleSave } from '@motorplaza/domain/vehicles/vehicle-form.schema';
import { VEHICLE_MESSAGES } from '@motorplaza/domain/vehicles/vehicle-messages';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/http-error';
import { saveClientFrom } from '../clients/client-movement';
import { recordMovement, staffActor } from '../movements/movement.repository';
import { diffRecords } from '../movements/movement-changes';
import type { RequestContext } from '../movements/request-context';
import { linkOfferToVehicle } from '../offers/offer-vehicle';
import type { CarSales } from './car-sales';
import { recordPriceChange } from './price-history.repository';
import { currentPrice, statusHistoryPrice, type VehicleRow, vehicleLabel } from './vehicle.mapper';
import { replaceVehicleAccessories } from './vehicle-accessories';
import { rethrowTakenVehicleField } from './vehicle-taken';
import {
  insertStatusHistory,
  insertVehicle,
  type PhotoRow,
  replacePhotos,
  updateVehicle,
  type VehicleColumns,
} from './vehicle-write.repository';

export interface WriteInput {
  id: number;
  existing: VehicleRow | undefined;
  form: VehicleSave;
  photos: PhotoRow[];
  fichatecnica: string | null;
  user: SessionUser;
  context: RequestContext;
  /** The sell-your-car offer a new vehicle comes from, linked in the same transaction. */
  idOferta: number | null;
}

/** The one transaction of a save: the owner, the vehicle, its photos and accessories, the status history, the movement and the offer link. */
export async function writeVehicle(db: Db, input: WriteInput, sales: CarSales): Promise<VehicleRow> {
  const { id, existing, form, photos, fichatecnica, user, context, idOferta } = input;
  const {
    propietario,
    fotos,
    versionRegistro,
    quitarRevision,
    accesorios,
    idOferta: _offer,
    ...fields
  } = form;
  const now = new Date();
  try {
    return await db.transaction(async (tx) => {
      const idPropietario = propietario.dni
        ? await saveClientFrom(
            tx,
            {
              nombres: propietario.nombres,
              apellidos: propietario.apellidos,
              dni: propietario.dni,
              correo: propietario.correo ? propietario.correo.toLowerCase() : null,
              celular: propietario.celular || null,
            },
            { mode: 'replace', actor: staffActor(user), context, origin: ' como propietario de un vehículo' },
          )
        : null;
      const columns: VehicleColumns = {
        ...fields,
        idPropietario,
        fotoPrincipal: photos[0]?.imagen ?? null,
        fichatecnica,
        swRevision: fichatecnica !== null,
      };
      const row = existing
        ? await updateVehicle(tx, id, existing.versionRegistro, columns, now)
        : await insertVehicle(tx, id, columns);
      if (!row) throw conflict(VEHICLE_MESSAGES.conflict);
      await replacePhotos(tx, id, photos);
      await recordPriceChange(tx, {
        idAuto: id,
        before: existing ? currentPrice(existing) : null,
        after: currentPrice(row),
        idUsuario: user.sub,
        at: now,
      });
      const accessoryChange =
        accesorios === undefined ? undefined : await replaceVehicleAccessories(tx, id, accesorios);
      if (!existing || existing.estadoDes !== row.estadoDes) {
        await insertStatusHistory(tx, {
          idAuto: id,
          fromStatus: existing?.estadoDes ?? null,
          toStatus: row.estadoDes,
          price: statusHistoryPrice(row, row.estadoDes),
          idUsuario: user.sub,
          changedAt: now,
        });
        if (existing && row.estadoDes === 'VENDIDO')
          await sales.closeLeadsOfSoldCar(tx, row, { user, context, now });
        if (row.estadoDes !== 'DISPONIBLE') await sales.bookings.release(tx, row, { user, context, now });
      }
      // An update lists what changed; a creation is the whole record, already in the vehicle.
      const changed = [
        ...Object.keys(fields),
        'idPropietario',
        'fotoPrincipal',
        'fichatecnica',
      ] as (keyof VehicleRow & string)[];
      await recordMovement(tx, {
        actor: staffActor(user),
        codigo: existing ? 'vehicle.update' : 'vehicle.create',
        accion: `${existing ? 'Actualizó' : 'Registró'} el automóvil ${vehicleLabel(row)}`,
        entidad: 'automovil',
        idEntidad: row.idAuto,
        objetivo: vehicleLabel(row),
        ...(existing && {
          cambios: diffRecords<VehicleRow & { accesorios?: string }>(
            { ...existing, accesorios: accessoryChange?.before },
            { ...row, accesorios: accessoryChange?.after },
            [...changed, 'accesorios'],
          ),
        }),
        context,
      });
      if (idOferta !== null) {
        await linkOfferToVehicle(tx, {
          idOferta,
          idAuto: row.idAuto,
          owner: { idCliente: idPropietario, dni: propietario.dni },
          vehicleLabel: vehicleLabel(row),
          user,
          context,
        });
      }
      return row;
    });
  } catch (error) {
    rethrowTakenVehicleField(error);
  }
}
