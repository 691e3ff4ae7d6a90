import {
  ACCESS_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE,
  REFRESH_TOKEN_TTL_SECONDS,
  SESSION_HINT_COOKIE,
} from '@motorplaza/domain/auth/tokens';
import type { FastifyReply } from 'fastify';
import type { Session } from './auth.service';

export const REFRESH_COOKIE_PATH = '/api/v1/auth';

/**
 * The hint lives on `/`, not on the refresh cookie's path, because the pages (/admin/…) must read it;
 * it shares the refresh cookie's lifetime and SameSite so both exist together (decision 0004).
 */
const HINT_OPTIONS = { path: '/', sameSite: 'strict', httpOnly: false } as const;

/**
 * The access token goes in the readable `jwt` cookie (the client sends it as a bearer, spec 000 §7);
 * the refresh token in an httpOnly, SameSite=Strict cookie that only the auth routes receive, with a
 * readable marker beside it so the browser knows a refresh is worth trying.
 */
export function setSessionCookies(reply: FastifyReply, session: Session, secure: boolean): void {
  const maxAge = session.persistent ? REFRESH_TOKEN_TTL_SECONDS : undefined;
  reply.setCookie(ACCESS_TOKEN_COOKIE, session.jwt, {
    path: '/',
    sameSite: 'lax',
    secure,
    httpOnly: false,
    maxAge,
  });
  reply.setCookie(REFRESH_TOKEN_COOKIE, session.refreshToken, {
    path: REFRESH_COOKIE_PATH,
    sameSite: 'strict',
    secure,
    httpOnly: true,
    maxAge,
  });
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...HINT_OPTIONS, secure, maxAge });
}

/** Replaces only the access token (profile changes), keeping its lifetime rule. */
export function setAccessCookie(
  reply: FastifyReply,
  jwt: string,
  persistent: boolean,
  secure: boolean,
): void {
  const maxAge = persistent ? REFRESH_TOKEN_TTL_SECONDS : undefined;
  reply.setCookie(ACCESS_TOKEN_COOKIE, jwt, { path: '/', sameSite: 'lax', secure, httpOnly: false, maxAge });
}

/** Logout and a failed refresh: the access token, the refresh token and its hint all go. */
export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(ACCESS_TOKEN_COOKIE, { path: '/', sameSite: 'lax', secure });
  reply.clearCookie(REFRESH_TOKEN_COOKIE, {
    path: REFRESH_COOKIE_PATH,
    sameSite: 'strict',
    secure,
    httpOnly: true,
  });
  reply.clearCookie(SESSION_HINT_COOKIE, { ...HINT_OPTIONS, secure });
}
