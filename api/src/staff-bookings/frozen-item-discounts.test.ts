/**
 * An amendment re-prices at the facilities' and activities' offers and the facilities' deals
 * per discount type of the day the booking was made (its pricing basis), not the ones switched
 * off or set since; a new booking takes them as they stand.
 *
 * spec: pricing-rules.md §"Money and rounding" 3, §Discounts; docs/pricing.md "Facility and
 * activity discounts".
 */
import { describe, expect, it } from 'vitest';
import { cart, gatePass, useStaffBookingTest } from './staff-booking-test-support';

const s = useStaffBookingTest();
const { database } = s;

/** The Stables 14–16 December with Lion Tracking for one non-resident adult on the 14th. */
const stay = cart({
  check_in: '2026-12-14',
  check_out: '2026-12-16',
  inventory: [
    { public_id: 'act-lion', date: '2026-12-14', adults: 1, residency_adults: 'non_resident' },
  ],
});

const lineOf = (quote: { lines: { ref: string; amount: number }[] }, ref: string) =>
  quote.lines.find((line) => line.ref === ref)?.amount;

describe('offers and deals in a booking’s pricing basis', () => {
  it('an amendment keeps the offers the booking was made with', async () => {
    await database.sql`update facilities set discount = 10, discount_status = true
      where public_id = 'fac-stables'`;
    await database.sql`update activities set discount = 50, discount_status = true
      where public_id = 'act-lion'`;
    const offered = await s.t.quote(stay);
    const made = await s.t.create({ ...stay, ...gatePass() });
    expect(made.status).toBe(201);
    expect(made.body.total_cost).toBe(offered.totals.grand_total);

    await database.sql`update facilities set discount_status = false where public_id = 'fac-stables'`;
    await database.sql`update activities set discount = 0 where public_id = 'act-lion'`;
    const today = await s.t.quote(stay);
    expect(lineOf(today, 'fac-stables')).toBeGreaterThan(lineOf(offered, 'fac-stables')!);
    expect(lineOf(today, 'act-lion')).toBeGreaterThan(lineOf(offered, 'act-lion')!);

    const amended = await s.t.amend(made.body.booking_public_id, { ...stay, ...gatePass() });
    expect({ status: amended.status, error: amended.status === 200 ? null : amended.body }).toEqual(
      { status: 200, error: null },
    );
    expect(amended.body.total_cost).toBe(made.body.total_cost);
    expect(amended.body.amendment.credit_note_offered).toBeNull();
  });

  it('an offer set after the booking was made does not reach its amendment', async () => {
    await database.sql`update facilities set discount = 0, discount_status = false`;
    await database.sql`update activities set discount = 0, discount_status = false`;
    const made = await s.t.create({ ...stay, ...gatePass() });
    expect(made.status).toBe(201);
    await database.sql`update facilities set discount = 30, discount_status = true
      where public_id = 'fac-stables'`;
    expect((await s.t.quote(stay)).totals.grand_total).toBeLessThan(made.body.total_cost);
    const amended = await s.t.amend(made.body.booking_public_id, { ...stay, ...gatePass() });
    expect(amended.status).toBe(200);
    expect(amended.body.total_cost).toBe(made.body.total_cost);
  });
});
