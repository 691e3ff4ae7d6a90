import { type SessionStore, sessionStore } from './session';
import { createSessionChannel, type SessionChannel, type SessionSignal } from './session-channel';

/** Why this browser's session ended, as one tab sees it. */
export type SessionEndCause =
  /** This tab's 'Cerrar Sesión'; it goes to /inicio itself. */
  | 'signed-out'
  /** A guard or the page load could not renew it; they redirect (or stay public) themselves. */
  | 'not-renewed'
  /** A request of this tab could not renew it (spec 000 §8 'Error al renovar el token'). */
  | 'expired'
  /** Another tab of this browser ended it. */
  | 'other-tab';

export interface SessionEvents {
  /** This tab signed in: the other tabs re-read the shared cookies. */
  started(): void;
  /** This tab's session ended: forget it here, tell this tab's listeners and every other tab. */
  end(cause: Exclude<SessionEndCause, 'other-tab'>): void;
  /** Listens to the end of the session, here or in another tab; listening also follows the other tabs. */
  onEnd(listener: (cause: SessionEndCause) => void): () => void;
}

/**
 * Every tab of a browser shares the session cookies, so a session that ends in one tab has ended in
 * all of them: the others hear it at once instead of on their next failing request (decision 0004).
 */
export function createSessionEvents(session: SessionStore, channel: SessionChannel): SessionEvents {
  const listeners = new Set<(cause: SessionEndCause) => void>();
  let stopListening: (() => void) | null = null;

  function emit(cause: SessionEndCause) {
    for (const listener of [...listeners]) listener(cause);
  }

  function onSignal(signal: SessionSignal) {
    // Reading the token re-reads the cookies the other tab changed, and re-announces the user. The
    // end is told even when this tab had already seen the cookie go: its screens are still up.
    session.getToken();
    if (signal === 'signed-out' && session.getUser() === null) emit('other-tab');
  }

  return {
    started: () => channel.post('signed-in'),
    end(cause) {
      session.clear();
      channel.post('signed-out');
      emit(cause);
    },
    onEnd(listener) {
      listeners.add(listener);
      stopListening ??= channel.subscribe(onSignal);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stopListening?.();
        stopListening = null;
      };
    },
  };
}

/** The browser's session events; the channel opens on first use, so the server never touches it. */
export const sessionEvents = createSessionEvents(sessionStore, {
  post: (signal) => browserChannel().post(signal),
  subscribe: (listener) => browserChannel().subscribe(listener),
});

let channel: SessionChannel | undefined;
function browserChannel(): SessionChannel {
  channel ??= createSessionChannel(window);
  return channel;
}
