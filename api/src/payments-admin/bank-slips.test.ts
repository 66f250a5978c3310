/**
 * Bank slips over HTTP: recording (201, the same slip again 200, the same bank reference with
 * other figures 409, 400s), listing by state, and allocation to a booking: the booking's balance
 * and payment status exact, allocating again answers the first and records nothing, another
 * booking 409 (also when two allocations race), above the balance refused unless flagged as an
 * over-payment, 403 without the feature.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, demoStaff, postJson, seedStaff, signInAs, staffTestApp } from '../auth/test-staff';
import { attentionReasons } from '../payments/payment-messages';
import { staffBookingMessages } from '../staff-bookings/staff-booking-messages';
import { book, bookingDeps, bookingRequest } from '../test/booking-fixtures';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
let app: ReturnType<typeof staffTestApp>['app'];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  await seedStaff(database.db);
  app = staffTestApp(database.db).app;
  for (const role of ['Administrator', 'Gate Clerk'] as const) {
    tokens[role] = await signInAs(app, role);
  }
});

/** A held KES booking: its public id, reference and total (whole KES). */
async function held() {
  const booked = await book(bookingDeps(database.db), bookingRequest());
  return {
    id: booked.booking_public_id,
    ref: booked.booking_ref_code,
    total: booked.total_cost as number,
  };
}

let slipNumber = 0;
/** A valid slip body with a fresh reference; `overrides` replace fields. */
function slipBody(overrides: Record<string, unknown> = {}) {
  slipNumber += 1;
  return {
    bank: 'KCB',
    reference: `FT26325${String(slipNumber).padStart(5, '0')}`,
    amount: 10_000,
    currency: 'KES',
    paid_on: '2026-11-20',
    payer: 'Savanna Trails Ltd',
    note: 'Deposit for a December trip',
    ...overrides,
  };
}

const post = (path: string, body: unknown, role = 'Administrator') =>
  app.request(`/api/v1${path}`, postJson(body, tokens[role]));
const get = (path: string, role = 'Administrator') =>
  app.request(`/api/v1${path}`, { headers: bearer(tokens[role]!) });

async function newSlip(overrides: Record<string, unknown> = {}) {
  const response = await post('/bank-slips', slipBody(overrides));
  expect(response.status, await response.clone().text()).toBe(201);
  return response.json();
}
const allocate = (slipId: string, body: unknown, role = 'Administrator') =>
  post(`/bank-slips/${slipId}/allocate`, body, role);

/** The booking's figures and how many payments, ledger rows and payment events it has. */
async function snapshot(bookingId: string) {
  const [row] = await database.sql`select b.booking_status, b.booking_payment_status,
      b.booking_payment_balance::int as balance,
      (select count(*) from payments p where p.booking_id = b.id)::int as payments,
      (select count(*) from payment_ledger l join payments p on p.id = l.payment_id
        where p.booking_id = b.id)::int as ledger_rows,
      (select count(*) from booking_events e where e.booking_id = b.id
        and e.type = 'payment_received')::int as payment_events
    from bookings b where b.booking_public_id = ${bookingId}`;
  return row!;
}

