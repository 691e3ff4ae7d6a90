import { useEffect } from 'react';

/**
 * While someone is signed in, this tab follows the session of the other tabs (a sign-out there turns
 * this header into the visitor's at once) and the server's (a new role or permission shows within
 * seconds, decision 0044). Both load only then: a visitor's first load does without them
 * (bench/README.md, initial JavaScript).
 */
export function useSessionFollow(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    const stops: (() => void)[] = [];
    let cancelled = false;
    void Promise.all([import('../../lib/session-events'), import('./browser-session-sync')]).then(
      ([{ sessionEvents }, { startBrowserSessionSync }]) => {
        if (cancelled) return;
        stops.push(
          sessionEvents.onEnd(() => {}),
          startBrowserSessionSync(),
        );
      },
    );
    return () => {
      cancelled = true;
      for (const stop of stops) stop();
    };
  }, [signedIn]);
}
