/**
 * A conservation or vehicle fee schedule for one destination changes that destination's quotes
 * from its day on, and not another destination's: public quotes and bookings, staff quotes and
 * the public fee lists on a chosen date. The clock is the test clock (2026-11-21 in Nairobi).
 * spec: staff-booking.md §3.3, §3.4, §7 (get_newly_scheduled_pricing per destination);
 * pricing-rules.md §Lines, §Days; api-contract.md §Quote, §Catalogue administration.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingRequest } from '../test/booking-fixtures';
import { useSettingsApp } from './test-settings-app';

const settings = useSettingsApp('10.48.0');
const { database, call, publicly, request } = settings;

/** The public quote of one citizen adult and one 6-seater: each line's amount by its ref. */
async function quote(stay: { check_in: string; check_out: string }, destination?: string) {
  const response = await publicly('/public/quotes', {
    ...stay,
    currency: 'KES',
    guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 1 }],
    vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
    ...(destination ? { destination } : {}),
  });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  const amount = (ref: string) =>
    body.lines.find((line: { ref: string }) => line.ref === ref)?.amount;
  return { adult: amount('cf-cit-a'), vehicle: amount('vf-6') };
}

const day = (date: string) => ({ check_in: date, check_out: date });

describe('fee schedules by destination', () => {
  beforeAll(async () => {
    // Citizen adults pay 2,500 and a 6-seater 700 a day at the research centre from 1 March 2027;
    // everywhere else the catalogue's 1,500 and 500 stay.
    for (const body of [
      { fee_kind: 'conservation', fee_public_id: 'cf-cit-a', amount: '2500' },
      { fee_kind: 'vehicle', fee_public_id: 'vf-6', amount: '700' },
    ]) {
      const added = await call('POST', '/fee-schedules', {
        ...body,
        destination_public_id: 'dst-research',
        effective_from: '2027-03-01',
        currency: 'KES',
      });
      expect(added.status).toBe(201);
    }
  });

  it("changes that destination's public quote from its day, not another's", async () => {
    expect(await quote(day('2027-02-28'), 'dst-research')).toEqual({ adult: 1500, vehicle: 500 });
    expect(await quote(day('2027-03-01'), 'dst-research')).toEqual({ adult: 2500, vehicle: 700 });
    expect(await quote(day('2027-03-01'), 'dst-main')).toEqual({ adult: 1500, vehicle: 500 });
    expect(await quote(day('2027-03-01'))).toEqual({ adult: 1500, vehicle: 500 });
  });

  it('prices each day of a stay that crosses the date at the amount in force that day', async () => {
    // 27 Feb – 3 Mar: 4 nights; conservation days 27, 28 Feb and 1 Mar; vehicle days 27 Feb to
    // 2 Mar.
    expect(
      await quote({ check_in: '2027-02-27', check_out: '2027-03-03' }, 'dst-research'),
    ).toEqual({ adult: 1500 + 1500 + 2500, vehicle: 500 + 500 + 700 + 700 });
  });

  it("prices a staff quote at the wizard's destination", async () => {
    const staffQuote = async (destination: string) => {
      const answer = await call('POST', '/quotes', {
        ...day('2027-03-02'),
        currency: 'KES',
        destination,
        guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.totals.conservation;
    };
    expect(await staffQuote('dst-research')).toBe(5000);
    expect(await staffQuote('dst-main')).toBe(3000);
  });

  it('refuses an unknown destination with 400, never a 500', async () => {
    const response = await publicly('/public/quotes', {
      ...day('2027-03-01'),
      guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 1 }],
      destination: 'dst-nowhere',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'UNKNOWN_REFERENCE',
      fields: { destination: 'There is no such destination' },
    });
  });

  it('a public booking keeps its destination and is priced at it', async () => {
    const response = await publicly(
      '/public/bookings',
      bookingRequest({
        ...day('2027-03-05'),
        destination: 'dst-research',
        guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
        facilities: [],
        email: 'destination@example.com',
      }),
    );
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(201);
    const [row] = await database.sql`
      select destination_public_id, total_cost from bookings
      where booking_ref_code = ${body.booking_ref_code}`;
    // 2 × 2,500 + 700
    expect(row).toMatchObject({ destination_public_id: 'dst-research' });
    expect(Number(row?.total_cost)).toBe(5700);
    // No discount was given: the scheduled amounts are list prices, not a discount of the
    // catalogue's (they were once booked as a negative promo discount).
    const discounts = await database.sql`
      select staff_discount_amount + member_discount_amount + partner_discount_amount
        + promo_discount_amount as off
      from (
        select booking_id, staff_discount_amount, member_discount_amount,
          partner_discount_amount, promo_discount_amount from booking_guests
        union all
        select booking_id, staff_discount_amount, member_discount_amount,
          partner_discount_amount, promo_discount_amount from booking_vehicles
      ) l
      join bookings b on b.id = l.booking_id
      where b.booking_ref_code = ${body.booking_ref_code}`;
    expect(discounts.map((line) => Number(line.off))).toEqual([0, 0]);
  });

  it('lists the fees in force on a chosen date and destination for the fee panel', async () => {
    const list = async (path: string) => {
      const response = await request(path);
      expect(response.status).toBe(200);
      return response.json();
    };
    const adult = async (query: string) =>
      (await list(`/public/conservation-fees${query}`)).find(
        (fee: { payment_public_id: string }) => fee.payment_public_id === 'cf-cit-a',
      )?.payment_person_amount;
    expect(await adult('')).toBe('1500');
    expect(await adult('?date=2027-03-01&destination=dst-research')).toBe('2500');
    expect(await adult('?date=2027-02-28&destination=dst-research')).toBe('1500');
    expect(await adult('?date=2027-03-01&destination=dst-main')).toBe('1500');
    const vehicles = await list('/public/vehicle-fees?date=2027-03-01&destination=dst-research');
    expect(
      vehicles.find((fee: { vehicle_public_id: string }) => fee.vehicle_public_id === 'vf-6')
        ?.vehicle_charge_category_cost,
    ).toBe('700');
    const bad = await request('/public/conservation-fees?date=1st-March');
    expect(bad.status).toBe(400);
  });
});
