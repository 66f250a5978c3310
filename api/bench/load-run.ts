/**
 * One measured run: an autocannon HTTP load against the API, or the raw baseline (the same
 * availability statement sent straight to Postgres with postgres.js at the same concurrency).
 * Both report requests per second and p50/p99 latency in milliseconds.
 */
import autocannon from 'autocannon';
import postgres from 'postgres';

/** What a run measured. */
export interface RunResult {
  name: string;
  connections: number;
  seconds: number;
  /** Requests answered per second (all statuses). */
  requests_per_second: number;
  /** Answers per second with the status that counts as success (2xx, or 201 for bookings). */
  successes_per_second: number;
  p50_ms: number;
  p99_ms: number;
  /** Answers by HTTP status ('query' for the raw baseline), plus `errors` and `timeouts`. */
  statuses: Record<string, number>;
}

/** An autocannon request template (method, path, headers, body, or a function drawing them). */
export type LoadRequest = {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: { path?: string; body?: string }) => { path?: string; body?: string };
};

/** Loads `origin` with `request` for `seconds` over `connections` keep-alive connections. */
export async function runHttpLoad(options: {
  name: string;
  origin: string;
  request: LoadRequest;
  connections: number;
  seconds: number;
  successStatus?: string;
}): Promise<RunResult> {
  const result = await autocannon({
    url: options.origin,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    requests: [options.request],
  });
  const statuses: Record<string, number> = {};
  for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[status] = count;
  }
  statuses.errors = result.errors;
  statuses.timeouts = result.timeouts;
  const answered = Object.entries(statuses)
    .filter(([status]) => /^\d+$/.test(status))
    .reduce((sum, [, count]) => sum + count, 0);
  const successes = options.successStatus ? (statuses[options.successStatus] ?? 0) : result['2xx'];
  return {
    name: options.name,
    connections: options.connections,
    seconds: result.duration,
    requests_per_second: answered / result.duration,
    successes_per_second: successes / result.duration,
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    statuses,
  };
}

/** The value at `fraction` (0–1) of ascending `sorted` (nearest rank); NaN when empty. */
export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/**
 * Sends `statement()` (text and parameters, drawn afresh each time) to the database at `url`
 * from `concurrency` loops at once over a postgres.js pool of `poolSize`, for `seconds`.
 */
export async function runRawBaseline(options: {
  name: string;
  url: string;
  poolSize: number;
  concurrency: number;
  seconds: number;
  statement: () => { sql: string; params: unknown[] };
}): Promise<RunResult> {
  const sql = postgres(options.url, {
    max: options.poolSize,
    onnotice: () => {},
  });
  const latencies: number[] = [];
  try {
    await Promise.all(Array.from({ length: options.poolSize }, () => sql`select 1`));
    const started = performance.now();
    const deadline = started + options.seconds * 1000;
    await Promise.all(
      Array.from({ length: options.concurrency }, async () => {
        while (performance.now() < deadline) {
          const { sql: text, params } = options.statement();
          const sent = performance.now();
          await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true });
          latencies.push(performance.now() - sent);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      name: options.name,
      connections: options.concurrency,
      seconds,
      requests_per_second: latencies.length / seconds,
      successes_per_second: latencies.length / seconds,
      p50_ms: percentile(latencies, 0.5),
      p99_ms: percentile(latencies, 0.99),
      statuses: { query: latencies.length },
    };
  } finally {
    await sql.end();
  }
}
