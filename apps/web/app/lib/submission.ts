import { useState } from 'react';

/** A fresh key for one fill of a form (docs/decisions/0044-idempotent-forms-and-live-permissions.md). */
export function newFillKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Pages served over plain HTTP on a local network have no randomUUID: a version 4 UUID by hand.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface Submission {
  /** True while a send of this form runs: a second click or Enter then sends nothing. */
  running(): boolean;
  /**
   * Runs one send with this fill's key. The key stays the same until a send succeeds, so a repeat the
   * browser or the visitor makes is answered by the server with the first answer, never a second record.
   */
  run<T>(send: (key: string) => Promise<T>): Promise<T>;
}

export function createSubmission(draw: () => string = newFillKey): Submission {
  let key: string | null = null;
  let running = false;
  return {
    running: () => running,
    async run(send) {
      running = true;
      key ??= draw();
      try {
        const answer = await send(key);
        key = null;
        return answer;
      } finally {
        running = false;
      }
    },
  };
}

/** One form's submission, kept for as long as the form is open. */
export function useSubmission(): Submission {
  const [submission] = useState(() => createSubmission());
  return submission;
}
