/**
 * Who works the gate, at a kiosk against the real API: partners and public users cannot sign in
 * (online, and offline they were never remembered); the inspection ranger signs in with an
 * inspection-only session that scans but never records a check-in, walk-in or cash; the clerk
 * may do all of it. The kiosk holds only gate staff's verifiers, and a user suspended on the
 * server drops out of the replica at the next sync.
 */
import { NOT_GATE_STAFF } from '@hifadhi/shared/schemas/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaff, postJson } from '../../../api/src/auth/test-staff';
import { NOT_SIGNED_IN_HERE } from './sign-in';
import { registeredKiosk, type TestKiosk, walkInRequest } from './test/gate-kiosk';
import { type Booked, startTestApi, type TestApi } from './test/test-api';

let api: TestApi;
let kiosk: TestKiosk;
let booked: Booked;

const publicUser = { email: 'wanjiku.visitor@example.com', password: 'acacia-tree-2026' };

beforeAll(async () => {
  api = await startTestApi();
  booked = await api.bookDayVisit('2026-11-21', { first_name: 'Akinyi', last_name: 'Otieno' });
  const signedUp = await api.app.request(
    '/api/v1/auth/signup',
    postJson({
      full_name: 'Wanjiku Visitor',
      email: publicUser.email,
      password: publicUser.password,
      new_password: publicUser.password,
    }),
  );
  expect(signedUp.status).toBe(201);
  kiosk = await registeredKiosk(api, 'Main gate kiosk');
});

afterAll(async () => {
  await kiosk?.close();
  await api?.close();
});

const signIn = (email: string, password: string) =>
  kiosk.call('POST', '/session', { body: { email, password } });

/** Brings the API back and syncs until the kiosk says it is online again. */
async function backOnline(token: string): Promise<void> {
  await api.goOnline();
  for (let attempt = 0; attempt < 3; attempt++) {
    await kiosk.call('POST', '/sync', { token });
    if ((await kiosk.call('GET', '/status')).body.mode === 'online') return;
  }
  throw new Error('The kiosk did not come back online');
}

describe('signing in at the kiosk', () => {
  it('refuses a partner and a public user, online and offline', async () => {
    const partner = demoStaff.Partner;
    for (const [email, password] of [
      [partner.email, partner.password],
      [publicUser.email, publicUser.password],
    ] as const) {
      expect(await signIn(email, password)).toMatchObject({
        status: 403,
        body: { code: 'FORBIDDEN', message: NOT_GATE_STAFF },
      });
    }
    const clerk = await kiosk.signIn('Gate Clerk');
    await api.goOffline();
    try {
      for (let attempt = 0; attempt < 2; attempt++) {
        await kiosk.call('POST', '/sync', { token: clerk });
      }
      expect((await kiosk.call('GET', '/status')).body.mode).toBe('offline');
      for (const [email, password] of [
        [partner.email, partner.password],
        [publicUser.email, publicUser.password],
      ] as const) {
        expect(await signIn(email, password)).toMatchObject({
          status: 401,
          body: { message: NOT_SIGNED_IN_HERE },
        });
      }
    } finally {
      await backOnline(clerk);
    }
  });

  it('gives the clerk every gate ability', async () => {
    const { email, password } = demoStaff['Gate Clerk'];
    const answer = await signIn(email, password);
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({
      gate_abilities: ['scan', 'check_in', 'walk_in', 'cash', 'mpesa', 'receipt'],
      inspection_only: false,
    });
    const session = await kiosk.call('GET', '/session', { token: answer.body.token });
    expect(session.body.user.inspection_only).toBe(false);
  });

  it('gives the inspection ranger an inspection-only session: scans, but records nothing', async () => {
    const { email, password } = demoStaff['Inspection Ranger'];
    const answer = await signIn(email, password);
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ gate_abilities: ['scan'], inspection_only: true });
    const token = answer.body.token as string;

    const scan = await kiosk.call('POST', '/scans', {
      token,
      body: { code: booked.booking_ref_code, direction: 'check_in' },
    });
    expect(scan.status).toBe(200);
    expect(scan.body.booking.booking_ref_code).toBe(booked.booking_ref_code);
    const found = await kiosk.call('GET', `/bookings?q=${booked.booking_ref_code}`, { token });
    expect(found.status).toBe(200);

    const refused = [
      await kiosk.call('POST', '/check-ins', {
        token,
        body: { code: booked.booking_ref_code, direction: 'check_in' },
      }),
      await kiosk.call('POST', '/walk-ins', { token, body: walkInRequest() }),
      await kiosk.call('POST', `/bookings/${booked.booking_public_id}/cash-payments`, {
        token,
        body: { amount: 3500, currency: 'KES' },
      }),
      await kiosk.call('POST', `/bookings/${booked.booking_public_id}/mpesa-payments`, {
        token,
        body: { phone: '0708374149' },
      }),
      await kiosk.call('POST', `/bookings/${booked.booking_public_id}/receipts`, { token }),
    ];
    expect(refused.map((answer) => [answer.status, answer.body.message])).toEqual([
      [403, 'Your role may not record check-ins at the gate.'],
      [403, 'Your role may not book walk-ins at the gate.'],
      [403, 'Your role may not take cash at the gate.'],
      [403, 'Your role may not take M-Pesa payments at the gate.'],
      [403, 'Your role may not print receipts at the gate.'],
    ]);
    expect((await kiosk.call('GET', '/status')).body.pending_operations).toBe(0);
  });
});

describe('the offline verifiers on the kiosk', () => {
  it('are gate staff only, and a suspended ranger is gone after the next sync', async () => {
    const clerk = await kiosk.signIn('Gate Clerk');
    const sessionOf = async (role: 'Inspection Ranger' | 'Administrator') => {
      const { email, password } = demoStaff[role];
      return signIn(email, password);
    };
    // Online both sign in; the administrator works the main gate too.
    expect((await sessionOf('Administrator')).status).toBe(200);
    expect((await sessionOf('Inspection Ranger')).status).toBe(200);

    const [ranger] = await api.database
      .sql`select public_id from users where email = ${demoStaff['Inspection Ranger'].email}`;
    const suspended = await api.app.request(
      `/api/v1/users/${ranger!.public_id}/suspend`,
      postJson({}, api.adminToken),
    );
    expect(suspended.status).toBe(200);
    await kiosk.call('POST', '/sync', { token: clerk });

    await api.goOffline();
    try {
      await kiosk.call('POST', '/sync', { token: clerk });
      await kiosk.call('POST', '/sync', { token: clerk });
      expect((await kiosk.call('GET', '/status')).body.mode).toBe('offline');
      // The administrator signed in here, but no kiosk holds an administrator's verifier.
      expect((await sessionOf('Administrator')).status).toBe(401);
      // The ranger was suspended on the server: the replica dropped their verifier.
      expect((await sessionOf('Inspection Ranger')).status).toBe(401);
      expect(
        (await signIn(demoStaff['Gate Clerk'].email, demoStaff['Gate Clerk'].password)).status,
      ).toBe(200);
    } finally {
      await backOnline(clerk);
    }
  });
});
