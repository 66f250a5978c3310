import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/test-database';
import {
  bearer,
  demoStaff,
  fromAddress,
  movableClock,
  postJson,
  seedStaff,
  signInAs,
  staffTestApp,
} from './test-staff';

const database = useTestDatabase();
beforeAll(async () => {
  await seedStaff(database.db);
});

const login = (
  app: ReturnType<typeof staffTestApp>['app'],
  email: string,
  password: string,
  address = '10.0.0.1',
) => app.request('/api/v1/auth/login', postJson({ email, password }), fromAddress(address));

describe('signing in', () => {
  it('answers the token, the user and where each role lands', async () => {
    const { app } = staffTestApp(database.db);
    const landings: Record<string, string> = {};
    for (const staff of Object.values(demoStaff)) {
      const response = await login(app, staff.email, staff.password);
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.auth_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.user).toMatchObject({ full_name: staff.full_name, user_type: staff.user_type });
      landings[staff.user_type] = body.landing;
    }
    expect(landings).toEqual({
      Administrator: '/dashboard',
      'Gate Clerk': '/dashboard',
      'Inspection Ranger': '/bookings/inspection',
      Partner: '/dashboard',
    });
  });

  it('takes the e-mail in any case', async () => {
    const { app } = staffTestApp(database.db);
    const { email, password } = demoStaff['Gate Clerk'];
    expect((await login(app, email.toUpperCase(), password)).status).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail alike: 401 Wrong Credentials', async () => {
    const { app } = staffTestApp(database.db);
    for (const response of [
      await login(app, demoStaff.Administrator.email, 'change-me-clerk', '10.0.1.1'),
      await login(app, 'nobody@kijani.example', 'change-me-admin', '10.0.1.1'),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        code: 'UNAUTHENTICATED',
        message: 'Wrong Credentials',
      });
    }
  });
});

describe('sessions', () => {
  it('knows the signed-in user, with the menus and features of their role, in the contract shape', async () => {
    const { app } = staffTestApp(database.db);
    const token = await signInAs(app, 'Inspection Ranger');
    const response = await app.request('/api/v1/auth/me', { headers: bearer(token) });
    expect(response.status).toBe(200);
    const me = await response.json();
    // exactly the contract's keys: toEqual below also refuses extra keys in user, menus, features
    expect(Object.keys(me).sort()).toEqual(['landing', 'menus', 'user']);
    expect(me.user).toEqual({
      public_id: expect.any(String),
      full_name: 'Grace Lekishon',
      user_type: 'Inspection Ranger',
    });
    expect(me.landing).toBe('/bookings/inspection');
    const screen = (url: string, name: string) => ({
      public_id: expect.any(String),
      name,
      url,
      type: 1,
    });
    expect(me.menus).toEqual([
      {
        name: 'Inspection',
        features: [
          screen('bookings/inspection', 'Inspection'),
          screen('booking/inspection', 'Inspect booking'),
          screen('bookings/ban', 'Bans'),
        ],
      },
    ]);
  });

  it('documents that shape in the OpenAPI document', async () => {
    const { app } = staffTestApp(database.db);
    const document = await (await app.request('/api/v1/openapi.json')).json();
    const schema =
      document.paths['/auth/me'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(['user', 'menus', 'landing']);
    expect(Object.keys(schema.properties.user.properties)).toEqual([
      'public_id',
      'full_name',
      'user_type',
      'partner',
    ]);
    expect(schema.properties.user.required).not.toContain('partner');
    const menu = schema.properties.menus.items;
    expect(Object.keys(menu.properties)).toEqual(['name', 'features']);
    expect(Object.keys(menu.properties.features.items.properties)).toEqual([
      'public_id',
      'name',
      'url',
      'type',
    ]);
  });

  it('names the partner of a partner user, and only theirs', async () => {
    const { app } = staffTestApp(database.db);
    const partner = await app.request('/api/v1/auth/me', {
      headers: bearer(await signInAs(app, 'Partner')),
    });
    const clerk = await app.request('/api/v1/auth/me', {
      headers: bearer(await signInAs(app, 'Gate Clerk')),
    });
    expect((await partner.json()).user).toEqual({
      public_id: expect.any(String),
      full_name: demoStaff.Partner.full_name,
      user_type: 'Partner',
      partner: 'ptn-savanna',
    });
    expect(Object.keys((await clerk.json()).user).sort()).toEqual([
      'full_name',
      'public_id',
      'user_type',
    ]);
  });

  it('refuses a request without a token, and one whose session was signed out', async () => {
    const { app } = staffTestApp(database.db);
    const missing = await app.request('/api/v1/auth/me');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Sign in to continue.',
    });

    const first = await signInAs(app, 'Gate Clerk');
    const second = await signInAs(app, 'Gate Clerk');
    const out = await app.request('/api/v1/auth/logout', postJson({}, first));
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ message: 'You have signed out.' });

    const revoked = await app.request('/api/v1/auth/me', { headers: bearer(first) });
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Your session has ended. Sign in again.',
    });
    expect((await app.request('/api/v1/auth/me', { headers: bearer(second) })).status).toBe(200);
  });

  it('ends a session 12 hours after sign-in, on every API instance', async () => {
    const clock = movableClock();
    const one = staffTestApp(database.db, clock);
    const other = staffTestApp(database.db, clock);
    const token = await signInAs(one.app, 'Administrator');
    expect((await other.app.request('/api/v1/auth/me', { headers: bearer(token) })).status).toBe(
      200,
    );
    clock.advance(12 * 3_600_000 - 1_000);
    expect((await other.app.request('/api/v1/auth/me', { headers: bearer(token) })).status).toBe(
      200,
    );
    clock.advance(1_000);
    expect((await one.app.request('/api/v1/auth/me', { headers: bearer(token) })).status).toBe(401);
  });

  it('keeps only a hash of the token', async () => {
    const { app } = staffTestApp(database.db);
    const token = await signInAs(app, 'Partner');
    const stored = await database.sql`select token_hash from sessions`;
    expect(stored.some((row) => row.token_hash === token)).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });
});
