import { availableParallelism } from 'node:os';
import { MAX_OFFER_PHOTOS } from '@motorplaza/domain/offers/sell-offer-rules';
import { MAX_VEHICLE_PHOTOS } from '@motorplaza/domain/photos/photo-rules';
import sharp from 'sharp';
import { createAdmissionGate } from './admission-gate';
import { createWorkPool } from './work-pool';

// docs/decisions/0032: one libvips thread per image, and one image per core at a time through the
// pool below, so two photos on two cores do not each ask for two threads. Every upload is decoded
// once, so libvips' operation cache would only hold memory.
sharp.concurrency(1);
sharp.cache(false);

/**
 * The staff's pool for decoding and encoding uploaded images (vehicle and user photos).
 * One photo per core running and 100 waiting (on two cores, about four full vehicle saves at once);
 * more is refused with 503.
 */
export const IMAGE_POOL_OPTIONS = { size: availableParallelism(), maxQueued: 4 * MAX_VEHICLE_PHOTOS };
export const imagePool = createWorkPool(IMAGE_POOL_OPTIONS);

/**
 * Public offers (sell your car) have their own lane, apart from the staff's pool, so a burst of them
 * never fills the staff's queue (issue 23; docs/decisions/0054-public-photo-lane.md): at most
 * PUBLIC_OFFERS_AT_ONCE offers per process hold their photos in memory, and their photos are encoded
 * one at a time. A further offer is refused with 503 before any of its photos is read.
 */
export const PUBLIC_OFFERS_AT_ONCE = 2;
export const publicOfferGate = createAdmissionGate(PUBLIC_OFFERS_AT_ONCE);
export const publicImagePool = createWorkPool({
  size: 1,
  maxQueued: PUBLIC_OFFERS_AT_ONCE * MAX_OFFER_PHOTOS,
});

/**
 * Link previews are cut on a visitor's (or a crawler's) first request for them, once per photo
 * (docs/decisions/0069-link-previews.md): one at a time, apart from both upload lanes, so a
 * crawler walking the inventory neither waits behind a staff save nor delays one; a burst beyond
 * 20 waiting is answered 503 with Retry-After.
 */
export const previewImagePool = createWorkPool({ size: 1, maxQueued: 20 });
