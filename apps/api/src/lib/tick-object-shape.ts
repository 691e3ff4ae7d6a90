import { createHook } from 'node:async_hooks';

/** The tick object kept alive (decision 0039); nothing reads it. */
let kept: object | undefined;

/**
 * Keeps one of `process.nextTick`'s tick objects alive for the life of the process, so that the
 * hidden classes (V8 maps) of every tick object stay alive too (decision 0039).
 *
 * Node builds each tick as an object literal that starts with two symbol-computed keys. V8 defines
 * those keys through transitions it holds weakly, and the literal's inline cache has no polymorphic
 * state: it is monomorphic or megamorphic. A tick object lives for one turn of the event loop, so a
 * full garbage collection that finds none alive may free those maps. The next tick then builds new
 * ones, the cache sees a second map and goes megamorphic for good, and from then on every tick object
 * (several per HTTP request, in Node's stream and socket internals) is built by V8's runtime. That
 * cost about 15 % of the throughput on the bytes answered from memory, in the starts where it struck.
 *
 * Call it first thing in the process. Returns whether a tick object was caught.
 */
export function keepTickObjectShape(): boolean {
  if (kept) return true;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject') kept ??= resource;
    },
  });
  hook.enable();
  // The init hook runs synchronously inside nextTick; the callback itself does nothing.
  process.nextTick(() => {});
  hook.disable();
  return kept !== undefined;
}
