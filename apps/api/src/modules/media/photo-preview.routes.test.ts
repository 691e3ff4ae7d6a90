import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { photoPreviewName, vehiclePhotoPreviewUrl } from '@motorplaza/domain/photos/photo-files';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noisyJpeg } from '../../../test/images';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { photoPart, saveBody, vehicleForm } from '../../../test/vehicle-fixtures';
import { createDiskStorage } from '../../storage/disk-storage';
import type { Storage } from '../../storage/storage';
import { createPhotoPreviews } from './photo-preview';

/** The disk store, counting the writes of each key. */
function countingStorage(inner: Storage): Storage & { puts: Map<string, number> } {
  const puts = new Map<string, number>();
  return {
    puts,
    async put(key, data, contentType) {
      puts.set(key, (puts.get(key) ?? 0) + 1);
      await inner.put(key, data, contentType);
    },
    get: (key) => inner.get(key),
    delete: (key) => inner.delete(key),
    exists: (key) => inner.exists(key),
  };
}

let t: TestApp;
let root: string;
let storage: ReturnType<typeof countingStorage>;
let photo: Buffer;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'motorplaza-photo-preview-'));
  storage = countingStorage(createDiskStorage(root));
  t = await createTestApp({ storage });
  photo = await noisyJpeg(800, 600);
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

async function vehicleWithPhotos(placa: string, count: number) {
  const files = Array.from({ length: count }, (_, index) => photoPart(`foto_${index}`, photo));
  const form = vehicleForm({ placa, fotos: files.map((file) => ({ archivo: file.name })) });
  const response = await t.injectAs('ADMIN', {
    method: 'POST',
    url: '/api/v1/automoviles',
    ...(await saveBody(form, files)),
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.automovil as { idAuto: number; fotos: { imagen: string }[] };
}

describe('GET /media/autos/{id}/{photo}-og.jpg', () => {
  it('answers a 1200 × 630 JPEG cut once from the photo, stored and cached for a year', async () => {
    const { idAuto, fotos } = await vehicleWithPhotos('OGI-001', 1);
    const imagen = fotos[0]?.imagen as string;
    const url = vehiclePhotoPreviewUrl(idAuto, imagen);
    const key = url.replace('/media/', '');
    expect(await t.storage.exists(key)).toBe(false);

    const answers = await Promise.all([1, 2, 3].map(() => t.injectAs(null, { method: 'GET', url })));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/jpeg');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const meta = await sharp(answers[0]?.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(await t.storage.exists(key)).toBe(true);
    const again = await t.injectAs(null, { method: 'GET', url });
    expect(again.rawPayload.equals(answers[0]?.rawPayload as Buffer)).toBe(true);
    expect(storage.puts.get(key)).toBe(1);
  });

  it('answers 404 for a photo that does not exist, and stores nothing', async () => {
    const { idAuto } = await vehicleWithPhotos('OGI-002', 0);
    const url = `/media/autos/${idAuto}/no-existe-og.jpg`;
    expect((await t.injectAs(null, { method: 'GET', url })).statusCode).toBe(404);
    expect(await t.storage.exists(url.replace('/media/', ''))).toBe(false);
    expect((await t.injectAs(null, { method: 'GET', url: '/media/autos/1/../x-og.jpg' })).statusCode).toBe(
      404,
    );
  });

  it('goes with its photo when a save removes the photo', async () => {
    const vehicle = await vehicleWithPhotos('OGI-003', 2);
    const [kept, dropped] = vehicle.fotos.map((foto) => foto.imagen) as [string, string];
    const droppedUrl = vehiclePhotoPreviewUrl(vehicle.idAuto, dropped);
    expect((await t.injectAs(null, { method: 'GET', url: droppedUrl })).statusCode).toBe(200);
    const form = vehicleForm({ placa: 'OGI-003', versionRegistro: 1, fotos: [{ imagen: kept }] });
    const saved = await t.injectAs('ADMIN', {
      method: 'PUT',
      url: `/api/v1/automoviles/${vehicle.idAuto}`,
      ...(await saveBody(form)),
    });
    expect(saved.statusCode).toBe(200);
    expect(await t.storage.exists(`autos/${vehicle.idAuto}/${photoPreviewName(dropped)}`)).toBe(false);
    expect((await t.injectAs(null, { method: 'GET', url: droppedUrl })).statusCode).toBe(404);
  });

  it('removes a preview stored after its photo was deleted meanwhile', async () => {
    const { idAuto, fotos } = await vehicleWithPhotos('OGI-004', 1);
    const imagen = fotos[0]?.imagen as string;
    const key = `autos/${idAuto}/${photoPreviewName(imagen)}`;
    // The save's clean-up removes the photo while the preview is being cut.
    const racing: Storage = {
      ...storage,
      async put(putKey, data, contentType) {
        await storage.delete(`autos/${idAuto}/${imagen}`);
        await storage.put(putKey, data, contentType);
      },
    };
    expect(await createPhotoPreviews(racing).ensure(key)).toBe(false);
    expect(await t.storage.exists(key)).toBe(false);
  });
});
