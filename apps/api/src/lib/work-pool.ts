/** Thrown by `run` when the queue already holds `maxQueued` tasks: the caller should answer 503. */
export class PoolFullError extends Error {
  constructor() {
    super('work pool queue is full');
    this.name = 'PoolFullError';
  }
}

export interface WorkPoolOptions {
  /** Tasks running at once (for CPU-bound work: the number of cores). */
  size: number;
  /** Tasks allowed to wait for a slot; one more is refused with PoolFullError. */
  maxQueued: number;
}

export interface WorkPool {
  /**
   * Runs the task when a slot is free, first come first served. A task still waiting when `signal`
   * aborts is dropped (its promise rejects with the signal's reason); a started task runs to its end.
   */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Running and waiting tasks now, the most that ever ran at once and how many ever started (for tests and benches). */
  stats(): { running: number; queued: number; peakRunning: number; started: number };
}

interface Waiting {
  start: () => void;
  cancel: (reason: unknown) => void;
}

/**
 * A bounded pool for asynchronous work that is heavy elsewhere (sharp runs on libuv's threads, not
 * on the event loop): at most `size` tasks at once, at most `maxQueued` waiting (docs/decisions/0032).
 */
export function createWorkPool({ size, maxQueued }: WorkPoolOptions): WorkPool {
  if (!Number.isInteger(size) || size < 1) throw new Error(`work pool size must be ≥ 1, got ${size}`);
  const queue: Waiting[] = [];
  let running = 0;
  let peakRunning = 0;
  let started = 0;

  function next() {
    if (running >= size) return;
    queue.shift()?.start();
  }

  return {
    run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      if (signal?.aborted) return Promise.reject(signal.reason);
      if (running >= size && queue.length >= maxQueued) return Promise.reject(new PoolFullError());
      return new Promise<T>((resolve, reject) => {
        const onAbort = () => {
          const index = queue.indexOf(waiting);
          if (index >= 0) queue.splice(index, 1);
          waiting.cancel(signal?.reason);
        };
        const waiting: Waiting = {
          start() {
            signal?.removeEventListener('abort', onAbort);
            running += 1;
            started += 1;
            peakRunning = Math.max(peakRunning, running);
            // A task that throws before its first await rejects like one that fails later.
            Promise.resolve()
              .then(task)
              .then(resolve, reject)
              .finally(() => {
                running -= 1;
                next();
              });
          },
          cancel: reject,
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(waiting);
        next();
      });
    },
    stats: () => ({ running, queued: queue.length, peakRunning, started }),
  };
}
