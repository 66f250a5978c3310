/**
 * `POST /activities/{public_id}/prices`: an activity's price list from a date (today or later)
 * is kept one per date, logged, listed by the activity's admin read and used by quotes for
 * dates on or after it only; the public list shows the prices in force today; a staff booking
 * made before the change keeps its amount, also when amended. The test clock's day is
 * 2026-11-21. spec: api-contract.md §Catalogue administration; pricing-rules.md §Lines
 * (Activity), §"Money and rounding" 3.
 */
import { describe, expect, it } from 'vitest';
import { bearer, postJson } from '../auth/test-staff';
import { cart, gatePass, useStaffBookingTest } from '../staff-bookings/staff-booking-test-support';

const s = useStaffBookingTest();

/** Citizens 5,000 an adult, 2,500 a child; non-residents USD 90 / 45. */
const nextSeason = [
  { residency: 'citizen', currency_type: 'KES', adult_price: '5000', child_price: '2500' },
  { residency: 'non_resident', currency_type: 'USD', adult_price: '90', child_price: '45' },
];

async function post(id: string, body: unknown, role = 'Administrator') {
  const response = await s.t.app.request(
    `/api/v1/activities/${id}/prices`,
    postJson(body, s.t.tokens[role]),
  );
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the answer's shape it expects
  return { status: response.status, body: (await response.json()) as any };
}

async function adminRead(id: string) {
  const response = await s.t.app.request(`/api/v1/activities/${id}`, {
    headers: bearer(s.t.tokens.Administrator!),
  });
  expect(response.status).toBe(200);
  return response.json();
}

/** A staff cart: The Stables `date` to the next day, with Lion Tracking on `date` for 2 citizen adults. */
const lionCart = (date: string, check_out: string) =>
  cart({
    check_in: date,
    check_out,
    inventory: [{ public_id: 'act-lion', date, adults: 2, residency_adults: 'citizen' }],
  });

const lionLine = (quote: { lines: { ref: string; amount: number }[] }) =>
  quote.lines.find((line) => line.ref === 'act-lion')?.amount;

async function changesLogged() {
  return s.database.sql`
    select before, after from staff_changes
    where entity = 'activity_price_change' and entity_id = 'act-night-drive' order by id`;
}

describe('POST /activities/{public_id}/prices', () => {
  it('keeps one list per date, a second post replacing it, logged; the admin read lists them', async () => {
    const first = await post('act-night-drive', {
      effective_from: '2027-06-01',
      price: nextSeason,
    });
    expect(first).toEqual({
      status: 201,
      body: {
        price_change_public_id: expect.any(String),
        activity_public_id: 'act-night-drive',
        effective_from: '2027-06-01',
        price: nextSeason,
        created_at: expect.any(String),
      },
    });
    const replaced = [{ ...nextSeason[0]!, adult_price: '5500' }];
    const again = { effective_from: '2027-06-01', price: replaced };
    expect((await post('act-night-drive', again)).status).toBe(201);
    // the same list posted again (a retry) changes and logs nothing
    expect((await post('act-night-drive', again)).status).toBe(201);
    expect(await changesLogged()).toEqual([
      { before: null, after: { effective_from: '2027-06-01', price: nextSeason } },
      {
        before: { effective_from: '2027-06-01', price: nextSeason },
        after: { effective_from: '2027-06-01', price: replaced },
      },
    ]);
    await post('act-night-drive', { effective_from: '2027-01-01', price: nextSeason });
    const read = await adminRead('act-night-drive');
    expect(
      read.price_changes.map((change: { effective_from: string; price: unknown }) => [
        change.effective_from,
        change.price,
      ]),
    ).toEqual([
      ['2027-01-01', nextSeason],
      ['2027-06-01', replaced],
    ]);
    // the activity's own list stays as it was, in force until the first change
    expect(read.price[0]).toEqual({
      residency: 'citizen',
      currency_type: 'KES',
      adult_price: '4500',
      child_price: '2250',
    });
  });

  it('is refused without the feature, for a date before today, without prices, for an unknown activity', async () => {
    const valid = { effective_from: '2027-08-01', price: nextSeason };
    expect((await post('act-chimp', valid, 'Gate Clerk')).status).toBe(403);
    expect(await post('act-chimp', { ...valid, effective_from: '2026-11-20' })).toEqual({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'Prices can take effect from today on, not on an earlier date',
        fields: { effective_from: 'Prices can take effect from today on, not on an earlier date' },
      },
    });
    const empty = await post('act-chimp', { ...valid, price: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ price: 'Enter at least one price' });
    expect((await post('act-nowhere', valid)).status).toBe(404);
    const [row] = await s.database.sql`
      select count(*)::int as n from activity_price_changes where activity_public_id = 'act-chimp'`;
    expect(row?.n).toBe(0);
  });

  it('shows in GET /public/activities the list in force today, not one taking effect later', async () => {
    const boma = async () => {
      const response = await s.t.app.request('/api/v1/public/activities');
      const rows = (await response.json()) as { public_id: string; price: unknown[] }[];
      return rows.find((row) => row.public_id === 'act-rhino-boma')!.price;
    };
    const before = await boma();
    await post('act-rhino-boma', { effective_from: '2026-11-22', price: nextSeason });
    expect(await boma()).toEqual(before);
    await post('act-rhino-boma', { effective_from: '2026-11-21', price: [nextSeason[1]] });
    expect(await boma()).toEqual([nextSeason[1]]);
  });
});

describe('quotes and bookings around an activity price change', () => {
  it('prices the day before the effective date at the old list and the date itself at the new', async () => {
    await post('act-lion', { effective_from: '2027-03-01', price: nextSeason });
    // 2 citizens × 4,000 on 28 February, × 5,000 from 1 March
    expect(lionLine(await s.t.quote(lionCart('2027-02-28', '2027-03-01')))).toBe(8000);
    expect(lionLine(await s.t.quote(lionCart('2027-03-01', '2027-03-02')))).toBe(10000);
  });

  it('a staff booking made before a change keeps its amount, also when amended', async () => {
    const stay = lionCart('2027-05-10', '2027-05-11');
    const made = await s.t.create({ ...stay, ...gatePass() });
    expect(made.status).toBe(201);
    // 2 × 5,000: the list in force from 1 March (the test above)
    expect(lionLine(made.body)).toBe(10000);

    await post('act-lion', {
      effective_from: '2027-05-01',
      price: [{ ...nextSeason[0]!, adult_price: '6500' }],
    });
    // 2 × 6,500 for a booking made now
    expect(lionLine(await s.t.quote(stay))).toBe(13000);
    const read = await s.t.read(made.body.booking_public_id);
    expect(read.total_cost).toBe(made.body.total_cost);

    const amended = await s.t.amend(made.body.booking_public_id, { ...stay, ...gatePass() });
    expect({ status: amended.status, error: amended.status === 200 ? null : amended.body }).toEqual(
      { status: 200, error: null },
    );
    expect(lionLine(amended.body)).toBe(10000);
    expect(amended.body.total_cost).toBe(made.body.total_cost);
  });
});
