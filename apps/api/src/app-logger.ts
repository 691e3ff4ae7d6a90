import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config/env';
import { loggedUrl } from './lib/logged-url';
import { safeError } from './lib/safe-error';

/** Fastify's logger: JSON lines without secrets, search terms or personal data in paths. */
export function loggerOptions(
  config: Config,
  options: { logger?: boolean; logStream?: NodeJS.WritableStream },
): FastifyServerOptions['logger'] {
  if (options.logger === false) return false;
  return {
    level: config.logLevel,
    ...(options.logStream ? { stream: options.logStream } : {}),
    serializers: {
      err: safeError,
      // Query strings carry what people search for (a DNI, a name, a plate),
      // and paths carry them too (/clientes/dni/87654321): the route's pattern only (issue 23).
      req: (request) => ({
        method: request.method,
        url: loggedUrl(request),
        remoteAddress: request.ip,
      }),
    },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.contrasena'],
      censor: '[oculto]',
    },
  };
}
