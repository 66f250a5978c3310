/**
 * Catalogue administration over HTTP: closures, surges, price changes and promo codes are
 * made (201), logged with who and before/after, refused without the feature (403), on bad
 * input (400) and for an unknown facility (404); and each change reaches the public quote, the
 * public availability, booking creation and a kiosk's change feed at once. A promo code's
 * max_uses holds under parallel bookings. spec: api-contract.md §Catalogue administration.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  fromAddress,
  postJson,
  seedStaff,
  signInAs,
  staffTestApp,
} from '../auth/test-staff';
import { pull, registerKiosk } from '../sync/test-kiosk';
import { bookingRequest } from '../test/booking-fixtures';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
let app: ReturnType<typeof staffTestApp>['app'];
const tokens: Record<string, string> = {};
let addresses = 0;

beforeAll(async () => {
  await seedStaff(database.db);
  app = staffTestApp(database.db).app;
  for (const role of ['Administrator', 'Gate Clerk'] as const) {
    tokens[role] = await signInAs(app, role);
  }
});

function post(path: string, body: unknown, role = 'Administrator', headers = {}) {
  const init = postJson(body, tokens[role]);
  return app.request(`/api/v1${path}`, { ...init, headers: { ...init.headers, ...headers } });
}

async function json(response: Response | Promise<Response>) {
  const answered = await response;
  return { status: answered.status, body: await answered.json() };
}

/** A public request from an address of its own (hold caps are per address). */
function publicly(path: string, body: unknown) {
  addresses += 1;
  return app.request(`/api/v1${path}`, postJson(body), fromAddress(`10.20.0.${addresses}`));
}

/** The Stables line's amount and the total of a public quote for `cart`. */
async function quote(cart: Record<string, unknown>) {
  const { status, body } = await json(publicly('/public/quotes', cart));
  expect(status).toBe(200);
  const stables = body.lines.find((line: { ref: string }) => line.ref === 'fac-stables');
  return { stables: stables?.amount as number, total: body.totals.grand_total as number };
}

async function availableStables(checkIn: string, checkOut: string): Promise<number> {
  const response = await app.request(
    `/api/v1/public/availability/facilities?check_in_date=${checkIn}&check_out_date=${checkOut}`,
  );
  expect(response.status).toBe(200);
  const rows = (await response.json()) as { public_id: string; available_units: number }[];
  return rows.find((row) => row.public_id === 'fac-stables')!.available_units;
}

async function changesOf(entity: string) {
  return database.sql`
    select user_email, entity, entity_id, before, after from staff_changes
    where entity = ${entity} order by id`;
}

/** The Stables, 1 room, 2 citizen adults, `check_in` to `check_out` (KES). */
const stablesCart = (check_in: string, check_out: string) => ({
  check_in,
  check_out,
  currency: 'KES' as const,
  guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
  vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
  facilities: [
    { public_id: 'fac-stables', adults: 2, number_of_rooms: 1, residency: 'citizen' as const },
  ],
});

describe('POST /facilities/{public_id}/unavailability', () => {
  it('closes the facility, counts the bookings already on those nights, and logs who did it', async () => {
    const booked = await publicly(
      '/public/bookings',
      bookingRequest({
        check_in: '2027-03-02',
        check_out: '2027-03-04',
        email: 'early@example.com',
      }),
    );
    expect(booked.status).toBe(201);
    const { status, body } = await json(
      post('/facilities/fac-stables/unavailability', {
        start_date: '2027-03-01',
        end_date: '2027-03-07',
        reason: 'Roof repairs',
      }),
    );
    expect(status).toBe(201);
    expect(body).toEqual({
      unavailability_public_id: expect.any(String),
      facility_public_id: 'fac-stables',
      start_date: '2027-03-01',
      end_date: '2027-03-07',
      reason: 'Roof repairs',
      overlapping_bookings: 1,
    });
    const [change] = await changesOf('facility_unavailability');
    expect(change).toMatchObject({
      user_email: 'admin@kijani.example',
      entity_id: 'fac-stables',
      before: null,
      after: { start_date: '2027-03-01', end_date: '2027-03-07', reason: 'Roof repairs' },
    });
    // the booking made before stays as it was
    const [row] = await database.sql`
      select booking_status from bookings where email = 'early@example.com'`;
    expect(row?.booking_status).toBe('held');
  });

  it('answers a retry with the same Idempotency-Key with the same closure, making no other', async () => {
    const body = { start_date: '2027-04-01', end_date: '2027-04-01', reason: 'Inspection' };
    const key = { 'Idempotency-Key': 'close-stables-april' };
    const first = await json(post('/facilities/fac-stables/unavailability', body, undefined, key));
    const again = await json(post('/facilities/fac-stables/unavailability', body, undefined, key));
    expect(again).toEqual(first);
    const [row] = await database.sql`
      select count(*)::int as n from facility_unavailability where reason = 'Inspection'`;
    expect(row?.n).toBe(1);
  });

  it('is refused without the facilities feature, for bad input and for an unknown facility', async () => {
    const valid = { start_date: '2027-05-01', end_date: '2027-05-02', reason: 'Painting' };
    const refused = await json(post('/facilities/fac-stables/unavailability', valid, 'Gate Clerk'));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
    const backwards = await json(
      post('/facilities/fac-stables/unavailability', { ...valid, end_date: '2027-04-30' }),
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields).toEqual({ end_date: 'End date cannot be before start date' });
    const noReason = await json(
      post('/facilities/fac-stables/unavailability', { ...valid, reason: ' ' }),
    );
    expect(noReason.status).toBe(400);
    expect(Object.keys(noReason.body.fields)).toEqual(['reason']);
    const unknown = await json(post('/facilities/fac-nowhere/unavailability', valid));
    expect(unknown).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Unknown facility: fac-nowhere' },
    });
  });
});

