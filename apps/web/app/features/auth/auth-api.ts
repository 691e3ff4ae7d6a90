import {
  type LoginRequest,
  loginResponseSchema,
  logoutResponseSchema,
} from '@motorplaza/domain/auth/auth.schema';
import { api } from '../../lib/api';
import { sessionStore } from '../../lib/session';
import { sessionEvents } from '../../lib/session-events';

/** POST /auth/login; on success the session holds the new token. Throws ApiError otherwise. */
export async function login(credentials: LoginRequest & { recordar: boolean }): Promise<void> {
  const { jwt } = await api.request('/auth/login', {
    schema: loginResponseSchema,
    method: 'POST',
    body: credentials,
  });
  sessionStore.setToken(jwt);
  sessionEvents.started();
}

/**
 * POST /auth/logout, then forgets the session even when the server could not be reached, in this tab
 * and in the other tabs of the browser (decision 0004).
 */
export async function logout(): Promise<void> {
  try {
    await api.request('/auth/logout', { schema: logoutResponseSchema, method: 'POST' });
  } catch (error) {
    console.warn('Logout request failed; clearing the local session anyway', error);
  } finally {
    sessionEvents.end('signed-out');
  }
}
