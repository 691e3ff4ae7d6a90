import { useEffect } from 'react';
import { sessionStore } from '../../lib/session';
import { sessionEvents } from '../../lib/session-events';

/**
 * On page load, a token that has expired (or is about to) is renewed quietly so a returning staff
 * member keeps their session; when that fails the stale token is dropped, here and in the other tabs.
 * The API client loads only then: visitors' pages do without it.
 */
export function useSessionBootstrap(): void {
  useEffect(() => {
    if (sessionStore.getToken() === null || !sessionStore.needsRefresh()) return;
    void import('../../lib/api')
      .then(({ api }) => api.refresh())
      .then((token) => {
        if (token === null) sessionEvents.end('not-renewed');
      });
  }, []);
}
