/**
 * `startPeriodicSweep(run, intervalMs)`: runs `run` every `intervalMs` milliseconds inside the
 * API process, never two runs at once (a tick while one is running is skipped). `run` handles
 * and logs its own errors. The timer does not keep Node alive.
 */

/** A running sweep. */
export interface PeriodicSweep {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export function startPeriodicSweep(run: () => Promise<void>, intervalMs: number): PeriodicSweep {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= run().finally(() => {
      running = undefined;
    });
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
