import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  movableClock,
  postJson,
  seedStaff,
  signInAs,
  staffTestApp,
} from '../auth/test-staff';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
const clock = movableClock();
let app: ReturnType<typeof staffTestApp>['app'];
let admin: string;
beforeAll(async () => {
  await seedStaff(database.db);
  app = staffTestApp(database.db, clock).app;
  admin = await signInAs(app, 'Administrator');
});

async function issueCode(gate = 'gate-main'): Promise<{ code: string; expires_at: string }> {
  const response = await app.request(
    '/api/v1/devices/registration-codes',
    postJson({ gate_public_id: gate }, admin),
  );
  expect(response.status).toBe(201);
  return response.json();
}

const register = (code: string, name = 'Main gate kiosk 1') =>
  app.request('/api/v1/devices/register', postJson({ code, name }));

const changes = (token: string) =>
  app.request('/api/v1/sync/changes?limit=1', { headers: bearer(token) });

describe('registering a gate device', () => {
  it('trades a one-time code, however typed, for a device token bound to the gate', async () => {
    const issued = await issueCode();
    expect(issued.code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(issued.expires_at).toBe(new Date(clock.now().getTime() + 30 * 60_000).toISOString());

    const registered = await register(issued.code.toLowerCase().replaceAll('-', ' '));
    expect(registered.status).toBe(201);
    const device = await registered.json();
    expect(device).toMatchObject({ gate_public_id: 'gate-main' });
    expect(device.device_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await changes(device.device_token)).status).toBe(200);

    const again = await register(issued.code, 'Another kiosk');
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({
      code: 'UNAUTHENTICATED',
      message:
        'This registration code is not valid or has expired. Ask an administrator for a new one.',
      fields: {
        code: 'This registration code is not valid or has expired. Ask an administrator for a new one.',
      },
    });
  });

  it('gives one token between two kiosks racing with one code', async () => {
    const { code } = await issueCode('gate-river');
    const answers = await Promise.all([register(code, 'River A'), register(code, 'River B')]);
    expect(answers.map((response) => response.status).sort()).toEqual([201, 401]);
  });

  it('refuses a code after 30 minutes, and a code for a gate that does not exist', async () => {
    const { code } = await issueCode();
    clock.advance(30 * 60_000);
    expect((await register(code)).status).toBe(401);
    const noGate = await app.request(
      '/api/v1/devices/registration-codes',
      postJson({ gate_public_id: 'gate-sky' }, admin),
    );
    expect(noGate.status).toBe(400);
    expect((await noGate.json()).fields).toEqual({ gate_public_id: 'No such gate' });
  });

  it('lets only administrators issue codes', async () => {
    const clerk = await signInAs(app, 'Gate Clerk');
    const refused = await app.request(
      '/api/v1/devices/registration-codes',
      postJson({ gate_public_id: 'gate-main' }, clerk),
    );
    expect(refused.status).toBe(403);
  });
});

describe('device tokens', () => {
  it('stop working the moment the device is revoked', async () => {
    const device = await (await register((await issueCode()).code, 'Revoked kiosk')).json();
    expect((await changes(device.device_token)).status).toBe(200);
    const revoked = await app.request(
      `/api/v1/devices/${device.device_public_id}/revoke`,
      postJson({}, admin),
    );
    expect(revoked.status).toBe(200);
    expect((await revoked.json()).revoked_at).toBe(clock.now().toISOString());
    const refused = await changes(device.device_token);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'This device has been revoked. Ask an administrator to register it again.',
    });
    const listed = await (await app.request('/api/v1/devices', { headers: bearer(admin) })).json();
    expect(
      listed.find(
        (d: { device_public_id: string }) => d.device_public_id === device.device_public_id,
      ),
    ).toMatchObject({ name: 'Revoked kiosk', revoked_at: clock.now().toISOString() });
  });

  it('are not staff tokens, and staff tokens are not device tokens', async () => {
    const device = await (await register((await issueCode()).code)).json();
    expect(
      (await app.request('/api/v1/auth/me', { headers: bearer(device.device_token) })).status,
    ).toBe(401);
    const staffOnSync = await changes(admin);
    expect(staffOnSync.status).toBe(401);
    expect((await staffOnSync.json()).message).toBe(
      'This endpoint is for registered gate devices.',
    );
    expect((await app.request('/api/v1/sync/changes')).status).toBe(401);
  });

  it('are kept only as hashes', async () => {
    const device = await (await register((await issueCode()).code)).json();
    const rows = await database.sql`select token_hash from devices`;
    expect(rows.map((row) => row.token_hash)).not.toContain(device.device_token);
  });
});
