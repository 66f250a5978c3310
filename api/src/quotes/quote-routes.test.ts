import type { QuoteRequestInput } from '@hifadhi/shared/schemas/quote';
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

  const stablesTrip = (currency: 'KES' | 'USD'): QuoteRequestInput => ({
    check_in: '2026-12-10',
    check_out: '2026-12-12',
    currency,
    guests: [{ payment_public_id: 'cf-nr-a', payment_guests: 2 }],
    vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
    facilities: [
      { public_id: 'fac-stables', adults: 2, number_of_rooms: 1, residency: 'non_resident' },
    ],
  });

  describe('prices every worked example of pricing-rules.md exactly', () => {
    it('day visit: 2 Citizen Adult, 1 Citizen Child, one 6-seater → KES 4,250', async () => {
      const { lines, total } = await quote({
        check_in: '2026-12-05',
        check_out: '2026-12-05',
        currency: 'KES',
        guests: [
          { payment_public_id: 'cf-cit-a', payment_guests: 2 },
          { payment_public_id: 'cf-cit-c', payment_guests: 1 },
        ],
        vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
      });
      expect(lines).toEqual([
        ['Citizen Adult', 3000],
        ['Citizen Child', 750],
        ['Up to 6 seater', 500],
      ]);
      expect(total).toBe(4250);
    });

    it('The Stables, 2 nights, USD → USD 368 (6-seater 1,000 ÷ 128 = 7.81 → 8)', async () => {
      const { lines, total, body } = await quote(stablesTrip('USD'));
      expect(lines).toEqual([
        ['Non-Resident Adult', 200],
        ['Up to 6 seater', 8],
        ['The Stables', 160],
      ]);
      expect(total).toBe(368);
      expect(body.currency).toBe('USD');
    });

    it('the same trip in KES → KES 48,160, exactly as the contract answers it', async () => {
      const { body } = await quote(stablesTrip('KES'));
      expect(body).toEqual({
        currency: 'KES',
        nights: 2,
        conservation_days: 1,
        vehicle_days: 2,
        lines: [
          {
            kind: 'conservation',
            ref: 'cf-nr-a',
            description: 'Non-Resident Adult',
            quantity: 2,
            amount: 26200,
          },
          {
            kind: 'vehicle',
            ref: 'vf-6',
            description: 'Up to 6 seater',
            quantity: 1,
            amount: 1000,
          },
          {
            kind: 'accommodation',
            ref: 'fac-stables',
            description: 'The Stables',
            quantity: 1,
            amount: 20960,
          },
        ],
        totals: {
          conservation: 26200,
          vehicles: 1000,
          accommodation: 20960,
          external_accommodation: 0,
          activities: 0,
          donations: 0,
          grand_total: 48160,
          amount_due: 48160,
        },
        rates: { USD: { buy_amount: '128.00', sell_amount: '131.00' } },
      });
    });

    it('Pelican House Self Catering and a Night Game Drive, residents → KES 208,500', async () => {
      const { lines, total } = await quote({
        check_in: '2026-12-20',
        check_out: '2026-12-23',
        currency: 'KES',
        guests: [
          { payment_public_id: 'cf-res-a', payment_guests: 6 },
          { payment_public_id: 'cf-res-c', payment_guests: 2 },
        ],
        vehicles: [{ vehicle_public_id: 'vf-14', vehicles: 1 }],
        facilities: [
          { public_id: 'fac-pelican', adults: 6, children: 2, catering_type: '9a9a77eb' },
        ],
        inventory: [
          {
            public_id: 'act-night-drive',
            date: '2026-12-21',
            adults: 6,
            children: 2,
            residency_adults: 'resident',
            residency_children: 'resident',
          },
        ],
      });
      expect(lines).toEqual([
        ['East African Resident Adult', 36000],
        ['East African Resident Child', 6000],
        ['7 to 14 seater', 4500],
        ['Pelican House', 120000],
        ['Night Game Drive', 42000],
      ]);
      expect(total).toBe(208500);
    });

    it('Pelican House Fully Catered, 6 citizens → KES 168,000', async () => {
      const { lines, total } = await quote({
        check_in: '2026-12-20',
        check_out: '2026-12-22',
        currency: 'KES',
        guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 6 }],
        vehicles: [{ vehicle_public_id: 'vf-14', vehicles: 1 }],
        facilities: [{ public_id: 'fac-pelican', adults: 6, catering_type: '377788d4' }],
      });
      expect(lines).toEqual([
        ['Citizen Adult', 9000],
        ['7 to 14 seater', 3000],
        ['Pelican House', 156000],
      ]);
      expect(total).toBe(168000);
    });

    it('Murera Campsite for 9 nights and an Armed Ranger Escort → KES 291,500', async () => {
      const { lines, total } = await quote({
        check_in: '2027-01-02',
        check_out: '2027-01-11',
        currency: 'KES',
        guests: [
          { payment_public_id: 'cf-cit-a', payment_guests: 10 },
          { payment_public_id: 'cf-cit-c', payment_guests: 4 },
        ],
        vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 3 }],
        facilities: [{ public_id: 'fac-murera', adults: 10, children: 4, residency: 'citizen' }],
        inventory: [{ public_id: 'act-ranger-walk', date: '2027-01-03', rangers: 2 }],
      });
      expect(lines).toEqual([
        ['Citizen Adult', 120000],
        ['Citizen Child', 24000],
        ['Up to 6 seater', 13500],
        ['Murera Campsite', 128000],
        ['Armed Ranger Escort (bush walk)', 6000],
      ]);
      expect(total).toBe(291500);
    });

    it('Lion Tracking for 2 citizens and 1 non-resident extra adult → KES 34,425', async () => {
      const { lines, total } = await quote({
        check_in: '2026-12-05',
        check_out: '2026-12-06',
        currency: 'KES',
        guests: [
          { payment_public_id: 'cf-cit-a', payment_guests: 2 },
          { payment_public_id: 'cf-nr-a', payment_guests: 1 },
        ],
        vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
        inventory: [
          {
            public_id: 'act-lion',
            date: '2026-12-05',
            adults: 2,
            extra_pax_adults: 1,
            residency_adults: 'citizen',
            residency_extra_adults: 'non_resident',
          },
        ],
      });
      expect(lines).toEqual([
        ['Citizen Adult', 3000],
        ['Non-Resident Adult', 13100],
        ['Up to 6 seater', 500],
        ['Lion Tracking', 17825],
      ]);
      expect(total).toBe(34425);
    });
  });

  it('adds donations to the amount due but not to the grand total', async () => {
    const { body } = await quote({
      ...stablesTrip('KES'),
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
      ...stablesTrip('KES'),
      donations: [{ amount: '1000', currency: 'KES' }],
      promo_code: 'karibu10',
    });
    expect(body.lines.map((line: { amount: number }) => line.amount)).toEqual([
      23580, 900, 18864, 1000,
    ]);
    expect(body.totals.grand_total).toBe(43344);
  });

  it('refuses an expired promo code on the promo_code field', async () => {
    const { status, body } = await post({ ...stablesTrip('KES'), promo_code: 'EXPIRED5' });
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'This promo code is not valid',
      fields: { promo_code: 'This promo code is not valid' },
    });
  });

  it('refuses an unknown promo code on the promo_code field', async () => {
    const { status, body } = await post({ ...stablesTrip('KES'), promo_code: 'NOSUCHCODE' });
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
    const once = { ...stablesTrip('KES'), promo_code: 'ONCE' };
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
    expect((await quote(stablesTrip('KES'))).total).toBe(48160);
    await database.sql`
      update conservation_fees set payment_person_amount = '120' where payment_public_id = 'cf-nr-a'`;
    try {
      // 2 × USD 120 × 131 = 31,440 instead of 26,200.
      expect((await quote(stablesTrip('KES'))).total).toBe(48160 - 26200 + 31440);
    } finally {
      await database.sql`
        update conservation_fees set payment_person_amount = '100' where payment_public_id = 'cf-nr-a'`;
    }
  });

  it('saves nothing', async () => {
    const before = await bookingRowCounts(database);
    await quote(stablesTrip('KES'));
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
      { ...stablesTrip('KES'), check_out: '2026-12-09' },
      'VALIDATION_FAILED',
      'check_out',
    ],
    [
      'a negative count',
      { ...stablesTrip('KES'), guests: [{ payment_public_id: 'cf-nr-a', payment_guests: -1 }] },
      'VALIDATION_FAILED',
      'guests.0.payment_guests',
    ],
    [
      'an unknown guest category',
      { ...stablesTrip('KES'), guests: [{ payment_public_id: 'cf-martian', payment_guests: 1 }] },
      'UNKNOWN_REFERENCE',
      'guests.0.payment_public_id',
    ],
    [
      'a staff discount on a public route',
      {
        ...stablesTrip('KES'),
        vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1, discount: 50 }],
      },
      'VALIDATION_FAILED',
      'vehicles.0.discount',
    ],
    [
      'a facility without pricing',
      { ...stablesTrip('KES'), facilities: [{ public_id: 'fac-sweetwaters', adults: 2 }] },
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
