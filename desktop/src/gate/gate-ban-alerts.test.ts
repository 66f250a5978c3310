/**
 * A walk-in whose guest matches a booking ban is taken at the gate (the guest is there, the
 * kiosk may be offline) and flagged: once synced, the API has put an alert naming the ban on
 * it, the kiosk's replica receives the alert with the booking, and the gate's decision on a
 * scan shows it; resolved, it is gone from the next decision.
 *
 * spec: staff-booking.md §3.13; api-contract.md §Staff bookings (flagged at the gate).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson } from '../../../api/src/auth/test-staff';
import { registeredKiosk, type TestKiosk, walkInRequest } from './test/gate-kiosk';
import { startTestApi, type TestApi } from './test/test-api';

let api: TestApi;
let kiosk: TestKiosk;

beforeAll(async () => {
  api = await startTestApi();
  kiosk = await registeredKiosk(api, 'Main gate kiosk');
});

afterAll(async () => {
  await kiosk?.close();
  await api?.close();
});

// biome-ignore lint/suspicious/noExplicitAny: tests read the JSON answers field by field
async function asAdmin(method: string, path: string, body?: unknown): Promise<any> {
  const init =
    method === 'GET'
      ? { headers: bearer(api.adminToken) }
      : { ...postJson(body, api.adminToken), method };
  return (await api.app.request(`/api/v1${path}`, init)).json();
}

async function synced(token: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    await kiosk.call('POST', '/sync', { token });
    const status = (await kiosk.call('GET', '/status')).body;
    if (status.mode === 'online' && status.pending_operations === 0) return;
  }
  throw new Error('The kiosk did not sync');
}

describe('a walk-in matching a booking ban', () => {
  it('is taken, flagged with an alert naming the ban, and the gate decision shows it', async () => {
    const ban = await asAdmin('POST', '/booking-bans', {
      first_name: 'Baraka',
      last_name: 'Mutua',
      phone_number: '0733 000 444',
      booking_ban_start_date: '2026-11-01',
      reason: 'Threatened a ranger',
    });
    const clerk = await kiosk.signIn('Gate Clerk');
    const walkIn = await kiosk.call('POST', '/walk-ins', { token: clerk, body: walkInRequest() });
    expect(walkIn.status).toBe(201);
    const reference: string = walkIn.body.booking.booking_ref_code;
    await synced(clerk);
    await synced(clerk);

    const note = `Matches booking ban ${ban.booking_ban_public_id} (Baraka Mutua): Threatened a ranger`;
    const scan = await kiosk.call('POST', '/scans', {
      token: clerk,
      body: { code: reference, direction: 'check_in' },
    });
    expect(scan.body.booking).toMatchObject({
      booking_ref_code: reference,
      active_alerts: [note],
    });

    const [alert] = await asAdmin(
      'GET',
      `/bookings/${walkIn.body.booking.booking_public_id}/alerts`,
    );
    expect(alert).toMatchObject({ note, created_by: 'system', resolved_at: null });
    await asAdmin('PATCH', `/booking-alerts/${alert.note_public_id}`, { resolved: true });
    await synced(clerk);
    const again = await kiosk.call('POST', '/scans', {
      token: clerk,
      body: { code: reference, direction: 'check_in' },
    });
    expect(again.body.booking.booking_ref_code).toBe(reference);
    expect(again.body.booking.active_alerts).toBeUndefined();
  });
});
