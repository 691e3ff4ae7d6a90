import type { SessionUser } from '@motorplaza/domain/access/session-user';
import {
  type AccessClaims,
  readUnverifiedClaims,
  sessionUserFromClaims,
} from '@motorplaza/domain/access/token-claims';
import {
  ACCESS_TOKEN_COOKIE,
  SESSION_HINT_COOKIE,
  TOKEN_EXPIRY_MARGIN_SECONDS,
} from '@motorplaza/domain/auth/tokens';
import { type CookieJar, documentCookies } from './cookies';

interface SessionState {
  readonly token: string | null;
  readonly claims: AccessClaims | null;
  readonly user: SessionUser | null;
}

export interface SessionStore {
  subscribe(listener: () => void): () => void;
  /** The signed-in user for display; null for visitors and for a token already expired when read. */
  getUser(): SessionUser | null;
  /** The access token as the `jwt` cookie holds it now (the server may have replaced it). */
  getToken(): string | null;
  /** True while the password an administrator set is not changed yet (issue 23): nothing else shows. */
  mustChangePassword(): boolean;
  /** True when there is no token or it expires within TOKEN_EXPIRY_MARGIN_SECONDS (spec 000 §6). */
  needsRefresh(): boolean;
  /** False when the hint cookie says there is no refresh token to present (decision 0004). */
  canRefresh(): boolean;
  /** Adopts a token the API returned (login, refresh, profile update). */
  setToken(token: string): void;
  /** Forgets the session; also drops the hint, so a refresh cookie kept by a failed logout stays unused. */
  clear(): void;
}

function sameUser(a: SessionUser | null, b: SessionUser | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The session as an external store for `useSyncExternalStore`. The `jwt` cookie is the source of
 * truth; the user is re-announced only when it really changes (spec 000 §4), so a token refresh
 * for the same user does not re-render the shell.
 */
export function createSessionStore(jar: CookieJar, now: () => number = Date.now): SessionStore {
  const listeners = new Set<() => void>();
  let state: SessionState | undefined;

  function derive(token: string | null): SessionState {
    const claims = token ? readUnverifiedClaims(token) : null;
    const live = claims !== null && claims.exp * 1000 > now();
    return { token, claims, user: live && claims ? sessionUserFromClaims(claims) : null };
  }

  function current(): SessionState {
    state ??= derive(jar.read(ACCESS_TOKEN_COOKIE));
    return state;
  }

  function adopt(token: string | null): SessionState {
    const previous = current();
    if (previous.token === token) return previous;
    const next = derive(token);
    const sameFlag = previous.claims?.debeCambiarContrasena === next.claims?.debeCambiarContrasena;
    state = sameUser(previous.user, next.user) ? { ...next, user: previous.user } : next;
    if (state.user !== previous.user || !sameFlag) for (const listener of listeners) listener();
    return state;
  }

  const sync = () => adopt(jar.read(ACCESS_TOKEN_COOKIE));

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getUser: () => current().user,
    getToken: () => sync().token,
    mustChangePassword: () => current().claims?.debeCambiarContrasena === true,
    needsRefresh() {
      const { claims } = sync();
      return claims === null || claims.exp - now() / 1000 < TOKEN_EXPIRY_MARGIN_SECONDS;
    },
    canRefresh: () => jar.read(SESSION_HINT_COOKIE) !== null,
    setToken(token) {
      if (jar.read(ACCESS_TOKEN_COOKIE) !== token) jar.write(ACCESS_TOKEN_COOKIE, token);
      adopt(token);
    },
    clear() {
      jar.remove(ACCESS_TOKEN_COOKIE);
      jar.remove(SESSION_HINT_COOKIE);
      adopt(null);
    },
  };
}

/** The browser's session. Only touched in the browser: it reads `document.cookie` on first use. */
export const sessionStore = createSessionStore(documentCookies);
