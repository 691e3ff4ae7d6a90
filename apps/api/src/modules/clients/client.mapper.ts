import type { Owner } from '@motorplaza/domain/vehicles/admin-vehicle.schema';
import type { ClientRow } from './client.repository';

/** A registered client as the owner of a vehicle (spec 001 §3 "Owner"). */
export function toOwner(row: ClientRow): Owner {
  const { version, fechaReg, ...rest } = row;
  return { ...rest, fechaReg: fechaReg.toISOString() };
}
