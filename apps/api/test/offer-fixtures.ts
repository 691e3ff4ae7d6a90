import { validOffer } from '@motorplaza/domain/offers/testing/offer-fixture';
import { eq } from 'drizzle-orm';
import { sellOffer } from '../src/db/schema/index';
import { type FilePart, multipartBody } from './multipart';
import type { TestApp } from './test-app';

/** A complete, valid `oferta` part for a slot (the domain's fixture); two photos in foto_1 and foto_2. */
export const offerForm = validOffer;

/** The multipart body of POST /vende-tu-auto. */
export function offerBody(form: unknown, files: readonly FilePart[] = []) {
  return multipartBody({ oferta: JSON.stringify(form) }, files);
}

/** The inspection slots of the first store, as GET /vende-tu-auto/horarios offers them. */
export async function inspectionSlots(t: TestApp): Promise<string[]> {
  const schedule = await t.injectAs(null, { method: 'GET', url: '/api/v1/vende-tu-auto/horarios' });
  const sedes = schedule.json().data.sedes as { dias: { slots: { inicio: string }[] }[] }[];
  return (sedes[0]?.dias ?? []).flatMap((day) => day.slots.map((slot) => slot.inicio));
}

/**
 * Confirms a public offer the way its seller does (issue 23): POST /vende-tu-auto/confirmar with the
 * token of the e-mail's link. Returns the response.
 */
export async function confirmOffer(t: TestApp, codigo: string) {
  const [row] = await t.database.db
    .select({ id: sellOffer.id })
    .from(sellOffer)
    .where(eq(sellOffer.codigo, codigo));
  if (!row) throw new Error(`no offer ${codigo}`);
  const response = await t.server.inject({
    method: 'POST',
    url: '/api/v1/vende-tu-auto/confirmar',
    payload: { token: t.offerConfirmLinks.token(row.id) },
  });
  if (response.statusCode !== 200) throw new Error(`confirming ${codigo}: ${response.body}`);
  return response;
}
