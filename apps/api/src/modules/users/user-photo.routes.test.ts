import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PHOTO_MESSAGES } from '@motorplaza/domain/photos/photo-rules';
import { USER_ADMIN_MESSAGES } from '@motorplaza/domain/users/user-admin.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noisyJpeg, noisyPng } from '../../../test/images';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { userApi } from '../../../test/user-api';
import { userForm } from '../../../test/user-fixtures';
import { pngClaiming, trackingStorage } from '../../../test/vehicle-fixtures';
import { usuario } from '../../db/schema/index';
import { IMAGE_POOL_OPTIONS, imagePool } from '../../lib/image-pool';
import { createDiskStorage } from '../../storage/disk-storage';

let t: TestApp;
let root: string;
let storage: ReturnType<typeof trackingStorage>;
const { save, expectNoPasswords } = userApi(() => t);

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'motorplaza-user-photos-'));
  storage = trackingStorage(createDiskStorage(root));
  t = await createTestApp({ storage });
});
afterAll(async () => {
  expectNoPasswords('Secreta-123');
  await t.close();
  await rm(root, { recursive: true, force: true });
});

describe('photos (spec 001 §5, §9: PNG or JPEG by their bytes, ≤ 5 MB, pixel limit)', () => {
  async function expectRefused(file: { data: Buffer; filename?: string }, status: number, message: string) {
    const before = new Set(storage.keys);
    const form = userForm();
    const response = await save('POST', form, file);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ message, errors: { foto: message } });
    expect(new Set(storage.keys)).toEqual(before);
    const rows = await t.database.db.select().from(usuario).where(eq(usuario.dni, form.dni));
    expect(rows).toEqual([]);
  }

  it('a text file named .png', async () => {
    await expectRefused(
      { data: Buffer.from('no soy una imagen'.repeat(100)), filename: 'image_0.png' },
      400,
      USER_ADMIN_MESSAGES.photoType,
    );
  });

  it('a WebP (a vehicle format, not a user one)', async () => {
    const { default: sharp } = await import('sharp');
    const webp = await sharp(await noisyPng(64, 64))
      .webp()
      .toBuffer();
    await expectRefused({ data: webp, filename: 'image_0.png' }, 400, USER_ADMIN_MESSAGES.photoType);
  });

  it('a 6 MB file', async () => {
    const big = Buffer.concat([await noisyJpeg(64, 64), Buffer.alloc(6_000_000)]);
    await expectRefused({ data: big, filename: 'image_0.jpg' }, 413, USER_ADMIN_MESSAGES.photoSize);
  });

  it('a PNG header of 20000 × 20000 pixels', async () => {
    await expectRefused({ data: await pngClaiming(20_000, 20_000) }, 413, PHOTO_MESSAGES.tooManyPixels);
  });

  it('while the image pool is full: 503 with the busy message, nothing stored (decision 0032)', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { size, maxQueued } = IMAGE_POOL_OPTIONS;
    const blockers = Array.from({ length: size + maxQueued }, () => imagePool.run(() => released));
    try {
      await expectRefused(
        { data: await noisyJpeg(900, 600), filename: 'image_0.jpg' },
        503,
        PHOTO_MESSAGES.busy,
      );
    } finally {
      release();
      await Promise.all(blockers);
    }
  });

  it('a JPEG is re-encoded to a 512 px square WebP', async () => {
    const user = (
      await save('POST', userForm(), { data: await noisyJpeg(900, 600), filename: 'image_0.jpg' })
    ).json().data.usuario;
    const stored = await t.storage.get(`usuarios/${user.idUsuario}/${user.foto}`);
    expect(stored).toBeDefined();
    const chunks: Buffer[] = [];
    for await (const chunk of stored?.body ?? []) chunks.push(chunk as Buffer);
    const { default: sharp } = await import('sharp');
    expect(await sharp(Buffer.concat(chunks)).metadata()).toMatchObject({
      format: 'webp',
      width: 512,
      height: 512,
    });
  });
});
