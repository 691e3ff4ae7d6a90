/**
 * Runs `round` every `everyMs` in the background, never two at once (a round still running when the
 * next tick comes is left to finish), until `stop()`, which waits for the round in progress. The round
 * handles its own errors.
 */
export function startPeriodic(everyMs: number, round: () => Promise<void>) {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= round().finally(() => {
      running = undefined;
    });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
