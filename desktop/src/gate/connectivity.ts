/**
 * Whether the kiosk works online or offline, switched automatically from the last 5 answers of
 * the API (pretix's rule): offline after 2 errors among them or when their average time exceeds
 * the slow limit; back online once the last 5 are free of errors and fast on average. And the
 * back-off before the next sync after failures: 30 s, doubling per failure in a row, at most
 * 15 minutes.
 *
 * spec: research offline-checkin-anchors.md §1 (automatic offline switching, back-off).
 */

/** How many recent answers decide the mode. */
export const RECENT_RESULTS = 5;
/** Errors among the recent answers that switch the kiosk offline. */
export const ERRORS_TO_GO_OFFLINE = 2;
/** Back-off after the first failure, in milliseconds. */
export const BACK_OFF_BASE_MS = 30_000;
/** Longest back-off, in milliseconds. */
export const BACK_OFF_MAX_MS = 15 * 60_000;

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

/** The state after `result`, with answers slower than `slowLimitMs` on average counted slow. */
export function recordApiResult(
  state: Connectivity,
  result: ApiResult,
  slowLimitMs: number,
): Connectivity {
  const recent = [...state.recent, result].slice(-RECENT_RESULTS);
  const errors = recent.filter((answer) => !answer.ok).length;
  const averageMs = recent.reduce((sum, answer) => sum + answer.ms, 0) / recent.length;
  const slow = averageMs > slowLimitMs;
  if (state.mode === 'online') {
    return { mode: errors >= ERRORS_TO_GO_OFFLINE || slow ? 'offline' : 'online', recent };
  }
  const recovered = recent.length === RECENT_RESULTS && errors === 0 && !slow;
  return { mode: recovered ? 'online' : 'offline', recent };
}

/** Milliseconds to wait before the next sync after `failures` failed cycles in a row. */
export function backOffMs(failures: number): number {
  if (failures <= 0) return 0;
  return Math.min(BACK_OFF_BASE_MS * 2 ** (failures - 1), BACK_OFF_MAX_MS);
}
