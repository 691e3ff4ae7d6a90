import type { SessionUser } from '@motorplaza/domain/access/session-user';
import { SESSION_VERSION_HEADER, sessionVersion } from '@motorplaza/domain/access/session-version';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import type { DataGeneration } from '../db/data-generation';
import { createKept } from '../lib/kept';
import type { TokenService } from '../modules/auth/token.service';
import { currentSessionUser } from '../modules/users/user.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The user of a valid bearer token, or null (spec 000 §7: `Authorization: Bearer <jwt>`). */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** The current user of an access token (the pages' root loader reads the `jwt` cookie with it). */
    sessionOfToken(token: string): Promise<SessionUser | null>;
  }
}

/**
 * Reads the bearer token of every request and the user it names from the database: a token of a
 * user who was deleted or deactivated since it was signed is no session (401 where one is needed),
 * and role and permissions are the current ones. Access control decides what a missing user means.
 *
 * The user read is kept until the data's generation moves (decision 0036): any write in this process
 * (a deactivation, a new role, a removed permission) makes the next request read it again; another
 * instance's write arrives as a notice within milliseconds; a write made outside every instance (SQL
 * by hand) is seen within SESSION_MAX_AGE_MS.
 */
export default fp(async function authenticate(
  app: FastifyInstance,
  options: { tokens: TokenService; db: Db; generation: DataGeneration; now?: () => number },
) {
  const kept = createKept<number, SessionUser | null>(options.generation, {
    maxEntries: MAX_KEPT_USERS,
    maxAgeMs: SESSION_MAX_AGE_MS,
    now: options.now,
  });
  const sessionUser = (idUsuario: number) =>
    kept.get(idUsuario, () => currentSessionUser(options.db, idUsuario));

  const sessionOfToken = async (token: string) => {
    const claimed = await options.tokens.verifyAccess(token);
    return claimed ? sessionUser(claimed.sub) : null;
  };
  app.decorate('sessionOfToken', sessionOfToken);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    request.user = await sessionOfToken(header.slice('Bearer '.length).trim());
  });
  // The token's claims are a snapshot; this says what the session is now, so the browser renews a
  // token whose role or permissions changed at once instead of at its expiry (decision 0044).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.user) reply.header(SESSION_VERSION_HEADER, sessionVersion(request.user));
    return payload;
  });
});

/** Staff accounts are tens; the bound only guards memory against a flood of valid tokens. */
const MAX_KEPT_USERS = 1_000;
/** A change no process was told of (SQL by hand on PostgreSQL) reaches the sessions within this. */
const SESSION_MAX_AGE_MS = 5_000;
