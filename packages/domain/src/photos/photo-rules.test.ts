import { describe, expect, it } from 'vitest';
import { type CandidateFile, checkPhotoBatch } from './photo-rules';

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
    ['a photo over 5 MB', [photo({ size: 5_000_001 })], 0, 'fileSizeExceeded'],
    ['25 photos in all', [photo(), photo()], 23, null],
    ['26 photos in all', [photo(), photo()], 24, 'maxFilesExceeded'],
  ])('%s → %s', (_, files, alreadyLoaded, expected) => {
    expect(checkPhotoBatch(files, alreadyLoaded)).toBe(expected);
  });
});
