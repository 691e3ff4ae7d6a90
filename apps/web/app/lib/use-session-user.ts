import type { SessionUser } from '@motorplaza/domain/access/session-user';
import { useSyncExternalStore } from 'react';
import { useRootData } from './root-data';
import { sessionStore } from './session';

/**
 * The signed-in user, or null for visitors. The server render (and hydration) uses the user the
 * server verified from the cookie; the browser then follows its session store.
 */
export function useSessionUser(): SessionUser | null {
  const { user: serverUser } = useRootData();
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getUser, () => serverUser);
}