describe('POST /facilities/{public_id}/surge', () => {
  it('makes a surge and logs it', async () => {
    const { status, body } = await json(
      post('/facilities/fac-rc-single/surge', {
        start_date: '2027-07-01',
        end_date: '2027-07-31',
        percentage: '12.5',
      }),
    );
    expect(status).toBe(201);
    expect(body).toEqual({
      surge_public_id: expect.any(String),
      facility_public_id: 'fac-rc-single',
      start_date: '2027-07-01',
      end_date: '2027-07-31',
      percentage: '12.5',
    });
    expect((await changesOf('facility_surge')).at(-1)).toMatchObject({
      entity_id: 'fac-rc-single',
      after: { percentage: '12.5' },
    });
  });

  it('adds one surge for a retry with the same Idempotency-Key', async () => {
    const body = { start_date: '2027-06-01', end_date: '2027-06-30', percentage: 20 };
    const key = { 'Idempotency-Key': 'june-surge' };
    const first = await json(post('/facilities/fac-rc-single/surge', body, undefined, key));
    expect(first.body.percentage).toBe('20');
    expect(await json(post('/facilities/fac-rc-single/surge', body, undefined, key))).toEqual(
      first,
    );
    const [row] = await database.sql`
      select count(*)::int as n from facility_surges where start_date = '2027-06-01'`;
    expect(row?.n).toBe(1);
  });

  it('is refused without the feature, for a percentage of 0 and for an unknown facility', async () => {
    const valid = { start_date: '2027-07-01', end_date: '2027-07-02', percentage: 10 };
    expect((await post('/facilities/fac-rc-single/surge', valid, 'Gate Clerk')).status).toBe(403);
    const zero = await json(post('/facilities/fac-rc-single/surge', { ...valid, percentage: 0 }));
    expect(zero.status).toBe(400);
    expect(zero.body.fields).toEqual({
      percentage: 'Enter a percentage above 0 and at most 1000',
    });
    expect((await post('/facilities/fac-nowhere/surge', valid)).status).toBe(404);
  });
});

