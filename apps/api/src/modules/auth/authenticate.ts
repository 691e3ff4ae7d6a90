import { policyOf } from '@motorplaza/domain/access/api-policies';
import type { SessionUser } from '@motorplaza/domain/access/session-user';
import { SESSION_VERSION_HEADER, sessionVersion } from '@motorplaza/domain/access/session-version';
import { PASSWORD_MESSAGES } from '@motorplaza/domain/auth/password-policy';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import type { DataGeneration } from '../../db/data-generation';
import { forbidden } from '../../lib/http-error';
import { createKept } from '../../lib/kept';
import { type CurrentSession, currentSession } from './account.repository';
import type { AccessToken, TokenService } from './token.service';

/** The session of a request's bearer token, beside its user. */
export interface RequestSession {
  /** The refresh-token family the token belongs to. */
  sid: string;
  /** The password was set by an administrator and not changed yet. */
  debeCambiarContrasena: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The user of a valid bearer token, or null (spec 000 §7: `Authorization: Bearer <jwt>`). */
    user: SessionUser | null;
    /** The session of that token, or null with the user. */
    session: RequestSession | null;
  }
  interface FastifyInstance {
    /** The current user of an access token (the pages' root loader reads the `jwt` cookie with it). */
    sessionOfToken(token: string): Promise<SessionUser | null>;
  }
}

/**
 * What a user whose password an administrator set may still do (issue 23): change it, read their
 * session and profile, renew and end the session. The profile save is allowed only with a new
 * password (auth.service.ts refuses the rest).
 */
const ALLOWED_BEFORE_CHANGE = new Set([
  'auth.login',
  'auth.refresh',
  'auth.logout',
  'auth.session.read',
  'auth.profile.read',
  'auth.profile.update',
  'usuario.password',
]);

/**
 * Reads the bearer token of every request and the session it names from the database: a token of a
 * user who was deleted or deactivated since it was signed, of a session that ended (logout, a reused
 * refresh token) or of an older session version (a password change, a deactivation, a reactivation)
 * is no session (401 where one is needed), and role and permissions are the current ones. Access
 * control decides what a missing user means.
 *
 * The read is kept until the data's generation moves (decision 0036): any write in this process
 * (a logout, a deactivation, a new role) makes the next request read it again; another instance's
 * write arrives as a notice within milliseconds; a write made outside every instance (SQL by hand)
 * is seen within SESSION_MAX_AGE_MS.
 */
export default fp(async function authenticate(
  app: FastifyInstance,
  options: { tokens: TokenService; db: Db; generation: DataGeneration; now?: () => number },
) {
  const kept = createKept<string, CurrentSession | null>(options.generation, {
    maxEntries: MAX_KEPT_SESSIONS,
    maxAgeMs: SESSION_MAX_AGE_MS,
    now: options.now,
  });

  const sessionOf = async (
    token: string,
  ): Promise<{ current: CurrentSession; claimed: AccessToken } | null> => {
    const claimed = await options.tokens.verifyAccess(token);
    if (!claimed) return null;
    const { sub } = claimed.user;
    const { sid, sv } = claimed.session;
    const current = await kept.get(`${sub}:${sid}`, () => currentSession(options.db, sub, sid));
    return current && current.versionSesion === sv ? { current, claimed } : null;
  };

  app.decorate('sessionOfToken', async (token: string) => (await sessionOf(token))?.current.user ?? null);
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const found = await sessionOf(header.slice('Bearer '.length).trim());
    if (!found) return;
    request.user = found.current.user;
    request.session = {
      sid: found.claimed.session.sid,
      debeCambiarContrasena: found.current.debeCambiarContrasena,
    };
    const operation = request.routeOptions.config.operation;
    if (
      request.session.debeCambiarContrasena &&
      !request.is404 &&
      !ALLOWED_BEFORE_CHANGE.has(operation ?? '') &&
      policyOf(operation)?.access !== 'public'
    )
      throw forbidden(PASSWORD_MESSAGES.mustChange);
  });
  // The token's claims are a snapshot; this says what the session is now, so the browser renews a
  // token whose role or permissions changed at once instead of at its expiry (decision 0044).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.user) reply.header(SESSION_VERSION_HEADER, sessionVersion(request.user));
    return payload;
  });
});

/** Staff accounts are tens (a few sessions each); the bound only guards memory against a flood. */
const MAX_KEPT_SESSIONS = 2_000;
/** A change no process was told of (SQL by hand on PostgreSQL) reaches the sessions within this. */
const SESSION_MAX_AGE_MS = 5_000;
