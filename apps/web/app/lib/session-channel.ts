/** What one tab tells the others about the session cookies they all share (decision 0004). */
export type SessionSignal = 'signed-in' | 'signed-out';

export interface SessionChannel {
  post(signal: SessionSignal): void;
  /** Signals posted by the other tabs of this browser, never by this one. */
  subscribe(listener: (signal: SessionSignal) => void): () => void;
}

/** The parts of `window` the channel uses; tests pass their own. */
export interface ChannelScope {
  readonly BroadcastChannel?: typeof BroadcastChannel;
  readonly localStorage?: Storage;
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
}

const NAME = 'motorplaza-session';

function isSignal(value: unknown): value is SessionSignal {
  return value === 'signed-in' || value === 'signed-out';
}

/**
 * A BroadcastChannel where the browser has one; otherwise the `storage` event of a localStorage key
 * (it fires in every other tab on each write, so each write carries a fresh value).
 */
export function createSessionChannel(scope: ChannelScope): SessionChannel {
  const Broadcast = scope.BroadcastChannel;
  if (Broadcast) {
    let channel: BroadcastChannel | null = null;
    const open = () => {
      channel ??= new Broadcast(NAME);
      return channel;
    };
    return {
      post: (signal) => open().postMessage(signal),
      subscribe(listener) {
        const onMessage = (event: MessageEvent) => {
          if (isSignal(event.data)) listener(event.data);
        };
        open().addEventListener('message', onMessage);
        return () => open().removeEventListener('message', onMessage);
      },
    };
  }
  return {
    post(signal) {
      try {
        scope.localStorage?.setItem(NAME, `${signal} ${Date.now()} ${Math.random()}`);
      } catch {
        // Storage disabled or full: the other tabs learn it on their next request instead.
      }
    },
    subscribe(listener) {
      const onStorage = (event: StorageEvent) => {
        const signal = event.key === NAME ? event.newValue?.split(' ')[0] : undefined;
        if (isSignal(signal)) listener(signal);
      };
      scope.addEventListener('storage', onStorage);
      return () => scope.removeEventListener('storage', onStorage);
    },
  };
}
