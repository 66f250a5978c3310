/**
 * The logs over HTTP: the sign-in log shows a failed and a successful sign-in of one user with
 * their addresses and outcomes, filtered by user, outcome and Nairobi day; the change log lists
 * staff writes and the catalogue's, newest first, 20 a page unless asked, filtered by user and
 * entity; `staff_changes` refuses updates and deletes; 400 for bad filters, 403 without the
 * feature.
 */
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
import { staffChanges } from '../db/schema/staff-changes';
import { manualClock } from '../test/test-clock';
import { useTestDatabase } from '../test/test-database';
import { recordStaffChange } from './staff-changes';

const database = useTestDatabase();
const clock = manualClock();
const MINUTE = 60_000;
let app: ReturnType<typeof staffTestApp>['app'];
const tokens: Record<string, string> = {};
const admin = demoStaff.Administrator;
const clerk = demoStaff['Gate Clerk'];

async function get(path: string, role = 'Administrator') {
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
  // 2026-11-21 23:00 Nairobi: the clerk mistypes the password from 10.0.0.7, then signs in
  // from 10.0.0.8 a minute later.
  clock.advance(14 * 60 * MINUTE);
  const wrong = await app.request(
    '/api/v1/auth/login',
    postJson({ email: clerk.email, password: 'not-the-password' }),
    fromAddress('10.0.0.7'),
  );
  expect(wrong.status).toBe(401);
  clock.advance(MINUTE);
  tokens['Gate Clerk'] = await signInAs(app, 'Gate Clerk', '10.0.0.8');
  // 2026-11-22 00:30 Nairobi: the administrator signs in from 10.0.0.9.
  clock.advance(89 * MINUTE);
  tokens.Administrator = await signInAs(app, 'Administrator', '10.0.0.9');
});

describe('GET /logs/auth', () => {
  it("shows the user's failed and successful sign-ins with the address, newest first", async () => {
    const log = await ok(`/logs/auth?user=${encodeURIComponent(clerk.email.toUpperCase())}`);
    expect(log.total).toBe(2);
    expect(log.data).toEqual([
      expect.objectContaining({
        email: clerk.email,
        user_name: clerk.full_name,
        user_public_id: expect.any(String),
        address: '10.0.0.8',
        outcome: 'succeeded',
        at: '2026-11-21T20:01:00.000Z',
      }),
      expect.objectContaining({
        email: clerk.email,
        address: '10.0.0.7',
        outcome: 'failed',
        at: '2026-11-21T20:00:00.000Z',
      }),
    ]);
    const byId = await ok(`/logs/auth?user=${log.data[0].user_public_id}`);
    expect(byId.total).toBe(2);
  });

  it('filters by outcome, day and address', async () => {
    expect((await ok('/logs/auth')).total).toBe(3);
    expect((await ok('/logs/auth?outcome=failed')).data).toEqual([
      expect.objectContaining({ address: '10.0.0.7', outcome: 'failed' }),
    ]);
    expect((await ok('/logs/auth?from=2026-11-22')).data).toEqual([
      expect.objectContaining({ email: admin.email, address: '10.0.0.9' }),
    ]);
    expect((await ok('/logs/auth?to=2026-11-21')).total).toBe(2);
    expect((await ok('/logs/auth?search=10.0.0.7')).total).toBe(1);
    expect((await ok('/logs/auth?items=1&page=3')).data).toEqual([
      expect.objectContaining({ outcome: 'failed' }),
    ]);
  });

  it('answers 400 for bad filters and 403 without the feature', async () => {
    for (const query of ['from=21-11-2026', 'outcome=maybe', 'page=0']) {
      const response = await get(`/logs/auth?${query}`);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
    }
    expect((await get('/logs/auth', 'Gate Clerk')).status).toBe(403);
  });
});

