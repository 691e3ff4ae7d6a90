import { availableParallelism } from 'node:os';
import { MAX_VEHICLE_PHOTOS } from '@motorplaza/domain/photos/photo-rules';
import sharp from 'sharp';
import { createWorkPool } from './work-pool';

// docs/decisions/0032: one libvips thread per image, and one image per core at a time through the
// pool below, so two photos on two cores do not each ask for two threads. Every upload is decoded
// once, so libvips' operation cache would only hold memory.
sharp.concurrency(1);
sharp.cache(false);

/**
 * The process's one pool for decoding and encoding uploaded images (vehicle, offer and user photos).
 * One photo per core running and 100 waiting (on two cores, about four full vehicle saves at once);
 * more is refused with 503.
 */
export const IMAGE_POOL_OPTIONS = { size: availableParallelism(), maxQueued: 4 * MAX_VEHICLE_PHOTOS };
export const imagePool = createWorkPool(IMAGE_POOL_OPTIONS);
