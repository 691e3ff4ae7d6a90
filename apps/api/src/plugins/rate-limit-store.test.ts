import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rateLimit } from '../db/schema/index';
import { databaseRateLimitStore } from './rate-limit-store';

// Issue 23, "Beyond one instance": with DATABASE_URL the limiter's counts live in PostgreSQL, not in
// one process's memory. The store itself is exercised on both databases (PGlite here, or
// TEST_DATABASE_URL's PostgreSQL); the app uses it on PostgreSQL only.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Store = InstanceType<ReturnType<typeof databaseRateLimitStore>>;

const incr = (store: Store, key: string, windowMs: number) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, count) => (error || !count ? reject(error) : resolve(count)), windowMs),
  );
const read = (store: Store, key: string) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.read(key, (error, count) => (error || !count ? reject(error) : resolve(count))),
  );
const route = (url: string) => ({ routeInfo: { method: 'POST', url } });

describe('the database rate-limit store', () => {
  it('counts hits in a window, reports the time left, and starts a new window when it ends', async () => {
    const Store = databaseRateLimitStore(t.database.db);
    const store = new Store().child(route('/api/v1/prueba-ventana'));
    const first = await incr(store, '198.51.100.1', 400);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(0);
    expect(first.ttl).toBeLessThanOrEqual(400);
    expect((await incr(store, '198.51.100.1', 400)).current).toBe(2);
    expect((await read(store, '198.51.100.1')).current).toBe(2);
    expect((await incr(store, '198.51.100.2', 400)).current).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(await read(store, '198.51.100.1')).toEqual({ current: 0, ttl: 0 });
    expect((await incr(store, '198.51.100.1', 400)).current).toBe(1);
  });

  it('keeps each route’s count apart, and two stores on one database share every count', async () => {
    const a = new (databaseRateLimitStore(t.database.db))();
    const b = new (databaseRateLimitStore(t.database.db))();
    const key = '198.51.100.3';
    expect((await incr(a.child(route('/api/v1/uno')), key, 60_000)).current).toBe(1);
    expect((await incr(a.child(route('/api/v1/dos')), key, 60_000)).current).toBe(1);
    // What a second instance's store sees for the same route and address.
    expect((await incr(b.child(route('/api/v1/uno')), key, 60_000)).current).toBe(2);
  });

  it('counts simultaneous hits exactly once each', async () => {
    const store = new (databaseRateLimitStore(t.database.db))().child(route('/api/v1/simultaneos'));
    const counts = await Promise.all(Array.from({ length: 25 }, () => incr(store, '198.51.100.4', 60_000)));
    expect(counts.map((count) => count.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 25 }, (_, index) => index + 1),
    );
  });

  it('sweeps finished windows away as it counts', async () => {
    await t.database.db.insert(rateLimit).values({
      clave: 'POST /api/v1/viejo|198.51.100.5',
      hits: 3,
      expiresAt: new Date(Date.now() - 60_000),
    });
    const store = new (databaseRateLimitStore(t.database.db))().child(route('/api/v1/barrido'));
    await incr(store, '198.51.100.5', 60_000);
    let left = 1;
    for (let attempt = 0; attempt < 50 && left > 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const rows = await t.database.db
        .select()
        .from(rateLimit)
        .where(sql`${rateLimit.clave} = 'POST /api/v1/viejo|198.51.100.5'`);
      left = rows.length;
    }
    expect(left).toBe(0);
  });
});

describe('the public forms’ limits through the app', () => {
  it('are counted in the rate_limit table on PostgreSQL, in the process on PGlite', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const response = await t.server.inject({
        method: 'POST',
        url: '/api/v1/bajas-publicidad',
        payload: { correo: `tabla${i}@correo.pe` },
        remoteAddress: '198.51.100.6',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const rows = await t.database.db
      .select()
      .from(rateLimit)
      .where(sql`${rateLimit.clave} like '%|198.51.100.6'`);
    if (t.database.kind === 'pglite') {
      expect(rows).toEqual([]);
      return;
    }
    expect(rows).toHaveLength(1);
    expect(rows[0]?.clave).toBe('POST /api/v1/bajas-publicidad|198.51.100.6');
    expect(rows[0]?.hits).toBe(6);
  });
});
