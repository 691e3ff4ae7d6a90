import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipPhotos } from './vehicle-photos-zip';

/** jsdom's Blob, read the way a browser's is. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('zipPhotos (spec 001 §7)', () => {
  it('stores every photo under its name, byte for byte', async () => {
    const first = new Uint8Array([82, 73, 70, 70, 1, 2, 3]);
    const second = new Uint8Array([255, 216, 255, 224, 9]);
    const zip = await zipPhotos([
      { name: 'Toyota_RAV4_MP0042_1.webp', bytes: first },
      { name: 'Toyota_RAV4_MP0042_2.jpg', bytes: second },
    ]);
    expect(zip.type).toBe('application/zip');
    const files = unzipSync(await bytesOf(zip));
    expect(Object.keys(files)).toEqual(['Toyota_RAV4_MP0042_1.webp', 'Toyota_RAV4_MP0042_2.jpg']);
    expect(files['Toyota_RAV4_MP0042_1.webp']).toEqual(first);
    expect(files['Toyota_RAV4_MP0042_2.jpg']).toEqual(second);
  });
});
