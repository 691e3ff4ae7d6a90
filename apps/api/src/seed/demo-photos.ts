import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { offerPhotoKey } from '@motorplaza/domain/offers/offer-photo-files';
import type { SellOfferPhotoSlot } from '@motorplaza/domain/offers/sell-offer-rules';
import { PHOTO_WIDTHS, photoVariantName, vehiclePhotoKey } from '@motorplaza/domain/photos/photo-files';
import sharp from 'sharp';
import type { automovilFoto, sellOfferFoto } from '../db/schema/index';
import type { Storage } from '../storage/storage';
import type { VehiclePlan } from './demo-vehicles';
import { type Backdrop, PHOTO_VIEWS, type PhotoSubject, type PhotoView, photoSvg } from './photo-scene';
import type { Random } from './random';

export interface PlannedPhoto {
  imagen: string;
  orden: number;
  svg: string;
}

/** Rows record the size of the largest copy, the one stored under the plain name. */
const LARGEST = Math.max(...PHOTO_WIDTHS);
const SKIES = [
  ['#c3cbd3', '#eef1f4'],
  ['#b8c4d0', '#e4e8ec'],
  ['#7fb5ec', '#dceeff'],
  ['#f4a96b', '#ffe2c2'],
] as const;
const GROUNDS = [
  ['#d9dde2', '#a1a9b2'],
  ['#6b7078', '#3e434a'],
  ['#b9a78f', '#7d6c57'],
] as const;

function backdrop(random: Random): Backdrop {
  return {
    sky: random.pick(SKIES),
    ground: random.pick(GROUNDS),
    skyline: Array.from({ length: 14 }, () => random.int(60, 320)),
  };
}

function subjectOf(vehicle: VehiclePlan): PhotoSubject {
  const { row } = vehicle;
  return {
    marca: row.marca,
    modelo: row.modelo,
    anio: row.anioFabricacion,
    color: row.color,
    carroceria: row.carroceria,
    placa: row.placa,
    tag: row.tag,
    motor: vehicle.motor,
    electric: row.combustible === 'Eléctrico',
    premium: vehicle.premium,
  };
}

/**
 * 3 to 6 photos per car: the side view first (it is the cover the catalogue shows), then the front and the
 * rear, then some of the inside views. Names carry a hash of the drawing, like uploaded photos do.
 */
export function planPhotos(random: Random, vehicles: readonly VehiclePlan[]): Map<string, PlannedPhoto[]> {
  return new Map(
    vehicles.map((vehicle) => {
      const subject = subjectOf(vehicle);
      const scene = backdrop(random);
      const count = random.int(3, 6);
      const views = [...PHOTO_VIEWS.slice(0, 3), ...random.sample(PHOTO_VIEWS.slice(3), count - 3)];
      const base = vehicle.row.tag.replace(/^#/, '').toLowerCase();
      const photos = views.map((view, orden) => {
        const svg = photoSvg(subject, scene, view, orden + 1, count);
        const hash = createHash('sha256').update(svg).digest('hex').slice(0, 8);
        return { imagen: `${base}-${orden + 1}-${hash}.webp`, orden, svg };
      });
      return [vehicle.row.tag, photos];
    }),
  );
}

/** Rasterises the drawing once, then encodes each stored width (fastest WebP effort: these are flat drawings). */
async function encode(svg: string): Promise<{ width: (typeof PHOTO_WIDTHS)[number]; data: Buffer }[]> {
  // Dropping the alpha channel the SVG renderer adds makes the encodes about a third faster.
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Promise.all(
    PHOTO_WIDTHS.map(async (width) => ({
      width,
      data: await sharp(data, { raw: info })
        .resize(width, (width * 3) / 4)
        .webp({ quality: 78, effort: 0 })
        .toBuffer(),
    })),
  );
}

/** Runs the task over the items with at most `limit` running at once (the workers share one iterator). */
async function forEachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  const pending = items.values();
  const worker = async () => {
    for (const item of pending) await task(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Renders and stores every planned photo at every width, and returns the rows that name them. */
export async function storePhotos(
  storage: Storage,
  photos: ReadonlyMap<string, readonly PlannedPhoto[]>,
  idAutoByTag: ReadonlyMap<string, number>,
): Promise<(typeof automovilFoto.$inferInsert)[]> {
  const rows = [...photos].flatMap(([tag, planned]) => {
    const idAuto = idAutoByTag.get(tag);
    if (idAuto === undefined) throw new Error(`No vehicle with tag ${tag}`);
    return planned.map((photo) => ({ idAuto, photo }));
  });
  // One encode per core keeps both cores busy without piling decoded 1600×1200 bitmaps in memory.
  await forEachLimited(rows, Math.max(2, availableParallelism()), async ({ idAuto, photo }) => {
    const variants = await encode(photo.svg);
    await Promise.all(
      variants.map(({ width, data }) =>
        storage.put(vehiclePhotoKey(idAuto, photoVariantName(photo.imagen, width)), data, 'image/webp'),
      ),
    );
  });
  return rows.map(({ idAuto, photo }) => ({
    idAuto,
    imagen: photo.imagen,
    orden: photo.orden,
    ancho: LARGEST,
    alto: (LARGEST * 3) / 4,
  }));
}

/** A photo of a demo sell-your-car offer, in its guided slot (decision 0027). */
export interface PlannedOfferPhoto {
  imagen: string;
  posicion: SellOfferPhotoSlot;
  svg: string;
}

/** The drawings of an offered car, one per guided slot, named like uploads. */
export function planOfferPhotos(
  random: Random,
  subject: PhotoSubject,
  slots: readonly { view: PhotoView; posicion: SellOfferPhotoSlot }[],
): PlannedOfferPhoto[] {
  const scene = backdrop(random);
  return slots.map(({ view, posicion }, index) => {
    const svg = photoSvg(subject, scene, view, index + 1, slots.length);
    const hash = createHash('sha256').update(svg).digest('hex');
    return { imagen: `oferta-${hash.slice(0, 16)}.webp`, posicion, svg };
  });
}

/** Stores an offer's photos under its private prefix; returns the rows that name them. */
export async function storeOfferPhotos(
  storage: Storage,
  idOferta: number,
  photos: readonly PlannedOfferPhoto[],
): Promise<(typeof sellOfferFoto.$inferInsert)[]> {
  await forEachLimited(photos, 2, async (photo) => {
    for (const { width, data } of await encode(photo.svg)) {
      await storage.put(offerPhotoKey(idOferta, photo.imagen, width), data, 'image/webp');
    }
  });
  return photos.map((photo, orden) => ({
    idOferta,
    imagen: photo.imagen,
    posicion: photo.posicion,
    orden,
    ancho: LARGEST,
    alto: (LARGEST * 3) / 4,
  }));
}
