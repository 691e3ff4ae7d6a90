import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { OFFER_LIMITS } from '@motorplaza/domain/offers/sell-offer-rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noisyJpeg } from '../../../test/images';
import { inspectionSlots, offerBody, offerForm } from '../../../test/offer-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { photoPart } from '../../../test/vehicle-fixtures';
import { movimiento, sellOffer, sellOfferFoto } from '../../db/schema/index';
import { createDiskStorage } from '../../storage/disk-storage';
import { expireHolds, purgeOfferPhotos } from './offer-retention';

/**
 * The sweeps of issue 23 on a real database and a real disk: unconfirmed offers past their hold
 * expire; the photos of discarded, cancelled and unconfirmed offers go after the retention periods
 * the privacy policy states, rows first, files after.
 */

let t: TestApp;
let root: string;
let media: string;
let slots: string[];
let photo: Buffer;
let address = 0;
const DAY = 86_400_000;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'motorplaza-offer-retention-'));
  media = path.join(root, 'media');
  t = await createTestApp({ storage: createDiskStorage(media) });
  photo = await noisyJpeg(400, 300);
  slots = await inspectionSlots(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await rm(root, { recursive: true, force: true });
});

async function offer(): Promise<number> {
  address += 1;
  const body = await offerBody(offerForm(slots[address] ?? ''), [
    photoPart('foto_1', photo),
    photoPart('foto_2', photo),
  ]);
  const response = await t.server.inject({
    method: 'POST',
    url: '/api/v1/vende-tu-auto',
    remoteAddress: `10.5.0.${address}`,
    ...body,
  });
  expect(response.statusCode).toBe(201);
  const [row] = await t.database.db
    .select({ id: sellOffer.id })
    .from(sellOffer)
    .where(eq(sellOffer.codigo, response.json().data.codigo));
  return row?.id ?? 0;
}

async function filesOf(id: number): Promise<string[]> {
  return readdir(path.join(media, 'privado', 'ofertas', String(id))).catch(() => []);
}

const photoRows = async (id: number) =>
  (await t.database.db.select().from(sellOfferFoto).where(eq(sellOfferFoto.idOferta, id))).length;

describe('offer sweeps', () => {
  it('expires unconfirmed offers past their hold, with a movement, and leaves the others', async () => {
    const lapsed = await offer();
    const held = await offer();
    await t.database.db
      .update(sellOffer)
      .set({ retenidoHasta: new Date(Date.now() - 1000) })
      .where(eq(sellOffer.id, lapsed));
    expect(await expireHolds(t.database.db, new Date())).toBe(1);
    const rows = await t.database.db.select().from(sellOffer);
    expect(rows.find((row) => row.id === lapsed)?.status).toBe('VENCIDA');
    expect(rows.find((row) => row.id === held)?.status).toBe('PENDIENTE');
    const movements = await t.database.db
      .select()
      .from(movimiento)
      .where(and(eq(movimiento.codigo, 'sellOffer.expire'), eq(movimiento.idEntidad, lapsed)));
    expect(movements).toHaveLength(1);
    expect(await expireHolds(t.database.db, new Date())).toBe(0);
  });

  it('deletes photo rows and files only after the retention periods, and keeps open offers’ photos', async () => {
    const now = new Date();
    const discardedOld = await offer();
    const discardedRecent = await offer();
    const expiredOld = await offer();
    const expiredRecent = await offer();
    const open = await offer();
    const db = t.database.db;
    const closedAt = (days: number) => new Date(now.getTime() - days * DAY);
    await db
      .update(sellOffer)
      .set({ status: 'DESCARTADA', updatedAt: closedAt(OFFER_LIMITS.discardedPhotoDays + 1) })
      .where(eq(sellOffer.id, discardedOld));
    await db
      .update(sellOffer)
      .set({ status: 'DESCARTADA', updatedAt: closedAt(OFFER_LIMITS.discardedPhotoDays - 1) })
      .where(eq(sellOffer.id, discardedRecent));
    await db
      .update(sellOffer)
      .set({ status: 'VENCIDA', retenidoHasta: closedAt(OFFER_LIMITS.unconfirmedPhotoDays + 0.1) })
      .where(eq(sellOffer.id, expiredOld));
    await db
      .update(sellOffer)
      .set({ status: 'VENCIDA', retenidoHasta: closedAt(OFFER_LIMITS.unconfirmedPhotoDays - 0.1) })
      .where(eq(sellOffer.id, expiredRecent));
    await db.update(sellOffer).set({ status: 'NUEVA', retenidoHasta: null }).where(eq(sellOffer.id, open));
    for (const id of [discardedOld, expiredOld]) expect(await filesOf(id)).toHaveLength(6);

    const result = await purgeOfferPhotos(db, t.storage, now);
    expect(result).toEqual({ offers: 2, files: 12 });
    for (const id of [discardedOld, expiredOld]) {
      expect(await photoRows(id)).toBe(0);
      expect(await filesOf(id)).toEqual([]);
    }
    for (const id of [discardedRecent, expiredRecent, open]) {
      expect(await photoRows(id)).toBe(2);
      expect(await filesOf(id)).toHaveLength(6);
    }
    // The offers themselves stay (staff history); a second round finds nothing.
    expect((await db.select().from(sellOffer).where(eq(sellOffer.id, discardedOld))).length).toBe(1);
    expect(await purgeOfferPhotos(db, t.storage, now)).toEqual({ offers: 0, files: 0 });
  });
});
