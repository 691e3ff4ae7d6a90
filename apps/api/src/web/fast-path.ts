import type { IncomingMessage, ServerResponse } from 'node:http';

/** Response headers as built once: name (lower case) and value. */
export type HeaderList = readonly (readonly [string, string])[];

/** Bytes built before the request, in each encoding the client may accept, with their strong ETag. */
export interface PrebuiltBody {
  identity: Buffer;
  gzip?: Buffer | undefined;
  br?: Buffer | undefined;
  etag: string;
}

/** Answers the request from memory and returns true, or returns false to leave it to Fastify. */
export type FastHandler = (request: IncomingMessage, response: ServerResponse, path: string) => boolean;

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return (
    header === '*' || header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag)
  );
}

/**
 * Writes prebuilt bytes straight to the socket: 304 for a matching If-None-Match, else brotli, gzip or
 * plain as accepted, nothing but the headers for HEAD. `headers` carries everything else (security
 * headers, content type, cache control, vary).
 */
export function writePrebuilt(
  request: IncomingMessage,
  response: ServerResponse,
  headers: HeaderList,
  body: PrebuiltBody,
): void {
  for (const [name, value] of headers) response.setHeader(name, value);
  response.setHeader('etag', body.etag);
  if (matchesEtag(request.headers['if-none-match'], body.etag)) {
    response.statusCode = 304;
    response.end();
    return;
  }
  const accepted = request.headers['accept-encoding'] ?? '';
  let bytes = body.identity;
  if (body.br && /\bbr\b/.test(accepted)) {
    bytes = body.br;
    response.setHeader('content-encoding', 'br');
  } else if (body.gzip && /\bgzip\b/.test(accepted)) {
    bytes = body.gzip;
    response.setHeader('content-encoding', 'gzip');
  }
  response.statusCode = 200;
  response.setHeader('content-length', bytes.length);
  response.end(request.method === 'HEAD' ? undefined : bytes);
}

/**
 * What the server has already built — the web build's files, the catalogue JSON, visitors' pages in the
 * render cache — answered before Fastify routes the request (decision 0031): no hooks, no reply object,
 * no request id, no per-request log line. Fastify answered such bytes at about 40 % of what nginx does on
 * this machine; a plain Node listener reaches about 80 %. Only GET and HEAD; everything a handler does
 * not recognise, and everything once the server is closing, goes to Fastify as before.
 */
export function createFastPath() {
  const handlers: FastHandler[] = [];
  let closing = false;
  return {
    add(handler: FastHandler): void {
      handlers.push(handler);
    },
    /** From now on every request goes to Fastify, which closes kept-alive connections as it drains. */
    close(): void {
      closing = true;
    },
    handle(request: IncomingMessage, response: ServerResponse): boolean {
      if (closing || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
      const url = request.url ?? '/';
      const queryAt = url.indexOf('?');
      const path = queryAt === -1 ? url : url.slice(0, queryAt);
      for (const handler of handlers) if (handler(request, response, path)) return true;
      return false;
    },
  };
}

export type FastPath = ReturnType<typeof createFastPath>;
