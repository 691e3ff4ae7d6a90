import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHOTO_SIGNATURE_BYTES, sniffPhotoFormat } from './photo-signature';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

describe('sniffPhotoFormat', () => {
  it.each([
    ['a JPEG (FF D8 FF)', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'jpeg'],
    ['a PNG (its 8-byte signature)', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'png'],
    ['a WebP (RIFF....WEBP)', ascii('RIFF\u0024\u0000\u0000\u0000WEBPVP8 '), 'webp'],
    ['a text file renamed .jpg', ascii('Lista de precios 2026\n'), null],
    ['a PDF', ascii('%PDF-1.7\n%âãÏÓ'), null],
    ['a PNG cut after 4 bytes', bytes(0x89, 0x50, 0x4e, 0x47), null],
    ['a PNG with a broken signature', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x00), null],
    ['a RIFF that is not WebP (WAVE)', ascii('RIFF\u0024\u0000\u0000\u0000WAVEfmt '), null],
    ['two bytes of a JPEG', bytes(0xff, 0xd8), null],
    ['an empty file', bytes(), null],
  ])('%s → %s', (_, data, expected) => {
    expect(sniffPhotoFormat(data)).toBe(expected);
  });

  it('needs no more than PHOTO_SIGNATURE_BYTES to tell each format', () => {
    const webp = ascii('RIFF\u0024\u0000\u0000\u0000WEBPVP8 ');
    expect(sniffPhotoFormat(webp.subarray(0, PHOTO_SIGNATURE_BYTES))).toBe('webp');
    expect(sniffPhotoFormat(webp.subarray(0, PHOTO_SIGNATURE_BYTES - 1))).toBeNull();
  });

  it('recognises a signature whatever follows it', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (tail) => {
        expect(sniffPhotoFormat(Uint8Array.from([0xff, 0xd8, 0xff, ...tail]))).toBe('jpeg');
        expect(
          sniffPhotoFormat(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...tail])),
        ).toBe('png');
      }),
    );
  });

  it('never takes printable text for a photo', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 64 }), (text) => {
        fc.pre(!text.startsWith('RIFF'));
        expect(sniffPhotoFormat(ascii(text))).toBeNull();
      }),
    );
  });
});
