/**
 * Exchange rates, VAT and catering levy rates, and conservation and vehicle fee schedules over
 * HTTP: added with their history (logged), soft deleted and restored, refused without the
 * feature (403) and on bad input (400, one error shape); the rate in force is what quotes use
 * and what a booking stores; a fee schedule prices stays from its date; and each change reaches
 * `POST /public/quotes` at once and a kiosk's replica on its next pull. The clock is the test
 * clock (2026-11-21 09:00 in Nairobi). spec: membership-backoffice.md §2.5 (VAT, Catering levy,
 * Currency); staff-booking.md §7 (get_newly_scheduled_pricing); pricing-rules.md §Money and
 * rounding 3, §Taxes; api-contract.md §Catalogue administration.
 */
import { describe, expect, it } from 'vitest';
import { bearer } from '../auth/test-staff';
import { pdfRows } from '../documents/pdf-text';
import { pull, registerKiosk } from '../sync/test-kiosk';
import { bookingRequest } from '../test/booking-fixtures';
import { useSettingsApp } from './test-settings-app';

const settings = useSettingsApp('10.40.0');
const { database, call, publicly, tokens } = settings;

/** The public quote of one citizen adult and one 6-seater on `day` (one day) in `currency`. */
async function dayQuote(day: string, currency: 'KES' | 'USD' = 'KES') {
  const response = await publicly('/public/quotes', {
    check_in: day,
    check_out: day,
    currency,
    guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 1 }],
    vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
  });
  expect(response.status).toBe(200);
  const quote = await response.json();
  const amount = (ref: string) =>
    quote.lines.find((line: { ref: string }) => line.ref === ref)?.amount;
  return { adult: amount('cf-cit-a'), vehicle: amount('vf-6'), rates: quote.rates };
}

describe('exchange rates', () => {
  it('lists USD at 128/131 in force, adds a rate that quotes use and a booking stores', async () => {
    const list = await call('GET', '/currencies');
    expect(
      list.body.find((c: { currency_public_id: string }) => c.currency_public_id === 'USD'),
    ).toMatchObject({ rate: { buy_amount: '128.00', sell_amount: '131.00', in_force: true } });
    // KES 1,500 ÷ 128 = 11.72 → 12
    expect((await dayQuote('2026-12-05', 'USD')).adult).toBe(12);

    const added = await call('POST', '/currencies/USD/rates', {
      buy_amount: '150',
      sell_amount: '155',
    });
    expect(added.status).toBe(201);
    expect(added.body.rate).toMatchObject({ buy_amount: '150', sell_amount: '155' });
    expect(added.body.history).toHaveLength(2);
    // KES 1,500 ÷ 150 = 10
    const after = await dayQuote('2026-12-05', 'USD');
    expect(after.adult).toBe(10);
    expect(after.rates.USD).toEqual({ buy_amount: '150', sell_amount: '155' });

    const booked = await publicly(
      '/public/bookings',
      bookingRequest({ currency: 'USD', email: 'rates@example.com' }),
    );
    expect(booked.status).toBe(201);
    const { booking_public_id } = await booked.json();
    const [stored] = await database.sql`
      select currency_buying_rate_at_time as buy, currency_selling_rate_at_time as sell
      from bookings where booking_public_id = ${booking_public_id}`;
    expect(stored).toEqual({ buy: '150', sell: '155' });
    const [change] = await database.sql`
      select before, after from staff_changes where entity = 'exchange_rate' order by id`;
    expect(change?.before).toMatchObject({ buy_amount: '128.00', sell_amount: '131.00' });
    expect(change?.after).toMatchObject({ buy_amount: '150', sell_amount: '155' });
  });

  it('keeps a rate for a later day out of force until then', async () => {
    const later = await call('POST', '/currencies/USD/rates', {
      buy_amount: '300',
      sell_amount: '310',
      effective_from: '2027-06-01',
    });
    expect(later.status).toBe(201);
    expect(later.body.rate.buy_amount).toBe('150');
    expect(later.body.history[0]).toMatchObject({
      buy_amount: '300',
      effective_at: '2027-05-31T21:00:00.000Z',
      in_force: false,
    });
    expect((await dayQuote('2026-12-05', 'USD')).adult).toBe(10);
  });

  it('refuses a selling rate below the buying rate, KES, unknown currencies and clerks', async () => {
    const below = await call('POST', '/currencies/USD/rates', {
      buy_amount: '130',
      sell_amount: '120',
    });
    expect(below.status).toBe(400);
    expect(below.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { sell_amount: 'The selling rate cannot be below the buying rate' },
    });
    const zero = await call('POST', '/currencies/USD/rates', { buy_amount: '0', sell_amount: '1' });
    expect(zero.body.fields).toEqual({ buy_amount: 'Enter a rate above 0' });
    const text = await call('POST', '/currencies/USD/rates', {
      buy_amount: 'cf-nr-a',
      sell_amount: '1',
    });
    expect(text.status).toBe(400);
    expect(text.body.fields).toEqual({ buy_amount: 'Must be a number' });
    expect(
      (await call('POST', '/currencies/KES/rates', { buy_amount: '2', sell_amount: '2' })).status,
    ).toBe(400);
    expect((await call('GET', '/currencies/EUR')).status).toBe(404);
    expect((await call('GET', '/currencies', undefined, 'Gate Clerk')).status).toBe(403);
  });

  it('edits a currency’s sign, logged', async () => {
    const edited = await call('PATCH', '/currencies/USD', { currency_sign: 'US$' });
    expect(edited.status).toBe(200);
    expect(edited.body.currency_sign).toBe('US$');
    const [change] = await database.sql`
      select before, after from staff_changes where entity = 'currency' and entity_id = 'USD'`;
    expect([change?.before.currency_sign, change?.after.currency_sign]).toEqual(['$', 'US$']);
    expect((await call('PATCH', '/currencies/USD', {})).status).toBe(400);
  });
});

