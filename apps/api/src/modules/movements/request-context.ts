import { COLUMN_LENGTHS } from '@motorplaza/domain/shared/column-lengths';
import type { FastifyRequest } from 'fastify';

/** Where a request came from, as the movements log records it (decision 0018). */
export interface RequestContext {
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

const LENGTHS = COLUMN_LENGTHS.movimiento;

/** Control characters (PostgreSQL refuses NUL) are dropped and each value cut to its column. */
function clean(value: string | undefined, length: number): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const text = value?.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return text ? text.slice(0, length) : null;
}

export function requestContext(request: FastifyRequest): RequestContext {
  return {
    ip: clean(request.ip, LENGTHS.ip),
    userAgent: clean(request.headers['user-agent'], LENGTHS.userAgent),
    requestId: clean(String(request.id), LENGTHS.requestId),
  };
}

/** For writes no request caused (the demo seed, scripts). */
export const NO_REQUEST: RequestContext = { ip: null, userAgent: null, requestId: null };
