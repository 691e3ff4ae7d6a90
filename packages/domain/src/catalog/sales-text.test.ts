import { describe, expect, it } from 'vitest';
import {
  FACEBOOK_MARKETPLACE_CREATE_URL,
  type SalesTextContext,
  type SalesTextVehicle,
  salesText,
  salesWhatsappUrl,
} from './sales-text';

const context: SalesTextContext = {
  publicUrl: 'https://motorplaza.pe/',
  company: { nombreEmpresa: 'MotorPlaza', razonSocial: 'MotorPlaza Perú S.A.C.', ruc: '20612345671' },
};

function car(overrides: Partial<SalesTextVehicle> = {}): SalesTextVehicle {
  return {
    idAuto: 42,
    tag: '#MP0042',
    marca: 'Toyota',
    modelo: 'RAV4',
    version: 'XLE 2.5',
    anioFabricacion: 2020,
    anioModelo: 2021,
    kilometraje: 45_000,
    precioCompra: 25_000,
    ultimoPrecioCompra: 23_900,
    transmision: 'Automático',
    combustible: 'Gasolina',
    traccion: '4x4',
    carroceria: 'SUV',
    color: 'Blanco',
    cilindrada: 2500,
    nroCilindros: 4,
    nroPuertas: 5,
    swTresFilas: false,
    servicios: 'Mantenimientos en concesionario, SOAT vigente',
    adicionales: 'Cámara de retroceso,  Aros 18 ,',
    ...overrides,
  };
}

const CREDIT = '✅ Contamos con crédito vehicular.';
const PART_PAYMENT = '✅ Aceptamos tu auto como parte de pago.';

describe('sales text (spec 001 §7)', () => {
  it('holds every part in the order of the spec', () => {
    expect(salesText(car(), context)).toBe(
      [
        '🚗 *¡SE VENDE TOYOTA RAV4!*',
        '',
        '*Marca:* Toyota',
        '*Modelo:* RAV4',
        '*Año modelo:* 2021',
        '*Kilometraje:* 45,000 km',
        '*Precio:* US$ 23,900',
        '*Ver fotos y detalles:* https://motorplaza.pe/info-auto/42',
        '*Código:* MP0042',
        '',
        '*Especificaciones:*',
        '• Versión: XLE 2.5',
        '• Transmisión: Automático',
        '• Combustible: Gasolina',
        '• Tracción: 4x4',
        '• Carrocería: SUV',
        '• Color: Blanco',
        '• Cilindrada: 2500 cc',
        '• Cilindros: 4',
        '• Puertas: 5',
        '',
        '*Servicios:*',
        '• Mantenimientos en concesionario',
        '• SOAT vigente',
        '',
        '*Adicionales:*',
        '• Cámara de retroceso',
        '• Aros 18',
        '',
        CREDIT,
        PART_PAYMENT,
        '',
        '*MotorPlaza Perú S.A.C.*',
        'RUC: 20612345671',
      ].join('\n'),
    );
  });

  it.each([
    { name: 'model year 2015 gets the credit line', anioFabricacion: 2014, anioModelo: 2015, credit: true },
    { name: 'model year 2014 does not', anioFabricacion: 2014, anioModelo: 2014, credit: false },
    {
      name: 'manufacture year counts when the model year is missing',
      anioFabricacion: 2015,
      anioModelo: null,
      credit: true,
    },
    {
      name: 'the model year wins over a later manufacture year',
      anioFabricacion: 2015,
      anioModelo: 2014,
      credit: false,
    },
  ])('credit offer from 2015 (§9): $name', ({ anioFabricacion, anioModelo, credit }) => {
    const text = salesText(car({ anioFabricacion, anioModelo }), context);
    expect(text.includes(CREDIT)).toBe(credit);
    expect(text).toContain(PART_PAYMENT);
    expect(text).toContain(`*Año modelo:* ${anioModelo ?? anioFabricacion}`);
  });

  it.each([
    { tag: '#MP0007', line: '*Código:* MP0007' },
    { tag: ' #MP0007 ', line: '*Código:* MP0007' },
    { tag: '#', line: null },
    { tag: null, line: null },
  ])('strips the leading character of the tag $tag', ({ tag, line }) => {
    const text = salesText(car({ tag }), context);
    if (line) expect(text).toContain(line);
    else expect(text).not.toContain('Código');
  });

  it.each([
    { ultimoPrecioCompra: 23_900, precio: 'US$ 23,900' },
    { ultimoPrecioCompra: null, precio: 'US$ 25,000' },
  ])(
    'prices at the latest purchase price, else the purchase price ($precio)',
    ({ ultimoPrecioCompra, precio }) => {
      expect(salesText(car({ ultimoPrecioCompra }), context)).toContain(`*Precio:* ${precio}`);
    },
  );

  it('leaves out missing specs, mileage, services and additional data', () => {
    const text = salesText(
      car({
        version: '  ',
        transmision: null,
        combustible: null,
        traccion: null,
        carroceria: null,
        color: null,
        cilindrada: null,
        nroCilindros: null,
        nroPuertas: null,
        kilometraje: null,
        servicios: null,
        adicionales: ' , ',
      }),
      context,
    );
    for (const absent of ['Especificaciones', 'Kilometraje', 'Servicios', 'Adicionales', 'null']) {
      expect(text).not.toContain(absent);
    }
    expect(text).not.toMatch(/\n{3}/);
  });

  it('mentions three rows of seats only when the car has them', () => {
    expect(salesText(car({ swTresFilas: true }), context)).toContain('• Tres filas de asientos: Sí');
    expect(salesText(car(), context)).not.toContain('Tres filas');
  });

  it('falls back to the trade name when the legal name is blank', () => {
    const text = salesText(car(), { ...context, company: { ...context.company, razonSocial: ' ' } });
    expect(text.endsWith('*MotorPlaza*\nRUC: 20612345671')).toBe(true);
  });
});

describe('share links (spec 001 §7)', () => {
  it('opens WhatsApp with the whole text encoded', () => {
    const text = salesText(car(), context);
    const url = new URL(salesWhatsappUrl(text));
    expect(url.origin + url.pathname).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toBe(text);
  });

  it('sends Facebook sharing to the Marketplace item-creation page', () => {
    expect(FACEBOOK_MARKETPLACE_CREATE_URL).toBe('https://www.facebook.com/marketplace/create/item');
  });
});
