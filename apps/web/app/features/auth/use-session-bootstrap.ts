import { useEffect } from 'react';
import { api } from '../../lib/api';
import { sessionStore } from '../../lib/session';

/**
 * On page load, a token that has expired (or is about to) is renewed quietly so a returning staff
 * member keeps their session; when that fails the stale token is dropped and they are a visitor.
 */
export function useSessionBootstrap(): void {
  useEffect(() => {
    if (sessionStore.getToken() === null || !sessionStore.needsRefresh()) return;
    void api.refresh().then((token) => {
      if (token === null) sessionStore.clear();
    });
  }, []);
}
