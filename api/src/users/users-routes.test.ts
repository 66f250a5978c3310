import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  fromAddress,
  postJson,
  seedStaff,
  signInAs,
  staffTestApp,
} from '../auth/test-staff';
import { staffChanges } from '../db/schema/staff-changes';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
let app: ReturnType<typeof staffTestApp>['app'];
let admin: string;
beforeAll(async () => {
  await seedStaff(database.db);
  app = staffTestApp(database.db).app;
  admin = await signInAs(app, 'Administrator');
});

const patchJson = (body: unknown, token: string): RequestInit => ({
  method: 'PATCH',
  headers: bearer(token),
  body: JSON.stringify(body),
});
const get = (path: string, token: string) =>
  app.request(`/api/v1${path}`, { headers: bearer(token) });

describe('staff users', () => {
  it('adds a gate clerk with gates, who can then sign in', async () => {
    const created = await app.request(
      '/api/v1/users',
      postJson(
        {
          full_name: 'Daniel Mwangi',
          email: 'Daniel@Kijani.example',
          phone: '+254711000222',
          user_type_id: 'role-gate-clerk',
          password: 'kifaru-2026',
          gate_public_ids: ['gate-river', 'gate-main'],
        },
        admin,
      ),
    );
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      full_name: 'Daniel Mwangi',
      email: 'Daniel@Kijani.example',
      user_kind: 'institution',
      user_type: 'Gate Clerk',
      user_type_id: 'role-gate-clerk',
      gate_public_ids: ['gate-main', 'gate-river'],
      has_account: true,
      suspended: false,
    });
    const login = await app.request(
      '/api/v1/auth/login',
      postJson({ email: 'daniel@kijani.example', password: 'kifaru-2026' }),
      fromAddress('10.7.0.1'),
    );
    expect(login.status).toBe(200);
  });

  it('refuses an e-mail already taken (any case), an unknown role and an unknown gate', async () => {
    const base = {
      full_name: 'Someone Else',
      user_type_id: 'role-gate-clerk',
      password: 'kifaru-2026',
    };
    const taken = await app.request(
      '/api/v1/users',
      postJson({ ...base, email: 'ADMIN@kijani.example' }, admin),
    );
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({
      code: 'CONFLICT',
      fields: { email: 'A user with this e-mail already exists' },
    });
    const noRole = await app.request(
      '/api/v1/users',
      postJson({ ...base, email: 'x1@kijani.example', user_type_id: 'role-chef' }, admin),
    );
    expect(noRole.status).toBe(400);
    expect((await noRole.json()).fields).toEqual({ user_type_id: 'No such user type' });
    const noGate = await app.request(
      '/api/v1/users',
      postJson(
        { ...base, email: 'x2@kijani.example', gate_public_ids: ['gate-main', 'gate-sky'] },
        admin,
      ),
    );
    expect(noGate.status).toBe(400);
    expect((await noGate.json()).fields).toEqual({ 'gate_public_ids.1': 'No such gate' });
  });

  it('adds a partner user tied to its partner', async () => {
    const created = await app.request(
      '/api/v1/users/partner',
      postJson(
        {
          full_name: 'Lucy Njeri',
          email: 'lucy@savannatrails.example',
          partner_public_id: 'ptn-savanna',
          password: 'kifaru-2026',
        },
        admin,
      ),
    );
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      user_kind: 'partner',
      user_type: 'Partner',
      partner_public_id: 'ptn-savanna',
    });
    const unknown = await app.request(
      '/api/v1/users/partner',
      postJson(
        {
          full_name: 'X',
          email: 'x3@example.com',
          partner_public_id: 'ptn-none',
          password: 'kifaru-2026',
        },
        admin,
      ),
    );
    expect(unknown.status).toBe(400);
  });

  it('lists staff users newest first, 15 a page unless told', async () => {
    const page = await (await get('/users?items=2', admin)).json();
    expect(page).toMatchObject({ page: 1, items: 2 });
    expect(page.total).toBeGreaterThanOrEqual(6);
    expect(page.data).toHaveLength(2);
    expect(page.data[0].full_name).toBe('Lucy Njeri');
    const all = await (await get('/users', admin)).json();
    expect(all.items).toBe(15);
    expect(all.data.map((user: { user_kind: string }) => user.user_kind)).not.toContain('public');
  });

  it('refuses a common password and one under 10 characters, for staff and for sign-up', async () => {
    const tooCommon = 'This password is too common. Choose one that is harder to guess.';
    const staff = await app.request(
      '/api/v1/users',
      postJson(
        {
          full_name: 'Peter Otieno',
          email: 'peter@kijani.example',
          user_type_id: 'role-gate-clerk',
          password: 'qwertyuiop',
        },
        admin,
      ),
    );
    expect(staff.status).toBe(400);
    expect(await staff.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: tooCommon,
      fields: { password: tooCommon },
    });
    const signUp = (password: string) =>
      app.request(
        '/api/v1/auth/signup',
        postJson({
          full_name: 'Peter Otieno',
          email: 'peter@example.com',
          password,
          new_password: password,
        }),
      );
    const common = await signUp('Password123');
    expect(common.status).toBe(400);
    expect((await common.json()).message).toBe(tooCommon);
    const short = await signUp('kifaru-26');
    expect(short.status).toBe(400);
    expect((await short.json()).fields).toEqual({
      password: 'Password must be at least 10 characters',
    });
  });

  it('signs up public users, listed apart from staff', async () => {
    const signup = await app.request(
      '/api/v1/auth/signup',
      postJson({
        full_name: 'Aisha Mohamed',
        email: 'aisha@example.com',
        password: 'kifaru-2026',
        new_password: 'kifaru-2026',
      }),
    );
    expect(signup.status).toBe(201);
    expect(await signup.json()).toMatchObject({ user_kind: 'public', user_type: 'Public User' });
    const publicUsers = await (await get('/users/public', admin)).json();
    expect(publicUsers.data.map((user: { email: string }) => user.email)).toEqual([
      'aisha@example.com',
    ]);
  });

  it('changes a user, deletes and restores them', async () => {
    const { data: users } = await (await get('/users?items=100', admin)).json();
    const daniel = users.find((user: { full_name: string }) => user.full_name === 'Daniel Mwangi');
    const changed = await app.request(
      `/api/v1/users/${daniel.public_id}`,
      patchJson(
        { user_type_id: 'role-inspection-ranger', gate_public_ids: ['gate-airstrip'] },
        admin,
      ),
    );
    expect(await changed.json()).toMatchObject({
      user_type: 'Inspection Ranger',
      gate_public_ids: ['gate-airstrip'],
      phone: '+254711000222',
    });
    const deleted = await app.request(`/api/v1/users/${daniel.public_id}`, {
      method: 'DELETE',
      headers: bearer(admin),
    });
    expect(deleted.status).toBe(200);
    const listed = await (await get('/users?items=100', admin)).json();
    expect(listed.data.map((user: { public_id: string }) => user.public_id)).not.toContain(
      daniel.public_id,
    );
    const deletedList = await (await get('/users?deleted=true', admin)).json();
    expect(deletedList.data.map((user: { public_id: string }) => user.public_id)).toEqual([
      daniel.public_id,
    ]);
    await app.request(`/api/v1/users/${daniel.public_id}/restore`, postJson({}, admin));
    expect((await get(`/users/${daniel.public_id}`, admin)).status).toBe(200);
    expect((await get('/users/not-a-user', admin)).status).toBe(404);
  });
});

