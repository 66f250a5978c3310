/**
 * The kiosk never freezes on a bad uplink. Through a relay that can hold the API's sockets open
 * without answering: a scan that would ask the API answers from the replica within a second and
 * says it is offline; the kiosk switches itself offline when the API hangs or stops, back online
 * when it answers again, and then drains its outbox without anyone pressing "Sync now". The
 * heartbeat and time limits are shortened here (the real intervals' figures are measured by the
 * kiosk bench, docs/benchmarks.md §Gate kiosk).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startKiosk, type TestKiosk, walkInRequest } from './test/gate-kiosk';
import { type SwitchableUplink, startSwitchableUplink } from './test/switchable-uplink';
import { startTestApi, type TestApi } from './test/test-api';

let api: TestApi;
let uplink: SwitchableUplink;

beforeAll(async () => {
  api = await startTestApi();
  uplink = await startSwitchableUplink(api.apiBaseUrl);
});

afterAll(async () => {
  await uplink?.close();
  await api?.close();
});

async function kioskThroughUplink(extra: Parameters<typeof startKiosk>[2] = {}) {
  return startKiosk(uplink.apiBaseUrl, api.newDataDirectory(), {
    registrationCode: await api.registrationCode(),
    deviceName: 'Main gate kiosk',
    ...extra,
  });
}

const mode = async (kiosk: TestKiosk) => (await kiosk.call('GET', '/status')).body.mode;

describe('a scan with the uplink hung', () => {
  let kiosk: TestKiosk;
  afterAll(async () => {
    uplink.set('forward');
    await kiosk?.close();
  });

  it('answers from the replica within a second and says it is offline', async () => {
    const booked = await api.bookDayVisit('2026-11-21', { first_name: 'Chebet' });
    kiosk = await kioskThroughUplink({ syncCallTimeoutMs: 2_000 });
    const clerk = await kiosk.signIn('Gate Clerk');
    expect(await mode(kiosk)).toBe('online');

    uplink.set('hang');
    // A reference the replica lacks: online, the gate would sync once to look for it.
    const started = performance.now();
    const unknown = await kiosk.call('POST', '/scans', {
      token: clerk,
      body: { code: 'KQ7M2XD9', direction: 'check_in' },
    });
    const elapsed = performance.now() - started;
    expect(elapsed).toBeLessThan(1_000);
    expect(unknown).toMatchObject({
      status: 200,
      body: { offline: true, decision: { status: 'unknown' } },
    });

    const known = await kiosk.call('POST', '/scans', {
      token: clerk,
      body: { code: booked.booking_ref_code, direction: 'check_in' },
    });
    expect(known.body.booking.booking_ref_code).toBe(booked.booking_ref_code);
  });
});

describe('the automatic offline switch', () => {
  for (const outage of ['hang', 'refuse'] as const) {
    it(`goes offline when the API ${outage === 'hang' ? 'hangs' : 'stops'}, comes back, and drains the outbox unasked`, async () => {
      const kiosk = await kioskThroughUplink({
        heartbeatMs: 100,
        probeTimeoutMs: 100,
        syncCallTimeoutMs: 400,
      });
      try {
        const clerk = await kiosk.signIn('Gate Clerk');
        expect(await mode(kiosk)).toBe('online');

        uplink.set(outage);
        await vi.waitFor(async () => expect(await mode(kiosk)).toBe('offline'), {
          timeout: 2_000,
          interval: 25,
        });
        const walkIn = await kiosk.call('POST', '/walk-ins', {
          token: clerk,
          body: walkInRequest({ first_name: outage === 'hang' ? 'Kiprono' : 'Nafula' }),
        });
        expect(walkIn.status).toBe(201);
        expect((await kiosk.call('GET', '/status')).body.pending_operations).toBe(1);

        uplink.set('forward');
        await vi.waitFor(
          async () => {
            const status = (await kiosk.call('GET', '/status')).body;
            expect(status).toMatchObject({ mode: 'online', pending_operations: 0 });
          },
          { timeout: 3_000, interval: 25 },
        );
        const [row] = await api.database.sql`select booking_ref_code from bookings
          where booking_public_id = ${walkIn.body.booking.booking_public_id}`;
        expect(row!.booking_ref_code).toBe(walkIn.body.booking.booking_ref_code);
      } finally {
        uplink.set('forward');
        await kiosk.close();
      }
    });
  }
});
