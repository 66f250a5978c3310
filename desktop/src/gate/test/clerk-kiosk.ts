/**
 * What the kiosk tests of catalogue changes share: the file's API and one kiosk registered at
 * Main Gate with the Gate Clerk signed in, started before the file's tests and closed after;
 * posting a change through the API as the administrator; and running a check with the kiosk
 * offline after it has synced what the API has.
 *
 * @example
 * const gate = clerkKioskForFile();                     // in a test file, outside `it`
 * it('…', async () => { await gate.administer('/facilities/fac-stables/surge', {…}); … });
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { postJson } from '../../../../api/src/auth/test-staff';
import { registeredKiosk, type TestKiosk } from './gate-kiosk';
import { startTestApi, type TestApi } from './test-api';

export interface ClerkKiosk {
  api: TestApi;
  kiosk: TestKiosk;
  /** The Gate Clerk's kiosk token. */
  clerk: string;
  /** Posts `body` to the API's `path` (under `/api/v1`) as the administrator; expects 201. */
  administer(path: string, body: unknown): Promise<void>;
  /**
   * Syncs the kiosk, takes the API offline, syncs until the kiosk says it is offline, runs
   * `check` and brings the API back (also when `check` throws); what `check` answers.
   */
  whileOffline<T>(check: () => Promise<T>): Promise<T>;
}

/**
 * Registers `beforeAll`/`afterAll` hooks giving the calling test file its API and a kiosk with
 * the Gate Clerk signed in; read `api`, `kiosk` and `clerk` inside tests or later hooks (they
 * are set once this `beforeAll` has run).
 */
export function clerkKioskForFile(): ClerkKiosk {
  const gate: ClerkKiosk = {
    api: undefined as unknown as TestApi,
    kiosk: undefined as unknown as TestKiosk,
    clerk: '',
    async administer(path, body) {
      const response = await gate.api.app.request(
        `/api/v1${path}`,
        postJson(body, gate.api.adminToken),
      );
      expect(response.status, await response.clone().text()).toBe(201);
    },
    async whileOffline(check) {
      const sync = () => gate.kiosk.call('POST', '/sync', { token: gate.clerk });
      await sync();
      await gate.api.goOffline();
      try {
        for (let attempt = 0; attempt < 2; attempt++) await sync();
        expect((await gate.kiosk.call('GET', '/status')).body.mode).toBe('offline');
        return await check();
      } finally {
        await gate.api.goOnline();
      }
    },
  };
  beforeAll(async () => {
    gate.api = await startTestApi();
    gate.kiosk = await registeredKiosk(gate.api, 'Main gate kiosk');
    gate.clerk = await gate.kiosk.signIn('Gate Clerk');
  });
  afterAll(async () => {
    await gate.kiosk?.close();
    await gate.api?.close();
  });
  return gate;
}
