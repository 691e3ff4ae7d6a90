import { mediaUrl, vehiclePhotoKey } from '@motorplaza/domain/photos/photo-files';
import type { AdminVehicle } from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import type { VehicleStatus } from '@motorplaza/domain/vehicles/status';
import type { automovil } from '../../db/schema/index';

export type VehicleRow = typeof automovil.$inferSelect;

/** A vehicle row as staff read it: no owner link, review file or archiver; dates as ISO strings. */
export function toAdminVehicle(row: VehicleRow): AdminVehicle {
  const { fichatecnica, idPropietario, archivadoPor, fechaIng, fechaUltimaMod, archivadoEn, ...rest } = row;
  return {
    ...rest,
    estadoDes: row.estadoDes as VehicleStatus,
    fechaIng: fechaIng.toISOString(),
    fechaUltimaMod: fechaUltimaMod.toISOString(),
    archivadoEn: archivadoEn?.toISOString() ?? null,
  };
}

/** The public URL of a vehicle's technical-review PDF, or null. */
export function reviewUrl(row: Pick<VehicleRow, 'idAuto' | 'fichatecnica'>): string | null {
  return row.fichatecnica ? mediaUrl(vehiclePhotoKey(row.idAuto, row.fichatecnica)) : null;
}

/** What the history and the reports take as a vehicle's price (spec 001 §2.1: the latest, else the first). */
export function currentPrice(row: Pick<VehicleRow, 'ultimoPrecioCompra' | 'precioCompra'>): number {
  return row.ultimoPrecioCompra ?? row.precioCompra;
}

/**
 * The price a status-history entry records: a sale records the vehicle's sale price when it has one,
 * any other change the listed price (decision 0024: the sales reports add these prices up).
 */
export function statusHistoryPrice(
  row: Pick<VehicleRow, 'precioVenta' | 'ultimoPrecioCompra' | 'precioCompra'>,
  toStatus: string,
): number {
  return toStatus === 'VENDIDO' ? (row.precioVenta ?? currentPrice(row)) : currentPrice(row);
}

export function vehicleLabel(row: Pick<VehicleRow, 'marca' | 'modelo' | 'placa'>): string {
  return `${row.marca} ${row.modelo}${row.placa ? ` (${row.placa})` : ''}`;
}
