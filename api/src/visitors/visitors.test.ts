/**
 * The visitors back office over HTTP: a gate clerk records a new visitor (201 with the pass's
 * url; the same Idempotency-Key again is the same visit), the pass PDF prints the visitor, the
 * contract's `GET /visitors` pages and filters (open, closed, type, search, days), edit and
 * close (once), soft delete and restore, the report for a day range, the identification and
 * visitor type lists (add, rename, delete, restore, duplicate name 409); every write is in the
 * change log; 400 for bad input, 403 without the feature.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedStaff, signInAs, staffTestApp } from '../auth/test-staff';
import { pdfRows } from '../documents/pdf-text';
import { manualClock } from '../test/test-clock';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
const clock = manualClock();
const DAY = 86_400_000;
let app: ReturnType<typeof staffTestApp>['app'];
const tokens: Record<string, string> = {};
let nationalId: string;
let passport: string;
let supplier: string;
let official: string;

type Role = 'Administrator' | 'Gate Clerk' | 'Inspection Ranger';

async function call(
  method: string,
  path: string,
  body?: unknown,
  role: Role = 'Administrator',
  headers: Record<string, string> = {},
) {
  return app.request(`/api/v1${path}`, {
    method,
    headers: { ...bearer(tokens[role]!), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
async function ok(method: string, path: string, body?: unknown, role: Role = 'Administrator') {
  const response = await call(method, path, body, role);
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response.json();
}

function visitor(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Wanjiru Kamau',
    phone: '+254712345678',
    identification_type: nationalId,
    identification_number: '23456789',
    visitor_type: supplier,
    organisation: 'Nanyuki Feeds',
    vehicle_plate: 'kda 123a',
    count: 2,
    purpose: 'Deliver hay to the rhino boma',
    staff_responsible: 'Joseph Lekanayia',
    ...overrides,
  };
}

/** Signs every role in (again: sessions end when the clock moves a day). */
async function signIn() {
  for (const role of ['Administrator', 'Gate Clerk', 'Inspection Ranger'] as const) {
    tokens[role] = await signInAs(app, role);
  }
}

beforeAll(async () => {
  await seedStaff(database.db);
  app = staffTestApp(database.db, clock).app;
  await signIn();
  const ids = await ok('GET', '/identification-types', undefined, 'Gate Clerk');
  nationalId = ids.find((t: { name: string }) => t.name === 'National ID').public_id;
  passport = ids.find((t: { name: string }) => t.name === 'Passport').public_id;
  const types = await ok('GET', '/visitor-types', undefined, 'Gate Clerk');
  supplier = types.find((t: { name: string }) => t.name === 'Supplier').public_id;
  official = types.find((t: { name: string }) => t.name === 'Government official').public_id;
});

