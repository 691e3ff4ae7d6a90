import { describe, expect, it, vi } from 'vitest';
import { checkUserPhoto, prepareUserPhoto } from './user-photo';

const png = (bytes: number) => new File([new Uint8Array(bytes)], 'yo.png', { type: 'image/png' });

describe('profile photo (spec 001 §5)', () => {
  it('accepts a PNG or JPEG up to 5 MB', async () => {
    expect(await checkUserPhoto(png(1000), async () => 'png')).toBeNull();
    expect(await checkUserPhoto(png(5_000_000), async () => 'png')).toBeNull();
  });

  it('refuses another type, or a file whose bytes are not the image it claims', async () => {
    const webp = new File([new Uint8Array(10)], 'yo.webp', { type: 'image/webp' });
    const message = 'Formato no válido: Por favor seleccione una imagen en formato JPG o PNG';
    expect(await checkUserPhoto(webp, async () => 'webp')).toBe(message);
    expect(await checkUserPhoto(png(100), async () => null)).toBe(message);
  });

  it('refuses a photo over 5 MB', async () => {
    expect(await checkUserPhoto(png(5_000_001), async () => 'png')).toBe(
      'Archivo demasiado grande: La imagen no debe superar los 5MB',
    );
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
