import type { SessionUser } from '@motorplaza/domain/access/session-user';
import type { DbOrTx } from '../../db/client';
import type { RequestContext } from '../movements/request-context';
import type { VehicleRow } from './vehicle.mapper';

/** Who sells, from where, and when: one instant for the car, its history, the leads and the movements. */
export interface SaleBy {
  readonly user: SessionUser;
  readonly context: RequestContext;
  readonly now: Date;
}

/**
 * What a car leaving the sale asks of the bookings on it (issue 26): sold, no longer available or
 * deleted, its future test drives are cancelled and their buyers told, in the caller's transaction.
 * `modules/test-drives` implements it and the app hands it in, as with CarSales.
 */
export interface CarBookings {
  /** True when any booking was released (its e-mails wait in the outbox). */
  release(tx: DbOrTx, vehicle: VehicleRow, by: SaleBy): Promise<boolean>;
}

/**
 * What a sale asks of the leads (decision 0040: one path of a sale). The leads depend on the
 * inventory, never the reverse: `modules/leads` implements this (`carSalesWith` in lead-sale.ts) and the
 * app hands it to the vehicle services (app-routes.ts), so the import graph stays a tree.
 */
export interface CarSales {
  /** Vender: the car sold, to `idInteresado` when given (one of the car's open leads, locked; else 400). */
  sell(
    tx: DbOrTx,
    idAuto: number,
    idInteresado: number | null | undefined,
    by: SaleBy & { nota?: string | null },
  ): Promise<VehicleRow>;
  /** A save that marks the car VENDIDO closes its open leads as lost to another buyer. */
  closeLeadsOfSoldCar(tx: DbOrTx, vehicle: VehicleRow, by: SaleBy): Promise<void>;
  /** The bookings a car leaving the sale frees. */
  readonly bookings: CarBookings;
}
