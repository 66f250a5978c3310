/**
 * A walk-in from the gate keeps what the clerk entered in the wizard: the destination, the
 * proofs of residency, Pelican House with its catering type and a ranger activity's rangers
 * (sent on to every kiosk), and the member the gate priced it for; spec: staff-booking.md §2.1,
 * §2.2, §2.6, §2.7, §3.11, §9; pricing-rules.md §Lines, §Discounts.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedStaff, signInAs, staffTestApp } from '../auth/test-staff';
import { insertMember } from '../test/member-fixtures';
import { useTestDatabase } from '../test/test-database';
import { operation, pullAll, push, registerKiosk } from './test-kiosk';

const database = useTestDatabase();
let app: ReturnType<typeof staffTestApp>['app'];
let kiosk: { device_public_id: string; device_token: string };

beforeAll(async () => {
  await seedStaff(database.db);
  app = staffTestApp(database.db).app;
  kiosk = await registerKiosk(app, await signInAs(app, 'Administrator'), 'gate-main');
});

/** Two citizen adults for a night at Pelican House (self catering) with two armed rangers. */
function pelicanWalkIn(overrides: Record<string, unknown> = {}) {
  return {
    booking_public_id: randomUUID(),
    check_in: '2026-11-21',
    check_out: '2026-11-22',
    currency: 'KES',
    guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
    vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
    facilities: [
      {
        public_id: 'fac-pelican',
        adults: 2,
        children: 0,
        extra_pax_adults: 0,
        extra_pax_children: 0,
        number_of_rooms: 1,
        catering_type: '9a9a77eb',
      },
    ],
    inventory: [
      {
        public_id: 'act-ranger-walk',
        date: '2026-11-22',
        adults: 0,
        children: 0,
        extra_pax_adults: 0,
        extra_pax_children: 0,
        rangers: 2,
      },
    ],
    first_name: 'Wanjiku',
    last_name: 'Kamau',
    phone: '+254722000222',
    country: 'KE',
    destination: 'dst-main',
    proof_of_residency: [
      {
        payment_person: 'Citizen Adult',
        payment_public_id: 'cf-cit-a',
        proof_point: 'National ID',
        first_name: 'Wanjiku',
        last_name: 'Kamau',
        document_id: '22334455',
      },
      // Incomplete: no document number, so it is not a proof (§5).
      {
        payment_person: 'Citizen Adult',
        payment_public_id: 'cf-cit-a',
        proof_point: 'National ID',
        first_name: 'Muthoni',
        last_name: 'Kamau',
        document_id: '',
      },
    ],
    quoted_amount_due: 39500,
    ...overrides,
  };
}

/**
 * A day visit for two citizen adults (KES 1,500 each) and a 6-seater (KES 500) on 21 November,
 * as the gate quoted it (`quoted`), with `extra` (a member, a promo code).
 */
function dayVisitWalkIn(extra: Record<string, unknown>, quoted: number) {
  return pelicanWalkIn({
    check_out: '2026-11-21',
    facilities: [],
    inventory: [],
    proof_of_residency: [],
    quoted_amount_due: quoted,
    ...extra,
  });
}

describe('a walk-in from the wizard', () => {
  it('stores its destination, proofs of residency, catering type and rangers', async () => {
    const payload = pelicanWalkIn();
    const [result] = await push(app, kiosk.device_token, [
      operation('walk_in_booking', payload, '2026-11-21T08:00:00+03:00'),
    ]);
    // Citizen Adult 3,000; Up to 6 seater 500; Pelican House 30,000; 2 rangers 6,000.
    expect(result).toMatchObject({ status: 'applied', result: { amount_due: 39500 } });
    const [booking] = await database.sql`select id, destination_public_id from bookings
      where booking_public_id = ${payload.booking_public_id}`;
    expect(booking!.destination_public_id).toBe('dst-main');
    const proofs = await database.sql`select payment_public_id, proof_point, first_name,
      last_name, document_id from booking_residency_proofs where booking_id = ${booking!.id}`;
    expect(proofs).toEqual([
      {
        payment_public_id: 'cf-cit-a',
        proof_point: 'National ID',
        first_name: 'Wanjiku',
        last_name: 'Kamau',
        document_id: '22334455',
      },
    ]);
    const [pelican] = await database.sql`select catering_type, amount from booking_facilities
      where booking_id = ${booking!.id}`;
    expect(pelican).toMatchObject({ catering_type: '9a9a77eb', amount: '30000.00' });
    const [walk] = await database.sql`select rangers, amount from booking_activities
      where booking_id = ${booking!.id}`;
    expect(walk).toMatchObject({ rangers: 2, amount: '6000.00' });
    // Every kiosk receives the rangers with the booking.
    const { pages } = await pullAll(app, kiosk.device_token);
    const synced = pages
      .flatMap((page) => page.changes.bookings)
      .find((known) => known.booking_public_id === payload.booking_public_id);
    expect(synced?.inventory_bookings).toEqual([
      expect.objectContaining({ activity_public_id: 'act-ranger-walk', adults: 0, rangers: 2 }),
    ]);
  });

  it('with a destination the catalogue lacks is rejected and nothing is written', async () => {
    const payload = pelicanWalkIn({ destination: 'dst-nowhere' });
    const [result] = await push(app, kiosk.device_token, [
      operation('walk_in_booking', payload, '2026-11-21T09:00:00+03:00'),
    ]);
    expect(result).toMatchObject({
      status: 'rejected',
      error: { code: 'UNKNOWN_REFERENCE', message: 'Unknown destination: dst-nowhere' },
    });
    const [written] = await database.sql`select count(*)::int as n from bookings
      where booking_public_id = ${payload.booking_public_id}`;
    expect(written!.n).toBe(0);
  });
});

