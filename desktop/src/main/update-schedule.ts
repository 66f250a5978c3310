/**
 * When the kiosk looks for a new version of itself and when it installs one, as plain
 * decisions on plain numbers (the Electron main only wires them to `electron-updater`):
 *
 * - it checks the conservancy's own update server (`UPDATE_URL`, electron-builder's generic
 *   provider: `latest.yml` / `latest-linux.yml` and the installers under that URL) at start
 *   and then once a day (`UPDATE_CHECK_HOURS`, default 24);
 * - a downloaded update is installed only when the gate is idle: no scan, check-in, walk-in
 *   step, payment or print (any request to the gate service other than its status polls) for
 *   `UPDATE_IDLE_MINUTES` (default 10), so a restart never cuts a clerk off mid-sale;
 * - without UPDATE_URL the kiosk never updates itself (a developer's or a test machine).
 *
 * Times are milliseconds since the epoch.
 *
 * spec: ARCHITECTURE.md §The gate kiosk, §layout (electron-builder.yml at the top level).
 */

/** How often and after how much quiet: milliseconds. */
export interface UpdatePolicy {
  checkEveryMs: number;
  idleMs: number;
}

/** The kiosk's update settings; `url` null means it does not update itself. */
export interface UpdateSettings extends UpdatePolicy {
  url: string | null;
}

export const DEFAULT_CHECK_HOURS = 24;
export const DEFAULT_IDLE_MINUTES = 10;

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

function positiveNumber(
  env: Readonly<Record<string, string | undefined>>,
  name: string,
  fallback: number,
): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!(value > 0)) throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value;
}

/**
 * The update settings of `env` (UPDATE_URL, UPDATE_CHECK_HOURS, UPDATE_IDLE_MINUTES).
 * @throws Error when UPDATE_URL is not an http(s) URL or a number is not positive.
 */
export function updateSettingsFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): UpdateSettings {
  const url = env.UPDATE_URL?.trim() || null;
  if (url !== null && !/^https?:\/\//.test(url)) {
    throw new Error(`UPDATE_URL must be an http(s) URL, not "${url}"`);
  }
  return {
    url,
    checkEveryMs: positiveNumber(env, 'UPDATE_CHECK_HOURS', DEFAULT_CHECK_HOURS) * HOUR_MS,
    idleMs: positiveNumber(env, 'UPDATE_IDLE_MINUTES', DEFAULT_IDLE_MINUTES) * MINUTE_MS,
  };
}

/**
 * True when a request to the gate service is the clerk at work (a scan, a lookup, a walk-in
 * step, a payment, a print) rather than the screens' own polling of status and session.
 */
export function isGateActivity(method: string, pathname: string): boolean {
  if (!pathname.startsWith('/gate/v1/')) return false;
  const polled = ['/gate/v1/status', '/gate/v1/session'];
  return !(method === 'GET' && polled.includes(pathname));
}

/** What the updater should do now. */
export type UpdateAction = 'check' | 'install' | 'wait';

/** The schedule of one running kiosk: what it has seen, and what to do next. */
export function createUpdateSchedule(policy: UpdatePolicy, startedAt: number) {
  let lastCheckAt: number | null = null;
  let lastActivityAt = startedAt;
  let downloaded = false;
  return {
    /** The clerk did something at `at`. */
    noteActivity(at: number): void {
      lastActivityAt = Math.max(lastActivityAt, at);
    },
    /** A check for updates started at `at`. */
    noteChecked(at: number): void {
      lastCheckAt = at;
    },
    /** An update has been downloaded and waits to be installed. */
    noteDownloaded(): void {
      downloaded = true;
    },
    /**
     * At `at`: install a downloaded update once the gate has been idle for the policy's quiet
     * time; otherwise check at start and when a day has passed since the last check; else wait.
     */
    next(at: number): UpdateAction {
      if (downloaded) return at - lastActivityAt >= policy.idleMs ? 'install' : 'wait';
      if (lastCheckAt === null || at - lastCheckAt >= policy.checkEveryMs) return 'check';
      return 'wait';
    },
  };
}

export type UpdateSchedule = ReturnType<typeof createUpdateSchedule>;
