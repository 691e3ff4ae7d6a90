import type { IncomingMessage, ServerResponse } from 'node:http';
import { matchesEtag } from './encoded-body';

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

/** One way of answering: the complete header list (flat, as `writeHead` takes it) and the bytes. */
interface Variant {
  head: string[];
  bytes: Buffer;
}

/** Every answer a prebuilt body can get, each with its headers flattened once. */
export interface PrebuiltAnswer {
  etag: string;
  br?: Variant | undefined;
  gzip?: Variant | undefined;
  identity: Variant;
  notModified: string[];
}

/**
 * Builds, once, the answers of `body` with `headers` (security headers, content type, cache control,
 * vary): brotli, gzip, plain, and the 304.
 */
export function prebuiltAnswer(headers: HeaderList, body: PrebuiltBody): PrebuiltAnswer {
  const base = [...headers.flat(), 'etag', body.etag];
  const variant = (bytes: Buffer, encoding?: string): Variant => ({
    head: [
      ...base,
      ...(encoding ? ['content-encoding', encoding] : []),
      'content-length',
      String(bytes.length),
    ],
    bytes,
  });
  return {
    etag: body.etag,
    br: body.br && variant(body.br, 'br'),
    gzip: body.gzip && variant(body.gzip, 'gzip'),
    identity: variant(body.identity),
    notModified: base,
  };
}

/**
 * Writes a prebuilt answer straight to the socket: 304 for a matching If-None-Match, else brotli, gzip
 * or plain as accepted, nothing but the headers for HEAD. No work per request but choosing.
 */
export function writePrebuilt(
  request: IncomingMessage,
  response: ServerResponse,
  answer: PrebuiltAnswer,
): void {
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
    response.writeHead(304, answer.notModified);
    response.end();
    return;
  }
  const accepted = request.headers['accept-encoding'] ?? '';
  const variant =
    (answer.br && accepted.includes('br') && /\bbr\b/.test(accepted) && answer.br) ||
    (answer.gzip && accepted.includes('gzip') && answer.gzip) ||
    answer.identity;
  response.writeHead(200, variant.head);
  response.end(request.method === 'HEAD' ? undefined : variant.bytes);
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
