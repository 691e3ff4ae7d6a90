import { useEffect } from 'react';
import { sessionStore } from '../../lib/session';

/**
 * On page load, a token that has expired (or is about to) is renewed quietly so a returning staff
 * member keeps their session; when that fails the stale token is dropped, here and in the other tabs.
 * The API client and the session events load only then: visitors' pages do without them.
 */
export function useSessionBootstrap(): void {
  useEffect(() => {
    if (sessionStore.getToken() === null || !sessionStore.needsRefresh()) return;
    void Promise.all([import('../../lib/api'), import('../../lib/session-events')]).then(
      async ([{ api }, { sessionEvents }]) => {
        if ((await api.refresh()) === null) sessionEvents.end('not-renewed');
      },
    );
  }, []);
}
