/**
 * `POST /bookings` over HTTP on Postgres, at the test clock (2026-11-21 in Nairobi): a staff
 * booking priced exactly as `POST /quotes` prices the same cart, held for the guest to pay or
 * confirmed on the partner's account, with its created event and change-log row; schools and
 * members; the backdating window; a repeated Idempotency-Key; bans, capacity, roles and bad
 * input refused with nothing written.
 *
 * spec: api-contract.md §Staff bookings; staff-booking.md §2.1, §2.8, §3.1, §5, §9.
 */
import { membershipRefusals } from '@hifadhi/shared/pricing/member-discounts';
import type { StaffBookingRequestInput } from '@hifadhi/shared/schemas/staff-booking';
import { BACKDATED_TOO_FAR } from '@hifadhi/shared/schemas/sync';
import { describe, expect, it } from 'vitest';
import { bearer, postJson } from '../auth/test-staff';
import { expireLapsedHolds } from '../bookings/expire-holds';
import { bookingRowCounts } from '../test/booking-fixtures';
import { insertMember } from '../test/member-fixtures';
import { staffBookingMessages } from './staff-booking-messages';
import {
  type BookingAnswer,
  cart,
  gatePass,
  useStaffBookingTest,
} from './staff-booking-test-support';

const s = useStaffBookingTest();
const { database } = s;

