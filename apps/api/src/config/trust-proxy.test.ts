import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';
import { fastifyTrustProxy, parseTrustProxy, TRUST_PROXY_TRUE_REFUSED } from './trust-proxy';

// Issue 23, Medium 2: TRUST_PROXY=true trusted the left-most, client-written X-Forwarded-For.

describe('parseTrustProxy', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    [' 2 ', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.1, 10.0.0.0/8 ,127.0.0.1', ['10.0.0.1', '10.0.0.0/8', '127.0.0.1']],
    ['loopback,fd00::/8,::1', ['loopback', 'fd00::/8', '::1']],
  ])('reads %j as %j', (raw, value) => {
    expect(parseTrustProxy(raw)).toEqual({ value });
  });

  it.each(['11', '10.0.0.0/33', '::1/129', 'nginx', '10.0.0.1/8/1', '10.0.0', ',', '1.5'])(
    'refuses %j',
    (raw) => {
      expect(parseTrustProxy(raw)).toHaveProperty('error');
    },
  );

  it('refuses "true" at start-up, suggesting a hop count or the proxies’ addresses', () => {
    expect(parseTrustProxy('true')).toEqual({ error: TRUST_PROXY_TRUE_REFUSED });
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=1/);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('gives Fastify a function that trusts exactly the hop count nearest the server', () => {
    const trust = fastifyTrustProxy(2);
    expect(typeof trust).toBe('function');
    if (typeof trust !== 'function') return;
    expect([0, 1, 2, 3].map((hop) => trust('203.0.113.7', hop))).toEqual([true, true, false, false]);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
    expect(fastifyTrustProxy(false)).toBe(false);
  });
});
