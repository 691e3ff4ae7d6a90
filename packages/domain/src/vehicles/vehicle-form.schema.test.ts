import { describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '../photos/photo-rules';
import { MONEY_MESSAGES } from '../shared/money-input';
import { PERU_MESSAGES } from '../shared/peru';
import {
  EMPTY_OWNER,
  normalizePlaca,
  type VehicleFormInput,
  vehicleFormSchema,
  vehicleSaveSchema,
} from './vehicle-form.schema';
import { VEHICLE_FIELD_MESSAGES as M } from './vehicle-messages';

const valid: VehicleFormInput = {
  tag: 'MP-101',
  placa: 'abc123',
  carroceria: 'SUV',
  marca: 'Toyota',
  modelo: 'RAV4',
  version: 'XLE',
  anioFabricacion: 2020,
  anioModelo: 2021,
  color: 'Blanco',
  precioCompra: 25_000,
  ultimoPrecioCompra: null,
  traccion: '4x4',
  kilometraje: 45_000,
  transmision: 'Automático',
  cilindrada: 2_500,
  nroCilindros: 4,
  combustible: 'Gasolina',
  nroPuertas: 5,
  estadoDes: 'DISPONIBLE',
  locacion: '',
  swPiso: 1,
  cinta: null,
  tipoOperacion: null,
  fuente: null,
  swTresFilas: false,
  swFacturable: true,
  adicionales: 'Aros, Cámara',
  servicios: '',
  propietario: {
    nombres: 'Ana',
    apellidos: 'Quispe',
    dni: '45678912',
    correo: 'ana@correo.pe',
    celular: '987654321',
  },
};

/** The message of the first issue at `path`, or undefined when that field is valid. */
function messageAt(input: unknown, path: string): string | undefined {
  const result = vehicleFormSchema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join('.') === path)?.message;
}

