import type { VehicleFormValues } from '@motorplaza/domain/vehicles/vehicle-form.schema';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { automovil, automovilFoto, vehicleStatusHistory } from '../../db/schema/index';
import { reserveSerialId } from '../../db/serial-ids';
import { recordInventoryEvent } from './inventory-event.repository';
import type { VehicleRow } from './vehicle.mapper';

export type VehicleColumns = Omit<VehicleFormValues, 'propietario'> & {
  idPropietario: number | null;
  fotoPrincipal: string | null;
  fichatecnica: string | null;
  swRevision: boolean;
};

/** Takes the next vehicle id before the insert, so its photos can be stored under it first. */
export function reserveVehicleId(db: DbOrTx): Promise<number> {
  return reserveSerialId(db, 'automovil', 'id_auto');
}

export async function insertVehicle(db: DbOrTx, idAuto: number, values: VehicleColumns): Promise<VehicleRow> {
  const [row] = await db
    .insert(automovil)
    .values({ ...values, idAuto })
    .returning();
  if (!row) throw new Error('vehicle insert returned no row');
  return row;
}

/** Updates only when the row is still at the version the form was loaded at; undefined otherwise. */
export async function updateVehicle(
  db: DbOrTx,
  idAuto: number,
  version: number,
  values: Partial<VehicleColumns> & { precioVenta?: number | null },
  now: Date,
): Promise<VehicleRow | undefined> {
  const [row] = await db
    .update(automovil)
    .set({ ...values, fechaUltimaMod: now, versionRegistro: sql`${automovil.versionRegistro} + 1` })
    .where(
      and(
        eq(automovil.idAuto, idAuto),
        eq(automovil.versionRegistro, version),
        isNull(automovil.archivadoEn),
      ),
    )
    .returning();
  return row;
}

export interface PhotoRow {
  imagen: string;
  ancho: number;
  alto: number;
}

/** The photo rows become exactly this list, in this order (orden = index). */
export async function replacePhotos(db: DbOrTx, idAuto: number, photos: readonly PhotoRow[]): Promise<void> {
  await db.delete(automovilFoto).where(eq(automovilFoto.idAuto, idAuto));
  if (photos.length === 0) return;
  await db.insert(automovilFoto).values(photos.map((photo, orden) => ({ ...photo, idAuto, orden })));
}

export async function insertStatusHistory(
  db: DbOrTx,
  entry: {
    idAuto: number;
    fromStatus: string | null;
    toStatus: string;
    price: number;
    idUsuario: number;
    changedAt: Date;
    idCliente?: number | null;
    idInteresado?: number | null;
  },
): Promise<void> {
  await db.insert(vehicleStatusHistory).values(entry);
  // A car that becomes available is public: news for the catalogue alerts (issue 26).
  if (entry.toStatus === 'DISPONIBLE' && entry.fromStatus !== 'DISPONIBLE')
    await recordInventoryEvent(db, {
      idAuto: entry.idAuto,
      tipo: 'PUBLICADO',
      precioAnterior: null,
      precioNuevo: entry.price,
    });
}

export async function archiveVehicle(
  db: DbOrTx,
  idAuto: number,
  idUsuario: number,
  now: Date,
): Promise<VehicleRow | undefined> {
  const [row] = await db
    .update(automovil)
    .set({
      archivadoEn: now,
      archivadoPor: idUsuario,
      fechaUltimaMod: now,
      versionRegistro: sql`${automovil.versionRegistro} + 1`,
    })
    .where(and(eq(automovil.idAuto, idAuto), isNull(automovil.archivadoEn)))
    .returning();
  return row;
}

export async function restoreVehicle(db: DbOrTx, idAuto: number, now: Date): Promise<VehicleRow | undefined> {
  const [row] = await db
    .update(automovil)
    .set({
      archivadoEn: null,
      archivadoPor: null,
      fechaUltimaMod: now,
      versionRegistro: sql`${automovil.versionRegistro} + 1`,
    })
    .where(and(eq(automovil.idAuto, idAuto), isNotNull(automovil.archivadoEn)))
    .returning();
  return row;
}
