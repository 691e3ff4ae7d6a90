import type { FastifyRequest } from 'fastify';

/**
 * What a log line says of a request's URL (issue 23): the route's pattern, never the values in the
 * path or the query string. `/api/v1/clientes/dni/87654321` logs as `/api/v1/clientes/dni/:dni`, a
 * search's `?q=…` not at all. Only the web pages' catch-all logs its path (without the query): page
 * paths carry no personal data (an inventory id at most), and '/*' would say nothing.
 */
export function loggedUrl(
  request: Pick<FastifyRequest, 'url'> & { routeOptions?: { url?: string } },
): string {
  const pattern = request.routeOptions?.url;
  if (pattern && pattern !== '/*') return pattern;
  const path = request.url.split('?')[0] ?? '';
  // No route at all (a framework error before routing) or the web's catch-all: never an API path's values.
  return path.startsWith('/api/') ? '/api/*' : path;
}
