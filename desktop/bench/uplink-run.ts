/**
 * The kiosk bench's offline-switch run, at the gate service's real intervals (heartbeat 3 s,
 * 2 s probe limit, 15 s sync-call limit): the gate service on the bench's replica talks to the
 * API through a relay that the run switches to `hang` (connections held open, never answered)
 * or `refuse` (the API stopped), and back. It measures how long a scan that would ask the API
 * takes while the uplink is down, how long until the kiosk says it is offline, how long after
 * the uplink returns until it says online, and until a walk-in made offline has been uploaded
 * without anyone asking for a sync. Times are wall-clock from the switch, polled every 50 ms.
 *
 * spec: issue 12 item 3; desktop/src/gate/connectivity.ts, sync-loop.ts.
 */
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { type GateStatus, startGateService } from '../src/gate/gate-service';
import { startSwitchableUplink } from '../src/gate/test/switchable-uplink';

/** What one outage measured (seconds, and the scan in milliseconds). */
export interface UplinkRun {
  outage: 'hang' | 'refuse';
  scan_ms: number;
  scan_offline: boolean;
  offline_after_s: number;
  online_after_s: number;
  drained_after_s: number;
}

const json = { 'Content-Type': 'application/json' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs one outage of kind `outage` against the API at `apiBaseUrl` with the registered replica
 * in `dataDirectory`, signed in as `clerk`.
 * @throws Error when the kiosk does not switch or drain within 60 s.
 */
export async function measureUplink(options: {
  apiBaseUrl: string;
  dataDirectory: string;
  clerk: { email: string; password: string };
  outage: UplinkRun['outage'];
}): Promise<UplinkRun> {
  const uplink = await startSwitchableUplink(options.apiBaseUrl);
  const gate = await startGateService({
    apiBaseUrl: uplink.apiBaseUrl,
    dataDirectory: options.dataDirectory,
  });
  const request = async (method: string, path: string, token?: string, body?: unknown) => {
    const response = await gate.app.request(`/gate/v1${path}`, {
      method,
      headers: { ...json, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const until = async (what: string, done: (status: GateStatus) => boolean, from: number) => {
    while (!done(gate.status())) {
      if (performance.now() - from > 60_000) throw new Error(`The kiosk never got ${what}`);
      await sleep(50);
    }
    return (performance.now() - from) / 1000;
  };
  try {
    const session = await request('POST', '/session', undefined, options.clerk);
    if (session.status !== 200) throw new Error(`Signing in at the kiosk: ${session.status}`);
    const token = session.body.token as string;
    await until('online', (status) => status.mode === 'online', performance.now());

    const down = performance.now();
    uplink.set(options.outage);
    const scanned = performance.now();
    const scan = await request('POST', '/scans', token, {
      code: 'KQ7M2XD9',
      direction: 'check_in',
    });
    const scanMs = performance.now() - scanned;
    const offlineAfter = await until('offline', (status) => status.mode === 'offline', down);

    const today = calendarDateAt(new Date());
    const walkIn = await request('POST', '/walk-ins', token, {
      destination: 'dst-main',
      check_in: today,
      check_out: today,
      currency: 'KES',
      guests: [{ payment_public_id: 'cf-res-a', payment_guests: 1 }],
      vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
      first_name: 'Bench',
      last_name: options.outage === 'hang' ? 'Hung' : 'Stopped',
      phone: '+254733000444',
      country: 'KE',
    });
    if (walkIn.status !== 201) throw new Error(`The offline walk-in: ${walkIn.status}`);

    const up = performance.now();
    uplink.set('forward');
    const onlineAfter = await until('online', (status) => status.mode === 'online', up);
    const drainedAfter = await until('drained', (status) => status.pending_operations === 0, up);
    return {
      outage: options.outage,
      scan_ms: scanMs,
      scan_offline: scan.body.offline === true,
      offline_after_s: offlineAfter,
      online_after_s: onlineAfter,
      drained_after_s: drainedAfter,
    };
  } finally {
    uplink.set('forward');
    await gate.close();
    await uplink.close();
  }
}