describe("a member's walk-in", () => {
  it('gets the entry discount as the gate quoted it and records the member', async () => {
    // Citizen Individual: entry 100%, so the guests' fees go to nothing.
    const member = await insertMember(database, 'WALK01', true, '2027-06-30');
    const payload = dayVisitWalkIn({ member }, 500);
    const [result] = await push(app, kiosk.device_token, [
      operation('walk_in_booking', payload, '2026-11-21T08:30:00+03:00'),
    ]);
    expect(result).toMatchObject({ status: 'applied', result: { amount_due: 500 } });
    const [booking] = await database.sql`select member_public_id, amount_due from bookings
      where booking_public_id = ${payload.booking_public_id}`;
    expect(booking).toEqual({ member_public_id: member, amount_due: '500.00' });
  });

  it('whose membership was unpaid is written at full price, recorded and flagged', async () => {
    const member = await insertMember(database, 'WALK03', false, null);
    const payload = dayVisitWalkIn({ member }, 500);
    const [result] = await push(app, kiosk.device_token, [
      operation('walk_in_booking', payload, '2026-11-21T11:00:00+03:00'),
    ]);
    expect(result).toMatchObject({
      status: 'forced',
      result: { amount_due: 3500, quoted_amount_due: 500 },
    });
    const [booking] = await database.sql`select member_public_id from bookings
      where booking_public_id = ${payload.booking_public_id}`;
    expect(booking!.member_public_id).toBe(member);
  });

  it('naming a member deleted since is written without one and flagged', async () => {
    const member = await insertMember(database, 'WALK04', true, '2027-06-30');
    await database.sql`update members set deleted_at = now() where public_id = ${member}`;
    const payload = dayVisitWalkIn({ member }, 500);
    const [result] = await push(app, kiosk.device_token, [
      operation('walk_in_booking', payload, '2026-11-21T11:30:00+03:00'),
    ]);
    expect(result).toMatchObject({ status: 'forced', result: { amount_due: 3500 } });
    const [booking] = await database.sql`select member_public_id from bookings
      where booking_public_id = ${payload.booking_public_id}`;
    expect(booking!.member_public_id).toBeNull();
  });
});

describe("a walk-in's promo code", () => {
  it('checked at the gate is applied and kept on the booking', async () => {
    const payload = dayVisitWalkIn({ promo_code: 'KARIBU10' }, 3150);
    const [result] = await push(app, kiosk.device_token, [
      operation('walk_in_booking', payload, '2026-11-21T12:00:00+03:00'),
    ]);
    expect(result).toMatchObject({ status: 'applied', result: { amount_due: 3150 } });
    const [booking] = await database.sql`select promo_code from bookings
      where booking_public_id = ${payload.booking_public_id}`;
    expect(booking!.promo_code).toBe('KARIBU10');
  });

  it('the server refuses by the time it arrives is dropped: written at full price, flagged', async () => {
    const payload = dayVisitWalkIn({ promo_code: 'EXPIRED5' }, 3325);
    const [result] = await push(app, kiosk.device_token, [
      operation('walk_in_booking', payload, '2026-11-21T12:30:00+03:00'),
    ]);
    expect(result).toMatchObject({
      status: 'forced',
      result: { amount_due: 3500, quoted_amount_due: 3325 },
    });
    const [booking] = await database.sql`select promo_code from bookings
      where booking_public_id = ${payload.booking_public_id}`;
    expect(booking!.promo_code).toBeNull();
  });
});
