import { decide } from '@motorplaza/domain/access/policy';
import type { SessionUser } from '@motorplaza/domain/access/session-user';
import { findWebRoute, guardRedirect } from '@motorplaza/domain/access/web-routes';
import { redirect } from 'react-router';
import type { ApiClient } from '../../lib/api-client';
import type { SessionStore } from '../../lib/session';
import type { SessionEvents } from '../../lib/session-events';

export interface GuardDeps {
  readonly session: SessionStore;
  readonly api: Pick<ApiClient, 'refresh'>;
  readonly events: Pick<SessionEvents, 'end'>;
}

/**
 * Spec 000 §6: with no user or a token about to expire, try ONE refresh first; if it fails, or the
 * route's policy does not allow the user (as a renewed token says), send them to
 * /inicio?returnUrl=<requested URL>.
 * Throws the redirect; resolves with the user when the screen may open.
 */
export async function guardStaffRoute(
  request: Request,
  { session, api, events }: GuardDeps,
): Promise<SessionUser> {
  const url = new URL(request.url);
  const requested = `${url.pathname}${url.search}`;
  const policy = findWebRoute(url.pathname)?.policy;
  let renewed = false;
  if (session.needsRefresh() || session.getUser() === null) {
    if ((await api.refresh()) === null) {
      // The other tabs leave their staff screens too; this one redirects itself (spec 001 §8: no message).
      events.end('not-renewed');
      throw redirect(guardRedirect(requested));
    }
    renewed = true;
  }
  // A token's claims may predate a promotion or a new permission (decision 0044): before refusing, a
  // renewed token says what the user may do now. A failed renewal here only refuses the screen.
  if (!renewed && decide(policy, session.getUser()) !== 'allow') await api.refresh();
  const user = session.getUser();
  if (decide(policy, user) !== 'allow' || user === null) {
    throw redirect(guardRedirect(requested));
  }
  return user;
}