describe('POST /facilities/{public_id}/prices', () => {
  const price = [
    {
      residency: 'citizen',
      currency_type: 'KES',
      mandatory_price: '5000',
      adult_price: '0',
      child_price: '0',
    },
  ];

  it('keeps a price list per effective date, a second post for the date replacing it', async () => {
    const first = await json(
      post('/facilities/fac-rc-double/prices', { effective_from: '2027-08-01', price }),
    );
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      price_change_public_id: expect.any(String),
      facility_public_id: 'fac-rc-double',
      effective_from: '2027-08-01',
      price,
    });
    const replaced = [{ ...price[0], mandatory_price: '5500' }];
    const second = await json(
      post('/facilities/fac-rc-double/prices', { effective_from: '2027-08-01', price: replaced }),
    );
    expect(second.status).toBe(201);
    const log = await changesOf('facility_price');
    expect(log.at(-1)).toMatchObject({
      before: { price },
      after: { price: replaced },
    });
    const [row] = await database.sql`
      select count(*)::int as n from facility_price_changes where facility_public_id = 'fac-rc-double'`;
    expect(row?.n).toBe(1);
  });

  it('shows in GET /public/facilities the list in force today, not one taking effect later', async () => {
    const ewaso = async () => {
      const response = await app.request('/api/v1/public/facilities?type=camping');
      const rows = (await response.json()) as { public_id: string; price: typeof price }[];
      return rows.find((row) => row.public_id === 'fac-ewaso')!.price;
    };
    const before = await ewaso();
    const later = [{ ...price[0], mandatory_price: '2600' }];
    await post('/facilities/fac-ewaso/prices', { effective_from: '2026-11-22', price: later });
    expect(await ewaso()).toEqual(before);
    // the test clock's day is 2026-11-21
    const now = [{ ...price[0], mandatory_price: '2400' }];
    await post('/facilities/fac-ewaso/prices', { effective_from: '2026-11-21', price: now });
    expect(await ewaso()).toEqual(now);
  });

  it('is refused without the feature, without prices, with a residency twice, for an unknown facility', async () => {
    const valid = { effective_from: '2027-08-01', price };
    expect((await post('/facilities/fac-rc-double/prices', valid, 'Gate Clerk')).status).toBe(403);
    const empty = await json(post('/facilities/fac-rc-double/prices', { ...valid, price: [] }));
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ price: 'Enter at least one price' });
    const twice = await json(
      post('/facilities/fac-rc-double/prices', { ...valid, price: [price[0], price[0]] }),
    );
    expect(twice.body.fields).toEqual({ price: 'Each residency may have one price' });
    expect((await post('/facilities/fac-nowhere/prices', valid)).status).toBe(404);
  });
});

describe('POST /promo-codes', () => {
  const code = {
    code: 'migration25',
    percentage_off: '25',
    start_date: '2026-11-01',
    end_date: '2027-12-31',
    max_uses: 100,
  };

  it('makes the code, upper-cased and logged; the same code again is a conflict', async () => {
    const { status, body } = await json(post('/promo-codes', code));
    expect(status).toBe(201);
    expect(body).toEqual({ ...code, code: 'MIGRATION25' });
    expect((await changesOf('promo_code')).at(-1)).toMatchObject({
      entity_id: 'MIGRATION25',
      after: { percentage_off: '25', max_uses: 100 },
    });
    expect(await json(post('/promo-codes', code))).toEqual({
      status: 409,
      body: {
        code: 'CONFLICT',
        message: 'Promo code MIGRATION25 already exists',
        fields: { code: 'Promo code MIGRATION25 already exists' },
      },
    });
  });

  it('is refused without the promo-codes feature and for bad input', async () => {
    expect((await post('/promo-codes', { ...code, code: 'OTHER' }, 'Gate Clerk')).status).toBe(403);
    const bad = await json(
      post('/promo-codes', { ...code, code: 'x', percentage_off: '120', max_uses: 0 }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      code: 'Use 3 to 40 letters, digits, dashes or underscores',
      percentage_off: 'Enter a percentage above 0 and at most 100',
      max_uses: 'Enter a number of uses from 1 to 1,000,000',
    });
  });

  it('prices a quote with the new code at once', async () => {
    const cart = { ...stablesCart('2026-12-10', '2026-12-12'), promo_code: 'migration25' };
    // The Stables citizen room: 2 × 6,000 less 25 %
    expect((await quote(cart)).stables).toBe(9000);
  });
});

