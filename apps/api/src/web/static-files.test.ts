import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticFileRoutes } from './static-files';

const PRECOMPRESS = path.resolve(import.meta.dirname, '../../../../scripts/precompress.mjs');

describe('the web build’s files, precompressed at build time', () => {
  let client: string;
  let app: FastifyInstance;
  const script = `console.log(${JSON.stringify('MotorPlaza '.repeat(400))});\n`;

  beforeAll(async () => {
    client = path.join(await mkdtemp(path.join(os.tmpdir(), 'h3-static-')), 'client');
    await mkdir(path.join(client, 'assets'), { recursive: true });
    await writeFile(path.join(client, 'assets/entry-abc123.js'), script);
    await writeFile(path.join(client, 'assets/tiny-abc123.css'), 'a{color:red}');
    await writeFile(
      path.join(client, 'favicon.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(2000)}</svg>`,
    );
    // The real build step, as `npm run build` runs it after Vite.
    execFileSync(process.execPath, [PRECOMPRESS, client], { stdio: 'ignore' });

    app = Fastify();
    // Registered as in app.ts: it must leave these answers alone.
    await app.register(compress, { threshold: 1024 });
    await app.register(staticFileRoutes, { root: client });
  });
  afterAll(async () => {
    await app.close();
    await rm(path.dirname(client), { recursive: true, force: true });
  });

  it('writes .br and .gz copies of text files of 1 KB or more, and none of smaller ones', async () => {
    expect(
      brotliDecompressSync(await readFile(path.join(client, 'assets/entry-abc123.js.br'))).toString(),
    ).toBe(script);
    expect(gunzipSync(await readFile(path.join(client, 'assets/entry-abc123.js.gz'))).toString()).toBe(
      script,
    );
    expect(existsSync(path.join(client, 'favicon.svg.br'))).toBe(true);
    expect(existsSync(path.join(client, 'assets/tiny-abc123.css.br'))).toBe(false);
    expect(existsSync(path.join(path.dirname(client), 'precompressed.json'))).toBe(true);
  });

  it('serves the .br file’s own bytes with content-encoding br, never compressing per request', async () => {
    const response = await app.inject({
      url: '/assets/entry-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.equals(await readFile(path.join(client, 'assets/entry-abc123.js.br')))).toBe(
      true,
    );
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toBe('Accept-Encoding');
  });

  it('serves the .gz file to a client without brotli, and the plain file to one without either', async () => {
    const gzip = await app.inject({ url: '/assets/entry-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(await readFile(path.join(client, 'assets/entry-abc123.js.gz')))).toBe(true);
    const plain = await app.inject({
      url: '/assets/entry-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends a small file as it is, even to a client that accepts compression', async () => {
    const response = await app.inject({
      url: '/assets/tiny-abc123.css',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('a{color:red}');
  });

  it('answers 304 to a matching If-None-Match, for every encoding', async () => {
    const first = await app.inject({ url: '/assets/entry-abc123.js', headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await app.inject({
      url: '/assets/entry-abc123.js',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('caches files outside /assets for an hour, answers HEAD, and does not serve the copies by name', async () => {
    const favicon = await app.inject({ url: '/favicon.svg' });
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
    expect(favicon.headers['content-type']).toBe('image/svg+xml');
    const head = await app.inject({
      method: 'HEAD',
      url: '/assets/entry-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect((await app.inject({ url: '/assets/entry-abc123.js.br' })).statusCode).toBe(404);
  });
});
