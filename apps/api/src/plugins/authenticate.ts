import type { SessionUser } from '@motorplaza/domain/access/session-user';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TokenService } from '../modules/auth/token.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The user of a valid bearer token, or null (spec 000 §7: `Authorization: Bearer <jwt>`). */
    user: SessionUser | null;
  }
}

/** Reads the bearer token of every request; access control decides what a missing user means. */
export default fp(async function authenticate(app: FastifyInstance, options: { tokens: TokenService }) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    request.user = await options.tokens.verifyAccess(header.slice('Bearer '.length).trim());
  });
});
