import { describe, expect, it } from 'vitest';
import { fileTestApp } from '../test/file-test-app';

const t = fileTestApp();

describe('GET /api/v1/health', () => {
  it('checks the database', async () => {
    const response = await t().injectAs(null, { method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('OpenAPI', () => {
  it('documents every API route at /api/docs/json', async () => {
    const response = await t().injectAs(null, { method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/login',
        '/api/v1/auth/refresh',
        '/api/v1/health',
        '/api/v1/usuario/permisos',
      ]),
    );
    expect(response.json().paths['/api/v1/auth/login'].post.requestBody).toBeDefined();
  });

  it('serves the documentation page', async () => {
    const response = await t().injectAs(null, { method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('security headers', () => {
  it('sends JSON the same CSP every time, without a nonce: no inline script runs (decision 0031)', async () => {
    const first = await t().injectAs(null, { method: 'GET', url: '/api/v1/health' });
    const second = await t().injectAs(null, { method: 'GET', url: '/api/v1/health' });
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('nonce-');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toBe(second.headers['content-security-policy']);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('media', () => {
  it('answers 404 for a missing file and refuses paths that climb out', async () => {
    expect((await t().injectAs(null, { method: 'GET', url: '/media/autos/1/nada.webp' })).statusCode).toBe(
      404,
    );
    expect((await t().injectAs(null, { method: 'GET', url: '/media/../secret' })).statusCode).toBe(404);
    expect((await t().injectAs(null, { method: 'GET', url: '/media/autos/%2e%2e/x' })).statusCode).toBe(404);
  });
});

describe('media', () => {
  it('serves a stored file with a year-long immutable cache', async () => {
    await t().storage.put('autos/3/foto-1.webp', Buffer.from('RIFF-webp'), 'image/webp');
    const response = await t().injectAs(null, { method: 'GET', url: '/media/autos/3/foto-1.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('RIFF-webp');
  });
});

describe('compression', () => {
  it('gzips large responses when the client accepts it', async () => {
    const response = await t().injectAs(null, {
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});
