/**
 * A counter of work in progress that refuses rather than queues: `tryEnter` gives a release function
 * while fewer than `max` holders are inside, null otherwise. Per process, on purpose: it bounds this
 * process's memory and CPU, not a visitor's share (those limits live in the database).
 */
export interface AdmissionGate {
  tryEnter(): (() => void) | null;
  /** Holders inside now, and how many were ever refused (for tests). */
  stats(): { inside: number; refused: number };
}

export function createAdmissionGate(max: number): AdmissionGate {
  if (!Number.isInteger(max) || max < 1) throw new Error(`admission gate max must be ≥ 1, got ${max}`);
  let inside = 0;
  let refused = 0;
  return {
    tryEnter() {
      if (inside >= max) {
        refused += 1;
        return null;
      }
      inside += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inside -= 1;
      };
    },
    stats: () => ({ inside, refused }),
  };
}
