/**
 * What the catalogue settings' API tests share: a test database with the demo staff, the test
 * app signed in as an Administrator and a Gate Clerk, a JSON call as either (with extra headers
 * such as an Idempotency-Key), and public requests each from an address of its own (hold caps
 * are per address). Call it once at the top of a test file.
 */
import { beforeAll } from 'vitest';
import {
  bearer,
  fromAddress,
  postJson,
  seedStaff,
  signInAs,
  staffTestApp,
} from '../auth/test-staff';
import { useTestDatabase } from '../test/test-database';

type Role = 'Administrator' | 'Gate Clerk';

export function useSettingsApp(addressPrefix: string) {
  const database = useTestDatabase();
  const tokens: Partial<Record<Role, string>> = {};
  let app: ReturnType<typeof staffTestApp>['app'] | undefined;
  let addresses = 0;
  const appOf = () => {
    if (!app) throw new Error('The test app starts in beforeAll');
    return app;
  };

  beforeAll(async () => {
    await seedStaff(database.db);
    app = staffTestApp(database.db).app;
    for (const role of ['Administrator', 'Gate Clerk'] as const) {
      tokens[role] = await signInAs(app, role);
    }
  });

  return {
    database,
    tokens,
    get app() {
      return appOf();
    },
    /** `method /api/v1{path}` as `role`, JSON `body`; the status and the parsed answer. */
    async call(
      method: string,
      path: string,
      body?: unknown,
      role: Role = 'Administrator',
      headers: Record<string, string> = {},
    ) {
      const response = await appOf().request(`/api/v1${path}`, {
        method,
        headers: { ...bearer(tokens[role] ?? ''), ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: await response.json() };
    },
    /** A public POST of `body` from an address of its own. */
    publicly(path: string, body: unknown) {
      addresses += 1;
      return appOf().request(
        `/api/v1${path}`,
        postJson(body),
        fromAddress(`${addressPrefix}.${addresses}`),
      );
    },
    /** A request to `/api/v1{path}`. */
    request(path: string, init?: RequestInit) {
      return appOf().request(`/api/v1${path}`, init);
    },
  };
}
