import { notifications } from '@mantine/notifications';
import { createApiClient } from './api-client';
import { sessionStore } from './session';
import { sessionEvents } from './session-events';

/** One id, so the requests that fail together show the message once (spec 000 §8). */
const SESSION_EXPIRED_NOTIFICATION = 'session-expired';

/** The browser's API client, bound to the browser session. */
export const api = createApiClient({
  session: sessionStore,
  fetch: (input, init) => fetch(input, init),
  locks: globalThis.navigator?.locks,
  onSessionExpired: (message) => {
    notifications.show({
      id: SESSION_EXPIRED_NOTIFICATION,
      color: 'red',
      title: 'Sesión finalizada',
      message,
    });
    sessionEvents.end('expired');
  },
});
