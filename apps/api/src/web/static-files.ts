import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag, strongEtag } from '../lib/encoded-body';
import {
  type FastPath,
  type HeaderList,
  type PrebuiltAnswer,
  prebuiltAnswer,
  writePrebuilt,
} from '../lib/fast-path';
import { SUBRESOURCE_HEADERS, securityHeaderSet } from '../plugins/security-headers';

/** One file of the web build, read once with the copies compressed at build time (decision 0031). */
export interface StaticFile {
  contentType: string;
  /** A script, stylesheet, font or raster image: only SUBRESOURCE_HEADERS of the security headers. */
  subresource: boolean;
  cacheControl: string;
  etag: string;
  lastModified: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
};
/** Never rendered as a document (SVG and HTML can be: they keep every security header). */
const SUBRESOURCE = /^(text\/javascript|text\/css|font\/|image\/(png|jpeg|webp|avif|gif|x-icon))/;

/** Written by scripts/precompress.mjs beside each file; never served under their own names. */
const COMPRESSED = /\.(br|gz)$/;

/** Hashed assets never change under their name: a year. Other public files: an hour. */
function cacheControlOf(relative: string): string {
  return relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

async function* filesUnder(dir: string, base = ''): AsyncGenerator<string> {
  for (const entry of await readdir(path.join(dir, base), { withFileTypes: true })) {
    const relative = base ? `${base}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesUnder(dir, relative);
    else if (entry.isFile() && !COMPRESSED.test(entry.name)) yield relative;
  }
}

async function readIfPresent(file: string): Promise<Buffer | undefined> {
  return existsSync(file) ? readFile(file) : undefined;
}

/** Every file of `root` by URL path ("/assets/x.js"), with its `.br`/`.gz` copies when the build made them. */
export async function loadStaticFiles(root: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  for await (const relative of filesUnder(root)) {
    const full = path.join(root, relative);
    const [identity, info, br, gzip] = await Promise.all([
      readFile(full),
      stat(full),
      readIfPresent(`${full}.br`),
      readIfPresent(`${full}.gz`),
    ]);
    const contentType = CONTENT_TYPES[path.extname(relative).toLowerCase()] ?? 'application/octet-stream';
    files.set(`/${relative}`, {
      contentType,
      subresource: SUBRESOURCE.test(contentType),
      cacheControl: cacheControlOf(relative),
      etag: strongEtag(identity),
      lastModified: info.mtime.toUTCString(),
      identity,
      br,
      gzip,
    });
  }
  return files;
}

const SECURITY_HEADER_NAMES: ReadonlySet<string> = new Set(
  [...securityHeaderSet(true), ...securityHeaderSet(false)].map(([name]) => name),
);

/** Picks the bytes the client accepts: no compression, no file system, no stream per request. */
export function sendStaticFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile): FastifyReply {
  if (file.subresource) {
    for (const name of Object.keys(reply.getHeaders())) {
      if (SECURITY_HEADER_NAMES.has(name) && !SUBRESOURCE_HEADERS.has(name)) reply.removeHeader(name);
    }
  }
  reply
    .header('content-type', file.contentType)
    .header('cache-control', file.cacheControl)
    .header('etag', file.etag)
    .header('last-modified', file.lastModified);
  if (file.br || file.gzip) reply.header('vary', 'Accept-Encoding');
  if (matchesEtag(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
  const accepted = request.headers['accept-encoding'] ?? '';
  if (file.br && /\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(file.br);
  if (file.gzip && /\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(file.gzip);
  return reply.send(file.identity);
}

/**
 * Serves the web build's files from memory (about 8 MB with their compressed copies): one route
 * per file, read at start-up (restart after a build, as with @fastify/static's `wildcard: false`).
 * `compress: false` keeps @fastify/compress away from them.
 */
export async function staticFileRoutes(
  app: FastifyInstance,
  options: { root: string; fastPath?: FastPath | undefined; securityHeaders?: HeaderList },
): Promise<void> {
  const files = await loadStaticFiles(options.root);
  for (const [url, file] of files) {
    app.get(url.replaceAll(':', '::'), { compress: false, schema: { hide: true } }, (request, reply) => {
      sendStaticFile(request, reply, file);
    });
  }
  // The same answers, before Fastify (fast-path.ts): the headers of each file built once.
  const answers = new Map<string, PrebuiltAnswer>();
  for (const [url, file] of files) {
    answers.set(
      url,
      prebuiltAnswer(
        [
          ...(options.securityHeaders ?? []).filter(
            ([name]) => !file.subresource || SUBRESOURCE_HEADERS.has(name),
          ),
          ['content-type', file.contentType],
          ['cache-control', file.cacheControl],
          ['last-modified', file.lastModified],
          ...(file.br || file.gzip ? [['vary', 'Accept-Encoding'] as const] : []),
        ],
        file,
      ),
    );
  }
  options.fastPath?.add((request, response, path) => {
    const answer = answers.get(path);
    if (!answer) return false;
    writePrebuilt(request, response, answer);
    return true;
  });
}
