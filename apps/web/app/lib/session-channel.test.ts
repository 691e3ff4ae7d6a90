import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ChannelScope, createSessionChannel, type SessionSignal } from './session-channel';

/** Two tabs of one browser: each gets its own window-like scope over a shared localStorage. */
function storageTabs() {
  const storage = window.localStorage;
  const tab = (): ChannelScope & { fire(event: StorageEvent): void } => {
    const target = new EventTarget();
    return {
      localStorage: storage,
      addEventListener: (type, listener) => target.addEventListener(type, listener as EventListener),
      removeEventListener: (type, listener) => target.removeEventListener(type, listener as EventListener),
      fire: (event) => target.dispatchEvent(event),
    };
  };
  return { a: tab(), b: tab() };
}

/** What the browser does after a write: a `storage` event in every OTHER tab. */
function deliver(to: { fire(event: StorageEvent): void }) {
  const key = window.localStorage.key(0);
  to.fire(new StorageEvent('storage', { key, newValue: key ? window.localStorage.getItem(key) : null }));
}

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
  window.localStorage.clear();
});

describe('session channel over BroadcastChannel', () => {
  it('delivers a signal to the other tabs and not back to the tab that posted it', async () => {
    const a = createSessionChannel({ ...storageTabs().a, BroadcastChannel });
    const b = createSessionChannel({ ...storageTabs().b, BroadcastChannel });
    const heardByA = vi.fn();
    const heardByB = vi.fn();
    closers.push(a.subscribe(heardByA), b.subscribe(heardByB));

    a.post('signed-out');

    await vi.waitFor(() => expect(heardByB).toHaveBeenCalledWith('signed-out'));
    expect(heardByA).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribing', async () => {
    const a = createSessionChannel({ ...storageTabs().a, BroadcastChannel });
    const b = createSessionChannel({ ...storageTabs().b, BroadcastChannel });
    const heard = vi.fn();
    const stop = b.subscribe(heard);
    const witness = vi.fn();
    closers.push(b.subscribe(witness));
    stop();

    a.post('signed-in');

    await vi.waitFor(() => expect(witness).toHaveBeenCalledWith('signed-in'));
    expect(heard).not.toHaveBeenCalled();
  });
});

describe('session channel over the storage event (no BroadcastChannel)', () => {
  it('delivers every signal, even the same one twice in a row', () => {
    const tabs = storageTabs();
    const a = createSessionChannel(tabs.a);
    const b = createSessionChannel(tabs.b);
    const heard: SessionSignal[] = [];
    closers.push(b.subscribe((signal) => heard.push(signal)));

    a.post('signed-out');
    deliver(tabs.b);
    const first = window.localStorage.getItem(window.localStorage.key(0) ?? '');
    a.post('signed-out');
    deliver(tabs.b);

    expect(heard).toEqual(['signed-out', 'signed-out']);
    expect(window.localStorage.getItem(window.localStorage.key(0) ?? '')).not.toBe(first);
  });

  it('ignores other keys and unknown values', () => {
    const tabs = storageTabs();
    const b = createSessionChannel(tabs.b);
    const heard = vi.fn();
    closers.push(b.subscribe(heard));

    tabs.b.fire(new StorageEvent('storage', { key: 'otra-clave', newValue: 'signed-out 1 2' }));
    tabs.b.fire(new StorageEvent('storage', { key: 'motorplaza-session', newValue: 'borrado 1 2' }));
    tabs.b.fire(new StorageEvent('storage', { key: null, newValue: null }));

    expect(heard).not.toHaveBeenCalled();
  });
});
