import { PHOTO_MESSAGES } from '@motorplaza/domain/photos/photo-rules';
import { describe, expect, it } from 'vitest';
import { noisyJpeg } from '../../../test/images';
import type { FilePart } from '../../../test/multipart';
import { multipartBody } from '../../../test/multipart';
import { photoPart, pngClaiming, vehicleForm } from '../../../test/vehicle-fixtures';
import { vehicleSaveTestApp } from '../../../test/vehicle-save-fixtures';
import { automovil } from '../../db/schema/index';

const fx = vehicleSaveTestApp();
const { create, update, slots, owner } = fx;

describe('refused uploads store nothing and change nothing', () => {
  async function expectRefused(files: FilePart[], fotos: string[], status: number, message: string) {
    const keys = new Set(fx.storage.keys);
    const vehicles = (await fx.t.database.db.select().from(automovil)).length;
    const response = await create('ADMIN', vehicleForm({ placa: 'REF-001', fotos: slots(...fotos) }), files);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(fx.storage.keys).toEqual(keys);
    expect((await fx.t.database.db.select().from(automovil)).length).toBe(vehicles);
  }

  it('a text file named .jpg', async () => {
    const text = Buffer.from('no soy una imagen '.repeat(4000));
    await expectRefused(
      [photoPart('foto_0', text, 'auto.jpg')],
      ['foto_0'],
      400,
      PHOTO_MESSAGES.invalidFileType,
    );
  });

  it('an image under 50 KB', async () => {
    const small = await noisyJpeg(300, 200);
    expect(small.length).toBeLessThan(50_000);
    await expectRefused(
      [photoPart('foto_0', fx.photo), photoPart('foto_1', small)],
      ['foto_0', 'foto_1'],
      400,
      PHOTO_MESSAGES.fileSizeExceeded,
    );
  });

  it('an image over 5 MB', async () => {
    const large = await noisyJpeg(3000, 2250, 90);
    expect(large.length).toBeGreaterThan(5_000_000);
    await expectRefused([photoPart('foto_0', large)], ['foto_0'], 413, PHOTO_MESSAGES.fileSizeExceeded);
  });

  it('26 photos', async () => {
    const names = Array.from({ length: 26 }, (_, index) => `foto_${index}`);
    await expectRefused(
      names.map((name) => photoPart(name, fx.photo)),
      names,
      400,
      PHOTO_MESSAGES.maxFilesExceeded,
    );
  });

  it('a decompression bomb (a PNG header of 20000 × 20000 pixels)', async () => {
    const bomb = await pngClaiming(20_000, 20_000);
    expect(bomb.length).toBeGreaterThanOrEqual(50_000);
    await expectRefused(
      [photoPart('foto_0', bomb, 'auto.png')],
      ['foto_0'],
      413,
      PHOTO_MESSAGES.tooManyPixels,
    );
  });

  it('a PNG with a valid header (1000 × 1000) whose pixel data is not (libvips fails at encode time)', async () => {
    const corrupt = await pngClaiming(1000, 1000);
    expect(corrupt.length).toBeGreaterThanOrEqual(50_000);
    await expectRefused(
      [photoPart('foto_0', fx.photo), photoPart('foto_1', corrupt, 'auto.png')],
      ['foto_0', 'foto_1'],
      400,
      PHOTO_MESSAGES.unreadable,
    );
  });

  it('a JPEG that cannot be decoded', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60_000, 7)]);
    await expectRefused([photoPart('foto_0', broken)], ['foto_0'], 400, PHOTO_MESSAGES.unreadable);
  });
});

describe('client mistakes answer 4xx', () => {
  it('a body that is not multipart, a missing or malformed form, a missing file, an invalid field', async () => {
    const json = await fx.t.injectAs('ADMIN', { method: 'POST', url: '/api/v1/automoviles', payload: {} });
    expect(json.statusCode).toBe(400);
    const missing = await multipartBody({ otro: 'x' });
    expect(
      (await fx.t.injectAs('ADMIN', { method: 'POST', url: '/api/v1/automoviles', ...missing })).statusCode,
    ).toBe(400);
    const malformed = await multipartBody({ automovil: '{no es json' });
    expect(
      (await fx.t.injectAs('ADMIN', { method: 'POST', url: '/api/v1/automoviles', ...malformed })).statusCode,
    ).toBe(400);
    const noFile = await create('ADMIN', vehicleForm({ placa: 'ERR-001', fotos: slots('foto_3') }));
    expect(noFile.statusCode).toBe(400);
    const invalid = await create(
      'ADMIN',
      vehicleForm({ marca: ' ', propietario: { ...owner('123'), nombres: '' } }),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toMatchObject({
      marca: 'Completa la marca',
      'propietario.dni': 'El DNI debe tener 8 dígitos',
      'propietario.nombres': 'Completa los nombres del propietario',
    });
    const unknown = await update('ADMIN', 999_999, vehicleForm({ versionRegistro: 1 }));
    expect(unknown.statusCode).toBe(404);
    const foreign = await create(
      'ADMIN',
      vehicleForm({ placa: 'ERR-002', fotos: [{ imagen: 'ajena.webp' }] }),
    );
    expect(foreign.statusCode).toBe(400);
  });
});
