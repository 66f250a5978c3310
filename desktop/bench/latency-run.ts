/**
 * Sequential latency runs of the kiosk bench: one clerk's requests one after another (a gate
 * has one scanner), each timed with `performance.now()`, reported as p50/p99 like the API's
 * bench (its `percentile`), after a short warm-up. A run stops early once it has used its time
 * budget (the warm-up at most 5 s), so a slow answer shows in the figures instead of stalling the bench; between calls
 * it yields to the event loop (outside the timed part), so timers and child processes are
 * served even when every call completes synchronously.
 */
import { percentile } from '../../api/bench/load-run';

/** What one sequential run measured (milliseconds). */
export interface LatencyResult {
  name: string;
  /** Calls timed (fewer than asked when the budget ran out). */
  count: number;
  p50_ms: number;
  p99_ms: number;
  max_ms: number;
  per_second: number;
}

const yieldToEventLoop = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Runs `once(i)` for i = 0 … `count - 1` one at a time after `warmUp` untimed calls (indexes
 * from `count` on), stopping when `budgetSeconds` of timed calls have passed.
 * @throws whatever `once` throws (a wrong answer stops the bench).
 */
export async function timeSequential(
  name: string,
  count: number,
  once: (index: number) => unknown,
  options: { warmUp?: number; budgetSeconds?: number } = {},
): Promise<LatencyResult> {
  const { warmUp = 200, budgetSeconds = 30 } = options;
  const warmUpDeadline = performance.now() + Math.min(5, budgetSeconds) * 1000;
  for (let index = 0; index < warmUp && performance.now() < warmUpDeadline; index++) {
    await once(count + index);
    await yieldToEventLoop();
  }
  const latencies: number[] = [];
  let timed = 0;
  for (let index = 0; index < count && timed < budgetSeconds * 1000; index++) {
    const sent = performance.now();
    await once(index);
    const latency = performance.now() - sent;
    latencies.push(latency);
    timed += latency;
    await yieldToEventLoop();
  }
  latencies.sort((a, b) => a - b);
  return {
    name,
    count: latencies.length,
    p50_ms: percentile(latencies, 0.5),
    p99_ms: percentile(latencies, 0.99),
    max_ms: latencies.at(-1) ?? Number.NaN,
    per_second: latencies.length / (timed / 1000),
  };
}
