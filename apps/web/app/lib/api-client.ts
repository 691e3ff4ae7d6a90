import { SESSION_VERSION_HEADER } from '@motorplaza/domain/access/session-version';
import { LOGIN_MESSAGES } from '@motorplaza/domain/auth/login-messages';
import { HTTP_MESSAGES } from '@motorplaza/domain/http/http-messages';
import { IDEMPOTENCY_KEY_HEADER } from '@motorplaza/domain/http/idempotency';
import type { z } from 'zod';
import { ApiError } from './api-error';
import type { SessionStore } from './session';

export const API_BASE = '/api/v1';
const REFRESH_PATH = '/auth/refresh';
/** Calls whose 401 means "wrong credentials" or "no session", never "renew the token". */
const NO_RENEWAL_PATHS = ['/auth/login', REFRESH_PATH, '/auth/logout'];

interface SendOptions {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as is when it is FormData (uploads). */
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  /** This fill's key (decision 0044): a repeat of the request gets the first answer, not a second record. */
  readonly idempotencyKey?: string;
}

export interface RequestOptions<T> extends SendOptions {
  readonly schema: z.ZodType<T>;
}

export interface ApiClient {
  /** Calls `API_BASE + path`; resolves with the parsed body or throws an ApiError. */
  request<T>(path: string, options: RequestOptions<T>): Promise<T>;
  /**
   * Renews the access token; concurrent callers share one call. Resolves null when it fails, without
   * calling the API when the hint cookie says there is no refresh token.
   */
  refresh(): Promise<string | null>;
  /**
   * Hears the session version every authenticated answer carries (decision 0044); answers the
   * function that stops listening.
   */
  onSessionVersion(listener: (version: string) => void): () => void;
}

export interface ApiClientDeps {
  readonly session: SessionStore;
  readonly fetch: typeof fetch;
  /** Told once per failed renewal that ends the session of a request (spec 000 §8). */
  readonly onSessionExpired: (message: string) => void;
  /**
   * The browser's Web Locks, which every tab of the origin shares; absent where there are none (the
   * tab then renews on its own).
   */
  readonly locks?: Pick<LockManager, 'request'> | undefined;
}

/** The Web Lock under which one tab at a time renews the session every tab shares. */
export const REFRESH_LOCK = 'motorplaza-refresh';

export function createApiClient({ session, fetch, onSessionExpired, locks }: ApiClientDeps): ApiClient {
  let pendingRefresh: Promise<string | null> | null = null;
  const versionListeners = new Set<(version: string) => void>();
  const endedBy = new WeakSet<Promise<string | null>>();

  function send(path: string, options: SendOptions, token: string | null): Promise<Response> {
    const headers = new Headers({ Accept: 'application/json' });
    // spec 000 §7: every request except the refresh carries the bearer token of the jwt cookie.
    if (token && !path.includes(REFRESH_PATH)) headers.set('Authorization', `Bearer ${token}`);
    if (options.idempotencyKey) headers.set(IDEMPOTENCY_KEY_HEADER, options.idempotencyKey);
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }
    return fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  }

  async function renew(): Promise<string | null> {
    try {
      // Imported on demand, so that zod stays out of the first load of public pages.
      const [{ refreshResponseSchema }, response] = await Promise.all([
        import('@motorplaza/domain/auth/auth.schema'),
        send(REFRESH_PATH, { method: 'POST' }, null),
      ]);
      if (!response.ok) return null;
      const parsed = refreshResponseSchema.safeParse(await response.json());
      if (!parsed.success) return null;
      session.setToken(parsed.data.jwt);
      return parsed.data.jwt;
    } catch {
      return null;
    }
  }

  /**
   * Tabs renew one at a time: two tabs presenting the same refresh token at once would look like a
   * stolen token and end the session in both (decision 0004). A tab that waited finds the token the
   * other one got in the shared cookie and uses it instead of renewing again.
   */
  function renewAcrossTabs(): Promise<string | null> {
    if (!locks) return renew();
    const before = session.getToken();
    // The DOM typing wraps the callback's promise once more; the lock resolves with its value.
    const granted = locks.request(REFRESH_LOCK, async () => {
      const current = session.getToken();
      if (current !== null && current !== before && !session.needsRefresh()) return current;
      return session.canRefresh() ? renew() : null;
    }) as unknown as Promise<string | null>;
    return granted.catch(() => null);
  }

  function refresh(): Promise<string | null> {
    if (pendingRefresh) return pendingRefresh;
    // Without the hint there is no refresh cookie: the call could only answer 401 (decision 0004).
    const attempt = session.canRefresh() ? renewAcrossTabs() : Promise.resolve(null);
    pendingRefresh = attempt;
    void attempt.finally(() => {
      if (pendingRefresh === attempt) pendingRefresh = null;
    });
    return attempt;
  }

  /** The renewal to retry a 401 with: a newer token another request already got, or a refresh. */
  function renewalAfterUnauthorized(sentToken: string | null): Promise<string | null> {
    const current = session.getToken();
    if (current !== null && current !== sentToken) return Promise.resolve(current);
    return refresh();
  }

  function endSession(failedRenewal: Promise<string | null>): ApiError {
    // The requests waiting on one failed renewal share it: only the first ends the session and tells
    // the user. The check cannot rest on the session itself: another tab may have cleared the cookie.
    if (!endedBy.has(failedRenewal)) {
      endedBy.add(failedRenewal);
      session.clear();
      onSessionExpired(LOGIN_MESSAGES.refreshFailed);
    }
    return new ApiError(401, { success: false, message: LOGIN_MESSAGES.refreshFailed });
  }

  async function fetchOrFail(path: string, options: SendOptions, token: string | null): Promise<Response> {
    try {
      return await send(path, options, token);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, { success: false, message: HTTP_MESSAGES.unavailable });
    }
  }

  async function request<T>(path: string, options: RequestOptions<T>): Promise<T> {
    const sentToken = session.getToken();
    let response = await fetchOrFail(path, options, sentToken);
    if (response.status === 401 && !NO_RENEWAL_PATHS.some((p) => path.includes(p))) {
      // spec 000 §4: the first 401 starts one refresh; the others wait for it, then retry.
      const renewal = renewalAfterUnauthorized(sentToken);
      const token = await renewal;
      if (token === null) throw endSession(renewal);
      response = await fetchOrFail(path, options, token);
    }
    const version = response.headers.get(SESSION_VERSION_HEADER);
    if (version) for (const listener of [...versionListeners]) listener(version);
    const body = await readBody(response);
    if (!response.ok) throw new ApiError(response.status, body);
    const parsed = options.schema.safeParse(body);
    if (!parsed.success)
      throw new ApiError(response.status, { success: false, message: HTTP_MESSAGES.internal });
    return parsed.data;
  }

  function onSessionVersion(listener: (version: string) => void) {
    versionListeners.add(listener);
    return () => {
      versionListeners.delete(listener);
    };
  }

  return { request, refresh, onSessionVersion };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}
