import { describe, expect, it, vi } from 'vitest';
import { pickUpload } from '../../lib/photos/pick-upload';
import type { FormPhoto } from './hooks/use-photo-list';
import { preparePhotos } from './prepare-photos';

const blob = (size: number, type: string) => new Blob([new Uint8Array(size)], { type });
const file = (name: string, size: number, type = 'image/jpeg') =>
  new File([new Uint8Array(size)], name, { type });

const newPhoto = (id: string, source: File, orden: number): FormPhoto => ({
  kind: 'new',
  id,
  orden,
  file: source,
  url: `blob:${id}`,
});

describe('pickUpload', () => {
  it.each([
    ['a smaller compressed copy over 50 KB', 900_000, 300_000, 'compressed'],
    ['a compressed copy under 50 KB', 120_000, 40_000, 'original'],
    ['a compressed copy not smaller', 200_000, 200_000, 'original'],
  ])('takes the %s', (_, originalSize, compressedSize, expected) => {
    const original = file('a.jpg', originalSize);
    const compressed = blob(compressedSize, 'image/webp');
    expect(pickUpload(original, compressed)).toBe(expected === 'original' ? original : compressed);
  });
});

describe('preparePhotos', () => {
  it('keeps stored photos, renames new ones after their slot and skips those that fail to compress', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = file('roto.png', 80_000, 'image/png');
    const photos: FormPhoto[] = [
      { kind: 'stored', id: 's', orden: 0, imagen: 'abc.webp', url: '/media/autos/1/abc-480.webp' },
      newPhoto('n1', file('uno.jpg', 900_000), 1),
      newPhoto('n2', broken, 2),
      newPhoto('n3', file('tres.png', 70_000, 'image/png'), 3),
    ];
    const compress = vi.fn(async (source: File) => {
      if (source === broken) throw new Error('canvas');
      return source.size > 100_000 ? blob(300_000, 'image/webp') : blob(20_000, 'image/webp');
    });

    const prepared = await preparePhotos(photos, compress);

    expect(prepared.slots).toEqual([{ imagen: 'abc.webp' }, { archivo: 'foto_2' }, { archivo: 'foto_3' }]);
    expect(prepared.files.map(({ part, file: upload }) => [part, upload.name, upload.type])).toEqual([
      ['foto_2', 'foto_2.webp', 'image/webp'],
      ['foto_3', 'foto_3.png', 'image/png'],
    ]);
    expect(prepared.files[1]?.file.size).toBe(70_000);
    expect(prepared.skipped).toBe(1);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
