import { DEFAULT_SITE_SETTINGS } from '@motorplaza/domain/settings/default-settings';
import { describe, expect, it } from 'vitest';
import { fileTestApp } from '../../../test/file-test-app';

const t = fileTestApp();

describe('GET /api/v1/ajustes', () => {
  it('is public and answers the company data with a version', async () => {
    const response = await t().injectAs(null, { method: 'GET', url: '/api/v1/ajustes' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.ajustes).toEqual({ ...DEFAULT_SITE_SETTINGS, version: 1 });
  });
});

describe('PUT /api/v1/ajustes', () => {
  it('lets ADMIN change the exchange rate and refuses a stale version with 409', async () => {
    const payload = { ...DEFAULT_SITE_SETTINGS, tipoCambio: 3.8, version: 1 };
    const saved = await t().injectAs('ADMIN', { method: 'PUT', url: '/api/v1/ajustes', payload });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.ajustes).toMatchObject({ tipoCambio: 3.8, version: 2 });
    const read = await t().injectAs(null, { method: 'GET', url: '/api/v1/ajustes' });
    expect(read.json().data.ajustes.tipoCambio).toBe(3.8);
    const logs = await t().injectAs('ADMIN', {
      method: 'GET',
      url: '/api/v1/usuario/logs?tipo=configuracion',
    });
    expect(logs.json().data.logs[0]).toMatchObject({
      codigo: 'settings.update',
      entidad: 'site_settings',
      cambios: [{ campo: 'tipoCambio', antes: String(DEFAULT_SITE_SETTINGS.tipoCambio), despues: '3.8' }],
    });
    const stale = await t().injectAs('ADMIN', { method: 'PUT', url: '/api/v1/ajustes', payload });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/modificado por otra persona/);
  });

  it('validates RUC and WhatsApp number with Spanish messages and changes nothing', async () => {
    const payload = { ...DEFAULT_SITE_SETTINGS, ruc: '123', whatsapp: '987654321', version: 2 };
    const response = await t().injectAs('ADMIN', { method: 'PUT', url: '/api/v1/ajustes', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      ruc: 'El RUC debe tener 11 dígitos y empezar con 10, 15, 17 o 20',
      whatsapp: 'El WhatsApp debe tener el formato 519XXXXXXXX',
    });
    const read = await t().injectAs(null, { method: 'GET', url: '/api/v1/ajustes' });
    expect(read.json().data.ajustes).toMatchObject({ ruc: DEFAULT_SITE_SETTINGS.ruc, version: 2 });
  });

  it('is refused to EJECUTIVO', async () => {
    const payload = { ...DEFAULT_SITE_SETTINGS, version: 2 };
    expect(
      (await t().injectAs('EJECUTIVO', { method: 'PUT', url: '/api/v1/ajustes', payload })).statusCode,
    ).toBe(403);
  });
});
