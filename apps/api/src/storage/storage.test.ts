import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk-storage';
import { createS3Storage } from './s3-storage';
import type { Storage, StoredObject } from './storage';

async function bodyText(object: StoredObject | undefined): Promise<string | undefined> {
  return object ? text(object.body) : undefined;
}

let root: string;
let s3rver: S3rver;
const stores: Record<string, Storage> = {};

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'motorplaza-storage-'));
  s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(root, 's3') });
  const { port } = await s3rver.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  await new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials }).send(
    new CreateBucketCommand({ Bucket: 'media' }),
  );
  stores.disk = createDiskStorage(path.join(root, 'disk'));
  stores.s3 = createS3Storage({
    endpoint,
    region: 'us-east-1',
    bucket: 'media',
    forcePathStyle: true,
    accessKeyId: credentials.accessKeyId,
    secretAccessKey: credentials.secretAccessKey,
  });
});

afterAll(async () => {
  await s3rver.close();
  await rm(root, { recursive: true, force: true });
});

describe.each(['disk', 's3'])('%s storage', (kind) => {
  const store = () => stores[kind] as Storage;

  it('stores, reads back, and deletes an object', async () => {
    await store().put('autos/7/foto.webp', Buffer.from('contenido'), 'image/webp');
    expect(await store().exists('autos/7/foto.webp')).toBe(true);
    const object = await store().get('autos/7/foto.webp');
    expect(object?.contentType).toBe('image/webp');
    expect(object?.size).toBe(9);
    expect(await bodyText(object)).toBe('contenido');
    await store().delete('autos/7/foto.webp');
    expect(await store().exists('autos/7/foto.webp')).toBe(false);
    expect(await store().get('autos/7/foto.webp')).toBeUndefined();
  });

  it('replaces an object in place', async () => {
    await store().put('docs/a.pdf', Buffer.from('uno'), 'application/pdf');
    await store().put('docs/a.pdf', Buffer.from('dos'), 'application/pdf');
    expect(await bodyText(await store().get('docs/a.pdf'))).toBe('dos');
  });

  it('refuses keys that climb out of the root', async () => {
    await expect(store().put('../fuera.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /Invalid storage key/,
    );
    await expect(store().get('autos/../../etc/passwd')).rejects.toThrow(/Invalid storage key/);
  });

  it('deleting a missing object is not an error', async () => {
    await expect(store().delete('autos/9/no-existe.webp')).resolves.toBeUndefined();
  });
});
