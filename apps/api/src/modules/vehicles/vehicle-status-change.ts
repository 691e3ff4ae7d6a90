import type { SessionUser } from '@motorplaza/domain/access/session-user';
import { VEHICLE_MESSAGES } from '@motorplaza/domain/vehicles/vehicle-messages';
import type { CardStatusChange } from '@motorplaza/domain/vehicles/vehicle-rights';
import type { DbOrTx } from '../../db/client';
import { conflict } from '../../lib/http-error';
import { recordMovement, staffActor } from '../movements/movement.repository';
import { diffRecords } from '../movements/movement-changes';
import type { RequestContext } from '../movements/request-context';
import { currentPrice, statusHistoryPrice, type VehicleRow, vehicleLabel } from './vehicle.mapper';
import { insertStatusHistory, updateVehicle } from './vehicle-write.repository';

const STATUS_ACTIONS: Record<CardStatusChange, string> = {
  'NO DISPONIBLE': 'Marcó como no disponible',
  VENDIDO: 'Marcó como vendido',
};

/** Who bought, on a sale (decision 0040): the registered client and the lead, when known. */
export interface SaleParties {
  readonly idCliente: number | null;
  readonly idInteresado: number | null;
  /** The buyer as the log names them (the lead's name); null when the sale names nobody. */
  readonly comprador?: string | null;
}

/**
 * A card's status change inside the caller's transaction: the vehicle (optimistic version), its
 * status-history entry — for a sale, the sale record with its price, date and buyer — and its
 * movement. Every path that sells a car comes through here.
 */
export async function writeStatusChange(
  tx: DbOrTx,
  row: VehicleRow,
  estadoDes: CardStatusChange,
  by: { user: SessionUser; context: RequestContext; now: Date },
  { comprador = null, ...sale }: SaleParties = { idCliente: null, idInteresado: null },
): Promise<VehicleRow> {
  const { user, context, now } = by;
  const updated = await updateVehicle(
    tx,
    row.idAuto,
    row.versionRegistro,
    {
      estadoDes,
      ...(estadoDes === 'VENDIDO' && row.precioVenta === null ? { precioVenta: currentPrice(row) } : {}),
    },
    now,
  );
  if (!updated) throw conflict(VEHICLE_MESSAGES.conflict);
  await insertStatusHistory(tx, {
    idAuto: row.idAuto,
    fromStatus: row.estadoDes,
    toStatus: estadoDes,
    price: statusHistoryPrice(updated, estadoDes),
    idUsuario: user.sub,
    changedAt: now,
    ...(estadoDes === 'VENDIDO' ? sale : {}),
  });
  await recordMovement(tx, {
    actor: staffActor(user),
    codigo: 'vehicle.status',
    accion: `${STATUS_ACTIONS[estadoDes]} el automóvil ${vehicleLabel(row)}`,
    entidad: 'automovil',
    idEntidad: row.idAuto,
    objetivo: vehicleLabel(row),
    cambios: diffRecords<VehicleRow & { comprador: string | null }>(
      { ...row, comprador: null },
      { ...updated, comprador },
      ['estadoDes', 'precioVenta', 'comprador'],
    ),
    context,
  });
  return updated;
}
