import { notifications } from '@mantine/notifications';
import { createApiClient } from './api-client';
import { sessionStore } from './session';

/** The browser's API client, bound to the browser session. */
export const api = createApiClient({
  session: sessionStore,
  fetch: (input, init) => fetch(input, init),
  onSessionExpired: (message) => notifications.show({ color: 'red', title: 'Sesión finalizada', message }),
});
