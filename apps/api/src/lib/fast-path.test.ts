import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { type RunningServer, startServer } from '../server';

/**
 * The fast path (decision 0031) answers bytes already built before Fastify. Over real HTTP against the
 * production web build (`npm run build`, which `npm test` runs first): a page's or the catalogue's first
 * request goes through Fastify and builds them, the next ones leave from the fast path; both must carry
 * the same headers and bytes.
 */

let dataDir: string;
let server: RunningServer;

const VOLATILE = new Set(['date', 'connection', 'keep-alive']);

async function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: { 'accept-encoding': 'br', ...headers },
  });
  const body = Buffer.from(await response.arrayBuffer());
  const kept = [...response.headers.entries()].filter(([name]) => !VOLATILE.has(name));
  return { status: response.status, headers: Object.fromEntries(kept), body };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'motorplaza-fast-path-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    SEED: 'none',
    ADMIN_EMAIL: 'gerencia@motorplaza.pe',
    ADMIN_PASSWORD: 'Clave-Segura-2026',
    LOG_LEVEL: 'silent',
  });
  server = await startServer(config, { web: 'build', logger: false });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('bytes already built leave before Fastify with the same headers', () => {
  it.each(['/inicio', '/compra-tu-auto', '/api/v1/catalogo'])('%s: built, then kept', async (url) => {
    const built = await get(url);
    const kept = await get(url);
    expect(built.status).toBe(200);
    expect(kept.status).toBe(200);
    expect(kept.headers).toEqual(built.headers);
    expect(kept.body.equals(built.body)).toBe(true);
    expect(kept.headers['content-encoding']).toBe('br');
    expect(kept.headers['content-security-policy']).not.toMatch(/nonce-/);
    // The same URL with a query the page does not read is the same kept page.
    if (url !== '/api/v1/catalogo') expect((await get(`${url}?utm_source=x`)).headers).toEqual(built.headers);

    const notModified = await get(url, { 'if-none-match': String(kept.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    const head = await get(url, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(kept.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('a web build file: precompressed bytes, the security headers of a subresource, a year of cache', async () => {
    const html = (await get('/inicio', { 'accept-encoding': 'identity' })).body.toString();
    // React's own chunk: large enough to have been precompressed.
    const asset = /\/assets\/react-[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const file = await get(String(asset));
    const json = await get('/api/v1/health');
    expect(file.status).toBe(200);
    expect(file.headers['content-encoding']).toBe('br');
    expect(file.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers.vary).toBe('Accept-Encoding');
    for (const name of ['x-content-type-options', 'cross-origin-resource-policy'])
      expect(file.headers[name], name).toBe(json.headers[name]);
    // Rules for documents only (decision 0036): a script never carries them.
    expect(json.headers['content-security-policy']).toBeDefined();
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'referrer-policy',
    ])
      expect(file.headers[name], name).toBeUndefined();
    const gzip = await get(String(asset), { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('visitors arriving while a page renders share that render: the same bytes for all', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => get('/compra-tu-auto?orden=precio-asc&pagina=1')),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(answers.every((answer) => answer.body.equals(answers[0]?.body ?? Buffer.alloc(0)))).toBe(true);
  });

  it('a signed-in visitor never gets a kept page: rendered for them, with a nonce', async () => {
    await get('/inicio');
    const staff = await get('/inicio', { cookie: 'jwt=not-a-token' });
    expect(staff.status).toBe(200);
    expect(staff.headers['content-security-policy']).toMatch(/'nonce-/);
  });

  it('other methods and unknown files go to Fastify', async () => {
    // Not a file of the build: React Router's page, not a script.
    expect((await get('/assets/no-such-file.js')).headers['content-type']).toMatch(/^text\/html/);
    // The catalogue's path with a method it does not serve: Fastify's 405 (docs/decisions/0063-method-not-allowed.md).
    const post = await get('/api/v1/catalogo', {}, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });
});