describe('VAT and catering levy rates', () => {
  it('adds a VAT rate from a day, deletes and restores it, each in the history', async () => {
    const before = await call('GET', '/tax-rates?tax=vat');
    expect(before.body).toMatchObject({ tax: 'vat', in_force_percent: '16' });
    const added = await call('POST', '/tax-rates', {
      tax: 'vat',
      rate_percent: '14',
      effective_from: '2026-11-01',
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ rate_percent: '14', effective_from: '2026-11-01' });
    const future = await call('POST', '/tax-rates', {
      tax: 'vat',
      rate_percent: '18',
      effective_from: '2027-07-01',
    });
    const list = await call('GET', '/tax-rates?tax=vat');
    expect(list.body.in_force_percent).toBe('14');
    expect(
      list.body.data.map((rate: { rate_percent: string; in_force: boolean }) => [
        rate.rate_percent,
        rate.in_force,
      ]),
    ).toEqual([
      ['16', false],
      ['14', true],
      ['18', false],
    ]);
    expect((await call('DELETE', `/tax-rates/${added.body.public_id}`)).body.deleted).toBe(true);
    expect((await call('GET', '/tax-rates?tax=vat')).body.in_force_percent).toBe('16');
    expect((await call('POST', `/tax-rates/${added.body.public_id}/restore`)).status).toBe(200);
    expect((await call('GET', '/tax-rates?tax=vat')).body.in_force_percent).toBe('14');
    expect((await call('DELETE', `/tax-rates/${future.body.public_id}`)).status).toBe(200);
    const log = await database.sql`
      select after from staff_changes where entity = 'tax_rate' order by id`;
    // two added, one deleted and restored, one deleted
    expect(log).toHaveLength(5);
    for (const id of ['1.5', '-1', '2147483648', 'NaN']) {
      expect((await call('DELETE', `/tax-rates/${id}`)).body.code).toBe('NOT_FOUND');
      expect((await call('POST', `/tax-rates/${id}/restore`)).status).toBe(404);
    }
  });

  it('reach the quote’s taxes and the invoice of a booking made while in force', async () => {
    // 14 % from 2026-11-01 (the test before) is in force on the clock's day, 2026-11-21
    const lion = [
      {
        public_id: 'act-lion',
        date: '2026-12-11',
        adults: 2,
        residency_adults: 'non_resident' as const,
      },
    ];
    const quoted = await publicly('/public/quotes', {
      check_in: '2026-12-10',
      check_out: '2026-12-12',
      currency: 'KES',
      inventory: lion,
    });
    expect((await quoted.json()).taxes).toMatchObject({ vat_rate: '0.14' });
    const booked = await publicly(
      '/public/bookings',
      bookingRequest({ email: 'vat@example.com', inventory: lion }),
    );
    expect(booked.status).toBe(201);
    const { booking_public_id } = await booked.json();
    const invoice = await settings.request(`/bookings/${booking_public_id}/invoice.pdf`, {
      headers: bearer(tokens.Administrator!),
    });
    expect(invoice.status).toBe(200);
    const rows = await pdfRows(new Uint8Array(await invoice.arrayBuffer()));
    expect(rows.filter((row) => row.startsWith('VAT '))).toEqual([
      expect.stringMatching(/^VAT 14% /),
    ]);
  });

  it('refuses a rate of 100 % or more, and users without the tax’s feature', async () => {
    const bad = await call('POST', '/tax-rates', {
      tax: 'catering_levy',
      rate_percent: '100',
      effective_from: '2026-12-01',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ rate_percent: 'Enter a rate from 0 to 99.99 %' });
    expect((await call('GET', '/tax-rates?tax=vat', undefined, 'Gate Clerk')).status).toBe(403);
  });
});

