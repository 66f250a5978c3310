/**
 * The members' lookups staff keep over HTTP (membership-backoffice.md §3 Lookups, §4, §7):
 * member types, residence types and household types are each added, renamed, soft deleted and
 * restored, every write in the change log; a taken name is 409; the member forms' lookups
 * (`GET /membership-settings`) offer only the live ones; a role without membership-settings
 * cannot change them (403).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedStaff, signInAs, staffTestApp } from '../auth/test-staff';
import { manualClock } from '../test/test-clock';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
let app: ReturnType<typeof staffTestApp>['app'];
const tokens: Record<string, string> = {};
type Role = 'Administrator' | 'Gate Clerk';

async function call(method: string, path: string, body?: unknown, role: Role = 'Administrator') {
  return app.request(`/api/v1${path}`, {
    method,
    headers: bearer(tokens[role]!),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
async function ok(method: string, path: string, body?: unknown) {
  const response = await call(method, path, body);
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response.json();
}
const names = (entries: { name: string }[]) => entries.map((entry) => entry.name);

beforeAll(async () => {
  await seedStaff(database.db);
  app = staffTestApp(database.db, manualClock()).app;
  for (const role of ['Administrator', 'Gate Clerk'] as const) {
    tokens[role] = await signInAs(app, role);
  }
});

describe.each([
  { path: '/member-types', entity: 'member_type', lookup: 'member_types', name: 'Corporate' },
  { path: '/residence-types', entity: 'residence_type', lookup: 'residence_types', name: 'EAC' },
  {
    path: '/household-types',
    entity: 'household_type',
    lookup: 'household_types',
    name: 'Single parent',
  },
] as const)('$path', ({ path, entity, lookup, name }) => {
  it('is seeded with the values the membership settings use', async () => {
    const seeded = names(await ok('GET', path));
    const expected =
      entity === 'residence_type'
        ? ['citizen', 'non_resident', 'resident']
        : ['Couple', 'Family', 'Individual'];
    expect(seeded).toEqual(expected);
  });

  it('adds, renames, deletes and restores an entry; the lookups follow; each write logged', async () => {
    const added = await ok('POST', path, { name });
    expect(added).toMatchObject({ name, deleted_at: null });
    expect((await call('POST', path, { name: name.toUpperCase() })).status).toBe(409);
    const renamed = await ok('PATCH', `${path}/${added.public_id}`, { name: `${name} II` });
    expect(renamed.name).toBe(`${name} II`);
    expect((await ok('GET', '/membership-settings'))[lookup]).toContain(`${name} II`);

    const deleted = await ok('DELETE', `${path}/${added.public_id}`);
    expect(deleted.deleted_at).not.toBeNull();
    expect(names(await ok('GET', path))).not.toContain(`${name} II`);
    expect(names(await ok('GET', `${path}?deleted=true`))).toEqual([`${name} II`]);
    expect((await ok('GET', '/membership-settings'))[lookup]).not.toContain(`${name} II`);

    const restored = await ok('POST', `${path}/${added.public_id}/restore`);
    expect(restored.deleted_at).toBeNull();
    expect((await ok('GET', '/membership-settings'))[lookup].at(-1)).toBe(`${name} II`);

    const log = await ok('GET', `/logs/changes?entity=${entity}&search=${added.public_id}`);
    expect(log.total).toBe(4);
  });

  it('refuses a blank name (400), an unknown entry (404) and a role without the feature (403)', async () => {
    expect((await call('POST', path, { name: '' })).status).toBe(400);
    const unknown = '00000000-0000-0000-0000-000000000000';
    expect((await call('DELETE', `${path}/${unknown}`)).status).toBe(404);
    expect((await call('POST', path, { name: 'Clerk type' }, 'Gate Clerk')).status).toBe(403);
    const [first] = await ok('GET', path);
    expect(
      (await call('DELETE', `${path}/${first.public_id}`, undefined, 'Gate Clerk')).status,
    ).toBe(403);
  });
});