describe('user types and their features', () => {
  it('gives a role a feature and takes it away, with effect on the next request', async () => {
    const clerk = await signInAs(app, 'Gate Clerk');
    expect((await get('/users', clerk)).status).toBe(403);
    const assigned = await app.request(
      '/api/v1/role-features',
      postJson({ role_public_id: 'role-gate-clerk', feature_public_id: 'feature-users' }, admin),
    );
    expect(assigned.status).toBe(200);
    expect((await assigned.json()).map((f: { url: string }) => f.url)).toContain('users');
    expect((await get('/users', clerk)).status).toBe(200);

    const notAssigned = await (
      await get('/user-types/role-gate-clerk/features?assigned=false', admin)
    ).json();
    expect(notAssigned.map((f: { url: string }) => f.url)).not.toContain('users');
    expect(notAssigned.map((f: { url: string }) => f.url)).toContain('devices');

    await app.request(
      '/api/v1/role-features/detach',
      postJson({ role_public_id: 'role-gate-clerk', feature_public_id: 'feature-users' }, admin),
    );
    const refused = await get('/users', clerk);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'You do not have access to this feature.',
    });
  });

  it('adds a user type, refuses a second of the same name, and deletes it while unused', async () => {
    const created = await app.request(
      '/api/v1/user-types',
      postJson({ name: 'Cashier', landing: '/gate-payment' }, admin),
    );
    expect(created.status).toBe(201);
    const cashier = await created.json();
    expect(cashier).toMatchObject({ name: 'Cashier', landing: '/gate-payment' });
    const again = await app.request('/api/v1/user-types', postJson({ name: 'Cashier' }, admin));
    expect(again.status).toBe(409);
    const inUse = await app.request('/api/v1/user-types/role-gate-clerk', {
      method: 'DELETE',
      headers: bearer(admin),
    });
    expect(inUse.status).toBe(409);
    expect((await inUse.json()).message).toBe(
      'This user type still has users. Move them to another user type first.',
    );
    const removed = await app.request(`/api/v1/user-types/${cashier.role_public_id}`, {
      method: 'DELETE',
      headers: bearer(admin),
    });
    expect(await removed.json()).toEqual({ message: 'Deleted.' });
  });

  it('deleting a menu takes its features away from every role until it is restored', async () => {
    const ranger = await signInAs(app, 'Inspection Ranger');
    expect((await get('/bookings', ranger)).status).toBe(200);
    await app.request('/api/v1/menus/menu-inspection', {
      method: 'DELETE',
      headers: bearer(admin),
    });
    expect((await get('/bookings', ranger)).status).toBe(403);
    const deletedMenus = await (await get('/menus?deleted=true', admin)).json();
    expect(deletedMenus.map((menu: { name: string }) => menu.name)).toEqual(['Inspection']);
    await app.request('/api/v1/menus/menu-inspection/restore', postJson({}, admin));
    expect((await get('/bookings', ranger)).status).toBe(200);
  });

  it('adds a feature to a menu; a url is taken only once among live features', async () => {
    const created = await app.request(
      '/api/v1/features',
      postJson(
        { menu_public_id: 'menu-gate', name: 'Gate report', url: 'reports/gate-entry', type: 1 },
        admin,
      ),
    );
    expect(created.status).toBe(201);
    const feature = await created.json();
    const duplicate = await app.request(
      '/api/v1/features',
      postJson(
        { menu_public_id: 'menu-gate', name: 'Again', url: 'reports/gate-entry', type: 2 },
        admin,
      ),
    );
    expect(duplicate.status).toBe(409);
    await app.request(`/api/v1/features/${feature.feature_public_id}`, {
      method: 'DELETE',
      headers: bearer(admin),
    });
    const reused = await app.request(
      '/api/v1/features',
      postJson(
        { menu_public_id: 'menu-gate', name: 'Again', url: 'reports/gate-entry', type: 2 },
        admin,
      ),
    );
    expect(reused.status).toBe(201);
    const restore = await app.request(
      `/api/v1/features/${feature.feature_public_id}/restore`,
      postJson({}, admin),
    );
    expect(restore.status).toBe(409);
    const menus = await (await get('/menus', admin)).json();
    const gate = menus.find((menu: { name: string }) => menu.name === 'Gate');
    expect(gate.features.at(-1)).toMatchObject({
      name: 'Again',
      url: 'reports/gate-entry',
      type: 2,
    });
  });
});

