import { useEffect } from 'react';

/**
 * While someone is signed in, this tab follows the session of the other tabs (a sign-out there turns
 * this header into the visitor's at once). The session events load only then: a visitor's first load
 * does without them (bench/README.md, initial JavaScript).
 */
export function useSessionFollow(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('../../lib/session-events').then(({ sessionEvents }) => {
      if (!cancelled) stop = sessionEvents.onEnd(() => {});
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [signedIn]);
}
