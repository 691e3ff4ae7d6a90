import { VEHICLE_MESSAGES } from '@motorplaza/domain/vehicles/vehicle-messages';
import { takenVehicleField } from '../../db/unique-violation';
import { conflict } from '../../lib/http-error';

const TAKEN_MESSAGES = { placa: VEHICLE_MESSAGES.placaTaken, vin: VEHICLE_MESSAGES.vinTaken } as const;

/**
 * Turns the violation of an active vehicle's unique placa or VIN into 409 with the field's message;
 * any other error is thrown as it is.
 */
export function rethrowTakenVehicleField(error: unknown): never {
  const field = takenVehicleField(error);
  if (field) throw conflict(TAKEN_MESSAGES[field], { [field]: TAKEN_MESSAGES[field] });
  throw error;
}