describe('finding users, suspending them, and the change log', () => {
  const changesOf = (entityId: string) =>
    database.db
      .select()
      .from(staffChanges)
      .where(eq(staffChanges.entity_id, entityId))
      .orderBy(asc(staffChanges.id));

  it('searches staff users by name, e-mail or phone, and filters by user type and kind', async () => {
    const byName = await (await get('/users?search=lucy', admin)).json();
    expect(byName.data.map((user: { full_name: string }) => user.full_name)).toEqual([
      'Lucy Njeri',
    ]);
    expect(byName.total).toBe(1);
    const byPhone = await (await get('/users?search=711000222', admin)).json();
    expect(byPhone.data.map((user: { full_name: string }) => user.full_name)).toEqual([
      'Daniel Mwangi',
    ]);
    const literal = await (await get('/users?search=%25', admin)).json();
    expect(literal.total).toBe(0);
    const rangers = await (await get('/users?user_type=role-inspection-ranger', admin)).json();
    expect(rangers.total).toBeGreaterThanOrEqual(1);
    expect(new Set(rangers.data.map((user: { user_type: string }) => user.user_type))).toEqual(
      new Set(['Inspection Ranger']),
    );
    const partners = await (await get('/users?kind=partner', admin)).json();
    expect(partners.total).toBeGreaterThanOrEqual(1);
    for (const user of partners.data) {
      expect(user).toMatchObject({ user_kind: 'partner', user_type: 'Partner' });
      expect(user.partner_public_id).not.toBeNull();
    }
    const tooLong = await get(`/users?search=${'x'.repeat(101)}`, admin);
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await get('/users?kind=public', admin)).status).toBe(400);
  });

  it('suspends a user, whose sign-in is refused, and unsuspends them; both in the change log', async () => {
    const created = await app.request(
      '/api/v1/users',
      postJson(
        {
          full_name: 'Grace Wambui',
          email: 'grace@kijani.example',
          user_type_id: 'role-gate-clerk',
          password: 'kifaru-2026',
        },
        admin,
      ),
    );
    const grace = await created.json();
    const suspended = await app.request(
      `/api/v1/users/${grace.public_id}/suspend`,
      postJson({}, admin),
    );
    expect(await suspended.json()).toMatchObject({ suspended: true });
    const login = await app.request(
      '/api/v1/auth/login',
      postJson({ email: 'grace@kijani.example', password: 'kifaru-2026' }),
      fromAddress('10.7.0.9'),
    );
    expect(login.status).toBe(403);
    expect((await login.json()).message).toBe(
      'This account is suspended. Contact an administrator.',
    );
    await app.request(`/api/v1/users/${grace.public_id}/unsuspend`, postJson({}, admin));

    const changes = await changesOf(grace.public_id);
    expect(changes.map((change) => [change.user_email, change.entity])).toEqual([
      ['admin@kijani.example', 'user'],
      ['admin@kijani.example', 'user'],
      ['admin@kijani.example', 'user'],
    ]);
    expect(changes[0]).toMatchObject({ before: null, after: { full_name: 'Grace Wambui' } });
    expect(changes[1]).toMatchObject({ before: { suspended: false }, after: { suspended: true } });
    expect(changes[2]).toMatchObject({ before: { suspended: true }, after: { suspended: false } });
  });

  it('refuses an administrator suspending or deleting themself, and an unknown user', async () => {
    const { user: me } = await (await get('/auth/me', admin)).json();
    for (const [method, path] of [
      ['POST', `/users/${me.public_id}/suspend`],
      ['DELETE', `/users/${me.public_id}`],
    ] as const) {
      const refused = await app.request(`/api/v1${path}`, {
        method,
        headers: bearer(admin),
        ...(method === 'POST' ? { body: '{}' } : {}),
      });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({
        code: 'FORBIDDEN',
        message: 'You cannot suspend or delete your own account.',
      });
    }
    expect((await get('/users?search=admin@kijani', admin)).status).toBe(200);
    const unknown = await app.request(
      '/api/v1/users/00000000-0000-4000-8000-000000000000/suspend',
      postJson({}, admin),
    );
    expect(unknown.status).toBe(404);
    expect(await changesOf(me.public_id)).toEqual([]);
  });

  it('logs a role feature detached once; detaching it again changes nothing', async () => {
    const detach = () =>
      app.request(
        '/api/v1/role-features/detach',
        postJson(
          {
            role_public_id: 'role-gate-clerk',
            feature_public_id: 'feature-incomplete-gate-tickets',
          },
          admin,
        ),
      );
    const earlier = (await changesOf('role-gate-clerk')).length;
    const first = await detach();
    expect(first.status).toBe(200);
    expect((await first.json()).map((f: { url: string }) => f.url)).not.toContain(
      'incomplete-gate-tickets',
    );
    expect((await detach()).status).toBe(200);
    const changes = (await changesOf('role-gate-clerk')).slice(earlier);
    expect(changes).toHaveLength(1);
    const [change] = changes as { before: { features: string[] }; after: { features: string[] } }[];
    expect(change?.before.features).toContain('incomplete-gate-tickets');
    expect(change?.after.features).not.toContain('incomplete-gate-tickets');
    const noFeature = await app.request(
      '/api/v1/role-features',
      postJson({ role_public_id: 'role-gate-clerk', feature_public_id: 'feature-none' }, admin),
    );
    expect(noFeature.status).toBe(404);
    const tooLong = await app.request(
      '/api/v1/role-features',
      postJson({ role_public_id: 'r'.repeat(101), feature_public_id: 'feature-users' }, admin),
    );
    expect(tooLong.status).toBe(400);
  });
});