describe('a price, a surge and a closure reach quotes, availability, bookings and kiosks', () => {
  it('finds each change in POST /public/quotes, the availability, booking creation and GET /sync/changes', async () => {
    const kiosk = await registerKiosk(app, tokens.Administrator!, 'gate-main');
    const before = await pull(app, kiosk.device_token, undefined, 500);
    const cart = stablesCart('2027-01-10', '2027-01-12');
    expect((await quote(cart)).stables).toBe(12000);
    expect(await availableStables('2027-01-20', '2027-01-22')).toBe(16);

    // a new citizen price from the second night (the other residencies' as they were), a 50 %
    // surge on the first night, and a closure later on
    const current = await database.sql`
      select residency, currency_type, mandatory_price, adult_price, child_price
      from facility_prices where facility_public_id = 'fac-stables' order by sort_order`;
    const newList = current.map((entry) => ({
      ...entry,
      ...(entry.residency === 'citizen' ? { mandatory_price: '8000' } : {}),
    }));
    expect(
      (
        await post('/facilities/fac-stables/prices', {
          effective_from: '2027-01-11',
          price: newList,
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await post('/facilities/fac-stables/surge', {
          start_date: '2027-01-10',
          end_date: '2027-01-10',
          percentage: '50',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await post('/facilities/fac-stables/unavailability', {
          start_date: '2027-01-21',
          end_date: '2027-01-21',
          reason: 'Staff training',
        })
      ).status,
    ).toBe(201);

    // 6,000 × 1.5 + 8,000
    expect((await quote(cart)).stables).toBe(17000);
    expect(await availableStables('2027-01-20', '2027-01-22')).toBe(0);
    expect(await availableStables('2027-01-22', '2027-01-23')).toBe(16);
    const refused = await json(
      publicly(
        '/public/bookings',
        bookingRequest({
          check_in: '2027-01-20',
          check_out: '2027-01-22',
          email: 'late@example.com',
        }),
      ),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('CAPACITY_EXCEEDED');

    const next = await pull(app, kiosk.device_token, before.cursor, 500);
    const stables = next.changes.catalogue?.facilities.find((f) => f.public_id === 'fac-stables');
    expect(stables?.price_changes).toContainEqual({
      effective_from: '2027-01-11',
      price: newList,
    });
    expect(stables?.surges).toContainEqual({
      start_date: '2027-01-10',
      end_date: '2027-01-10',
      percentage: '50',
    });
    expect(stables?.unavailability).toContainEqual({
      start_date: '2027-01-21',
      end_date: '2027-01-21',
    });
  });

  it('leaves the figures of a booking made before a price change as they were', async () => {
    const booked = await json(
      publicly(
        '/public/bookings',
        bookingRequest({
          ...stablesCart('2027-09-10', '2027-09-12'),
          email: 'kept@example.com',
        }),
      ),
    );
    expect(booked.status).toBe(201);
    const [citizen] = [
      {
        residency: 'citizen',
        currency_type: 'KES',
        mandatory_price: '9000',
        adult_price: '0',
        child_price: '0',
      },
    ];
    await post('/facilities/fac-stables/prices', {
      effective_from: '2027-09-01',
      price: [citizen],
    });
    expect((await quote(stablesCart('2027-09-10', '2027-09-12'))).stables).toBe(18000);
    const response = await app.request(`/api/v1/public/bookings/${booked.body.booking_public_id}`);
    const kept = (await response.json()) as { total_cost: number };
    expect(kept.total_cost).toBe(booked.body.total_cost);
  });
});

describe('promo code max_uses', () => {
  it('lets exactly max_uses of six bookings made at the same moment use the code', async () => {
    await post('/promo-codes', {
      code: 'TWICE',
      percentage_off: '10',
      start_date: '2026-11-01',
      end_date: '2027-12-31',
      max_uses: 2,
    });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        json(
          publicly(
            '/public/bookings',
            bookingRequest({
              facilities: [],
              email: `twice${index}@example.com`,
              promo_code: 'TWICE',
            }),
          ),
        ),
      ),
    );
    expect(results.filter((result) => result.status === 201)).toHaveLength(2);
    const refused = results.filter((result) => result.status !== 201);
    expect(refused).toHaveLength(4);
    for (const result of refused) {
      expect(result.body.fields).toEqual({ promo_code: 'This promo code is not valid' });
    }
    const [row] = await database.sql`
      select count(*)::int as n from bookings where promo_code = 'TWICE'`;
    expect(row?.n).toBe(2);
    // and a quote now says so
    const quoted = await json(
      publicly('/public/quotes', {
        ...stablesCart('2027-01-10', '2027-01-11'),
        promo_code: 'TWICE',
      }),
    );
    expect(quoted.status).toBe(400);
  });

  it('gives a use back when a hold expires', async () => {
    await post('/promo-codes', {
      code: 'SOLO',
      percentage_off: '10',
      start_date: '2026-11-01',
      end_date: '2027-12-31',
      max_uses: 1,
    });
    const first = await publicly(
      '/public/bookings',
      bookingRequest({ facilities: [], email: 'solo1@example.com', promo_code: 'SOLO' }),
    );
    expect(first.status).toBe(201);
    const second = bookingRequest({
      facilities: [],
      email: 'solo2@example.com',
      promo_code: 'SOLO',
    });
    expect((await publicly('/public/bookings', second)).status).toBe(400);
    await database.sql`
      update bookings set booking_status = 'expired' where email = 'solo1@example.com'`;
    expect((await publicly('/public/bookings', second)).status).toBe(201);
  });
});

describe('bearer', () => {
  it('is needed', async () => {
    const response = await app.request('/api/v1/promo-codes', {
      method: 'POST',
      headers: { ...bearer('nonsense') },
      body: '{}',
    });
    expect(response.status).toBe(401);
  });
});
