import type { DEFAULT_SITE_SETTINGS } from '@motorplaza/domain/settings/default-settings';
import { COORDINATE_MESSAGES } from '@motorplaza/domain/settings/site-settings.schema';
import { describe, expect, it } from 'vitest';
import { fileTestApp } from '../../../test/file-test-app';

/** Each store's coordinates feed the home page's schema.org `geo` (docs/decisions/0067-structured-data.md). */

const t = fileTestApp();

type Settings = typeof DEFAULT_SITE_SETTINGS & { version: number };

async function current(): Promise<Settings> {
  const read = await t().injectAs(null, { method: 'GET', url: '/api/v1/ajustes' });
  return read.json().data.ajustes;
}

async function putFirstOffice(before: Settings, office: Record<string, unknown>) {
  const [first, ...rest] = before.oficinas;
  const payload = { ...before, oficinas: [{ ...first, ...office }, ...rest] };
  return t().injectAs('ADMIN', { method: 'PUT', url: '/api/v1/ajustes', payload });
}

describe('PUT /api/v1/ajustes office coordinates', () => {
  it('starts with the demo stores located, and stores new coordinates', async () => {
    const before = await current();
    expect(before.oficinas[0]).toMatchObject({ latitud: -12.09136, longitud: -77.02155 });
    const response = await putFirstOffice(before, { latitud: -12.1, longitud: -77.03 });
    expect(response.statusCode).toBe(200);
    expect((await current()).oficinas[0]).toMatchObject({ latitud: -12.1, longitud: -77.03 });
  });

  it('accepts an office without coordinates (null or left out)', async () => {
    const before = await current();
    const cleared = await putFirstOffice(before, { latitud: null, longitud: null });
    expect(cleared.statusCode).toBe(200);
    const after = await current();
    const { latitud: _lat, longitud: _lng, ...plain } = after.oficinas[0] ?? {};
    expect((await putFirstOffice(after, plain)).statusCode).toBe(200);
  });

  it.each([
    [{ latitud: 91, longitud: -77 }, 'latitud', COORDINATE_MESSAGES.latitud],
    [{ latitud: -12, longitud: -181 }, 'longitud', COORDINATE_MESSAGES.longitud],
    [{ latitud: '-12.1', longitud: -77 }, 'latitud', COORDINATE_MESSAGES.latitud],
    [{ latitud: -12.1, longitud: null }, 'longitud', COORDINATE_MESSAGES.both],
    [{ latitud: null, longitud: -77 }, 'latitud', COORDINATE_MESSAGES.both],
  ])('%j → 400 on %s with a Spanish message, nothing stored', async (office, field, message) => {
    const before = await current();
    const response = await putFirstOffice(before, office);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[`oficinas.0.${field}`]).toBe(message);
    expect(await current()).toEqual(before);
  });
});
