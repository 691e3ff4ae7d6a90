import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A response body encoded once, in every encoding we serve, with its strong ETag. */
export interface EncodedBody {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

export function encodeBody(content: string | Buffer): EncodedBody {
  const identity = Buffer.isBuffer(content) ? content : Buffer.from(content);
  return {
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
  };
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return (
    header === '*' || header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag)
  );
}

/**
 * Sends prebuilt bytes: 304 for a matching If-None-Match, else brotli, gzip or plain as accepted.
 * No work per request but picking a buffer.
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
  contentType: string,
  cacheControl: string,
  vary = 'Accept-Encoding',
): FastifyReply {
  reply.header('ETag', body.etag).header('Vary', vary).header('Cache-Control', cacheControl);
  if (matchesEtag(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('Content-Type', contentType);
  if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(body.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(body.gzip);
  return reply.send(body.identity);
}
