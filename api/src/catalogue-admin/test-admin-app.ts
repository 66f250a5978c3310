/**
 * What the catalogue administration tests share: a staff test app on the test database with an
 * Administrator's and a Gate Clerk's sessions (signed in before the tests), `call` for a staff
 * request answering its status and parsed body, and `publicQuote` for a public quote from an
 * address of its own (hold caps are per address).
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
import type { useTestDatabase } from '../test/test-database';

export type AdminRole = 'Administrator' | 'Gate Clerk';

/** Registers the `beforeAll` that seeds staff and signs both roles in; the helpers. */
export function useAdminTestApp(database: ReturnType<typeof useTestDatabase>, subnet: string) {
  let app: ReturnType<typeof staffTestApp>['app'] | undefined;
  const tokens: Partial<Record<AdminRole, string>> = {};
  let addresses = 0;

  beforeAll(async () => {
    await seedStaff(database.db);
    app = staffTestApp(database.db).app;
    for (const role of ['Administrator', 'Gate Clerk'] as const) {
      tokens[role] = await signInAs(app, role);
    }
  });

  const appOf = () => {
    if (!app) throw new Error('The test app starts in beforeAll');
    return app;
  };

  /** `method /api/v1{path}` as `role` with `body` as JSON: its status and parsed body. */
  async function call(
    method: string,
    path: string,
    body?: unknown,
    role: AdminRole = 'Administrator',
    headers: Record<string, string> = {},
  ) {
    const base =
      body === undefined
        ? { method, headers: bearer(tokens[role]!) }
        : { ...postJson(body, tokens[role]), method };
    const response = await appOf().request(`/api/v1${path}`, {
      ...base,
      headers: { ...base.headers, ...headers },
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  /** A public quote for `cart`: its status, body and the amount of the line of `ref`. */
  async function publicQuote(cart: Record<string, unknown>, ref: string) {
    addresses += 1;
    const response = await appOf().request(
      '/api/v1/public/quotes',
      postJson(cart),
      fromAddress(`${subnet}.${addresses}`),
    );
    const body = await response.json();
    const line = body.lines?.find((row: { ref: string }) => row.ref === ref);
    return { status: response.status, body, amount: line?.amount as number | undefined };
  }

  return { app: appOf, tokens, call, publicQuote };
}
