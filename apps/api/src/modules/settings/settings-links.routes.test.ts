import type { DEFAULT_SITE_SETTINGS } from '@motorplaza/domain/settings/default-settings';
import { LINK_MESSAGES } from '@motorplaza/domain/settings/site-settings.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Issue 23: the site settings accepted `javascript:` and `data:` links, which the public pages then
 * render as links. Only http(s) is stored; the rest is refused with a Spanish message and changes
 * nothing. Also `/.well-known/security.txt` (RFC 9116), whose contact comes from these settings.
 */

let t: TestApp;
const NOW = new Date('2026-11-28T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(async () => {
  await t?.close();
});

async function current() {
  const read = await t.injectAs(null, { method: 'GET', url: '/api/v1/ajustes' });
  return read.json().data.ajustes as typeof DEFAULT_SITE_SETTINGS & { version: number };
}

describe('PUT /api/v1/ajustes links', () => {
  it.each([
    ['facebookUrl', 'javascript:alert(document.cookie)'],
    ['instagramUrl', 'JaVaScRiPt:alert(1)'],
    ['tiktokUrl', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['youtubeUrl', 'vbscript:msgbox(1)'],
    ['facebookUrl', 'ftp://motorplaza.pe/archivo'],
    ['facebookUrl', 'https://facebook.com/motorplaza\r\nX: 1'],
  ])('%s = %j → 400 with a Spanish message, nothing stored', async (field, link) => {
    const before = await current();
    const payload = { ...before, [field]: link };
    const response = await t.injectAs('ADMIN', { method: 'PUT', url: '/api/v1/ajustes', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toMatch(/enlace|saltos de línea/);
    expect(await current()).toEqual(before);
  });

  it("refuses a javascript: link in an office's map", async () => {
    const before = await current();
    const [first, ...rest] = before.oficinas;
    const payload = { ...before, oficinas: [{ ...first, mapaUrl: 'javascript:alert(1)' }, ...rest] };
    const response = await t.injectAs('ADMIN', { method: 'PUT', url: '/api/v1/ajustes', payload });
    expect(response.statusCode).toBe(400);
    expect(Object.values(response.json().errors)).toContain(LINK_MESSAGES.scheme);
  });

  it('stores http and https links', async () => {
    const before = await current();
    const payload = {
      ...before,
      facebookUrl: 'https://www.facebook.com/motorplaza',
      youtubeUrl: 'http://youtube.com/@mp',
    };
    const response = await t.injectAs('ADMIN', { method: 'PUT', url: '/api/v1/ajustes', payload });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.ajustes).toMatchObject({
      facebookUrl: payload.facebookUrl,
      youtubeUrl: payload.youtubeUrl,
    });
  });
});

describe('GET /.well-known/security.txt', () => {
  it('answers RFC 9116 fields: the settings e-mail as contact, Expires within a year, languages, canonical', async () => {
    const response = await t.injectAs(null, { method: 'GET', url: '/.well-known/security.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const settings = await current();
    const lines = response.body.trim().split('\n');
    expect(lines).toContain(`Contact: mailto:${settings.correo}`);
    expect(lines).toContain('Preferred-Languages: es, en');
    expect(lines.some((line) => /^Canonical: https?:\/\/\S+\/\.well-known\/security\.txt$/.test(line))).toBe(
      true,
    );
    const expires = lines.find((line) => line.startsWith('Expires: '))?.slice('Expires: '.length) ?? '';
    expect(expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const ahead = new Date(expires).getTime() - NOW.getTime();
    expect(ahead).toBeGreaterThan(30 * 86_400_000);
    expect(ahead).toBeLessThanOrEqual(365 * 86_400_000);
  });

  it('follows the settings e-mail when an admin changes it', async () => {
    const before = await current();
    const payload = { ...before, correo: 'seguridad@motorplaza.pe' };
    expect((await t.injectAs('ADMIN', { method: 'PUT', url: '/api/v1/ajustes', payload })).statusCode).toBe(
      200,
    );
    const response = await t.injectAs(null, { method: 'GET', url: '/.well-known/security.txt' });
    expect(response.body).toContain('Contact: mailto:seguridad@motorplaza.pe\n');
  });
});
