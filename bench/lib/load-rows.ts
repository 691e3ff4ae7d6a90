import type { WrkResult } from './wrk';

/** One line of the load benchmark's table: a target on one database, with or without nginx beside it. */
export interface Row {
  database: string;
  target: string;
  encoding: string;
  bytes: number;
  nginx?: WrkResult;
  product: WrkResult;
  pass: boolean;
  goal: string;
}

/** The run of median req/s (its p99 with it); problems of any run are kept. */
export function medianRun(runs: WrkResult[]): WrkResult {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const middle = sorted[Math.floor(sorted.length / 2)] as WrkResult;
  return {
    ...middle,
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

/** Answers that were not 2xx/3xx, or sockets that failed or timed out (10 s): never a pass. */
export function problems(result: WrkResult): string {
  return result.non2xx > 0 || result.errors > 0 || result.requestsPerSecond === 0
    ? ` (${result.non2xx} non-2xx, ${result.errors} socket errors or timeouts)`
    : '';
}

export const fmt = (n: number) => Math.round(n).toLocaleString('en');
export const ms = (n: number) => `${n < 10 ? n.toFixed(2) : n.toFixed(1)} ms`;
