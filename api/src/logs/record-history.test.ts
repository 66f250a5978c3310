/**
 * One record's history over HTTP (`GET /logs/changes?record=facility&record_id=…`): a
 * facility's edit, its price change, an allocation and a revenue split show on the facility's
 * history with who and before/after; another facility's changes do not; a user
 * with the Facilities screen but not the change log reads a facility's history but not the
 * whole log nor a partner's history (403); record without record_id is refused (400).
 *
 * spec: membership-backoffice.md §2.5 (detail page history; change logs), §7.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../catalogue-admin/test-admin-app';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
const { call } = useAdminTestApp(database, '10.72.0');
const stablesHistory = '/logs/changes?record=facility&record_id=fac-stables';
const price = [
  {
    residency: 'citizen',
    currency_type: 'KES',
    mandatory_price: '6100',
    adult_price: '0',
    child_price: '0',
  },
];
const forbidden = {
  status: 403,
  body: { code: 'FORBIDDEN', message: 'You do not have access to this feature.' },
};

interface Entry {
  entity: string;
  entity_id: string;
  user_email: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
}

beforeAll(async () => {
  const edit = await call('PATCH', '/facilities/fac-stables', { maximum_guests: 3 });
  expect(edit.status).toBe(200);
  const priced = await call('POST', '/facilities/fac-stables/prices', {
    effective_from: '2027-06-01',
    price,
  });
  expect(priced.status).toBe(201);
  const allocated = await call('POST', '/facilities/fac-stables/allocation', {
    partner_public_id: 'ptn-savanna',
    start_date: '2027-05-01',
    end_date: '2027-05-03',
    units: 1,
  });
  expect(allocated.status).toBe(201);
  const split = await call('POST', '/facilities/fac-stables/revenue-splits', {
    party_name: 'Community trust',
    percent: '10',
    analysis_code: 'CT-01',
  });
  expect(split.status, JSON.stringify(split.body)).toBe(201);
  const other = await call('PATCH', '/facilities/fac-sweetwaters', { maximum_guests: 5 });
  expect(other.status).toBe(200);
});

describe("a facility's history", () => {
  it('holds its edit, price change, allocation and split with who and before/after', async () => {
    const history = await call('GET', stablesHistory);
    expect(history.status).toBe(200);
    const entries = history.body.data as Entry[];
    expect(history.body.total).toBe(4);
    // One test clock instant: the log orders same-instant rows by entity, newest first.
    const byEntity = Object.fromEntries(entries.map((entry) => [entry.entity, entry]));
    expect(Object.keys(byEntity).sort()).toEqual([
      'facility',
      'facility_allocation',
      'facility_price',
      'facility_revenue_split',
    ]);
    expect(entries.every((entry) => entry.user_email === 'admin@kijani.example')).toBe(true);
    expect(byEntity.facility).toMatchObject({
      entity_id: 'fac-stables',
      before: { maximum_guests: 2 },
      after: { maximum_guests: 3 },
    });
    expect(byEntity.facility_price).toMatchObject({
      after: { effective_from: '2027-06-01', price },
    });
    expect(byEntity.facility_allocation).toMatchObject({
      before: null,
      after: { partner_public_id: 'ptn-savanna', units: 1 },
    });
    expect(byEntity.facility_revenue_split).toMatchObject({
      before: null,
      after: { facility_public_id: 'fac-stables', party_name: 'Community trust' },
    });
  });

  it("leaves out another facility's changes", async () => {
    const history = await call('GET', stablesHistory);
    const ids = (history.body.data as Entry[]).map((entry) => entry.after.facility_public_id);
    expect(ids).not.toContain('fac-sweetwaters');
    const sweetwaters = await call(
      'GET',
      '/logs/changes?record=facility&record_id=fac-sweetwaters',
    );
    expect(sweetwaters.body.data).toEqual([
      expect.objectContaining({
        entity: 'facility',
        after: expect.objectContaining({ maximum_guests: 5 }),
      }),
    ]);
  });

  it('refuses a record without its id (400)', async () => {
    const refused = await call('GET', '/logs/changes?record=facility');
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ record_id: 'Give record and record_id together.' });
  });
});

describe('who reads a history', () => {
  it('refuses a user without the Facilities screen nor the change log (403)', async () => {
    expect(await call('GET', stablesHistory, undefined, 'Gate Clerk')).toEqual(forbidden);
  });

  it('lets the Facilities screen read a facility’s history, but not the log nor a partner’s', async () => {
    await database.sql`
      insert into user_type_features (user_type_id, feature_id)
      select user_types.id, features.id from user_types, features
      where user_types.name = 'Gate Clerk' and features.url = 'facilities'`;
    const history = await call('GET', stablesHistory, undefined, 'Gate Clerk');
    expect(history.status).toBe(200);
    expect(history.body.total).toBe(4);
    expect(await call('GET', '/logs/changes', undefined, 'Gate Clerk')).toEqual(forbidden);
    expect(
      await call(
        'GET',
        '/logs/changes?record=partner&record_id=ptn-savanna',
        undefined,
        'Gate Clerk',
      ),
    ).toEqual(forbidden);
  });
});
