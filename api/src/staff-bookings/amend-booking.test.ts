/**
 * `PATCH /bookings/{id}` over HTTP on Postgres, at the test clock (2026-11-21 in Nairobi): the
 * full new lines re-priced as the staff quote prices them, the removed lodge's units freed and
 * the added activity's slots taken in one go, the balance following the new total, one
 * `amended` event and one change-log row; an amendment below what was paid offering the
 * difference as a credit note, the ticket reissued; a full activity refusing it with nothing
 * changed; closed statuses refused; the amendment e-mail; and the booking's own rates kept
 * when today's have moved, and its base price lists when the back office has edited them.
 *
 * spec: api-contract.md §Staff bookings; staff-booking.md §2.1, §3.14, §4.
 */
import { describe, expect, it } from 'vitest';
import { bookingRowCounts } from '../test/booking-fixtures';
import { staffBookingMessages } from './staff-booking-messages';
import {
  type BookingAnswer,
  cart,
  gatePass,
  useStaffBookingTest,
} from './staff-booking-test-support';

const s = useStaffBookingTest();
const { database } = s;

/** Lion Tracking for `adults` non-resident adults on `date`. */
const lionTracking = (adults: number, date = '2026-12-11') => ({
  public_id: 'act-lion',
  date,
  adults,
  residency_adults: 'non_resident' as const,
});

/** A booking of the staff cart with `overrides` (201 asserted). */
async function booked(overrides: Parameters<typeof cart>[0] = {}): Promise<BookingAnswer> {
  const { status, body } = await s.t.create({ ...cart(overrides), ...gatePass() });
  expect({ status, error: status === 201 ? null : body }).toEqual({ status: 201, error: null });
  return body;
}

/** Units of `facility` and slots of `activity` held on `night` right now. */
async function held(facility: string, activity: string, night = '2026-12-11') {
  const [row] = await database.sql`select
      (select coalesce(sum(units_held), 0)::int from booking_facilities
        where facility_public_id = ${facility} and start_date <= ${night}::date
          and end_date > ${night}::date and holds_until > now()) as units,
      (select coalesce(sum(participants), 0)::int from booking_activities
        where activity_public_id = ${activity} and date = ${night}::date
          and holds_until > now()) as slots`;
  return { units: row!.units as number, slots: row!.slots as number };
}

