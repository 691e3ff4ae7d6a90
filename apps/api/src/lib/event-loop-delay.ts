import { monitorEventLoopDelay } from 'node:perf_hooks';

const NS_PER_MS = 1e6;

/**
 * Writes one JSON line to stderr every `intervalMs`: the event loop's delay over that interval
 * (p50, p99, max in ms). The load benchmarks read it from the server process (EVENT_LOOP_REPORT_MS);
 * nothing is exposed over HTTP.
 */
export function reportEventLoopDelay(
  intervalMs: number,
  write: (line: string) => void = (line) => process.stderr.write(line),
): () => void {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const timer = setInterval(() => {
    const ms = (ns: number) => Math.round((ns / NS_PER_MS) * 10) / 10;
    write(
      `${JSON.stringify({
        eventLoopDelay: {
          p50: ms(histogram.percentile(50)),
          p99: ms(histogram.percentile(99)),
          max: ms(histogram.max),
          samples: histogram.count,
        },
      })}\n`,
    );
    histogram.reset();
  }, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    histogram.disable();
  };
}