describe('visitors and visitations', () => {
  let first: { public_id: string; pass_number: string; url: string };

  it('records a new visitor: 201, an open visitation and the url of its pass', async () => {
    const response = await call('POST', '/visitors', visitor(), 'Gate Clerk', {
      'Idempotency-Key': 'visit-1',
    });
    expect(response.status).toBe(201);
    first = await response.json();
    expect(first).toMatchObject({
      status: 'open',
      name: 'Wanjiru Kamau',
      identification_type: 'National ID',
      visitor_type: 'Supplier',
      vehicle_plate: 'KDA 123A',
      count: 2,
      visit_date: '2026-11-21',
      opened_by: 'Joseph Otieno',
      closed_at: null,
    });
    expect(first.pass_number).toMatch(/^VP-261121-[0-9A-Z]{4}$/);
    expect(first.url).toBe(`/api/v1/visitors/${first.public_id}/pass.pdf`);
    const again = await call('POST', '/visitors', visitor(), 'Gate Clerk', {
      'Idempotency-Key': 'visit-1',
    });
    expect(again.status).toBe(200);
    expect((await again.json()).public_id).toBe(first.public_id);
    expect((await ok('GET', '/visitors')).total).toBe(1);
  });

  it('prints the pass as a PDF with the pass number and the visitor', async () => {
    const response = await call('GET', first.url.replace('/api/v1', ''), undefined, 'Gate Clerk');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const rows = await pdfRows(new Uint8Array(await response.arrayBuffer()));
    expect(rows).toContain('VISITOR PASS');
    expect(rows).toContain(first.pass_number);
    expect(rows).toContain('Name: Wanjiru Kamau');
    expect(rows).toContain('Document: National ID 23456789');
    expect(rows).toContain('People: 2');
  });

  it('finds the same visitor again by document, and pages, filters and searches visits', async () => {
    clock.advance(DAY);
    await signIn();
    const second = await ok(
      'POST',
      '/visitors',
      visitor({ phone: '+254700000001', count: 1 }),
      'Gate Clerk',
    );
    expect(second.visitor_public_id).toBe(
      (await ok('GET', `/visitors/${first.public_id}`)).visitor_public_id,
    );
    await ok(
      'POST',
      '/visitors',
      visitor({
        name: 'Hon. Peter Ole Sankale',
        identification_type: passport,
        identification_number: 'A1234567',
        visitor_type: official,
        organisation: 'County Government',
        vehicle_plate: null,
        count: 4,
        purpose: 'Inspection of the water project',
      }),
    );
    const page = await ok('GET', '/visitors?items=2');
    expect(page).toMatchObject({ page: 1, items: 2, total: 3 });
    expect(page.data.map((v: { name: string }) => v.name)).toEqual([
      'Hon. Peter Ole Sankale',
      'Wanjiru Kamau',
    ]);
    // The first visit shows the visitor's newer phone: the visitor is one person.
    expect((await ok('GET', `/visitors/${first.public_id}`)).phone).toBe('+254700000001');
    expect((await ok('GET', `/visitors?visitor_type=${official}`)).total).toBe(1);
    expect((await ok('GET', '/visitors?search=kda')).total).toBe(2);
    expect((await ok('GET', '/visitors?search=a1234567')).total).toBe(1);
    expect((await ok('GET', '/visitors?from=2026-11-22&to=2026-11-22')).total).toBe(2);
  });

  it('edits and closes a visitation once; open and closed lists follow', async () => {
    const edited = await ok('PATCH', `/visitors/${first.public_id}`, {
      count: 3,
      purpose: 'Deliver hay and salt',
    });
    expect(edited).toMatchObject({ count: 3, purpose: 'Deliver hay and salt', status: 'open' });
    const closed = await ok('POST', `/visitors/${first.public_id}/close`);
    expect(closed).toMatchObject({ status: 'closed', closed_by: 'Amina Wanjiru' });
    const twice = await call('POST', `/visitors/${first.public_id}/close`);
    expect(twice.status).toBe(409);
    expect((await twice.json()).message).toBe('This visitation is already closed.');
    expect((await ok('GET', '/visitors?status=closed')).total).toBe(1);
    expect((await ok('GET', '/visitors?status=open')).total).toBe(2);
  });

  it('reports visitations, people and open ones per day and type', async () => {
    const report = await ok('GET', '/visitors/report?from=2026-11-21&to=2026-11-22');
    expect(report.rows).toEqual([
      { visit_date: '2026-11-21', visitor_type: 'Supplier', visitations: 1, people: 3, open: 0 },
      {
        visit_date: '2026-11-22',
        visitor_type: 'Government official',
        visitations: 1,
        people: 4,
        open: 1,
      },
      { visit_date: '2026-11-22', visitor_type: 'Supplier', visitations: 1, people: 1, open: 1 },
    ]);
    expect(report.totals).toEqual({ visitations: 3, people: 8, open: 2 });
    expect((await call('GET', '/visitors/report?from=2026-11-22&to=2026-11-21')).status).toBe(400);
  });

  it('soft deletes and restores a visitation, leaving it out of the list and the report', async () => {
    await ok('DELETE', `/visitors/${first.public_id}`);
    expect((await ok('GET', '/visitors')).total).toBe(2);
    expect((await ok('GET', '/visitors?deleted=true')).data[0].public_id).toBe(first.public_id);
    const report = await ok('GET', '/visitors/report?from=2026-11-21&to=2026-11-21');
    expect(report.totals.visitations).toBe(0);
    expect((await ok('POST', `/visitors/${first.public_id}/restore`)).deleted_at).toBeNull();
    expect((await ok('GET', '/visitors')).total).toBe(3);
  });

  it('logs every write in the change log', async () => {
    const log = await ok(
      'GET',
      `/logs/changes?entity=visitation&search=${first.public_id}&items=50`,
    );
    // Created, edited, closed, deleted, restored (the idempotent retry wrote nothing).
    expect(log.total).toBe(5);
    expect(log.data[4]).toMatchObject({ user_email: 'clerk@kijani.example', before: null });
  });

  it('answers 400 for bad input, 404 for unknown visits and 403 without the feature', async () => {
    const bad = await call(
      'POST',
      '/visitors',
      visitor({ count: 0, name: '', visitor_type: 'nope' }),
    );
    expect(bad.status, await bad.clone().text()).toBe(400);
    const body = await bad.json();
    expect(body.fields).toMatchObject({
      count: 'At least one person',
      name: 'This field is required',
    });
    const unknownType = await call('POST', '/visitors', visitor({ visitor_type: 'nope' }));
    expect(unknownType.status).toBe(400);
    expect((await unknownType.json()).fields).toEqual({
      visitor_type: 'Choose one of the listed entries',
    });
    expect((await call('PATCH', `/visitors/${first.public_id}`, {})).status).toBe(400);
    expect((await call('GET', '/visitors?status=gone')).status).toBe(400);
    expect((await call('GET', '/visitors/00000000-0000-0000-0000-000000000000')).status).toBe(404);
    expect((await call('GET', '/visitors', undefined, 'Inspection Ranger')).status).toBe(403);
    expect((await call('POST', '/visitors', visitor(), 'Inspection Ranger')).status).toBe(403);
    expect((await call('POST', '/visitor-types', { name: 'Pilot' }, 'Gate Clerk')).status).toBe(
      403,
    );
  });
});

