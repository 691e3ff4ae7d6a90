import { describe, expect, it, vi } from 'vitest';
import { fakeToken, memoryCookies } from '../../test/tokens';
import { createSessionStore } from './session';
import type { SessionChannel, SessionSignal } from './session-channel';
import { createSessionEvents, type SessionEndCause } from './session-events';

/** Tabs of one browser: one cookie jar, and a channel that reaches every tab but the sender. */
function browser(initialCookies: Record<string, string>) {
  const jar = memoryCookies(initialCookies);
  const tabs: { hear: (signal: SessionSignal) => void }[] = [];
  function openTab() {
    const session = createSessionStore(jar);
    const listeners = new Set<(signal: SessionSignal) => void>();
    const self = {
      hear(signal: SessionSignal) {
        for (const listener of listeners) listener(signal);
      },
    };
    tabs.push(self);
    const channel: SessionChannel = {
      post(signal) {
        for (const tab of tabs) if (tab !== self) tab.hear(signal);
      },
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const events = createSessionEvents(session, channel);
    const ends: SessionEndCause[] = [];
    events.onEnd((cause) => ends.push(cause));
    return { session, events, ends };
  }
  /** A signal as it reaches the tabs, from a tab not opened here. */
  const arrive = (signal: SessionSignal) => {
    for (const tab of tabs) tab.hear(signal);
  };
  return { jar, openTab, arrive };
}

const signedIn = () => ({ jwt: fakeToken({ nombre: 'Ana Torres' }), session_hint: '1' });

describe('session events across tabs', () => {
  it('a sign-out in one tab ends the session in the others at once', () => {
    const { jar, openTab } = browser(signedIn());
    const a = openTab();
    const b = openTab();
    expect(b.session.getUser()).not.toBeNull();
    const headerOfB = vi.fn();
    b.session.subscribe(headerOfB);

    // The API's logout answer clears the cookies of the whole browser; then tab A says so.
    jar.values.clear();
    a.events.end('signed-out');

    expect(a.ends).toEqual(['signed-out']);
    expect(b.ends).toEqual(['other-tab']);
    expect(b.session.getUser()).toBeNull();
    expect(headerOfB).toHaveBeenCalledTimes(1);
  });

  it('forgets the session and its hint in the tab that ends it, even when the server could not', () => {
    const { jar, openTab } = browser(signedIn());
    const a = openTab();
    const b = openTab();
    expect(b.session.getUser()).not.toBeNull();
    a.events.end('expired');

    expect(jar.values.size).toBe(0);
    expect(a.session.getUser()).toBeNull();
    expect(a.session.canRefresh()).toBe(false);
    expect(b.ends).toEqual(['other-tab']);
  });

  it('tells a tab that had already seen the cookie go, since its screens are still up', () => {
    const { jar, openTab, arrive } = browser(signedIn());
    const b = openTab();
    expect(b.session.getUser()).not.toBeNull();
    jar.values.clear();
    expect(b.session.getToken()).toBeNull();
    arrive('signed-out');
    expect(b.ends).toEqual(['other-tab']);
  });

  it('leaves a tab alone when the cookies hold a new session by the time the signal arrives', () => {
    const { jar, openTab, arrive } = browser(signedIn());
    const b = openTab();
    expect(b.session.getUser()).toMatchObject({ nombre: 'Ana Torres' });
    jar.values.set('jwt', fakeToken({ nombre: 'Luis Rojas' }));
    arrive('signed-out');

    expect(b.ends).toEqual([]);
    expect(b.session.getUser()).toMatchObject({ nombre: 'Luis Rojas' });
  });

  it('a sign-in in one tab shows the user in the others', () => {
    const { jar, openTab } = browser({});
    const a = openTab();
    const b = openTab();
    expect(b.session.getUser()).toBeNull();
    jar.values.set('jwt', fakeToken({ nombre: 'Rosa Quispe' }));
    a.events.started();
    expect(b.session.getUser()).toMatchObject({ nombre: 'Rosa Quispe' });
    expect(b.ends).toEqual([]);
  });

  it('stops following the other tabs when nobody listens', () => {
    const jar = memoryCookies(signedIn());
    const session = createSessionStore(jar);
    const stop = vi.fn();
    const channel: SessionChannel = { post: vi.fn(), subscribe: vi.fn(() => stop) };
    const events = createSessionEvents(session, channel);
    const first = events.onEnd(() => {});
    const second = events.onEnd(() => {});
    expect(channel.subscribe).toHaveBeenCalledTimes(1);
    first();
    expect(stop).not.toHaveBeenCalled();
    second();
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
