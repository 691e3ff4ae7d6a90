import { describe, expect, it } from 'vitest';
import {
  type CandidateFile,
  checkCompressedSizes,
  checkPhotoBatch,
  needsCompression,
  PHOTO_MESSAGES,
} from './photo-rules';

const photo = (overrides: Partial<CandidateFile> = {}): CandidateFile => ({
  name: 'auto.jpg',
  type: 'image/jpeg',
  size: 200_000,
  format: 'jpeg',
  ...overrides,
});

describe('checkPhotoBatch (spec 001 §5)', () => {
  it.each<[string, CandidateFile[], number, ReturnType<typeof checkPhotoBatch>]>([
    [
      'a JPEG, a PNG and a WebP',
      [
        photo(),
        photo({ name: 'b.PNG', type: 'image/png', format: 'png' }),
        photo({ name: 'c.webp', type: 'image/webp', format: 'webp' }),
      ],
      0,
      null,
    ],
    ['a PNG named .jpg (its bytes are still a photo)', [photo({ format: 'png' })], 0, null],
    ['a text file renamed .jpg', [photo(), photo({ name: 'notas.jpg', format: null })], 0, 'invalidFileType'],
    ['a PDF', [photo({ name: 'ficha.pdf', type: 'application/pdf', format: null })], 0, 'invalidFileType'],
    ['a JPEG named .gif', [photo({ name: 'auto.gif' })], 0, 'invalidFileType'],
    [
      'a small text file renamed .jpg (the type is told first)',
      [photo({ size: 1_000, format: null })],
      0,
      'invalidFileType',
    ],
    ['a photo under 50 KB', [photo({ size: 49_999 })], 0, 'fileSizeExceeded'],
    // Compressed first; only what is still too large afterwards is refused (checkCompressedSizes).
    ['a photo over 5 MB', [photo({ size: 12_000_000 })], 0, null],
    ['25 photos in all', [photo(), photo()], 23, null],
    ['26 photos in all', [photo(), photo()], 24, 'maxFilesExceeded'],
  ])('%s → %s', (_, files, alreadyLoaded, expected) => {
    expect(checkPhotoBatch(files, alreadyLoaded)).toBe(expected);
  });
});

describe('photos over 5 MB are compressed before they are judged', () => {
  it.each([
    [5_000_000, false],
    [5_000_001, true],
    [40_000_000, true],
  ])('a photo of %d bytes needs compression: %s', (size, expected) => {
    expect(needsCompression(size)).toBe(expected);
  });

  it.each<[string, number[], ReturnType<typeof checkCompressedSizes>]>([
    ['all within 5 MB after compression', [900_000, 5_000_000], null],
    ['one still over 5 MB', [900_000, 5_000_001], 'tooLargeAfterCompression'],
  ])('%s → %s', (_, sizes, expected) => {
    expect(checkCompressedSizes(sizes)).toBe(expected);
  });
});

describe('the photo messages', () => {
  it('speak to the user as tú and name every accepted format, WebP included', () => {
    const all = Object.values(PHOTO_MESSAGES).join(' ');
    expect(all).not.toMatch(/\b(puede|seleccione|usted)\b/i);
    expect(PHOTO_MESSAGES.invalidFileType).toMatch(/WebP/);
    expect(PHOTO_MESSAGES.maxFilesExceeded).toBe('No puedes subir más de 25 imágenes.');
  });
});
