/**
 * The request log, the password reset log and the feature tracker over HTTP: every request a
 * signed-in staff user makes is logged with its status (a 403 too), public requests are not;
 * the rows are append-only; password reset requests show the account they name; opened
 * features are recorded and listed; each filters by user, day and search, 20 a page; 400 for
 * bad filters and 403 without the feature.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  demoStaff,
  fromAddress,
  postJson,
  seedStaff,
  signInAs,
  staffTestApp,
} from '../auth/test-staff';
import { manualClock } from '../test/test-clock';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
const clock = manualClock();
let app: ReturnType<typeof staffTestApp>['app'];
const tokens: Record<string, string> = {};

async function get(path: string, role: 'Administrator' | 'Gate Clerk' = 'Administrator') {
  return app.request(`/api/v1${path}`, { headers: bearer(tokens[role]!) });
}
async function ok(path: string) {
  const response = await get(path);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

beforeAll(async () => {
  await seedStaff(database.db);
  app = staffTestApp(database.db, clock).app;
  for (const role of ['Administrator', 'Gate Clerk'] as const) {
    tokens[role] = await signInAs(app, role);
  }
});

describe('GET /logs/requests', () => {
  it('logs each staff request with its status, a refused one too, and no public request', async () => {
    clock.advance(60_000);
    expect((await get('/donations?items=5', 'Gate Clerk')).status).toBe(403);
    clock.advance(60_000);
    expect((await get('/visitors?items=5', 'Gate Clerk')).status).toBe(200);
    await app.request('/api/v1/catalogue');
    const clerk = await ok(`/logs/requests?user=${demoStaff['Gate Clerk'].email}`);
    expect(clerk.total).toBe(2);
    expect(clerk.items).toBe(20);
    expect(
      clerk.data.map((r: { method: string; path: string; status: number }) => [
        r.method,
        r.path,
        r.status,
      ]),
    ).toEqual([
      ['GET', '/api/v1/visitors', 200],
      ['GET', '/api/v1/donations', 403],
    ]);
    expect(clerk.data[0].duration_ms).toBeGreaterThanOrEqual(0);
    expect((await ok('/logs/requests?search=donations')).total).toBe(1);
    expect((await ok('/logs/requests?from=2026-11-22')).total).toBe(0);
  });

  it('keeps its rows: an update or delete is refused by the database', async () => {
    await expect(database.db.execute(sql`delete from staff_requests`)).rejects.toThrow();
    await expect(
      database.db.execute(sql`update feature_visits set feature = 'x'`),
    ).rejects.toThrow();
  });
});

describe('GET /logs/password-resets', () => {
  it('lists reset requests with the account each names', async () => {
    const email = demoStaff.Administrator.email;
    for (const asked of [email, 'nobody@example.com']) {
      const response = await app.request(
        '/api/v1/auth/password/reset',
        postJson({ email: asked }),
        fromAddress('10.0.0.9'),
      );
      expect(response.status).toBeLessThan(300);
    }
    const log = await ok('/logs/password-resets');
    expect(
      log.data.map((r: { email: string; user_name: string | null; address: string }) => [
        r.email,
        r.user_name,
        r.address,
      ]),
    ).toEqual([
      ['nobody@example.com', null, '10.0.0.9'],
      [email, 'Amina Wanjiru', '10.0.0.9'],
    ]);
    expect((await ok(`/logs/password-resets?user=${email}`)).total).toBe(1);
    expect((await ok('/logs/password-resets?search=nobody')).total).toBe(1);
  });
});

describe('the feature tracker', () => {
  it('records the features a user opens and lists them by user', async () => {
    for (const feature of ['donations', 'visitors']) {
      const response = await app.request(
        '/api/v1/logs/features',
        postJson({ feature }, tokens['Gate Clerk']),
      );
      expect(response.status).toBe(204);
    }
    const log = await ok(`/logs/features?user=${demoStaff['Gate Clerk'].email}`);
    expect(
      log.data.map((r: { feature: string; user_name: string }) => [r.feature, r.user_name]),
    ).toEqual([
      ['visitors', 'Joseph Otieno'],
      ['donations', 'Joseph Otieno'],
    ]);
    expect((await ok('/logs/features?search=donat')).total).toBe(1);
    const empty = await app.request(
      '/api/v1/logs/features',
      postJson({ feature: '' }, tokens['Gate Clerk']),
    );
    expect(empty.status).toBe(400);
  });
});

describe('access and filters', () => {
  it('answers 400 for bad filters and 403 without the feature', async () => {
    for (const path of [
      '/logs/requests?from=2026-02-30',
      '/logs/requests?method=TRACE',
      '/logs/features?items=0',
      '/logs/password-resets?page=0',
    ]) {
      expect({ path, status: (await get(path)).status }).toEqual({ path, status: 400 });
    }
    for (const path of ['/logs/requests', '/logs/password-resets', '/logs/features']) {
      expect({ path, status: (await get(path, 'Gate Clerk')).status }).toEqual({
        path,
        status: 403,
      });
    }
  });
});
