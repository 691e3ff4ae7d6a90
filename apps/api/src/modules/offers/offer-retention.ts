import { offerPhotoKeys } from '@motorplaza/domain/offers/offer-photo-files';
import { OFFER_LIMITS } from '@motorplaza/domain/offers/sell-offer-rules';
import { and, eq, exists, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { sellOffer, sellOfferFoto } from '../../db/schema/index';
import { startPeriodic } from '../../lib/periodic';
import type { Storage } from '../../storage/storage';
import { type MovementActor, recordMovement } from '../movements/movement.repository';
import { NO_REQUEST } from '../movements/request-context';
import { offerLabel } from './sell-offer.mapper';

const DAY_MS = 86_400_000;
/** Offers handled per round, so one round never holds many rows locked. */
const BATCH = 50;
const SWEEP_ACTOR: MovementActor = { idUsuario: null, usuario: 'Sistema (retención)' };

/**
 * Unconfirmed offers whose hold has passed become VENCIDA, each with its movement (issue 23). Their
 * slot was already free for others from the hold's end (offer-slots.repository.ts); this makes the
 * state plain to staff and to the seller. Returns how many expired.
 */
export async function expireHolds(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(sellOffer)
      .where(and(eq(sellOffer.status, 'PENDIENTE'), lte(sellOffer.retenidoHasta, now)))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return 0;
    await tx
      .update(sellOffer)
      .set({ status: 'VENCIDA', updatedAt: now, version: sql`${sellOffer.version} + 1` })
      .where(
        inArray(
          sellOffer.id,
          rows.map((row) => row.id),
        ),
      );
    for (const row of rows) {
      const label = offerLabel(row);
      await recordMovement(tx, {
        actor: SWEEP_ACTOR,
        codigo: 'sellOffer.expire',
        accion: `Venció sin confirmar la oferta ${label}; se liberó su horario`,
        entidad: 'sell_offer',
        idEntidad: row.id,
        objetivo: label,
        context: NO_REQUEST,
      });
    }
    return rows.length;
  });
}

/**
 * Deletes the photos the privacy policy says are not kept (issue 23): those of offers discarded or
 * cancelled more than OFFER_LIMITS.discardedPhotoDays ago (the last change of such an offer is its
 * closing), and of unconfirmed offers whose hold ended more than OFFER_LIMITS.unconfirmedPhotoDays
 * ago. The photo rows go in one transaction; the files only after it committed, so a failure never
 * leaves a row pointing at a missing file (a file left behind is harmless and logged).
 */
export async function purgeOfferPhotos(
  db: Db,
  storage: Storage,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<{ offers: number; files: number }> {
  const closedBefore = new Date(now.getTime() - OFFER_LIMITS.discardedPhotoDays * DAY_MS);
  const heldBefore = new Date(now.getTime() - OFFER_LIMITS.unconfirmedPhotoDays * DAY_MS);
  const removed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: sellOffer.id })
      .from(sellOffer)
      .where(
        and(
          exists(
            tx.select({ one: sql`1` }).from(sellOfferFoto).where(eq(sellOfferFoto.idOferta, sellOffer.id)),
          ),
          or(
            and(
              inArray(sellOffer.status, ['DESCARTADA', 'CANCELADA']),
              lte(sql`coalesce(${sellOffer.updatedAt}, ${sellOffer.createdAt})`, closedBefore),
            ),
            and(
              inArray(sellOffer.status, ['PENDIENTE', 'VENCIDA']),
              lte(sellOffer.retenidoHasta, heldBefore),
            ),
          ),
        ),
      )
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((row) => row.id);
    return tx
      .delete(sellOfferFoto)
      .where(inArray(sellOfferFoto.idOferta, ids))
      .returning({ idOferta: sellOfferFoto.idOferta, imagen: sellOfferFoto.imagen });
  });
  const keys = removed.flatMap((photo) => offerPhotoKeys(photo.idOferta, photo.imagen));
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  const failed = results.filter((result) => result.status === 'rejected').length;
  if (failed > 0) log?.warn({ failed }, 'offer photo files left behind after their rows were deleted');
  return { offers: new Set(removed.map((photo) => photo.idOferta)).size, files: keys.length - failed };
}

/**
 * Runs both sweeps now and then on every instance (they lock what they take, skipping what another
 * instance holds), from `ready` to `close`.
 */
export function startOfferSweep(deps: { db: Db; storage: Storage; log: FastifyBaseLogger; everyMs: number }) {
  return startPeriodic(deps.everyMs, async () => {
    try {
      const now = new Date();
      await expireHolds(deps.db, now);
      await purgeOfferPhotos(deps.db, deps.storage, now, deps.log);
    } catch (error) {
      deps.log.error({ err: error }, 'offer sweep failed');
    }
  });
}