describe('identification and visitor types', () => {
  it('adds, renames, deletes and restores a type; a taken name is 409', async () => {
    const added = await ok('POST', '/visitor-types', { name: 'Pilot' });
    expect(added).toMatchObject({ name: 'Pilot', deleted_at: null });
    const taken = await call('POST', '/visitor-types', { name: 'pilot' });
    expect(taken.status).toBe(409);
    expect(
      (await ok('PATCH', `/visitor-types/${added.public_id}`, { name: 'Bush pilot' })).name,
    ).toBe('Bush pilot');
    await ok('DELETE', `/visitor-types/${added.public_id}`);
    const live = await ok('GET', '/visitor-types');
    expect(live.map((t: { name: string }) => t.name)).not.toContain('Bush pilot');
    const deleted = await ok('GET', '/visitor-types?deleted=true');
    expect(deleted.map((t: { name: string }) => t.name)).toEqual(['Bush pilot']);
    // A deleted type cannot be chosen for a new visitor.
    const refused = await call(
      'POST',
      '/visitors',
      visitor({ visitor_type: added.public_id, identification_number: '999' }),
    );
    expect(refused.status).toBe(400);
    await ok('POST', `/visitor-types/${added.public_id}/restore`);
    expect((await ok('GET', '/visitor-types')).map((t: { name: string }) => t.name)).toContain(
      'Bush pilot',
    );
    const log = await ok('GET', `/logs/changes?entity=visitor_type&search=${added.public_id}`);
    expect(log.total).toBe(4);
    expect((await call('POST', '/identification-types', { name: '' })).status).toBe(400);
  });
});