describe('POST /bookings', () => {
  it('books an individual booking whose totals and lines are the staff quote’s, held for the guest', async () => {
    const request = cart({
      guests: [{ payment_public_id: 'cf-nr-a', payment_guests: 2, discount: 10 }],
    });
    const quote = await s.t.quote(request);
    const { status, body } = await s.t.create({ ...request, ...gatePass() });
    expect(status).toBe(201);
    const booking = body as BookingAnswer;
    expect(booking.total_cost).toBe(quote.totals.grand_total);
    expect(booking.booking_payment_balance).toBe(quote.totals.amount_due);
    expect(booking.lines.map((line) => [line.description, line.amount])).toEqual(
      quote.lines.map((line: { description: string; amount: number }) => [
        line.description,
        line.amount,
      ]),
    );
    expect(booking).toMatchObject({
      source: 'staff',
      booking_status: 'held',
      booking_payment_status: 'Unpaid',
      hold_expires_at: null,
      booking_type_id: 'FF9330A3',
      payment_period: 0,
      destination_public_id: 'dst-main',
      booking_details: { first_name: 'Wanjiku', email_address: 'wanjiku@example.com' },
    });
    expect(booking.staff_request).toMatchObject({ guests: [{ discount: 10 }] });
    expect((await s.t.events(booking.booking_public_id)).map((event) => event.event)).toEqual([
      'created',
    ]);
    const changes = await s.t.changes(booking.booking_public_id);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      before: null,
      after: {
        operation: 'create',
        booking_status: 'held',
        total_cost: `${quote.totals.grand_total}.00`,
      },
      user_email: 'admin@kijani.example',
    });
  });

  it('books on the partner’s account when the partner pays: its discount and commission, confirmed, invoiced, never expired', async () => {
    const request = cart({ partner: 'ptn-savanna' });
    const quote = await s.t.quote(request);
    const plain = await s.t.quote(cart());
    expect(quote.totals.grand_total).toBeLessThan(plain.totals.grand_total);
    const { status, body } = await s.t.create({ ...request, ...gatePass(), payment_period: 1 });
    expect(status).toBe(201);
    const booking = body as BookingAnswer;
    expect(booking).toMatchObject({
      booking_status: 'confirmed',
      booking_payment_status: 'Unpaid',
      hold_expires_at: null,
      partner_public_id: 'ptn-savanna',
      payment_period: 1,
      total_cost: quote.totals.grand_total,
    });
    const [invoice] = await database.sql`select d.number from booking_documents d
      join bookings b on b.id = d.booking_id
      where b.booking_public_id = ${booking.booking_public_id} and d.kind = 'invoice'`;
    expect(invoice?.number).toBeTruthy();
    const later = new Date('2027-03-01T00:00:00+03:00');
    await expireLapsedHolds({ db: database.db, clock: { now: () => later } });
    const [row] = await database.sql`select booking_status from bookings
      where booking_public_id = ${booking.booking_public_id}`;
    expect(row?.booking_status).toBe('confirmed');
  });

  it('refuses the partner to pay on a booking without a partner', async () => {
    const { status, body } = await s.t.create({ ...cart(), ...gatePass(), payment_period: 1 });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ payment_period: staffBookingMessages.partnerPaysNeedsPartner });
  });

  it('books a partner user’s booking for its own institution, never another partner', async () => {
    const own = await s.t.create({ ...cart(), ...gatePass() }, s.t.tokens.Partner);
    expect(own.status).toBe(201);
    expect(own.body.partner_public_id).toBe('ptn-savanna');
    const before = await bookingRowCounts(database);
    const other = await s.t.create(
      { ...cart({ partner: 'ptn-acacia' }), ...gatePass() },
      s.t.tokens.Partner,
    );
    expect(other.status).toBe(400);
    expect(other.body.fields).toEqual({ partner: staffBookingMessages.partnerBooksOwn });
    expect(await bookingRowCounts(database)).toEqual(before);
  });

  it('lists to a partner user only its own institution’s bookings, and hides the others', async () => {
    const own = await s.t.create(
      { ...cart({ check_in: '2027-01-20', check_out: '2027-01-21' }), ...gatePass() },
      s.t.tokens.Partner,
    );
    const staffs = await s.t.create({
      ...cart({ check_in: '2027-01-20', check_out: '2027-01-21' }),
      ...gatePass(),
    });
    const list = await s.t.app.request('/api/v1/bookings?items=100', {
      headers: bearer(s.t.tokens.Partner!),
    });
    expect(list.status).toBe(200);
    const page = (await list.json()) as {
      data: { booking_public_id: string; partner_public_id: string | null }[];
    };
    const ids = page.data.map((row) => row.booking_public_id);
    expect(ids).toContain(own.body.booking_public_id);
    expect(ids).not.toContain(staffs.body.booking_public_id);
    expect(new Set(page.data.map((row) => row.partner_public_id))).toEqual(
      new Set(['ptn-savanna']),
    );
    const hidden = await s.t.app.request(`/api/v1/bookings/${staffs.body.booking_public_id}`, {
      headers: bearer(s.t.tokens.Partner!),
    });
    expect(hidden.status).toBe(404);
  });

  it('books a school booking with its school and contacts', async () => {
    const request = cart({
      booking_type: '8D7E6504',
      school: 'sch-nyeri-high',
      destination: 'dst-main',
    });
    const { status, body } = await s.t.create({
      ...request,
      ...gatePass(),
      school_contacts: {
        primary_contact: 'Grace Njeri',
        primary_contact_email: 'grace@nyerihigh.example',
        primary_contact_phone: '+254722000111',
      },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      booking_type_id: '8D7E6504',
      school_public_id: 'sch-nyeri-high',
      group_details: { school: 'sch-nyeri-high', primary_contact: 'Grace Njeri' },
      total_cost: (await s.t.quote(request)).totals.grand_total,
    });
    const missing = await s.t.create({ ...request, ...gatePass() });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ school_contacts: 'This field is required' });
  });

  it('books a member with the member’s discounts, and refuses an expired membership saying why', async () => {
    const paid = await insertMember(database, 'SBPAID', true, '2026-12-31');
    const request = cart({
      guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
      facilities: [
        { public_id: 'fac-stables', adults: 2, number_of_rooms: 1, residency: 'citizen' },
      ],
      member: paid,
    });
    const quote = await s.t.quote(request);
    const withoutMember = await s.t.quote({ ...request, member: null });
    expect(quote.totals.grand_total).toBeLessThan(withoutMember.totals.grand_total);
    const { status, body } = await s.t.create({ ...request, ...gatePass() });
    expect(status).toBe(201);
    expect(body).toMatchObject({ member_public_id: paid, total_cost: quote.totals.grand_total });

    const expired = await insertMember(database, 'SBEXPD', true, '2026-11-20');
    const refused = await s.t.create({ ...request, member: expired, ...gatePass() });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: membershipRefusals.expired('2026-11-20'),
    });
  });

  it('lets staff backdate check-in by 7 days, not 8', async () => {
    const seven = cart({ check_in: '2026-11-14', check_out: '2026-11-15', facilities: [] });
    expect((await s.t.create({ ...seven, ...gatePass() })).status).toBe(201);
    const eight = cart({ check_in: '2026-11-13', check_out: '2026-11-15', facilities: [] });
    const refused = await s.t.create({ ...eight, ...gatePass() });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: BACKDATED_TOO_FAR,
      fields: { check_in: BACKDATED_TOO_FAR },
    });
  });

  it('answers a repeated Idempotency-Key with the first booking and writes nothing more', async () => {
    const body = { ...cart({ check_in: '2027-01-05', check_out: '2027-01-06' }), ...gatePass() };
    const first = await s.t.create(body, s.t.tokens.Administrator, 'sb-key-1');
    expect(first.status).toBe(201);
    const counts = await bookingRowCounts(database);
    const again = await s.t.create(body, s.t.tokens.Administrator, 'sb-key-1');
    expect(again.status).toBe(201);
    expect(again.body.booking_public_id).toBe(first.body.booking_public_id);
    expect(await bookingRowCounts(database)).toEqual(counts);
  });

  it('refuses a banned guest with 409 BOOKING_BANNED and writes nothing', async () => {
    const ban = await s.t.app.request(
      '/api/v1/booking-bans',
      postJson(
        {
          first_name: 'Otieno',
          last_name: 'Barasa',
          email_address: 'otieno@example.com',
          phone_number: null,
          vehicle_registration: null,
          booking_ban_start_date: '2026-11-01',
          booking_ban_end_date: null,
          reason: 'Fed the lions',
        },
        s.t.tokens.Administrator,
      ),
    );
    expect(ban.status).toBe(201);
    const before = await bookingRowCounts(database);
    const { status, body } = await s.t.create({
      ...cart(),
      ...gatePass({ email: 'otieno@example.com' }),
    });
    expect(status).toBe(409);
    expect(body.code).toBe('BOOKING_BANNED');
    expect(await bookingRowCounts(database)).toEqual(before);
  });

  it('refuses a booking beyond a facility’s units with 409 CAPACITY_EXCEEDED and writes nothing', async () => {
    const rooms = cart({
      check_in: '2027-02-01',
      check_out: '2027-02-03',
      guests: [{ payment_public_id: 'cf-nr-a', payment_guests: 40 }],
      facilities: [
        { public_id: 'fac-stables', adults: 40, number_of_rooms: 20, residency: 'non_resident' },
      ],
    });
    const before = await bookingRowCounts(database);
    const { status, body } = await s.t.create({ ...rooms, ...gatePass() });
    expect(status).toBe(409);
    expect(body.code).toBe('CAPACITY_EXCEEDED');
    expect(await bookingRowCounts(database)).toEqual(before);
  });

  it('is in the API reference with its body, its answers and the features it needs', async () => {
    const document = await (await s.t.app.request('/api/v1/openapi.json')).json();
    const create = document.paths['/bookings'].post;
    const amend = document.paths['/bookings/{booking_public_id}'].patch;
    for (const operation of [create, amend]) {
      expect(operation.requestBody.content['application/json'].schema.properties).toEqual(
        expect.objectContaining({
          guests: expect.anything(),
          first_name: expect.anything(),
          destination: expect.anything(),
          payment_period: expect.anything(),
          school_contacts: expect.anything(),
        }),
      );
    }
    expect(amend.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'send_mail',
    );
    expect(Object.keys(create.responses)).toEqual(['201', '400', '401', '403', '409']);
    expect(Object.keys(amend.responses)).toEqual(['200', '400', '401', '403', '404', '409']);
    expect(amend.responses['200'].content['application/json'].schema.properties).toHaveProperty(
      'amendment',
    );
    expect(create['x-access']).toContain('new-booking');
    expect(amend['x-access']).toContain('edit-booking');
  });

  it('needs a booking wizard feature (403) and answers bad input with 400 in the one error shape', async () => {
    const forbidden = await s.t.create(
      { ...cart(), ...gatePass() },
      s.t.tokens['Inspection Ranger'],
    );
    expect(forbidden.status).toBe(403);
    const bad = await s.t.create({
      ...cart({ guests: [{ payment_public_id: 'cf-nr-a', payment_guests: 2, discount: 120 }] }),
      ...gatePass({ email: 'not-an-address', destination: '' }),
    } as StaffBookingRequestInput);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        email: 'E-mail must be valid',
        destination: 'Destination must be provided',
        'guests.0.discount': 'Must be between 0-100%',
      },
    });
    const unknown = await s.t.app.request('/api/v1/bookings', {
      method: 'POST',
      headers: bearer(s.t.tokens.Administrator!),
      body: '{"check_in":',
    });
    expect(unknown.status).toBe(400);
  });
});