describe('fee schedules', () => {
  it('prices stays from the effective date on, and the in-force lookup agrees', async () => {
    expect(await dayQuote('2027-02-01')).toMatchObject({ adult: 1500, vehicle: 500 });
    const conservation = await call('POST', '/fee-schedules', {
      fee_kind: 'conservation',
      fee_public_id: 'cf-cit-a',
      effective_from: '2027-01-01',
      amount: '1800',
      currency: 'KES',
    });
    expect(conservation.status).toBe(201);
    expect(conservation.body).toMatchObject({
      fee_name: 'Citizen Adult',
      destination_public_id: null,
      amount: '1800',
      deleted: false,
    });
    const vehicle = await call('POST', '/fee-schedules', {
      fee_kind: 'vehicle',
      fee_public_id: 'vf-6',
      effective_from: '2027-01-15',
      amount: '650',
      currency: 'KES',
    });
    expect(vehicle.status).toBe(201);
    expect(await dayQuote('2026-12-31')).toMatchObject({ adult: 1500, vehicle: 500 });
    expect(await dayQuote('2027-01-05')).toMatchObject({ adult: 1800, vehicle: 500 });
    expect(await dayQuote('2027-02-01')).toMatchObject({ adult: 1800, vehicle: 650 });

    const inForce = await call(
      'GET',
      '/fee-schedules/in-force?check_in_date=2027-01-20&check_out_date=2027-01-22',
    );
    expect(inForce.body.conservation_fees).toContainEqual({
      fee_public_id: 'cf-cit-a',
      name: 'Citizen Adult',
      amount: '1800',
      currency: 'KES',
      effective_from: '2027-01-01',
    });

    const removed = await call('DELETE', `/fee-schedules/${vehicle.body.public_id}`);
    expect(removed.body.deleted).toBe(true);
    expect(await dayQuote('2027-02-01')).toMatchObject({ adult: 1800, vehicle: 500 });
    expect((await call('GET', '/fee-schedules?fee_kind=vehicle&deleted=true')).body.data).toEqual([
      expect.objectContaining({ public_id: vehicle.body.public_id }),
    ]);
    expect((await call('POST', `/fee-schedules/${vehicle.body.public_id}/restore`)).status).toBe(
      200,
    );
    expect((await call('DELETE', '/fee-schedules/1e400')).body.code).toBe('NOT_FOUND');
    expect((await call('POST', '/fee-schedules/-1/restore')).status).toBe(404);
    expect(await dayQuote('2027-02-01')).toMatchObject({ adult: 1800, vehicle: 650 });
    const log = await database.sql`
      select before, after from staff_changes where entity = 'fee_schedule' order by id`;
    expect(log.map((entry) => [entry.before?.deleted ?? null, entry.after.deleted])).toEqual([
      [null, false],
      [null, false],
      [false, true],
      [true, false],
    ]);
  });

  it('adds one schedule and one tax rate for a retry with the same Idempotency-Key', async () => {
    const retried = async (path: string, body: unknown) =>
      (await call('POST', path, body, 'Administrator', { 'Idempotency-Key': `retry-${path}` })).body
        .public_id;
    const schedule = {
      fee_kind: 'vehicle',
      fee_public_id: 'vf-14',
      effective_from: '2027-05-01',
      amount: '1600',
      currency: 'KES',
    };
    const rate = { tax: 'catering_levy', rate_percent: '2.5', effective_from: '2027-05-01' };
    for (const [path, body] of [
      ['/fee-schedules', schedule],
      ['/tax-rates', rate],
    ] as const) {
      const first = await retried(path, body);
      expect(first).toEqual(expect.any(String));
      expect(await retried(path, body)).toBe(first);
    }
    const schedules = await call('GET', '/fee-schedules?fee_kind=vehicle');
    expect(
      schedules.body.data.filter((row: { fee_public_id: string }) => row.fee_public_id === 'vf-14'),
    ).toHaveLength(1);
    const levies = await call('GET', '/tax-rates?tax=catering_levy');
    expect(
      levies.body.data.filter((row: { rate_percent: string }) => row.rate_percent === '2.5'),
    ).toHaveLength(1);
  });

  it('refuses unknown fees and destinations, bad amounts and clerks', async () => {
    const unknown = await call('POST', '/fee-schedules', {
      fee_kind: 'vehicle',
      fee_public_id: 'cf-cit-a',
      effective_from: '2027-01-01',
      amount: '1',
      currency: 'KES',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ fee_public_id: 'Unknown vehicle fee: cf-cit-a' });
    const nowhere = await call('POST', '/fee-schedules', {
      fee_kind: 'vehicle',
      fee_public_id: 'vf-6',
      destination_public_id: 'dst-moon',
      effective_from: '2027-01-01',
      amount: '1',
      currency: 'KES',
    });
    expect(nowhere.body.fields).toEqual({ destination_public_id: 'Unknown destination: dst-moon' });
    const bad = await call('POST', '/fee-schedules', {
      fee_kind: 'vehicle',
      fee_public_id: 'vf-6',
      effective_from: '2027-02-30',
      amount: 'ten',
      currency: 'EUR',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['amount', 'currency', 'effective_from']);
    expect(
      (await call('GET', '/fee-schedules?fee_kind=conservation', undefined, 'Gate Clerk')).status,
    ).toBe(403);
  });
});

describe('a fee schedule and an exchange rate reach quotes and kiosks', () => {
  it('finds each in POST /public/quotes and the public fee list at once, and in the replica on the next pull', async () => {
    const kiosk = await registerKiosk(settings.app, tokens.Administrator!, 'gate-main');
    const before = await pull(settings.app, kiosk.device_token, undefined, 500);
    const adultBefore = before.changes.catalogue?.conservation_fees.find(
      (fee) => fee.payment_public_id === 'cf-cit-a',
    );
    expect(adultBefore?.payment_person_amount).toBe('1500');

    // effective today (2026-11-21 in Nairobi), so a walk-in today pays it
    await call('POST', '/fee-schedules', {
      fee_kind: 'conservation',
      fee_public_id: 'cf-cit-a',
      effective_from: '2026-11-21',
      amount: '1600',
      currency: 'KES',
    });
    await call('POST', '/currencies/USD/rates', { buy_amount: '160', sell_amount: '165' });
    await call('POST', '/tax-rates', {
      tax: 'catering_levy',
      rate_percent: '3',
      effective_from: '2026-11-21',
    });

    const quote = await dayQuote('2026-11-21', 'USD');
    // KES 1,600 ÷ 160 = 10
    expect(quote.adult).toBe(10);
    expect(quote.rates.USD).toEqual({ buy_amount: '160', sell_amount: '165' });

    const fees = await (await settings.request('/public/conservation-fees')).json();
    expect(
      fees.find((fee: { payment_public_id: string }) => fee.payment_public_id === 'cf-cit-a')
        .payment_person_amount,
    ).toBe('1600');

    const next = await pull(settings.app, kiosk.device_token, before.cursor, 500);
    const catalogue = next.changes.catalogue;
    // The replica carries the schedules (every destination's) with the fees' own amounts.
    expect(catalogue?.fee_schedules).toContainEqual({
      fee_kind: 'conservation',
      fee_public_id: 'cf-cit-a',
      destination_public_id: null,
      effective_from: '2026-11-21',
      amount: '1600',
      currency: 'KES',
    });
    expect(catalogue?.currencies.find((c) => c.currency_public_id === 'USD')).toMatchObject({
      buy_amount: '160',
      sell_amount: '165',
    });
    expect(catalogue?.conservancy.catering_levy_rate).toBe('0.03');
  });
});
