import { policyOf } from '@motorplaza/domain/access/api-policies';
import type { RouteOptions } from 'fastify';

/** Methods whose body Fastify reads: each can meet the body parsers' 400, 413 and 415. */
export const BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface ShapedSchema {
  shape?: Record<string, unknown>;
}

function methodsOf(route: Pick<RouteOptions, 'method'>): string[] {
  return (Array.isArray(route.method) ? route.method : [route.method]).map(String);
}

/** Whether a request schema (zod object) carries the optimistic-lock `version` the client read. */
function carriesVersion(schema: unknown): boolean {
  const shape = (schema as ShapedSchema | undefined)?.shape;
  return Boolean(shape && ('version' in shape || 'versionRegistro' in shape));
}

/**
 * The error statuses a route can answer besides those it declares itself, derived from what it
 * declares (docs/decisions/0062-api-description-from-the-routes.md):
 * - 400 when it reads input (path, query, headers, a body);
 * - 401 and 403 when its policy is not public; 403 also on any write (a cross-site write is refused,
 *   decision 0052);
 * - 404 when it looks a record up by a path parameter;
 * - 409 when the body carries the version it was read at, or the route makes records only once
 *   (an idempotent submission still in progress);
 * - 413 and 415 on every method with a body (the body limit and the content-type parsers);
 * - 422 on idempotent routes (a key reused with other data);
 * - 429 when a rate limit applies;
 * - 500 (an unexpected failure, logged) and 503 (the database is away) on every route.
 * A route declares any other status it answers (a look-up by body that finds nothing, a conflict of
 * its own, a throttle of its own) in its response schemas.
 */
export function derivedStatuses(route: Pick<RouteOptions, 'method' | 'schema' | 'config'>): number[] {
  const schema = (route.schema ?? {}) as {
    params?: unknown;
    querystring?: unknown;
    headers?: unknown;
    body?: unknown;
  };
  const config = (route.config ?? {}) as {
    operation?: string;
    rateLimit?: unknown;
    idempotent?: boolean;
    multipart?: { schema: unknown };
  };
  const takesBody = methodsOf(route).some((method) => BODY_METHODS.has(method));
  const statuses = new Set([500, 503]);
  if (takesBody || schema.params || schema.querystring || schema.headers || schema.body) statuses.add(400);
  if (policyOf(config.operation)?.access !== 'public') {
    statuses.add(401);
    statuses.add(403);
  }
  if (takesBody) {
    statuses.add(403);
    statuses.add(413);
    statuses.add(415);
  }
  if (schema.params) statuses.add(404);
  if (carriesVersion(schema.body) || carriesVersion(config.multipart?.schema)) statuses.add(409);
  if (config.idempotent) {
    statuses.add(409);
    statuses.add(422);
  }
  if (config.rateLimit) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}
