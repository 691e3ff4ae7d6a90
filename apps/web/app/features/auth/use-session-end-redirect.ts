import { canOpen, guardRedirect } from '@motorplaza/domain/access/web-routes';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { type SessionEndCause, sessionEvents } from '../../lib/session-events';

/** The ends of a session that leave this tab on a screen nobody moves it away from. */
const LEAVE_ON: ReadonlySet<SessionEndCause> = new Set(['expired', 'other-tab']);

/**
 * When the session ends while a staff screen is shown (a failed renewal here, or a sign-out or failed
 * renewal in another tab), the tab leaves it as its guard would: for /inicio?returnUrl=<that screen>
 * (spec 000 §2, §4). Public pages stay; their header turns into the visitor's.
 */
export function useSessionEndRedirect(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      sessionEvents.onEnd((cause) => {
        const { pathname, search } = window.location;
        if (!LEAVE_ON.has(cause) || canOpen(pathname, null)) return;
        // Replace: going back would only meet the guard again.
        void navigate(guardRedirect(`${pathname}${search}`), { replace: true });
      }),
    [navigate],
  );
}
