import { sessionStateResponseSchema } from '@motorplaza/domain/auth/auth.schema';
import { api } from '../../lib/api';
import { sessionStore } from '../../lib/session';
import { startSessionSync } from '../../lib/session-sync';

/** A visible tab asks for its session this often (decision 0044): a change shows within seconds. */
const SESSION_CHECK_MS = 4_000;

/** This tab follows the server's idea of its session until the returned function stops it. */
export function startBrowserSessionSync(): () => void {
  return startSessionSync({
    session: sessionStore,
    api,
    check: () => api.request('/auth/sesion', { schema: sessionStateResponseSchema }),
    scope: window,
    intervalMs: SESSION_CHECK_MS,
  });
}
