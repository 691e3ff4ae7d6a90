import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PHOTO_MESSAGES } from '@motorplaza/domain/photos/photo-rules';
import type { VehicleSaveInput } from '@motorplaza/domain/vehicles/vehicle-form.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noisyJpeg } from '../../../test/images';
import type { FilePart } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  photoPart,
  pngClaiming,
  saveBody,
  trackingStorage,
  vehicleForm,
} from '../../../test/vehicle-fixtures';
import { automovil } from '../../db/schema/index';
import { IMAGE_POOL_OPTIONS, imagePool } from '../../lib/image-pool';
import { createDiskStorage } from '../../storage/disk-storage';

/**
 * The photos of a save go through the process's image pool in parallel (docs/decisions/0032): the
 * order of the form is kept, a bad file among good ones still stores nothing, and a full pool answers
 * 503 instead of queueing without end.
 */
let t: TestApp;
let root: string;
let storage: ReturnType<typeof trackingStorage>;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'motorplaza-vehicle-photos-'));
  storage = trackingStorage(createDiskStorage(root));
  t = await createTestApp({ storage });
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

const slots = (...names: string[]) => names.map((archivo) => ({ archivo }));

async function create(form: VehicleSaveInput, files: FilePart[]) {
  const body = await saveBody(form, files);
  return t.injectAs('ADMIN', { method: 'POST', url: '/api/v1/automoviles', ...body });
}

async function vehicleCount() {
  return (await t.database.db.select().from(automovil)).length;
}

describe('photos of a save in the image pool', () => {
  it('keeps the order of the form whatever order the encodes finish in, with every width stored', async () => {
    const sizes = [
      [1200, 900],
      [400, 300],
      [800, 600],
      [640, 480],
      [1000, 750],
    ] as const;
    const files = await Promise.all(
      sizes.map(([w, h], index) => noisyJpeg(w, h).then((data) => photoPart(`foto_${index}`, data))),
    );
    const order = ['foto_3', 'foto_0', 'foto_4', 'foto_1', 'foto_2'];
    const response = await create(vehicleForm({ placa: 'ORD-001', fotos: slots(...order) }), files);
    expect(response.statusCode).toBe(201);
    const { idAuto, fotos } = response.json().data.automovil as {
      idAuto: number;
      fotos: { imagen: string; ancho: number; alto: number }[];
    };
    expect(fotos.map(({ ancho, alto }) => [ancho, alto])).toEqual(
      order.map((name) => sizes[Number(name.slice(5))]),
    );
    for (const { imagen } of fotos) {
      const base = imagen.replace('.webp', '');
      for (const name of [imagen, `${base}-960.webp`, `${base}-480.webp`]) {
        expect(storage.keys.has(`autos/${idAuto}/${name}`)).toBe(true);
      }
    }
    expect(imagePool.stats()).toMatchObject({ running: 0, queued: 0 });
  });

  it('a corrupt photo among good ones answers 400 and leaves no file of the others behind', async () => {
    const good = await noisyJpeg(800, 600);
    const corrupt = await pngClaiming(1000, 1000);
    const names = ['foto_0', 'foto_1', 'foto_2', 'foto_3', 'foto_4', 'foto_5'];
    const files = names.map((name, index) =>
      index === 3 ? photoPart(name, corrupt, 'auto.png') : photoPart(name, good),
    );
    const keys = new Set(storage.keys);
    const vehicles = await vehicleCount();
    const response = await create(vehicleForm({ placa: 'BAD-001', fotos: slots(...names) }), files);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: PHOTO_MESSAGES.unreadable,
      errors: { fotos: PHOTO_MESSAGES.unreadable },
    });
    expect(storage.keys).toEqual(keys);
    expect(await vehicleCount()).toBe(vehicles);
    expect(imagePool.stats()).toMatchObject({ running: 0, queued: 0 });
  });

  it('answers 503 with Retry-After when the pool queue is full, stores nothing, and saves once it drains', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { size, maxQueued } = IMAGE_POOL_OPTIONS;
    const blockers = Array.from({ length: size + maxQueued }, () => imagePool.run(() => released));
    expect(imagePool.stats()).toMatchObject({ running: size, queued: maxQueued });

    const photo = photoPart('foto_0', await noisyJpeg(400, 300));
    const form = vehicleForm({ placa: 'BSY-001', fotos: slots('foto_0') });
    try {
      const keys = new Set(storage.keys);
      const vehicles = await vehicleCount();
      const busy = await create(form, [photo]);
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('5');
      expect(busy.json()).toMatchObject({ success: false, message: PHOTO_MESSAGES.busy });
      expect(storage.keys).toEqual(keys);
      expect(await vehicleCount()).toBe(vehicles);
    } finally {
      release();
      await Promise.all(blockers);
    }
    const saved = await create(form, [photo]);
    expect(saved.statusCode).toBe(201);
  });
});
