import type { PublicVehicle } from '@motorplaza/domain/catalog/catalog-vehicle.schema';
import { vehicle } from '@motorplaza/domain/catalog/testing/vehicle-fixtures';
import { structuredDataProblems } from '@motorplaza/domain/testing/structured-data-rules';
import type { Car, WithContext } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import { carJsonLd, vehicleBreadcrumbs } from './vehicle-json-ld';
import { vehicleMetaOverrides } from './vehicle-meta';

const SITE = 'https://motorplaza.pe';

/** A car of the public vehicle page: the catalogue's test car with the page's own fields. */
function publicVehicle(overrides: Partial<PublicVehicle> = {}): PublicVehicle {
  return {
    ...vehicle({
      idAuto: 42,
      modelo: 'RAV4',
      version: 'XLE 2.5',
      carroceria: 'SUV',
      traccion: '4x4',
      anioFabricacion: 2021,
      anioModelo: 2022,
      precioCompra: 30_000,
      tag: '#MP0042',
      fotoPrincipal: 'mp0042-1-abcd1234.webp',
      swFacturable: true,
    }),
    estadoDes: 'DISPONIBLE',
    nroPuertas: 5,
    nroCilindros: 4,
    cilindrada: 2494,
    adicionales: null,
    servicios: null,
    accesorios: [],
    fechaUltimaMod: '2026-10-02T15:00:00.000Z',
    fotos: [{ imagen: 'mp0042-1-abcd1234.webp', orden: 0, ancho: 1600, alto: 1200 }],
    vin: 'JTMW1RFV5MD012345',
    ...overrides,
  };
}

/** The block as the page carries it: JSON, where an undefined property is no property. */
const car = (vehicle: PublicVehicle, images = [`${SITE}/media/autos/42/a.webp`]) =>
  JSON.parse(
    JSON.stringify(carJsonLd(vehicle, `${SITE}/info-auto/42`, images, { name: 'MotorPlaza', url: SITE })),
  ) as Record<string, unknown>;

describe('the schema.org Car of a vehicle page', () => {
  it("passes Google's vehicle-listing rules and names the VIN staff entered", () => {
    const data = car(publicVehicle());
    expect(structuredDataProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      vehicleIdentificationNumber: 'JTMW1RFV5MD012345',
      vehicleModelDate: '2022',
      driveWheelConfiguration: 'https://schema.org/FourWheelDriveConfiguration',
      itemCondition: 'https://schema.org/UsedCondition',
      mileageFromOdometer: { value: 45_000, unitCode: 'KMT' },
      offers: { price: 30_000, priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
  });

  it('leaves the VIN out when there is none, and still passes', () => {
    const data = car(publicVehicle({ vin: null, traccion: '4x2', kilometraje: null }));
    expect(data).not.toHaveProperty('vehicleIdentificationNumber');
    expect(data.driveWheelConfiguration).toBe('4x2');
    expect(structuredDataProblems(data)).toEqual([]);
  });

  it('says a car without photos cannot be a vehicle listing (Google requires an image)', () => {
    const data = car(publicVehicle({ fotos: [], fotoPrincipal: null }), []);
    expect(structuredDataProblems(data)).toContain("/ must have required property 'image'");
  });

  it("finds what breaks Google's rules: a used car without mileage, a bad VIN, no price", () => {
    const data = car(publicVehicle());
    const { mileageFromOdometer: _km, ...withoutKm } = data;
    expect(structuredDataProblems(withoutKm)).toContain(
      "/ must have required property 'mileageFromOdometer'",
    );
    expect(structuredDataProblems({ ...data, vehicleIdentificationNumber: 'IOQ' })[0]).toMatch(
      /vehicleIdentificationNumber/,
    );
    expect(structuredDataProblems({ ...data, offers: { '@type': 'Offer', priceCurrency: 'USD' } })).toContain(
      "/offers must have required property 'price'",
    );
  });

  it('is typed by schema-dts: a property schema.org does not have is a compile error', () => {
    // @ts-expect-error schema.org's Car has no `kilometraje`
    const wrong: WithContext<Car> = { '@context': 'https://schema.org', '@type': 'Car', kilometraje: 1 };
    expect(structuredDataProblems(wrong)).not.toEqual([]);
  });
});

describe('the breadcrumbs of a vehicle page', () => {
  it('follow the visible trail, Inicio › Compra tu auto › the car, and pass the rules', () => {
    const data = vehicleBreadcrumbs(publicVehicle(), SITE);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${SITE}/inicio` },
      { '@type': 'ListItem', position: 2, name: 'Compra tu auto', item: `${SITE}/compra-tu-auto` },
      { '@type': 'ListItem', position: 3, name: 'Toyota RAV4 2021', item: `${SITE}/info-auto/42` },
    ]);
    expect(structuredDataProblems(data, SITE)).toEqual([]);
  });
});

describe('the link preview of a vehicle page', () => {
  it("is the main photo's 1200 × 630 JPEG, and og:type product with its price", () => {
    const overrides = vehicleMetaOverrides(publicVehicle(), SITE, 'MotorPlaza');
    expect(overrides.image).toEqual({
      url: `${SITE}/media/autos/42/mp0042-1-abcd1234-og.jpg`,
      width: 1200,
      height: 630,
      type: 'image/jpeg',
      alt: 'Toyota RAV4 XLE 2.5 2021',
    });
    expect(overrides.product).toEqual({
      amount: 30_000,
      currency: 'USD',
      availability: 'in stock',
      condition: 'used',
      retailerItemId: '#MP0042',
    });
    expect(
      overrides.extra?.map(
        (tag) => (tag as { 'script:ld+json': { '@type': string } })['script:ld+json']['@type'],
      ),
    ).toEqual(['Car', 'BreadcrumbList']);
  });

  it('falls back to the site preview for a car without photos, and says a sold car is out of stock', () => {
    const overrides = vehicleMetaOverrides(
      publicVehicle({ fotos: [], fotoPrincipal: null, estadoDes: 'VENDIDO' }),
      SITE,
      'MotorPlaza',
    );
    expect(overrides.image).toBeUndefined();
    expect(overrides.product?.availability).toBe('out of stock');
  });
});
