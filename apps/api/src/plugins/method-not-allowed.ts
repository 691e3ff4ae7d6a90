import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';
import { idParamSchema } from '@motorplaza/domain/shared/fields';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { HttpError, notFound } from '../lib/http-error';

const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * The methods a concrete path is served with, as Fastify's own router finds them (so a parameter too
 * long for the router, or a path no route has, is served by none): a match through a catch-all
 * (a `*` parameter) does not count. Fastify answers HEAD wherever it answers GET.
 */
export function createAllowedMethods(app: FastifyInstance): (path: string) => string[] {
  return (path) =>
    ORDER.filter((method) => {
      const found = app.findRoute({ method, url: path });
      return found !== null && !Object.hasOwn(found.params ?? {}, '*');
    });
}

/**
 * What a catch-all answers (docs/decisions/0063-method-not-allowed.md): 405 with `Allow` when the
 * path exists with other methods, the JSON 404 when it does not exist at all.
 */
export function refuseUnserved(
  allowedMethods: (path: string) => readonly string[],
  request: FastifyRequest,
  reply: FastifyReply,
): never {
  const allowed = allowedMethods(request.url.split('?')[0] ?? '/');
  if (allowed.length === 0) throw notFound();
  reply.header('allow', allowed.join(', '));
  throw new HttpError(405, HTTP_MESSAGES.methodNotAllowed);
}

/**
 * Path ids match digits only, in the router itself (`:idAuto(^\\d+$)`), for every route whose params
 * schema reads the id with `idParamSchema`: a word in an id's place (`DELETE /automoviles/opciones`)
 * is a path no route serves, so it answers 405 or 404 as that path, never the id route's 400.
 * An onRoute hook, before the route reaches the router.
 */
const DIGITS = '(^\\d+$)';

/** A route's URL as written, without the digits rule of its ids (`/automoviles/:idAuto`). */
export function routePattern(url: string): string {
  return url.replaceAll(DIGITS, '');
}

export function digitsOnlyIds(route: RouteOptions): void {
  const shape = (route.schema?.params as { shape?: Record<string, unknown> } | undefined)?.shape;
  if (!shape) return;
  route.url = route.url.replace(/:([A-Za-z0-9_]+)(?![A-Za-z0-9_(])/g, (param, name: string) =>
    shape[name] === idParamSchema ? `:${name}${DIGITS}` : param,
  );
}
