import { DEFAULT_SITE_SETTINGS } from '@motorplaza/domain/settings/default-settings';
import { structuredDataProblems } from '@motorplaza/domain/testing/structured-data-rules';
import { describe, expect, it } from 'vitest';
import { dealerJsonLd, officeAddress } from './dealer-json-ld';

const SITE = 'https://motorplaza.pe';
const IMAGE = `${SITE}/assets/site-preview.jpg`;
const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

describe('the home page AutoDealer', () => {
  it("passes Google's local-business rules, with each store as a department", () => {
    const data = dealerJsonLd(DEFAULT_SITE_SETTINGS, SITE, IMAGE);
    expect(structuredDataProblems(json(data))).toEqual([]);
    expect(data).toMatchObject({
      '@type': 'AutoDealer',
      name: 'MotorPlaza',
      url: `${SITE}/inicio`,
      logo: `${SITE}/images/logo-exportacion.png`,
      telephone: '(01) 640-2500',
      address: { streetAddress: 'Av. Javier Prado Este 1250, San Isidro', addressLocality: 'Lima' },
      sameAs: [
        'https://www.facebook.com/motorplazaperu',
        'https://www.instagram.com/motorplazaperu',
        'https://www.tiktok.com/@motorplazaperu',
      ],
    });
    expect(data.department).toEqual([
      expect.objectContaining({
        name: 'MotorPlaza Tienda San Isidro',
        geo: { '@type': 'GeoCoordinates', latitude: -12.09136, longitude: -77.02155 },
        openingHoursSpecification: expect.arrayContaining([
          expect.objectContaining({ dayOfWeek: ['Saturday'], opens: '09:00', closes: '17:00' }),
        ]),
      }),
      expect.objectContaining({
        name: 'MotorPlaza Tienda Santiago de Surco',
        address: expect.objectContaining({ streetAddress: 'Av. Primavera 1870, Santiago de Surco' }),
      }),
    ]);
  });

  it('still passes for stores without coordinates (settings saved before they existed)', () => {
    const oficinas = DEFAULT_SITE_SETTINGS.oficinas.map(
      ({ latitud: _lat, longitud: _lng, ...office }) => office,
    );
    const data = json(dealerJsonLd({ ...DEFAULT_SITE_SETTINGS, oficinas }, SITE, IMAGE));
    expect(data).not.toHaveProperty('geo');
    expect(structuredDataProblems(data)).toEqual([]);
  });

  it('finds a store without an address', () => {
    const data = json(dealerJsonLd(DEFAULT_SITE_SETTINGS, SITE, IMAGE));
    const [first] = data.department as Record<string, unknown>[];
    const { address: _address, ...bare } = first ?? {};
    expect(structuredDataProblems({ ...data, department: [bare] })).toContain(
      "/department/0 must have required property 'address'",
    );
  });
});

describe('officeAddress', () => {
  it.each([
    ['San Isidro, Lima', 'Av. Javier Prado Este 1250, San Isidro', 'Lima'],
    ['Miraflores', 'Av. Javier Prado Este 1250, Miraflores', 'Lima'],
    ['Bellavista, Callao', 'Av. Javier Prado Este 1250, Bellavista', 'Callao'],
  ])('%s', (distrito, streetAddress, city) => {
    const office = {
      ...DEFAULT_SITE_SETTINGS.oficinas[0],
      distrito,
    } as (typeof DEFAULT_SITE_SETTINGS.oficinas)[0];
    expect(officeAddress(office)).toEqual({
      '@type': 'PostalAddress',
      streetAddress,
      addressLocality: city,
      addressRegion: city,
      addressCountry: 'PE',
    });
  });
});
