import { sessionVersion } from '@motorplaza/domain/access/session-version';
import type { ApiClient } from './api-client';
import type { SessionStore } from './session';

/** The parts of the browser the sync listens to; tests pass their own. */
export interface SyncScope {
  readonly document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  addEventListener(type: 'focus', listener: () => void): void;
  removeEventListener(type: 'focus', listener: () => void): void;
  setInterval(handler: () => void, ms: number): number;
  clearInterval(id: number): void;
}

export interface SessionSyncDeps {
  readonly session: Pick<SessionStore, 'getUser' | 'getToken' | 'needsRefresh'>;
  readonly api: Pick<ApiClient, 'refresh' | 'onSessionVersion'>;
  /** Asks the API for the session as it is now (GET /auth/sesion); its answer's header does the rest. */
  readonly check: () => Promise<unknown>;
  readonly scope: SyncScope;
  /** How often a visible tab asks. */
  readonly intervalMs: number;
}

/**
 * Keeps this tab's session the one the server has (docs/decisions/0044): every API answer says the
 * session's version; when it is not the version of this tab's token, the token is renewed, and the
 * renewed claims re-render menus, buttons and guards. A visible tab also asks every few seconds and
 * when it gets the focus back, so a change made by an administrator shows without any click here.
 * Answers the function that stops it.
 */
export function startSessionSync({ session, api, check, scope, intervalMs }: SessionSyncDeps): () => void {
  let renewingFor: string | null = null;

  function heard(version: string) {
    // Another tab may have renewed already: reading the token adopts the shared cookie first.
    session.getToken();
    const user = session.getUser();
    if (!user || sessionVersion(user) === version || renewingFor === version) return;
    renewingFor = version;
    // The renewal ends the session itself when it fails on a request; here it only tries once per version.
    void api.refresh();
  }

  function ask() {
    // Without a live token the check would itself renew or end the session: that stays with the
    // requests the user makes (decision 0004), and an idle tab does not keep its session alive.
    if (scope.document.visibilityState !== 'visible' || session.needsRefresh()) return;
    // A failed check (offline, a 401 the client turns into the end of the session) has its own path.
    check().catch(() => {});
  }

  const stopHearing = api.onSessionVersion(heard);
  const timer = scope.setInterval(ask, intervalMs);
  scope.addEventListener('focus', ask);
  scope.document.addEventListener('visibilitychange', ask);
  return () => {
    stopHearing();
    scope.clearInterval(timer);
    scope.removeEventListener('focus', ask);
    scope.document.removeEventListener('visibilitychange', ask);
  };
}
