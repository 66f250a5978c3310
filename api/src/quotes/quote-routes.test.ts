import { demoCatalogue } from '@hifadhi/shared/catalogue/load-catalogue';
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { priceQuote } from '@hifadhi/shared/pricing/price-quote';
import { workedExample, workedExamples } from '@hifadhi/shared/pricing/worked-examples';
import { type QuoteRequestInput, staffQuoteRequestSchema } from '@hifadhi/shared/schemas/quote';
import { describe, expect, it } from 'vitest';
import { bookingRowCounts } from '../test/booking-fixtures';
import { createTestApp } from '../test/test-app';
import { useTestDatabase } from '../test/test-database';

describe('POST /public/quotes', () => {
  const database = useTestDatabase();

  const post = async (body: unknown) => {
    const { app } = createTestApp(database.db);
    const response = await app.request('/api/v1/public/quotes', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };

  /** The lines as [description, amount] and the grand total. */
  const quote = async (request: QuoteRequestInput) => {
    const { status, body } = await post(request);
    expect(status).toBe(200);
    return {
      lines: body.lines.map((line: { description: string; amount: number }) => [
        line.description,
        line.amount,
      ]),
      total: body.totals.grand_total,
      body,
    };
  };

  const stablesInKes = workedExample('the same Stables trip in KES').request;

  describe('prices every worked example of pricing-rules.md exactly', () => {
    it.each(workedExamples)('$name', async ({ request, lines, grandTotal }) => {
      const priced = await quote(request);
      expect(priced.lines).toEqual(lines);
      expect(priced.total).toBe(grandTotal);
      expect(priced.body.currency).toBe(request.currency);
    });

    it('answers the KES Stables trip in the contract shape, figure for figure', async () => {
      const request = workedExample('the same Stables trip in KES').request;
      const { body } = await quote(request);
      const catalogue = demoCatalogue(calendarDateAt(new Date()));
      expect(body).toEqual(priceQuote(staffQuoteRequestSchema.parse(request), { catalogue }));
      expect(body.rates).toEqual({ USD: { buy_amount: '128.00', sell_amount: '131.00' } });
    });
  });

  it('adds donations to the amount due but not to the grand total', async () => {
    const { body } = await quote({
      ...stablesInKes,
      donations: [{ amount: '1000', currency: 'KES', cause: 'cause-rhino' }],
    });
    expect(body.totals).toMatchObject({ donations: 1000, grand_total: 48160, amount_due: 49160 });
    expect(body.lines.at(-1)).toEqual({
      kind: 'donation',
      ref: 'cause-rhino',
      description: 'Rhino protection',
      quantity: 1,
      amount: 1000,
    });
  });

  it('takes 10% off every line but donations with KARIBU10, in any letter case', async () => {
    const { body } = await quote({
      ...stablesInKes,
      donations: [{ amount: '1000', currency: 'KES' }],
      promo_code: 'karibu10',
    });
    expect(body.lines.map((line: { amount: number }) => line.amount)).toEqual([
      23580, 900, 18864, 1000,
    ]);
    expect(body.totals.grand_total).toBe(43344);
  });

  it('refuses an expired promo code on the promo_code field', async () => {
    const { status, body } = await post({ ...stablesInKes, promo_code: 'EXPIRED5' });
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'This promo code is not valid',
      fields: { promo_code: 'This promo code is not valid' },
    });
  });

  it('refuses an unknown promo code on the promo_code field', async () => {
    const { status, body } = await post({ ...stablesInKes, promo_code: 'NOSUCHCODE' });
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'UNKNOWN_REFERENCE',
      message: 'Promo code not found',
      fields: { promo_code: 'Promo code not found' },
    });
  });

  it('refuses a promo code once max_uses paid bookings have used it', async () => {
    await database.sql`
      insert into promo_codes (code, percentage_off, start_date, end_date, max_uses)
      values ('ONCE', '50', '2026-01-01', '2027-12-31', 1)`;
    const once = { ...stablesInKes, promo_code: 'ONCE' };
    expect((await post(once)).body.totals.grand_total).toBe(24080);
    await database.sql`
      insert into bookings (booking_ref_code, source, booking_payment_status, currency, check_in,
        check_out, first_name, last_name, email, phone, country, city, promo_code,
        currency_buying_rate_at_time, currency_selling_rate_at_time, total_cost, amount_due,
        booking_payment_balance)
      values ('PAIDONCE', 'public', 'Paid', 'KES', '2026-12-01', '2026-12-02', 'Amina', 'Otieno',
        'amina@example.com', '+254700000001', 'KE', 'Nanyuki', 'ONCE', '1', '1', '24080',
        '24080', '0')`;
    const { status, body } = await post(once);
    expect(status).toBe(400);
    expect(body.fields).toEqual({ promo_code: 'This promo code is not valid' });
  });

  it('prices with the catalogue as it stands after a change, not a stale copy', async () => {
    expect((await quote(stablesInKes)).total).toBe(48160);
    await database.sql`
      update conservation_fees set payment_person_amount = '120' where payment_public_id = 'cf-nr-a'`;
    try {
      // 2 × USD 120 × 131 = 31,440 instead of 26,200.
      expect((await quote(stablesInKes)).total).toBe(48160 - 26200 + 31440);
    } finally {
      await database.sql`
        update conservation_fees set payment_person_amount = '100' where payment_public_id = 'cf-nr-a'`;
    }
  });

  it('saves nothing', async () => {
    const before = await bookingRowCounts(database);
    await quote(stablesInKes);
    expect(await bookingRowCounts(database)).toEqual(before);
  });

  it('answers malformed JSON with 400 in the one error shape', async () => {
    expect(await post('{"check_in": "2026-12-10",')).toEqual({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'Malformed JSON body' },
    });
  });

  it.each([
    [
      'check-out before check-in',
      { ...stablesInKes, check_out: '2026-12-09' },
      'VALIDATION_FAILED',
      'check_out',
    ],
    [
      'a negative count',
      { ...stablesInKes, guests: [{ payment_public_id: 'cf-nr-a', payment_guests: -1 }] },
      'VALIDATION_FAILED',
      'guests.0.payment_guests',
    ],
    [
      'an unknown guest category',
      { ...stablesInKes, guests: [{ payment_public_id: 'cf-martian', payment_guests: 1 }] },
      'UNKNOWN_REFERENCE',
      'guests.0.payment_public_id',
    ],
    [
      'a staff discount on a public route',
      {
        ...stablesInKes,
        vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1, discount: 50 }],
      },
      'VALIDATION_FAILED',
      'vehicles.0.discount',
    ],
    [
      'a facility without pricing',
      { ...stablesInKes, facilities: [{ public_id: 'fac-sweetwaters', adults: 2 }] },
      'PRICING_NOT_SET',
      undefined,
    ],
  ])('answers %s with 400 and the field at fault', async (_, request, code, field) => {
    const { status, body } = await post(request);
    expect(status).toBe(400);
    expect(body.code).toBe(code);
    if (field) expect(Object.keys(body.fields)).toContain(field);
  });
});