describe('POST /bank-slips', () => {
  it('records a slip, answers the same slip again with it, and refuses the reference for other figures', async () => {
    const body = slipBody({ reference: 'FT2632500XYZ' });
    const created = await post('/bank-slips', body);
    expect(created.status).toBe(201);
    const slip = await created.json();
    expect(slip).toEqual({
      bank_slip_public_id: expect.any(String),
      bank: 'KCB',
      reference: 'FT2632500XYZ',
      amount: 10_000,
      currency: 'KES',
      paid_on: '2026-11-20',
      payer: 'Savanna Trails Ltd',
      note: 'Deposit for a December trip',
      recorded_by: expect.any(String),
      recorded_by_name: demoStaff.Administrator.full_name,
      recorded_at: '2026-11-21T06:00:00.000Z',
      allocation: null,
    });

    const again = await post('/bank-slips', { ...body, bank: 'kcb', reference: 'ft2632500xyz' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(slip);

    const other = await post('/bank-slips', { ...body, amount: 9_999 });
    expect(other.status).toBe(409);
    const message =
      'A slip with this bank and reference is already recorded: KES 10,000 paid on 2026-11-20';
    expect(await other.json()).toEqual({
      code: 'CONFLICT',
      message,
      fields: { reference: message },
    });
    const slips = (
      await database.sql`select count(*)::int as n from bank_slips where reference ilike 'FT2632500XYZ'`
    )[0]!.n;
    expect(slips).toBe(1);
  });

  it('answers bad fields with 400 naming each field, recording nothing', async () => {
    const before = (await database.sql`select count(*)::int as n from bank_slips`)[0]!.n;
    for (const [overrides, field] of [
      [{ bank: '  ' }, 'bank'],
      [{ bank: 'B'.repeat(101) }, 'bank'],
      [{ reference: undefined }, 'reference'],
      [{ amount: 0 }, 'amount'],
      [{ amount: 10.5 }, 'amount'],
      [{ amount: 100_000_001 }, 'amount'],
      [{ currency: 'EUR' }, 'currency'],
      [{ paid_on: '2026-02-30' }, 'paid_on'],
      [{ note: 'n'.repeat(2001) }, 'note'],
    ] as const) {
      const response = await post('/bank-slips', slipBody(overrides));
      expect({ field, status: response.status }).toEqual({ field, status: 400 });
      expect(Object.keys((await response.json()).fields ?? {})).toContain(field);
    }
    const after = (await database.sql`select count(*)::int as n from bank_slips`)[0]!.n;
    expect(after).toBe(before);
  });

  it('refuses a role without the bank slips feature: 403', async () => {
    expect((await post('/bank-slips', slipBody(), 'Gate Clerk')).status).toBe(403);
    expect((await get('/bank-slips', 'Gate Clerk')).status).toBe(403);
    const slip = await newSlip();
    const booking = await held();
    const refused = await allocate(
      slip.bank_slip_public_id,
      { booking: booking.ref },
      'Gate Clerk',
    );
    expect(refused.status).toBe(403);
    expect((await snapshot(booking.id)).payments).toBe(0);
  });
});

describe('POST /bank-slips/{id}/allocate', () => {
  it("records the slip as the booking's Bank Transfer payment, once", async () => {
    const booking = await held();
    const slip = await newSlip({ amount: 10_000 });
    const response = await allocate(slip.bank_slip_public_id, {
      booking: booking.ref.toLowerCase(),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const allocated = await response.json();
    expect(allocated.payment).toEqual({
      booking_public_id: booking.id,
      booking_status: 'held',
      booking_payment_status: 'Partially Paid',
      booking_payment_balance: booking.total - 10_000,
      payment_public_id: expect.any(String),
      method: 'Bank Transfer',
      amount: 10_000,
      currency: 'KES',
      reference: slip.reference,
    });
    expect(allocated.slip.allocation).toEqual({
      booking_public_id: booking.id,
      booking_ref_code: booking.ref,
      payment_public_id: allocated.payment.payment_public_id,
      allocated_by: slip.recorded_by,
      allocated_by_name: demoStaff.Administrator.full_name,
      allocated_at: '2026-11-21T06:00:00.000Z',
    });
    const once = await snapshot(booking.id);
    expect(once).toMatchObject({
      balance: booking.total - 10_000,
      booking_payment_status: 'Partially Paid',
      payments: 1,
      ledger_rows: 1,
      payment_events: 1,
    });
    const [payment] = await database.sql`select method, received_as, amount::int, provider_reference
      from payments where payment_public_id = ${allocated.payment.payment_public_id}`;
    expect(payment).toEqual({
      method: 'bank',
      received_as: 'Bank Transfer',
      amount: 10_000,
      provider_reference: slip.reference,
    });

    const again = await allocate(slip.bank_slip_public_id, { booking: booking.id });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(allocated);
    expect(await snapshot(booking.id)).toEqual(once);

    const other = await held();
    const elsewhere = await allocate(slip.bank_slip_public_id, { booking: other.ref });
    expect(elsewhere.status).toBe(409);
    expect(await elsewhere.json()).toEqual({
      code: 'CONFLICT',
      message: `This slip is already allocated to booking ${booking.ref}`,
    });
    expect((await snapshot(other.id)).payments).toBe(0);
  });

  it('lets only one of two racing allocations of a slip to different bookings through', async () => {
    const [first, second] = [await held(), await held()];
    const slip = await newSlip({ amount: 5_000 });
    const answers = await Promise.all([
      allocate(slip.bank_slip_public_id, { booking: first.ref }),
      allocate(slip.bank_slip_public_id, { booking: second.ref }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const payments = (await snapshot(first.id)).payments + (await snapshot(second.id)).payments;
    expect(payments).toBe(1);
  });

  it('refuses more than the balance unless allocated as an over-payment, which is flagged', async () => {
    const booking = await held();
    const slip = await newSlip({ amount: booking.total + 2_500 });
    const refused = await allocate(slip.bank_slip_public_id, { booking: booking.ref });
    expect(refused.status).toBe(400);
    const money = (n: number) => `KES ${n.toLocaleString('en-US')}`;
    const message = `The slip's ${money(booking.total + 2_500)} is more than the booking's balance of ${money(booking.total)}: allocate it as an over-payment to record it and flag the difference for a refund`;
    expect(await refused.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message,
      fields: { overpayment: message },
    });
    expect((await snapshot(booking.id)).payments).toBe(0);

    const over = await allocate(slip.bank_slip_public_id, {
      booking: booking.ref,
      overpayment: true,
    });
    expect(over.status, await over.clone().text()).toBe(200);
    expect((await over.json()).payment).toMatchObject({
      booking_status: 'confirmed',
      booking_payment_status: 'Paid',
      booking_payment_balance: 0,
      amount: booking.total + 2_500,
    });
    const flagged = await (await get('/payments/attention')).json();
    expect(flagged.payments).toContainEqual(
      expect.objectContaining({
        payable_reference: booking.ref,
        method: 'bank',
        amount: booking.total + 2_500,
        provider_reference: slip.reference,
        reason: attentionReasons.overpaid('KES 2,500.00'),
      }),
    );
  });

  it('refuses a slip whose reference the booking already recorded, an unknown slip or booking, another currency', async () => {
    const booking = await held();
    const slip = await newSlip({ amount: 1_000 });
    const recorded = await post(`/bookings/${booking.id}/payments`, {
      method: 'Bank Transfer',
      amount: 1_000,
      currency: 'KES',
      reference: slip.reference,
    });
    expect(recorded.status).toBe(201);
    const twice = await allocate(slip.bank_slip_public_id, { booking: booking.ref });
    expect(twice.status).toBe(409);
    expect((await twice.json()).message).toBe(staffBookingMessages.referenceCredited);
    expect((await snapshot(booking.id)).payments).toBe(1);

    const unknownSlip = await allocate('00000000-0000-4000-8000-000000000000', {
      booking: booking.ref,
    });
    expect(unknownSlip.status).toBe(404);
    expect((await unknownSlip.json()).message).toBe('No bank slip has this id');
    const fresh = await newSlip({ amount: 1_000 });
    const unknownBooking = await allocate(fresh.bank_slip_public_id, { booking: 'ZZZZZZZZ' });
    expect(unknownBooking.status).toBe(404);
    expect(await unknownBooking.json()).toMatchObject({
      code: 'BOOKING_NOT_FOUND',
      fields: { booking: 'Booking not found' },
    });

    const dollars = await newSlip({ amount: 100, currency: 'USD' });
    const currency = await allocate(dollars.bank_slip_public_id, { booking: booking.ref });
    expect(currency.status).toBe(400);
    expect((await currency.json()).message).toBe('This booking is paid in KES');

    for (const body of [
      {},
      { booking: '' },
      { booking: 'X'.repeat(101) },
      { booking: booking.ref, overpayment: 'yes' },
    ]) {
      expect((await allocate(fresh.bank_slip_public_id, body)).status).toBe(400);
    }
    expect((await snapshot(booking.id)).payments).toBe(1);
  });
});

describe('GET /bank-slips', () => {
  it('lists slips newest first, unallocated or allocated, by day paid and by search', async () => {
    const all = await (await get('/bank-slips?items=100')).json();
    const allocatedCount = all.data.filter(
      (slip: { allocation: unknown }) => slip.allocation,
    ).length;
    const [counts] = await database.sql`select count(*)::int as total,
      count(allocated_at)::int as allocated from bank_slips`;
    expect(all.total).toBe(counts!.total);
    expect(allocatedCount).toBe(counts!.allocated);
    expect((await (await get('/bank-slips?state=allocated')).json()).total).toBe(counts!.allocated);
    expect((await (await get('/bank-slips?state=unallocated')).json()).total).toBe(
      counts!.total - counts!.allocated,
    );

    const late = await newSlip({ paid_on: '2026-11-25', bank: 'Stanbic', reference: 'STB-777' });
    const latest = await (await get('/bank-slips?items=1')).json();
    expect(latest.data[0].bank_slip_public_id).toBe(late.bank_slip_public_id);
    expect((await (await get('/bank-slips?from=2026-11-21')).json()).total).toBe(1);
    expect((await (await get('/bank-slips?to=2026-11-24')).json()).total).toBe(counts!.total);
    expect((await (await get('/bank-slips?search=stanbic')).json()).total).toBe(1);
    expect((await (await get('/bank-slips?search=stb-7')).json()).total).toBe(1);
    expect((await get('/bank-slips?state=all')).status).toBe(400);
  });
});
