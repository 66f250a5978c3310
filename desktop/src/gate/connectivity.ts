/**
 * Whether the kiosk works online or offline, switched automatically from the API's recent
 * answers (pretix's rule, with a faster way back): offline after 2 errors among the last 5
 * answers or when their average time exceeds the slow limit; back online once the last 2
 * answers came without an error and fast. With the sync loop's heartbeat (a `GET /health`
 * every 3 s, 2 s time limit) a stopped or hung API is seen offline within 10 s and back online
 * within 15 s (docs/benchmarks.md §Gate kiosk has the measured figures).
 *
 * The back-off before the next sync after failed cycles: 5 s, doubling per failure in a row, at
 * most a minute; the heartbeat's return to online clears it and syncs at once, so the outbox
 * drains within seconds of reconnection.
 *
 * spec: research offline-checkin-anchors.md §1 (automatic offline switching, back-off).
 */

/** How many recent answers are kept. */
export const RECENT_RESULTS = 5;
/** Errors among the recent answers that switch the kiosk offline. */
export const ERRORS_TO_GO_OFFLINE = 2;
/** Good answers in a row (fast on average) that bring the kiosk back online. */
export const GOOD_ANSWERS_TO_GO_ONLINE = 2;
/** Back-off after the first failure, in milliseconds. */
export const BACK_OFF_BASE_MS = 5_000;
/** Longest back-off, in milliseconds. */
export const BACK_OFF_MAX_MS = 60_000;

/** One answer (or failure) of the API: `ok` false for an error; `ms` how long it took. */
export interface ApiResult {
  ok: boolean;
  ms: number;
}

export type ConnectivityMode = 'online' | 'offline';

/** The mode and the answers that decide it. */
export interface Connectivity {
  mode: ConnectivityMode;
  recent: ApiResult[];
}

export const initialConnectivity: Connectivity = { mode: 'online', recent: [] };

function averageMs(results: readonly ApiResult[]): number {
  return results.reduce((sum, answer) => sum + answer.ms, 0) / results.length;
}

/** The state after `result`, with answers slower than `slowLimitMs` on average counted slow. */
export function recordApiResult(
  state: Connectivity,
  result: ApiResult,
  slowLimitMs: number,
): Connectivity {
  const recent = [...state.recent, result].slice(-RECENT_RESULTS);
  if (state.mode === 'online') {
    const errors = recent.filter((answer) => !answer.ok).length;
    const slow = averageMs(recent) > slowLimitMs;
    return { mode: errors >= ERRORS_TO_GO_OFFLINE || slow ? 'offline' : 'online', recent };
  }
  const latest = recent.slice(-GOOD_ANSWERS_TO_GO_ONLINE);
  const recovered =
    latest.length === GOOD_ANSWERS_TO_GO_ONLINE &&
    latest.every((answer) => answer.ok) &&
    averageMs(latest) <= slowLimitMs;
  // Back online, the errors before the outage no longer count towards the next switch.
  return recovered ? { mode: 'online', recent: latest } : { mode: 'offline', recent };
}

/** Milliseconds to wait before the next sync after `failures` failed cycles in a row. */
export function backOffMs(failures: number): number {
  if (failures <= 0) return 0;
  return Math.min(BACK_OFF_BASE_MS * 2 ** (failures - 1), BACK_OFF_MAX_MS);
}