describe('vehicleFormSchema', () => {
  it('accepts a complete vehicle: blanks become null and the placa is normalised', () => {
    const result = vehicleFormSchema.parse(valid);
    expect(result.placa).toBe('ABC-123');
    expect(result.locacion).toBeNull();
    expect(result.servicios).toBeNull();
    expect(result.precioCompra).toBe(25_000);
  });

  it('reads the prices as typed: US$ 25,400 is 25400 (decision 0041)', () => {
    const result = vehicleFormSchema.parse({
      ...valid,
      precioCompra: 'US$ 25,400',
      ultimoPrecioCompra: '26 900',
    });
    expect(result.precioCompra).toBe(25_400);
    expect(result.ultimoPrecioCompra).toBe(26_900);
  });

  it('accepts a vehicle without owner (all owner fields empty) and with empty options', () => {
    const result = vehicleFormSchema.safeParse({
      ...valid,
      carroceria: '',
      traccion: null,
      placa: '',
      propietario: EMPTY_OWNER,
    });
    expect(result.success).toBe(true);
    expect(result.data?.carroceria).toBeNull();
    expect(result.data?.placa).toBeNull();
  });

  it.each([
    ['marca', { marca: '  ' }, M.marca],
    ['modelo', { modelo: '' }, M.modelo],
    ['anioFabricacion', { anioFabricacion: null }, M.anio],
    ['anioFabricacion', { anioFabricacion: 1949 }, M.anio],
    ['anioFabricacion', { anioFabricacion: new Date().getUTCFullYear() + 2 }, M.anio],
    ['precioCompra', { precioCompra: null }, M.precioCompra],
    ['precioCompra', { precioCompra: '' }, M.precioCompra],
    ['precioCompra', { precioCompra: 0 }, MONEY_MESSAGES.min('US$ 1')],
    ['precioCompra', { precioCompra: 10.5 }, MONEY_MESSAGES.noCents],
    ['precioCompra', { precioCompra: '12500.50' }, MONEY_MESSAGES.noCents],
    ['precioCompra', { precioCompra: '25.400' }, MONEY_MESSAGES.pointThousands('25,400', '25.40')],
    ['precioCompra', { precioCompra: 20_000_000 }, MONEY_MESSAGES.max('US$ 10,000,000')],
    ['ultimoPrecioCompra', { ultimoPrecioCompra: '1,25' }, MONEY_MESSAGES.commaDecimal('25,400')],
    ['kilometraje', { kilometraje: -1 }, M.number],
    ['nroPuertas', { nroPuertas: 0 }, M.number],
    ['estadoDes', { estadoDes: 'VENDIDA' }, M.estado],
    ['swPiso', { swPiso: 3 }, M.tienda],
    ['carroceria', { carroceria: 'Tanque' }, M.option],
    ['transmision', { transmision: 'CVT' }, M.option],
    ['tag', { tag: 'x'.repeat(31) }, M.tooLong(30)],
  ])('%s: %j → %s', (path, change, message) => {
    expect(messageAt({ ...valid, ...change }, path)).toBe(message);
  });

  it.each(['ABC-123', 'A1B-234', 'abc 123', 'abc123'])('accepts the placa %s', (placa) => {
    expect(messageAt({ ...valid, placa }, 'placa')).toBeUndefined();
  });

  it.each(['AB-123', 'ABCD-123', 'ABC-12', 'ABC_123'])('refuses the placa %s', (placa) => {
    expect(messageAt({ ...valid, placa }, 'placa')).toBe(M.placa);
  });

  it.each([
    ['a European VIN without a North American check digit', 'WVWZZZ1KZ8W012345', 'WVWZZZ1KZ8W012345'],
    ['lower case, upper-cased', 'jtdkb20u093512345', 'JTDKB20U093512345'],
    ['blank as no VIN', '  ', null],
    ['null', null, null],
  ])('accepts %s', (_, vin, stored) => {
    expect(vehicleFormSchema.parse({ ...valid, vin }).vin).toBe(stored);
  });

  it('leaves the VIN out when the form does not send it (the stored one stays), keeps it when sent', () => {
    expect('vin' in vehicleFormSchema.parse(valid)).toBe(false);
    expect(vehicleFormSchema.parse({ ...valid, vin: 'WVWZZZ1KZ8W012345' })).toHaveProperty(
      'vin',
      'WVWZZZ1KZ8W012345',
    );
  });

  it.each([
    // 19 characters as typed: the length is counted before trimming (decision 0065), as the column-bounds test asks.
    ' JTDKB20U093512345 ',
    'WVWZZZ1KZ8W01234',
    'WVWZZZ1KZ8W0123456',
    'IVWZZZ1KZ8W012345',
    'OVWZZZ1KZ8W012345',
    'QVWZZZ1KZ8W012345',
    'WVW-ZZ1KZ8W012345',
    'WVWZZZ1KZ8W01234Ñ',
  ])('refuses the VIN %s', (vin) => {
    expect(vehicleFormSchema.safeParse({ ...valid, vin }).success).toBe(false);
    expect(messageAt({ ...valid, vin }, 'vin')).toBe(M.vin);
  });

  it('normalizePlaca upper-cases and adds the hyphen', () => {
    expect(normalizePlaca(' a1b 234 ')).toBe('A1B-234');
    expect(normalizePlaca('xyz')).toBe('XYZ');
  });

  it.each([
    ['dni', '1234567', PERU_MESSAGES.dni],
    ['dni', '123456789', PERU_MESSAGES.dni],
    ['dni', '1234567a', PERU_MESSAGES.dni],
    ['celular', '887654321', PERU_MESSAGES.celular],
    ['celular', '98765432', PERU_MESSAGES.celular],
    ['correo', 'ana@', PERU_MESSAGES.correo],
    ['correo', 'ana.correo.pe', PERU_MESSAGES.correo],
  ])('owner %s %s → %s', (field, value, message) => {
    const propietario = { ...valid.propietario, [field]: value };
    expect(messageAt({ ...valid, propietario }, `propietario.${field}`)).toBe(message);
  });

  it('owner is all or nothing: any filled field requires nombres, apellidos and DNI', () => {
    const propietario = { ...EMPTY_OWNER, celular: '987654321' };
    const input = { ...valid, propietario };
    expect(messageAt(input, 'propietario.nombres')).toBe(M.ownerNombres);
    expect(messageAt(input, 'propietario.apellidos')).toBe(M.ownerApellidos);
    expect(messageAt(input, 'propietario.dni')).toBe(M.ownerDni);
    expect(
      messageAt({ ...valid, propietario: { ...valid.propietario, correo: '', celular: '' } }, 'propietario'),
    ).toBeUndefined();
  });

  it('anioModelo may not be before anioFabricacion', () => {
    expect(messageAt({ ...valid, anioFabricacion: 2020, anioModelo: 2019 }, 'anioModelo')).toBe(M.anioModelo);
    expect(messageAt({ ...valid, anioFabricacion: 2020, anioModelo: 2020 }, 'anioModelo')).toBeUndefined();
    expect(messageAt({ ...valid, anioFabricacion: 2020, anioModelo: null }, 'anioModelo')).toBeUndefined();
  });
});

describe('vehicleSaveSchema', () => {
  it('takes stored and new photo slots in display order, and defaults quitarRevision', () => {
    const result = vehicleSaveSchema.parse({
      ...valid,
      versionRegistro: 3,
      fotos: [{ imagen: 'a1b2-c3.webp' }, { archivo: 'foto_2' }],
    });
    expect(result.fotos).toEqual([{ imagen: 'a1b2-c3.webp' }, { archivo: 'foto_2' }]);
    expect(result.quitarRevision).toBe(false);
  });

  it('refuses more than 25 photos with the spec message', () => {
    const fotos = Array.from({ length: 26 }, (_, index) => ({ archivo: `foto_${index + 1}` }));
    const result = vehicleSaveSchema.safeParse({ ...valid, fotos });
    expect(result.error?.issues[0]?.message).toBe(PHOTO_MESSAGES.maxFilesExceeded);
  });
});
