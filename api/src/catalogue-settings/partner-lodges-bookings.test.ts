/**
 * Partner lodges edited through `/partner-lodges` and the bookings made before: a booking at
 * Mukima keeps its cottage price and commission when the lodge's are changed over HTTP and the
 * booking is amended (its pricing basis), while a new booking takes the new ones.
 *
 * spec: pricing-rules.md §"Money and rounding" 3; staff-booking.md §2.4, §3.9;
 * membership-backoffice.md §4.
 */
import { describe, expect, it } from 'vitest';
import { bearer, postJson } from '../auth/test-staff';
import {
  type BookingAnswer,
  cart,
  gatePass,
  useStaffBookingTest,
} from '../staff-bookings/staff-booking-test-support';

const s = useStaffBookingTest();

/** One Mukima cottage (its default), 3–5 January 2027: 2 nights × 18,000 = 36,000. */
const mukimaStay = cart({
  check_in: '2027-01-03',
  check_out: '2027-01-05',
  facilities: [],
  external_facilities: [{ public_id: 'esc-mukima' }],
} as Parameters<typeof cart>[0]);

/** `method /api/v1/partner-lodges{suffix}` as the Administrator: the status. */
async function lodgeCall(method: string, suffix: string, body?: object) {
  const token = s.t.tokens.Administrator!;
  const init = body ? { ...postJson(body, token), method } : { method, headers: bearer(token) };
  return (await s.t.app.request(`/api/v1/partner-lodges${suffix}`, init)).status;
}

async function externalLine(bookingPublicId: string) {
  const [row] = await s.database.sql`select e.amount::text as amount,
      e.commission_percentage::text as commission_percentage
    from booking_external_facilities e join bookings b on b.id = e.booking_id
    where b.booking_public_id = ${bookingPublicId}`;
  return { ...row };
}

describe('a partner lodge edited over HTTP after a booking', () => {
  it('leaves the booking’s price and commission as they were on amend', async () => {
    const created = await s.t.create({ ...mukimaStay, ...gatePass() } as never);
    expect(created.status).toBe(201);
    const booking = created.body as BookingAnswer;
    expect(await externalLine(booking.booking_public_id)).toEqual({
      amount: '36000.00',
      commission_percentage: '10',
    });
    const status = await lodgeCall('PATCH', '/esc-mukima', {
      percentage_commission: '15',
      parameters: [
        {
          parameter_public_id: 'par-muk-cottage',
          facility_parameter_name: 'Cottage (up to 4 guests)',
          parameter_default_value: 1,
          facility_pricing_point: 'per_night',
          price: '20000',
        },
      ],
    });
    expect(status).toBe(200);
    // Today's quote: 2 nights × 20,000
    expect((await s.t.quote(mukimaStay)).totals.external_accommodation).toBe(40000);
    const amended = await s.t.amend(booking.booking_public_id, { ...mukimaStay, ...gatePass() });
    expect({ status: amended.status, total: amended.body.total_cost }).toEqual({
      status: 200,
      total: booking.total_cost,
    });
    expect(await externalLine(booking.booking_public_id)).toEqual({
      amount: '36000.00',
      commission_percentage: '10',
    });
  });

  it('books a new stay at the lodge’s new price and commission', async () => {
    const created = await s.t.create({ ...mukimaStay, ...gatePass() } as never);
    expect(created.status).toBe(201);
    // 2 nights × 20,000 at 15 %
    expect(await externalLine(created.body.booking_public_id)).toEqual({
      amount: '40000.00',
      commission_percentage: '15',
    });
  });
});
