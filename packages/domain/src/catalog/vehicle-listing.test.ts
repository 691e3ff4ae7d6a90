import { describe, expect, it } from 'vitest';
import { shareableTag } from '../vehicles/vehicle-tag';
import {
  listItems,
  parseVehicleId,
  vehicleAvailability,
  vehicleFullName,
  vehicleHeadline,
  vehicleInquiryMessage,
} from './vehicle-listing';

const rav4 = { marca: 'Toyota', modelo: 'RAV4', version: 'XLE 2.5', anioFabricacion: 2021, tag: '#MP0042' };

describe('vehicleAvailability', () => {
  it.each([
    ['DISPONIBLE', 'available'],
    [' disponible ', 'available'],
    ['VENDIDO', 'sold'],
    ['NO DISPONIBLE', 'unavailable'],
    ['SELL IN', 'unavailable'],
  ] as const)('%s is %s', (estadoDes, expected) => {
    expect(vehicleAvailability(estadoDes)).toBe(expected);
  });
});

describe('vehicle names', () => {
  it('puts brand, model and year in the headline and adds the version to the full name', () => {
    expect(vehicleHeadline(rav4)).toBe('Toyota RAV4 2021');
    expect(vehicleFullName(rav4)).toBe('Toyota RAV4 XLE 2.5 2021');
    expect(vehicleFullName({ ...rav4, version: null })).toBe('Toyota RAV4 2021');
    expect(vehicleFullName({ ...rav4, version: '  ' })).toBe('Toyota RAV4 2021');
  });
});

describe('messages', () => {
  it('strips the leading character of the tag', () => {
    expect(shareableTag('#MP0042')).toBe('MP0042');
    expect(shareableTag('#')).toBeNull();
    expect(shareableTag(null)).toBeNull();
  });

  it('asks the dealership about the car with its tag and link', () => {
    expect(vehicleInquiryMessage(rav4, 'https://motorplaza.pe/info-auto/42')).toBe(
      '¡Hola! Me interesa el Toyota RAV4 2021 (MP0042). ¿Sigue disponible? https://motorplaza.pe/info-auto/42',
    );
    expect(vehicleInquiryMessage({ ...rav4, tag: null }, 'u')).toBe(
      '¡Hola! Me interesa el Toyota RAV4 2021. ¿Sigue disponible? u',
    );
  });
});

describe('listItems', () => {
  it.each([
    [null, []],
    ['', []],
    [
      'Aros de aleación, Cámara de retroceso ,, Sunroof',
      ['Aros de aleación', 'Cámara de retroceso', 'Sunroof'],
    ],
  ])('%j → %j', (text, items) => {
    expect(listItems(text)).toEqual(items);
  });
});

describe('parseVehicleId', () => {
  it.each([
    ['42', 42],
    ['2147483647', 2_147_483_647],
    ['2147483648', null],
    ['042', null],
    ['0', null],
    ['-1', null],
    ['4.2', null],
    ['abc', null],
    ['', null],
    [undefined, null],
  ])('%j → %j', (param, id) => {
    expect(parseVehicleId(param)).toBe(id);
  });
});
