/**
 * The kiosk passes the staff screens' back-office calls through to the real API: with the API
 * session opened at the clerk's sign-in, the API's answers as they are (200, 403, 404, a POST's
 * body arriving), nothing without a gate session, and `503 OFFLINE` in the one error shape when
 * the API hangs or is gone (within the gate's time limit) or the user signed in offline.
 *
 * spec: ARCHITECTURE.md §"The staff application: one app, two hosts", §The gate kiosk.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaff } from '../../../api/src/auth/test-staff';
import { BACK_OFFICE_OFFLINE, SIGNED_IN_OFFLINE } from './routes/api-pass-through-routes';
import { startKiosk, type TestKiosk } from './test/gate-kiosk';
import { type SwitchableUplink, startSwitchableUplink } from './test/switchable-uplink';
import { type Booked, startTestApi, type TestApi } from './test/test-api';

const TIME_LIMIT_MS = 1_000;

let api: TestApi;
let uplink: SwitchableUplink;
let kiosk: TestKiosk;
let booked: Booked;
let clerk: string;

/** `method /api/v1<path>` at the kiosk with the gate `token`; status and JSON body. */
async function backOffice(method: string, path: string, token?: string, body?: unknown) {
  const response = await kiosk.service.app.request(`/api/v1${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: response.status,
    type: response.headers.get('Content-Type'),
    // biome-ignore lint/suspicious/noExplicitAny: the test reads the answers field by field
    body: (await response.json()) as any,
  };
}

beforeAll(async () => {
  api = await startTestApi();
  booked = await api.bookDayVisit('2026-11-28', { first_name: 'Nyokabi', last_name: 'Gitau' });
  uplink = await startSwitchableUplink(api.apiBaseUrl);
  kiosk = await startKiosk(uplink.apiBaseUrl, api.newDataDirectory(), {
    registrationCode: await api.registrationCode(),
    deviceName: 'Back-office kiosk',
    apiTimeoutMs: TIME_LIMIT_MS,
  });
  clerk = await kiosk.signIn('Gate Clerk');
});

afterAll(async () => {
  await kiosk?.close();
  await uplink?.close();
  await api?.close();
});

describe('back-office calls through the kiosk', () => {
  it('answers as the API does, with the session the clerk opened at sign-in', async () => {
    const me = await backOffice('GET', '/auth/me', clerk);
    expect(me.status).toBe(200);
    expect(Object.keys(me.body).sort()).toEqual(['landing', 'menus', 'user']);
    expect(me.body.user).toEqual({
      public_id: expect.any(String),
      full_name: 'Joseph Otieno',
      user_type: 'Gate Clerk',
    });
    expect(me.body.landing).toBe('/dashboard');

    const list = await backOffice('GET', '/bookings?list=all&search=Gitau&page=1&items=15', clerk);
    expect(list.status).toBe(200);
    expect(list.type).toMatch(/^application\/json/);
    expect(list.body.total).toBe(1);
    expect(list.body.data[0].booking_ref_code).toBe(booked.booking_ref_code);

    const one = await backOffice('GET', `/bookings/${booked.booking_public_id}`, clerk);
    expect(one.body).toMatchObject({ booking_ref_code: booked.booking_ref_code, total_cost: 3500 });
  });

  it('passes the API’s refusals on as they are', async () => {
    expect(await backOffice('GET', '/users', clerk)).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    });
    expect(await backOffice('GET', '/bookings/no-such-booking', clerk)).toMatchObject({
      status: 404,
      body: { code: 'BOOKING_NOT_FOUND' },
    });
  });

  it('passes a request’s body on', async () => {
    const { email, password } = demoStaff['Gate Clerk'];
    const signedIn = await backOffice('POST', '/auth/login', clerk, { email, password });
    expect(signedIn).toMatchObject({ status: 200, body: { landing: '/dashboard' } });
    const wrong = await backOffice('POST', '/auth/login', clerk, { email, password: 'not-it' });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Wrong Credentials' } });
  });

  it('passes nothing on without a gate session', async () => {
    expect(await backOffice('GET', '/auth/me')).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHENTICATED' },
    });
    expect(await backOffice('GET', '/auth/me', 'not-a-gate-token')).toMatchObject({
      status: 401,
    });
  });

  // A hung API is answered at the gate's time limit (1 s here), well inside the test's own.
  it('answers 503 OFFLINE when the API hangs or is gone', async () => {
    try {
      for (const mode of ['hang', 'refuse'] as const) {
        uplink.set(mode);
        expect(await backOffice('GET', '/bookings?list=all', clerk), mode).toEqual({
          status: 503,
          type: expect.stringMatching(/^application\/json/),
          body: { code: 'OFFLINE', message: BACK_OFFICE_OFFLINE },
        });
      }
    } finally {
      uplink.set('forward');
    }
    expect((await backOffice('GET', '/auth/me', clerk)).status).toBe(200);
  });

  it('answers 503 OFFLINE to a user signed in offline, who holds no API session', async () => {
    uplink.set('refuse');
    try {
      for (let attempt = 0; attempt < 2; attempt++) {
        await kiosk.call('POST', '/sync', { token: clerk });
      }
      expect((await kiosk.call('GET', '/status')).body.mode).toBe('offline');
      const offlineClerk = await kiosk.signIn('Gate Clerk');
      uplink.set('forward');
      expect(await backOffice('GET', '/auth/me', offlineClerk)).toMatchObject({
        status: 503,
        body: { code: 'OFFLINE', message: SIGNED_IN_OFFLINE },
      });
    } finally {
      uplink.set('forward');
    }
  });
});
