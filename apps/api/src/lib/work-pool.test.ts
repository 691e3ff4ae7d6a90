import { describe, expect, it } from 'vitest';
import { createWorkPool, PoolFullError } from './work-pool';

/** A task that runs until the test releases it, and says when it started. */
function gate<T>(value: T) {
  let release!: () => void;
  let started = false;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const task = async () => {
    started = true;
    await released;
    return value;
  };
  return { task, release, isStarted: () => started };
}

/** Lets every pending promise callback run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createWorkPool', () => {
  it('runs `size` tasks at once, the rest in arrival order as slots free up', async () => {
    const pool = createWorkPool({ size: 2, maxQueued: 10 });
    const gates = [0, 1, 2, 3, 4].map((index) => gate(index));
    const order: number[] = [];
    const results = gates.map((g, index) =>
      pool.run(async () => {
        order.push(index);
        return g.task();
      }),
    );
    await settle();
    expect(gates.map((g) => g.isStarted())).toEqual([true, true, false, false, false]);
    expect(pool.stats()).toEqual({ running: 2, queued: 3, peakRunning: 2, started: 2 });

    gates[1]?.release();
    await settle();
    expect(gates.map((g) => g.isStarted())).toEqual([true, true, true, false, false]);

    for (const g of gates) g.release();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(pool.stats()).toEqual({ running: 0, queued: 0, peakRunning: 2, started: 5 });
  });

  it('refuses a task beyond its queue with PoolFullError, and takes one again once there is room', async () => {
    const pool = createWorkPool({ size: 1, maxQueued: 2 });
    const gates = [gate('a'), gate('b'), gate('c')];
    const accepted = gates.map((g) => pool.run(g.task));
    await expect(pool.run(async () => 'd')).rejects.toBeInstanceOf(PoolFullError);

    gates[0]?.release();
    await settle();
    const later = pool.run(async () => 'e');
    for (const g of gates) g.release();
    expect(await Promise.all([...accepted, later])).toEqual(['a', 'b', 'c', 'e']);
  });

  it('a task that fails, before or after its first await, rejects alone and frees its slot', async () => {
    const pool = createWorkPool({ size: 1, maxQueued: 5 });
    const failsAtOnce = pool.run(() => {
      throw new Error('bad input');
    });
    const failsLater = pool.run(async () => {
      await settle();
      throw new Error('bad pixels');
    });
    const fine = pool.run(async () => 'ok');
    await expect(failsAtOnce).rejects.toThrow('bad input');
    await expect(failsLater).rejects.toThrow('bad pixels');
    expect(await fine).toBe('ok');
    expect(pool.stats()).toMatchObject({ running: 0, queued: 0 });
  });

  it('an abort drops the waiting tasks with its reason and lets the running ones finish', async () => {
    const pool = createWorkPool({ size: 1, maxQueued: 5 });
    const controller = new AbortController();
    const running = gate('running');
    const first = pool.run(running.task, controller.signal);
    let waitingRan = false;
    const waiting = pool.run(async () => {
      waitingRan = true;
    }, controller.signal);
    await settle();

    const reason = new Error('another photo failed');
    controller.abort(reason);
    await expect(waiting).rejects.toBe(reason);
    expect(pool.stats()).toMatchObject({ running: 1, queued: 0, peakRunning: 1 });
    running.release();
    expect(await first).toBe('running');
    await expect(pool.run(async () => 1, controller.signal)).rejects.toBe(reason);
    expect(waitingRan).toBe(false);
  });

  it('refuses a size below one', () => {
    expect(() => createWorkPool({ size: 0, maxQueued: 1 })).toThrow();
  });
});
