/**
 * A facility's revenue split over HTTP: a 30 % split leaves 70 % to the conservancy; a retry
 * with the same Idempotency-Key answers the same split; splits taking more than 100 % together
 * are refused with 400 and the total (on add, edit and restore); an edit, a delete and a
 * restore change the remainder; of two splits sent at once that would together take more than
 * 100 %, one is refused; each write is logged; refused without the facilities feature;
 * a bad percent and an unknown facility or split are 400 and 404 in the one error shape.
 * spec: membership-backoffice.md §3 (Facility: revenue split percent), §7 (revenue split).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, seedStaff, signInAs } from '../auth/test-staff';
import { createTestApp } from '../test/test-app';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
let app: ReturnType<typeof createTestApp>['app'];
const tokens: Record<string, string> = {};
const path = '/api/v1/facilities/fac-stables/revenue-splits';

beforeAll(async () => {
  await seedStaff(database.db);
  app = createTestApp(database.db).app;
  for (const role of ['Administrator', 'Gate Clerk'] as const) {
    tokens[role] = await signInAs(app, role);
  }
});

// biome-ignore lint/suspicious/noExplicitAny: tests read the API's JSON answers field by field.
type Json = any;

async function call(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Json }> {
  const answer = await app.request(url, {
    method,
    headers: {
      ...bearer(tokens.Administrator!),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  return { status: answer.status, body: text ? JSON.parse(text) : null };
}

const trust = { party_name: 'Community trust', percent: '30', analysis_code: 'COMMUNITY-TRUST' };
const overHundred = (total: string) =>
  `The revenue splits would add up to ${total}%: together they may take at most 100%`;

describe('facility revenue splits', () => {
  let trustId: string;

  it('adds a 30% split, leaving 70% to the conservancy; a retry answers the same split', async () => {
    const made = await call('POST', path, trust, { 'Idempotency-Key': 'split-1' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      facility_public_id: 'fac-stables',
      party_name: 'Community trust',
      percent: '30.00',
      analysis_code: 'COMMUNITY-TRUST',
      deleted_at: null,
    });
    trustId = made.body.split_public_id;
    const again = await call('POST', path, trust, { 'Idempotency-Key': 'split-1' });
    expect(again).toEqual({ status: 201, body: made.body });
    expect(await call('GET', path)).toEqual({
      status: 200,
      body: {
        facility_public_id: 'fac-stables',
        splits: [made.body],
        conservancy_percent: '70.00',
      },
    });
    const logs = await database.sql`
      select before, after from staff_changes where entity = 'facility_revenue_split'`;
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ before: null, after: { percent: '30.00' } });
  });

  it('refuses splits taking more than 100% together, on add and on edit', async () => {
    const add = await call('POST', path, { ...trust, party_name: 'Lodge operator', percent: 70.5 });
    expect(add).toEqual({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: overHundred('100.50'),
        fields: { percent: overHundred('100.50') },
      },
    });
    const operator = await call('POST', path, {
      ...trust,
      party_name: 'Lodge operator',
      percent: '12.5',
      analysis_code: 'LODGE-OPERATOR',
    });
    expect(operator.status).toBe(201);
    expect((await call('GET', path)).body.conservancy_percent).toBe('57.50');
    const edit = await call('PATCH', `${path}/${trustId}`, { percent: '88' });
    expect(edit.status).toBe(400);
    expect(edit.body.message).toBe(overHundred('100.50'));
    const edited = await call('PATCH', `${path}/${trustId}`, { percent: '25.25' });
    expect(edited.status).toBe(200);
    expect(edited.body.percent).toBe('25.25');
    expect((await call('GET', path)).body.conservancy_percent).toBe('62.25');
  });

  it('deletes and restores a split; a restore over 100% is refused', async () => {
    const removed = await call('DELETE', `${path}/${trustId}`);
    expect(removed.status).toBe(200);
    expect(removed.body.deleted_at).not.toBeNull();
    const list = (await call('GET', path)).body;
    expect(list.conservancy_percent).toBe('87.50');
    expect(list.splits.map((split: Json) => split.party_name)).toEqual(['Lodge operator']);
    const deleted = (await call('GET', `${path}?deleted=true`)).body;
    expect(deleted.splits.map((split: Json) => split.party_name)).toEqual(['Community trust']);
    expect((await call('PATCH', `${path}/${trustId}`, { percent: '5' })).status).toBe(409);

    const filler = await call('POST', path, {
      party_name: 'County',
      percent: '80',
      analysis_code: 'COUNTY',
    });
    expect(filler.status).toBe(201);
    const refused = await call('POST', `${path}/${trustId}/restore`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(overHundred('117.75'));
    await call('DELETE', `${path}/${filler.body.split_public_id}`);
    const restored = await call('POST', `${path}/${trustId}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.deleted_at).toBeNull();
    expect((await call('GET', path)).body.conservancy_percent).toBe('62.25');
  });

  it('lets only one of two 60% splits sent at once in (the facility is locked per write)', async () => {
    const pelican = '/api/v1/facilities/fac-pelican/revenue-splits';
    const answers = await Promise.all(
      ['County', 'Trust'].map((party_name) =>
        call('POST', pelican, { party_name, percent: '60', analysis_code: party_name }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    expect((await call('GET', pelican)).body.conservancy_percent).toBe('40.00');
  });

  it('answers bad input, unknown ids and users without the feature in the one error shape', async () => {
    const bad = await call('POST', path, { ...trust, percent: '12.345', analysis_code: ' ' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        percent: 'Enter a percentage above 0 and at most 100, with at most two decimals',
        analysis_code: 'Enter the analysis code of the party’s share',
      },
    });
    expect((await call('POST', path, { ...trust, percent: '0' })).status).toBe(400);
    const unknown = await call('GET', '/api/v1/facilities/fac-none/revenue-splits');
    expect(unknown).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Unknown facility: fac-none' },
    });
    const noSplit = await call('DELETE', `${path}/00000000-0000-4000-8000-000000000000`);
    expect(noSplit.status).toBe(404);
    const clerk = await app.request(path, postJson(trust, tokens['Gate Clerk']!));
    expect(clerk.status).toBe(403);
  });
});
