import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { PHOTO_WIDTHS, photoVariantName, vehiclePhotoKey } from '@motorplaza/domain/photos/photo-files';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noisyJpeg } from '../../../test/images';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { photoPart, saveBody, vehicleForm } from '../../../test/vehicle-fixtures';
import { createS3Storage } from '../../storage/s3-storage';

let root: string;
let s3rver: S3rver;
let client: S3Client;
let t: TestApp;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'motorplaza-vehicle-s3-'));
  s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: root });
  const { port } = await s3rver.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  await client.send(new CreateBucketCommand({ Bucket: 'media' }));
  const storage = createS3Storage({
    endpoint,
    region: 'us-east-1',
    bucket: 'media',
    forcePathStyle: true,
    ...credentials,
  });
  t = await createTestApp({ storage });
});
afterAll(async () => {
  await t.close();
  await s3rver.close();
  await rm(root, { recursive: true, force: true });
});

describe('saving a vehicle with S3 storage', () => {
  it('puts every width of each photo in the bucket', async () => {
    const body = await saveBody(vehicleForm({ fotos: [{ archivo: 'foto_0' }] }), [
      photoPart('foto_0', await noisyJpeg(640, 480)),
    ]);
    const response = await t.injectAs('ADMIN', { method: 'POST', url: '/api/v1/automoviles', ...body });
    expect(response.statusCode).toBe(201);
    const { idAuto, fotos } = response.json().data.automovil;
    for (const width of PHOTO_WIDTHS) {
      const Key = vehiclePhotoKey(idAuto, photoVariantName(fotos[0].imagen, width));
      const head = await client.send(new HeadObjectCommand({ Bucket: 'media', Key }));
      expect(head.ContentType).toBe('image/webp');
    }
  });
});
