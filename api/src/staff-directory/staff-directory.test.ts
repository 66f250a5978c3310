/**
 * Departments and the staff directory over HTTP: add, read, edit (every field, active or
 * inactive), soft delete and restore, search and filters, a taken name or staff number is 409,
 * a deleted department cannot take new staff; every write is in the change log; 400 for bad
 * input, 403 without the feature.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedStaff, signInAs, staffTestApp } from '../auth/test-staff';
import { manualClock } from '../test/test-clock';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
const clock = manualClock();
let app: ReturnType<typeof staffTestApp>['app'];
const tokens: Record<string, string> = {};
type Role = 'Administrator' | 'Gate Clerk';

async function call(method: string, path: string, body?: unknown, role: Role = 'Administrator') {
  const response = await app.request(`/api/v1${path}`, {
    method,
    headers: bearer(tokens[role]!),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
async function ok(method: string, path: string, body?: unknown) {
  const answer = await call(method, path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body;
}

beforeAll(async () => {
  await seedStaff(database.db);
  app = staffTestApp(database.db, clock).app;
  for (const role of ['Administrator', 'Gate Clerk'] as const) {
    tokens[role] = await signInAs(app, role);
  }
});

describe('departments and staff', () => {
  let rangers: { public_id: string };
  let tourism: { public_id: string };
  let ranger: { public_id: string };

  it('adds departments, refuses a taken name and lists them by name', async () => {
    rangers = await ok('POST', '/departments', {
      name: 'Rangers',
      description: 'Security and patrols',
    });
    tourism = await ok('POST', '/departments', { name: 'Tourism' });
    expect(rangers).toMatchObject({
      name: 'Rangers',
      is_active: true,
      staff_count: 0,
      deleted_at: null,
    });
    const taken = await call('POST', '/departments', { name: 'rangers' });
    expect(taken.status).toBe(409);
    expect(taken.body.fields.name).toBe(
      'A department named rangers exists (restore it if it was deleted)',
    );
    const list = await ok('GET', '/departments');
    expect(list.data.map((d: { name: string }) => d.name)).toEqual(['Rangers', 'Tourism']);
  });

  it('adds, edits and finds staff members', async () => {
    ranger = await ok('POST', '/staff', {
      staff_number: 'kc-014',
      full_name: 'Lemaiyan Ole Nkere',
      email: 'lemaiyan@kijani.example',
      phone: '+254722000014',
      job_title: 'Senior ranger',
      department: rangers.public_id,
    });
    expect(ranger).toMatchObject({
      department: 'Rangers',
      is_active: true,
      staff_number: 'kc-014',
    });
    await ok('POST', '/staff', {
      staff_number: 'KC-020',
      full_name: 'Achieng Odhiambo',
      department: tourism.public_id,
    });
    const taken = await call('POST', '/staff', {
      staff_number: 'KC-014',
      full_name: 'X Y',
      department: tourism.public_id,
    });
    expect(taken.status).toBe(409);
    const edited = await ok('PUT', `/staff/${ranger.public_id}`, {
      staff_number: 'KC-014',
      full_name: 'Lemaiyan Ole Nkere',
      job_title: 'Head ranger',
      department: rangers.public_id,
      is_active: false,
    });
    expect(edited).toMatchObject({ job_title: 'Head ranger', is_active: false, email: null });
    expect(
      (await ok('GET', '/staff?search=head')).data.map((s: { full_name: string }) => s.full_name),
    ).toEqual(['Lemaiyan Ole Nkere']);
    expect(
      (await ok('GET', '/staff?active=true')).data.map(
        (s: { full_name: string; is_active: boolean }) => [s.full_name, s.is_active],
      ),
    ).toEqual([['Achieng Odhiambo', true]]);
    expect(
      (await ok('GET', `/staff?department=${tourism.public_id}`)).data.map(
        (s: { department: string }) => s.department,
      ),
    ).toEqual(['Tourism']);
    expect((await ok('GET', `/departments/${rangers.public_id}`)).staff_count).toBe(1);
  });

  it('soft deletes and restores; a deleted department takes no new staff', async () => {
    await ok('DELETE', `/staff/${ranger.public_id}`);
    expect((await ok('GET', '/staff')).total).toBe(1);
    expect((await ok('GET', '/staff?deleted=true')).data[0].public_id).toBe(ranger.public_id);
    await ok('POST', `/staff/${ranger.public_id}/restore`);
    expect((await ok('GET', '/staff')).total).toBe(2);
    await ok('DELETE', `/departments/${tourism.public_id}`);
    const refused = await call('POST', '/staff', {
      staff_number: 'KC-030',
      full_name: 'New Person',
      department: tourism.public_id,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ department: 'Choose one of the listed departments' });
    expect((await ok('POST', `/departments/${tourism.public_id}/restore`)).deleted_at).toBeNull();
    const log = await ok('GET', `/logs/changes?entity=staff_member&search=${ranger.public_id}`);
    expect(log.total).toBe(4);
    expect(
      (await ok('GET', `/logs/changes?entity=department&search=${tourism.public_id}`)).total,
    ).toBe(3);
  });

  it('answers 400 for bad input, 404 for unknown ids and 403 without the feature', async () => {
    const bad = await call('POST', '/staff', {
      staff_number: '',
      full_name: '',
      email: 'x',
      department: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      staff_number: 'This field is required',
      full_name: 'This field is required',
      email: 'E-mail must be valid',
      department: 'Item is required',
    });
    expect((await call('GET', '/staff?active=maybe')).status).toBe(400);
    expect((await call('GET', '/departments/nope')).status).toBe(404);
    expect((await call('GET', '/staff', undefined, 'Gate Clerk')).status).toBe(403);
    expect((await call('POST', '/departments', { name: 'Finance' }, 'Gate Clerk')).status).toBe(
      403,
    );
  });
});