describe('GET /logs/changes', () => {
  beforeAll(async () => {
    const at = clock.now();
    for (let n = 0; n < 24; n++) {
      const staff =
        n % 2 === 0
          ? { public_id: 'u-admin', email: admin.email }
          : { public_id: 'u-clerk', email: clerk.email };
      await recordStaffChange(
        database.db,
        staff,
        {
          entity: 'member',
          entity_id: `m-${n}`,
          before: n === 0 ? null : { n: n - 1 },
          after: { n },
        },
        new Date(at.getTime() + n * 1000),
      );
    }
    await recordStaffChange(
      database.db,
      { public_id: 'u-admin', email: admin.email },
      { entity: 'promo_code', entity_id: 'KARIBU', before: null, after: { code: 'KARIBU' } },
      new Date(at.getTime() + 30_000),
    );
  });

  it('lists member and catalogue writes together, newest first, 20 on the first page', async () => {
    const first = await ok('/logs/changes');
    expect(first).toMatchObject({ page: 1, items: 30, first_items: 20, total: 25 });
    expect(first.data[0]).toMatchObject({
      entity: 'promo_code',
      entity_id: 'KARIBU',
      before: null,
      after: { code: 'KARIBU' },
    });
    expect(first.data[1]).toMatchObject({
      entity: 'member',
      entity_id: 'm-23',
      user_email: clerk.email,
      before: { n: 22 },
      after: { n: 23 },
    });
    const second = await ok('/logs/changes?page=2');
    expect(second.data.map((change: { entity_id: string }) => change.entity_id)).toEqual([
      'm-4',
      'm-3',
      'm-2',
      'm-1',
      'm-0',
    ]);
    expect((await ok('/logs/changes?page=2&first_items=30')).data).toEqual([]);
  });

  it('filters by user, entity and day', async () => {
    expect((await ok(`/logs/changes?user=${admin.email}`)).total).toBe(13);
    expect((await ok('/logs/changes?user=u-clerk')).total).toBe(12);
    expect((await ok('/logs/changes?entity=promo_code')).total).toBe(1);
    expect((await ok('/logs/changes?from=2026-11-23')).total).toBe(0);
    expect((await ok('/logs/changes?from=2026-11-22&to=2026-11-22')).total).toBe(25);
  });

  it('keeps staff_changes append-only', async () => {
    await expect(database.db.update(staffChanges).set({ entity: 'x' })).rejects.toThrow();
    await expect(database.db.delete(staffChanges)).rejects.toThrow();
    expect((await ok('/logs/changes?entity=member')).total).toBe(24);
  });

  it('answers 400 for bad filters and 403 without the feature', async () => {
    expect((await get('/logs/changes?first_items=0')).status).toBe(400);
    expect((await get('/logs/changes?to=2026-02-30')).status).toBe(400);
    expect((await get(`/logs/changes?entity=${'e'.repeat(101)}`)).status).toBe(400);
    expect((await get('/logs/changes', 'Gate Clerk')).status).toBe(403);
  });
});

describe('GET /logs/changes pages: 20 first, then 30 a page', () => {
  beforeAll(async () => {
    const at = new Date(clock.now().getTime() + 60 * MINUTE);
    for (let n = 0; n < 65; n++) {
      await recordStaffChange(
        database.db,
        { public_id: 'u-pager', email: admin.email },
        { entity: 'trip', entity_id: `t-${n}`, before: null, after: { n } },
        new Date(at.getTime() + n * 1000),
      );
    }
  });

  /** The record ids of `page` of the 65 trip changes. */
  async function idsOf(page: number) {
    const answer = await ok(`/logs/changes?entity=trip&page=${page}`);
    expect(answer).toMatchObject({ page, items: 30, first_items: 20, total: 65 });
    return answer.data.map((change: { entity_id: string }) => change.entity_id);
  }
  const ids = (from: number, to: number) =>
    Array.from({ length: from - to + 1 }, (_, i) => `t-${from - i}`);

  it('answers 20 rows on page 1, the next 30 on page 2 and the last 15 on page 3', async () => {
    expect(await idsOf(1)).toEqual(ids(64, 45));
    expect(await idsOf(2)).toEqual(ids(44, 15));
    expect(await idsOf(3)).toEqual(ids(14, 0));
    expect(await idsOf(4)).toEqual([]);
  });
});
