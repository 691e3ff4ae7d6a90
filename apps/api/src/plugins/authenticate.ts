import type { SessionUser } from '@motorplaza/domain/access/session-user';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import type { TokenService } from '../modules/auth/token.service';
import { currentSessionUser } from '../modules/users/user.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The user of a valid bearer token, or null (spec 000 §7: `Authorization: Bearer <jwt>`). */
    user: SessionUser | null;
  }
}

/**
 * Reads the bearer token of every request and the user it names from the database: a token of a
 * user who was deleted or deactivated since it was signed is no session (401 where one is needed),
 * and role and permissions are the current ones. Access control decides what a missing user means.
 */
export default fp(async function authenticate(
  app: FastifyInstance,
  options: { tokens: TokenService; db: Db },
) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const claimed = await options.tokens.verifyAccess(header.slice('Bearer '.length).trim());
    request.user = claimed ? await currentSessionUser(options.db, claimed.sub) : null;
  });
});
