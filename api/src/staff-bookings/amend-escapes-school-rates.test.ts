/**
 * `PATCH /bookings/{id}` over HTTP on Postgres keeps the Escapes and school prices the booking
 * was made at: a partner lodge's parameter and supplement prices and its commission, and a
 * school conservation fee rate, edited by the back office after the booking, change neither the
 * amended total nor the commission kept; a lodge added since is priced as it stands.
 *
 * spec: pricing-rules.md §"Money and rounding" 3; staff-booking.md §2.4, §3.9, §3.14, §4;
 * api-contract.md §Staff bookings (`PATCH /bookings/{id}`).
 */
import { describe, expect, it } from 'vitest';
import {
  type BookingAnswer,
  cart,
  gatePass,
  useStaffBookingTest,
} from './staff-booking-test-support';

const s = useStaffBookingTest();
const { database } = s;

/** Two adults at Lolldaiga (USD) with the single room supplement, 3–5 January 2027. */
const lolldaiga = {
  public_id: 'esc-lolldaiga',
  supplements: [{ supplement_public_id: 'sup-lol-single', is_include: true }],
};
const escapeCart = (external_facilities: object[]) =>
  cart({
    check_in: '2027-01-03',
    check_out: '2027-01-05',
    facilities: [],
    external_facilities,
  } as Parameters<typeof cart>[0]);

const schoolContacts = {
  primary_contact: 'Grace Njeri',
  primary_contact_email: 'grace@nyerihigh.example',
  primary_contact_phone: '+254722000111',
};
/** A Nyeri High school day at Main: 2 citizen teachers and 30 citizen students, 8 Dec 2026. */
const schoolTrip = cart({
  booking_type: '8D7E6504',
  school: 'sch-nyeri-high',
  destination: 'dst-main',
  check_in: '2026-12-08',
  check_out: '2026-12-08',
  guests: [
    { payment_public_id: 'cf-cit-a', payment_guests: 2 },
    { payment_public_id: 'cf-cit-c', payment_guests: 30 },
  ],
  facilities: [],
});

/** A booking of `request` (201 asserted). */
async function booked(request: object): Promise<BookingAnswer> {
  const { status, body } = await s.t.create({ ...request, ...gatePass() } as never);
  expect({ status, error: status === 201 ? null : body }).toEqual({ status: 201, error: null });
  return body;
}

/**
 * Asserts that today's quote of `quoted` costs more than `booking`, and that amending it with
 * `amendment` (its own lines) keeps its total, offering no credit note.
 */
async function amendedAtItsOwnPrices(booking: BookingAnswer, quoted: object, amendment: object) {
  const today = await s.t.quote(quoted as Parameters<typeof s.t.quote>[0]);
  expect(today.totals.grand_total).toBeGreaterThan(booking.total_cost);
  const { status, body } = await s.t.amend(booking.booking_public_id, {
    ...amendment,
    ...gatePass(),
  });
  expect({ status, error: status === 200 ? null : body }).toEqual({ status: 200, error: null });
  expect(body.total_cost).toBe(booking.total_cost);
  expect(body.amendment).toMatchObject({
    previous_total: booking.total_cost,
    total: booking.total_cost,
    credit_note_offered: null,
  });
}

/** The booking's external accommodation lines as kept: amount and commission. */
async function externalLines(bookingPublicId: string) {
  const rows = await database.sql`select e.lodge_public_id, e.amount::text as amount,
      e.commission_percentage::text as commission_percentage,
      e.commission_amount::text as commission_amount
    from booking_external_facilities e join bookings b on b.id = e.booking_id
    where b.booking_public_id = ${bookingPublicId} order by e.id`;
  return rows.map((row) => ({ ...row }));
}

describe('PATCH /bookings/{id} at the Escapes and school prices of the booking', () => {
  it('keeps a lodge’s parameter and supplement prices and its commission edited since', async () => {
    const request = escapeCart([lolldaiga]);
    const booking = await booked(request);
    const id = booking.booking_public_id;
    const keptLines = await externalLines(id);
    expect(keptLines).toMatchObject([
      { lodge_public_id: 'esc-lolldaiga', commission_percentage: '12.5' },
    ]);
    await database.sql`update partner_lodge_parameters set price = price * 2
      where lodge_public_id = 'esc-lolldaiga'`;
    await database.sql`update partner_lodge_supplements set supplement_price = 500
      where supplement_public_id = 'sup-lol-single'`;
    await database.sql`update partner_lodges set percentage_commission = 20
      where public_id = 'esc-lolldaiga'`;
    await amendedAtItsOwnPrices(booking, request, request);
    expect(await externalLines(id)).toEqual(keptLines);
  });

  it('prices a line at a lodge added since at today’s prices, the booking’s own lodge as it was', async () => {
    const request = escapeCart([lolldaiga]);
    const booking = await booked(request);
    const [kept] = await externalLines(booking.booking_public_id);
    await database.sql`update partner_lodge_parameters set price = price * 3
      where lodge_public_id = 'esc-lolldaiga'`;
    await database.sql`insert into partner_lodges (public_id, name, partner_name, description,
        code, analysis_code, currency, quantity, percentage_commission, pricing_status,
        sort_order)
      values ('esc-ol-jogi', 'Ol Jogi Bandas', 'Ol Jogi Ltd', 'Bandas on the river.', 'ESC-OLJ',
        '4150-ESC-OLJ', 'KES', 3, '15', true, 9)`;
    await database.sql`insert into partner_lodge_parameters (parameter_public_id,
        lodge_public_id, facility_parameter_name, parameter_default_value,
        facility_pricing_point, price, non_priced_parameter, sort_order)
      values ('par-olj-banda', 'esc-ol-jogi', 'Banda', 1, 'per_night', '9000', false, 0)`;
    const olJogi = { public_id: 'esc-ol-jogi' };
    const todayOlJogi = await s.t.quote(escapeCart([olJogi]));
    // One banda × KES 9,000 × 2 nights, at the price it has today.
    expect(todayOlJogi.lines).toContainEqual(
      expect.objectContaining({ ref: 'esc-ol-jogi', amount: 18000 }),
    );

    const amendment = escapeCart([lolldaiga, olJogi]);
    const { status, body } = await s.t.amend(booking.booking_public_id, {
      ...amendment,
      ...gatePass(),
    });
    expect({ status, error: status === 200 ? null : body }).toEqual({ status: 200, error: null });
    expect(await externalLines(booking.booking_public_id)).toEqual([
      kept,
      {
        lodge_public_id: 'esc-ol-jogi',
        amount: '18000.00',
        commission_percentage: '15',
        commission_amount: '2700.00',
      },
    ]);
    expect(body.total_cost).toBe(booking.total_cost + 18000);
  });

  it('keeps the school conservation fee rates of the booking when a rate is edited since', async () => {
    const request = { ...schoolTrip, school_contacts: schoolContacts };
    const booking = await booked(request);
    // Priced at the school rates of Main then (teachers KES 500, students KES 200 a day).
    expect(booking.total_cost).toBe((await s.t.quote(schoolTrip)).totals.grand_total);
    await database.sql`update school_conservation_fees set amount = amount * 2
      where destination_public_id = 'dst-main'`;
    await amendedAtItsOwnPrices(booking, schoolTrip, request);
  });
});