describe('PATCH /bookings/{id}', () => {
  it('replaces a lodge with an activity: units freed, slots taken, re-priced, balance, one event and change', async () => {
    const booking = await booked();
    const id = booking.booking_public_id;
    const before = await held('fac-stables', 'act-lion');
    const amendment = cart({ facilities: [], inventory: [lionTracking(2)] });
    const quote = await s.t.quote(amendment);
    const { status, body } = await s.t.amend(id, {
      ...amendment,
      ...gatePass({ first_name: 'Njeri' }),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      total_cost: quote.totals.grand_total,
      booking_payment_balance: quote.totals.amount_due,
      booking_payment_status: 'Unpaid',
      booking_status: 'held',
      booking_details: { first_name: 'Njeri' },
      amendment: {
        previous_total: booking.total_cost,
        total: quote.totals.amount_due,
        credit_note_offered: null,
      },
    });
    expect(body.facility_bookings).toEqual([]);
    expect(body.inventory_bookings).toMatchObject([
      { inventory_id: 'act-lion', inventory_booking_adults: 2 },
    ]);
    expect(await held('fac-stables', 'act-lion')).toEqual({
      units: before.units - 1,
      slots: before.slots + 2,
    });
    const events = await s.t.events(id);
    expect(events.map((event) => event.event)).toEqual(['created', 'amended']);
    expect(events[1]!.details).toMatchObject({
      previous_total: booking.total_cost,
      total: quote.totals.amount_due,
    });
    const changes = await s.t.changes(id);
    expect(changes).toHaveLength(2);
    expect(changes[1]).toMatchObject({
      before: { total_cost: `${booking.total_cost}.00` },
      after: { operation: 'amend', total_cost: `${quote.totals.grand_total}.00` },
    });
  });

  it('offers what was paid beyond the new total as a credit note, and reissues the ticket', async () => {
    const booking = await booked({ check_in: '2026-12-14', check_out: '2026-12-16' });
    const id = booking.booking_public_id;
    const paid = await s.t.post(id, '/payments', {
      method: 'Cash',
      amount: booking.booking_payment_balance,
      currency: 'KES',
      reference: null,
    });
    expect(paid.status).toBe(201);
    const [ticket] = await database.sql`select t.id from booking_tickets t
      join bookings b on b.id = t.booking_id
      where b.booking_public_id = ${id} and t.revoked_at is null`;
    expect(ticket).toBeDefined();

    const amendment = cart({ check_in: '2026-12-14', check_out: '2026-12-15', facilities: [] });
    const quote = await s.t.quote(amendment);
    const { status, body } = await s.t.amend(id, { ...amendment, ...gatePass() });
    expect(status).toBe(200);
    const offered = booking.total_cost - quote.totals.amount_due;
    expect(offered).toBeGreaterThan(0);
    expect(body).toMatchObject({
      booking_status: 'confirmed',
      booking_payment_status: 'Paid',
      booking_payment_balance: 0,
      amendment: { credit_note_offered: offered },
    });
    const tickets = await database.sql`select t.id, t.revoked_at from booking_tickets t
      join bookings b on b.id = t.booking_id where b.booking_public_id = ${id} order by t.id`;
    expect(tickets.map((row) => row.revoked_at === null)).toEqual([false, true]);

    const note = await s.t.post(id, '/credit-notes', { amount: offered, reason: 'Lodge removed' });
    expect(note.status).toBe(201);
    expect(note.body.amount).toBe(offered);
  });

  it('refuses an amendment whose new activity is full with 409 CAPACITY_EXCEEDED, changing nothing', async () => {
    const stay = { check_in: '2027-01-10', check_out: '2027-01-12' };
    await booked({ ...stay, facilities: [], inventory: [lionTracking(5, '2027-01-11')] });
    const booking = await booked(stay);
    const id = booking.booking_public_id;
    const before = {
      read: await s.t.read(id),
      held: await held('fac-stables', 'act-lion', '2027-01-11'),
    };
    const counts = await bookingRowCounts(database);
    const { status, body } = await s.t.amend(id, {
      ...cart({ ...stay, facilities: [], inventory: [lionTracking(2, '2027-01-11')] }),
      ...gatePass(),
    });
    expect(status).toBe(409);
    expect(body.code).toBe('CAPACITY_EXCEEDED');
    expect(await s.t.read(id)).toEqual(before.read);
    expect(await held('fac-stables', 'act-lion', '2027-01-11')).toEqual(before.held);
    expect(await bookingRowCounts(database)).toEqual(counts);
  });

  it('refuses a deleted booking with 409 INVALID_TRANSITION, and a change of member or promo code', async () => {
    const booking = await booked({
      check_in: '2026-12-20',
      check_out: '2026-12-21',
      facilities: [],
    });
    const id = booking.booking_public_id;
    const body = {
      ...cart({ check_in: '2026-12-20', check_out: '2026-12-21', facilities: [] }),
      ...gatePass(),
    };
    const promo = await s.t.amend(id, { ...body, promo_code: 'KARIBU10' });
    expect(promo.status).toBe(400);
    expect(promo.body.fields).toEqual({ promo_code: staffBookingMessages.amendKeepsPromoCode });
    const deleted = await s.t.app.request(`/api/v1/bookings/${id}`, {
      method: 'DELETE',
      headers: {
        Authorization: `Bearer ${s.t.tokens.Administrator}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ reason: 'Duplicate' }),
    });
    expect(deleted.status).toBe(200);
    const refused = await s.t.amend(id, body);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'A booking that is deleted cannot be amended',
    });
  });

  it('needs the edit-booking feature (403) and answers bad input with 400', async () => {
    const booking = await booked({
      check_in: '2026-12-22',
      check_out: '2026-12-23',
      facilities: [],
    });
    const body = {
      ...cart({ check_in: '2026-12-22', check_out: '2026-12-23', facilities: [] }),
      ...gatePass(),
    };
    expect(
      (await s.t.amend(booking.booking_public_id, body, s.t.tokens['Gate Clerk'])).status,
    ).toBe(403);
    const bad = await s.t.amend(booking.booking_public_id, { ...body, check_in: '2026-11-01' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('check_in');
  });

  it('e-mails the client the amended booking when asked', async () => {
    const booking = await booked({
      check_in: '2026-12-24',
      check_out: '2026-12-25',
      facilities: [],
    });
    const sent = s.mailer.sent.length;
    const { status } = await s.t.amend(booking.booking_public_id, {
      ...cart({ check_in: '2026-12-24', check_out: '2026-12-26', facilities: [] }),
      ...gatePass(),
      send_mail: true,
    });
    expect(status).toBe(200);
    expect(s.mailer.sent).toHaveLength(sent + 1);
    const mail = s.mailer.sent.at(-1)!;
    expect(mail).toMatchObject({
      to: 'wanjiku@example.com',
      subject: `Booking amended: ${booking.booking_ref_code}`,
    });
    expect(mail.text).toContain('Check-out: 2026-12-26');
  });

  it('re-prices at the booking’s own exchange rate when today’s has moved', async () => {
    const usd = cart({ currency: 'USD', check_in: '2026-12-27', check_out: '2026-12-29' });
    const booking = await booked(usd);
    await database.sql`insert into currency_rates (currency_public_id, buy_amount, sell_amount,
      effective_at) values ('USD', 100, 103, '2026-11-21T06:00:00Z')`;
    const today = await s.t.quote(usd);
    expect(today.totals.grand_total).not.toBe(booking.total_cost);
    const { status, body } = await s.t.amend(booking.booking_public_id, { ...usd, ...gatePass() });
    expect(status).toBe(200);
    expect(body.total_cost).toBe(booking.total_cost);
    expect(body.amendment.credit_note_offered).toBeNull();
  });

  it('re-prices at the base price lists in force when it was made, not the ones edited since', async () => {
    const dates = { check_in: '2026-12-14', check_out: '2026-12-16' };
    const withLion = cart({ ...dates, inventory: [lionTracking(1, '2026-12-14')] });
    const booking = await booked(withLion);
    await database.sql`update facility_prices set mandatory_price = mandatory_price * 2
      where facility_public_id = 'fac-stables'`;
    await database.sql`update activity_prices set adult_price = adult_price * 2
      where activity_public_id = 'act-lion'`;
    await database.sql`update conservation_fees set payment_person_amount =
      payment_person_amount * 2 where payment_public_id = 'cf-nr-a'`;
    const today = await s.t.quote(withLion);
    expect(today.totals.grand_total).toBeGreaterThan(booking.total_cost);
    const { status, body } = await s.t.amend(booking.booking_public_id, {
      ...withLion,
      ...gatePass(),
    });
    expect({ status, error: status === 200 ? null : body }).toEqual({ status: 200, error: null });
    expect(body.total_cost).toBe(booking.total_cost);
    expect(body.amendment).toMatchObject({ previous_total: booking.total_cost });
  });
});
