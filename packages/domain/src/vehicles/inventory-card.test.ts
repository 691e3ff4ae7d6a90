import { describe, expect, it } from 'vitest';
import { additionalTags, inventoryPrice, statusColor } from './inventory-card';

describe('inventoryPrice (spec 001 §2.1)', () => {
  it.each([
    [15000, null, 15000],
    [15000, 14500, 14500],
    [15000, 0, 0],
  ])('precioCompra %i, ultimoPrecioCompra %s → %i', (precioCompra, ultimoPrecioCompra, expected) => {
    expect(inventoryPrice({ precioCompra, ultimoPrecioCompra })).toBe(expected);
  });
});

describe('statusColor (spec 000 §9, spec 001 §4)', () => {
  it.each([
    ['DISPONIBLE', 'green'],
    ['vendido', 'red'],
    ['No Disponible', 'gray'],
    [' SELL IN ', 'yellow'],
    ['RESERVADO', 'blue'],
    ['', 'blue'],
  ])('%j → %s', (estadoDes, color) => {
    expect(statusColor(estadoDes)).toBe(color);
  });
});

describe('additionalTags (spec 001 §2.3)', () => {
  it.each([
    [null, []],
    ['', []],
    ['Aros de aleación', ['Aros de aleación']],
    ['Cámara de retroceso, Sunroof ,, GPS, Sunroof', ['Cámara de retroceso', 'Sunroof', 'GPS']],
    [' , ', []],
  ])('%j → %j', (text, tags) => {
    expect(additionalTags(text)).toEqual(tags);
  });
});
