/**
 * What the gate service's tests share: a gate service over a data directory, at the API tests'
 * clock (`testNow`, 2026-11-21 09:00 in Nairobi), whose background sync waits an hour so tests
 * sync when they say; JSON calls to its app with a bearer token; signing in as a demo staff
 * user; one registered on its first start; a walk-in as the wizard sends it; and an API address
 * where nothing listens, to be offline.
 */
import type { StaffUser } from '@hifadhi/shared/catalogue/catalogue';
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { demoStaff } from '../../../../api/src/auth/test-staff';
import { freePort } from '../../../../api/src/test/free-port';
import { testNow } from '../../../../api/src/test/test-clock';
import { type GateService, type GateServiceConfig, startGateService } from '../gate-service';
import type { TestApi } from './test-api';

/** A gate service for a test, and JSON calls to it. */
export interface TestKiosk {
  service: GateService;
  /** `method path` on `/gate/v1` with a JSON body and a bearer token; status and JSON body. */
  call(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; raw?: string },
    // biome-ignore lint/suspicious/noExplicitAny: tests read the JSON answers field by field
  ): Promise<{ status: number; body: any }>;
  /** Signs in as the demo user of `role`; the gate token. */
  signIn(role: StaffUser['user_type']): Promise<string>;
  close(): Promise<void>;
}

/** Starts a gate service on `dataDirectory` against `apiBaseUrl` at `testNow`. */
export async function startKiosk(
  apiBaseUrl: string,
  dataDirectory: string,
  extra: Partial<GateServiceConfig> = {},
): Promise<TestKiosk> {
  const service = await startGateService({
    apiBaseUrl,
    dataDirectory,
    syncIntervalSeconds: 3600,
    now: () => testNow,
    ...extra,
  });
  const call: TestKiosk['call'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    const body =
      options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const response = await service.app.request(`/gate/v1${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  return {
    service,
    call,
    async signIn(role) {
      const { email, password } = demoStaff[role];
      const answer = await call('POST', '/session', { body: { email, password } });
      if (answer.status !== 200) throw new Error(`Gate sign-in as ${role}: ${answer.status}`);
      return answer.body.token as string;
    },
    close: () => service.close(),
  };
}

/**
 * Starts a gate service on `dataDirectory` (default: a new one) that registers at `gate-main`
 * as `deviceName` on its first start, with a fresh code.
 */
export async function registeredKiosk(
  api: TestApi,
  deviceName: string,
  dataDirectory = api.newDataDirectory(),
): Promise<TestKiosk> {
  return startKiosk(api.apiBaseUrl, dataDirectory, {
    registrationCode: await api.registrationCode(),
    deviceName,
  });
}

/**
 * The walk-in wizard's request (`POST /walk-ins`): a day visit today at the main destination
 * for one resident adult with a 6-seater, guest Baraka Mutua; `overrides` replace whole fields.
 */
export function walkInRequest(overrides: Record<string, unknown> = {}) {
  return {
    destination: 'dst-main',
    check_in: calendarDateAt(testNow),
    check_out: calendarDateAt(testNow),
    currency: 'KES',
    guests: [{ payment_public_id: 'cf-res-a', payment_guests: 1 }],
    vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
    first_name: 'Baraka',
    last_name: 'Mutua',
    phone: '+254733000444',
    country: 'KE',
    ...overrides,
  };
}

/** An API base URL on 127.0.0.1 where nothing listens (connections are refused). */
export async function unreachableApi(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}/api/v1`;
}
