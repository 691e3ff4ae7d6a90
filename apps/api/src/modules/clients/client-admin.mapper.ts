import type { RegisteredClient } from '@motorplaza/domain/clients/client.schema';
import type { ClientRow } from './client.repository';

/** A client as the staff screens read it (spec 001 §3 "Registered client", with RUC and dirección). */
export function toRegisteredClient(row: ClientRow): RegisteredClient {
  return { ...row, fechaReg: row.fechaReg.toISOString() };
}
