import { describe, expect, it } from 'vitest';
import {
  photoArchiveBaseName,
  photoArchiveEntryName,
  photoArchiveName,
  photoExtension,
  safeFileNamePart,
} from './photo-archive';

const rav4 = { marca: 'Toyota', modelo: 'RAV4', tag: '#MP0042' };

describe('photo archive names (spec 001 §7)', () => {
  it('names the zip {marca}_{modelo}_{tag}_fotos.zip with the tag shared without its first character', () => {
    expect(photoArchiveName(rav4)).toBe('Toyota_RAV4_MP0042_fotos.zip');
  });

  it('numbers the photos from 1 with the extension of their content type', () => {
    expect(photoArchiveEntryName(rav4, 1, 'image/webp')).toBe('Toyota_RAV4_MP0042_1.webp');
    expect(photoArchiveEntryName(rav4, 12, 'image/jpeg')).toBe('Toyota_RAV4_MP0042_12.jpg');
  });

  it.each([
    {
      vehicle: { marca: 'Land Rover', modelo: 'Range Rover Sport', tag: '#MP 9' },
      base: 'Land_Rover_Range_Rover_Sport_MP_9',
    },
    {
      vehicle: { marca: 'Mercedes-Benz', modelo: 'Clase C/200', tag: '#MP0003' },
      base: 'Mercedes-Benz_Clase_C200_MP0003',
    },
    { vehicle: { marca: 'Kia', modelo: 'Rio', tag: null }, base: 'Kia_Rio' },
    { vehicle: { marca: 'Kia', modelo: 'Rio', tag: '#' }, base: 'Kia_Rio' },
    { vehicle: { marca: ' Kia ', modelo: '  ', tag: '#A:B' }, base: 'Kia_AB' },
    { vehicle: { marca: 'Peugeot', modelo: '..\\..\\etc', tag: 'X#1' }, base: 'Peugeot_etc_1' },
  ])('makes $vehicle.marca $vehicle.modelo $vehicle.tag safe: $base', ({ vehicle, base }) => {
    expect(photoArchiveBaseName(vehicle)).toBe(base);
    expect(photoArchiveName(vehicle)).toBe(`${base}_fotos.zip`);
  });

  it.each([
    { contentType: 'image/webp', ext: 'webp' },
    { contentType: 'image/jpeg', ext: 'jpg' },
    { contentType: 'IMAGE/PNG; charset=binary', ext: 'png' },
    { contentType: 'application/octet-stream', ext: 'webp' },
    { contentType: '', ext: 'webp' },
    { contentType: null, ext: 'webp' },
  ])('takes the extension $ext from $contentType (default webp)', ({ contentType, ext }) => {
    expect(photoExtension(contentType)).toBe(ext);
  });

  it('keeps no separators, reserved characters or runs of underscores', () => {
    expect(safeFileNamePart('  a / b \\ c: d*e?f"g<h>i|j  ')).toBe('a_b_c_defghij');
    expect(safeFileNamePart('a\tb\n c')).toBe('a_b_c');
  });
});
