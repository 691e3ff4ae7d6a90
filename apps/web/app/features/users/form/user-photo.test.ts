import { describe, expect, it, vi } from 'vitest';
import { checkUserPhoto, prepareUserPhoto } from './user-photo';

const png = (bytes: number) => new File([new Uint8Array(bytes)], 'yo.png', { type: 'image/png' });

describe('profile photo (spec 001 §5)', () => {
  const untouched = vi.fn(async (file: File) => file as Blob);

  it('accepts a PNG or JPEG up to 5 MB as picked', async () => {
    expect(await checkUserPhoto(png(1000), async () => 'png', untouched)).toEqual({ photo: png(1000) });
    const fiveMb = await checkUserPhoto(png(5_000_000), async () => 'png', untouched);
    expect('photo' in fiveMb && fiveMb.photo.size).toBe(5_000_000);
    expect(untouched).not.toHaveBeenCalled();
  });

  it('refuses another type, or a file whose bytes are not the image it claims', async () => {
    const webp = new File([new Uint8Array(10)], 'yo.webp', { type: 'image/webp' });
    const problem = 'Formato no válido: selecciona una imagen en formato JPG o PNG';
    expect(await checkUserPhoto(webp, async () => 'webp', untouched)).toEqual({ problem });
    expect(await checkUserPhoto(png(100), async () => null, untouched)).toEqual({ problem });
  });

  it('compresses a photo over 5 MB first and keeps the copy when it fits', async () => {
    const compress = vi.fn(async () => new Blob([new Uint8Array(900_000)], { type: 'image/png' }));
    const checked = await checkUserPhoto(png(7_000_000), async () => 'png', compress);
    expect(compress).toHaveBeenCalledTimes(1);
    expect('photo' in checked && [checked.photo.name, checked.photo.size]).toEqual(['yo.png', 900_000]);
  });

  it('refuses a photo still over 5 MB once compressed', async () => {
    const compress = async () => new Blob([new Uint8Array(5_500_000)], { type: 'image/png' });
    expect(await checkUserPhoto(png(9_000_000), async () => 'png', compress)).toEqual({
      problem: 'Archivo demasiado grande: la imagen no debe superar los 5 MB, ni aun comprimida',
    });
  });

  it('uploads the smaller compressed copy renamed image_0 with its extension', async () => {
    const jpeg = new File([new Uint8Array(3000)], 'foto.JPEG', { type: 'image/jpeg' });
    const upload = await prepareUserPhoto(
      jpeg,
      async () => new Blob([new Uint8Array(1000)], { type: 'image/jpeg' }),
    );
    expect([upload.name, upload.type, upload.size]).toEqual(['image_0.jpg', 'image/jpeg', 1000]);
  });

  it('keeps the original when the copy is not smaller or compression fails', async () => {
    const original = png(1000);
    const bigger = await prepareUserPhoto(
      original,
      async () => new Blob([new Uint8Array(2000)], { type: 'image/png' }),
    );
    expect([bigger.name, bigger.size]).toEqual(['image_0.png', 1000]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = await prepareUserPhoto(original, async () => {
      throw new Error('sin canvas');
    });
    expect([failed.name, failed.size]).toEqual(['image_0.png', 1000]);
  });
});
