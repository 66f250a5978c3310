import type { PublicBookingRequestInput } from '@hifadhi/shared/schemas/booking';
import { describe, expect, it } from 'vitest';
import { bookingRequest, bookingRowCounts } from '../test/booking-fixtures';
import { createTestApp } from '../test/test-app';
import { testNow } from '../test/test-clock';
import { useTestDatabase } from '../test/test-database';

describe('public booking endpoints', () => {
  const database = useTestDatabase();

  const request = async (path: string, init?: RequestInit) => {
    const { app } = createTestApp(database.db);
    const response = await app.request(`/api/v1${path}`, init);
    return { status: response.status, body: await response.json() };
  };
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    request('/public/bookings', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('POST /public/bookings answers 201 with the booking held for 30 minutes', async () => {
    const { status, body } = await post(bookingRequest());
    expect(status).toBe(201);
    expect(body).toEqual({
      booking_public_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      booking_ref_code: expect.stringMatching(/^[2-9A-HJ-NP-Z]{8}$/),
      currency: 'KES',
      total_cost: 48160,
      booking_payment_balance: 48160,
      booking_payment_status: 'Unpaid',
      hold_expires_at: '2026-11-21T06:30:00.000Z',
    });
  });

  it('never trusts totals sent by the client', async () => {
    const { status, body } = await post({ ...bookingRequest(), total_cost: 1 });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ total_cost: 'Unknown field: total_cost' });
  });

  it('GET /public/bookings/{id} reads the booking back with its lines and payments', async () => {
    const created = await post(
      bookingRequest({
        check_in: '2026-12-14',
        check_out: '2026-12-16',
        currency: 'USD',
        inventory: [
          {
            public_id: 'act-lion',
            date: '2026-12-15',
            adults: 2,
            children: 1,
            residency_adults: 'non_resident',
            residency_children: 'non_resident',
          },
        ],
        donations: [{ amount: '1000', currency: 'KES', cause: 'cause-rhino' }],
      }),
    );
    const { status, body } = await request(`/public/bookings/${created.body.booking_public_id}`);
    expect(status).toBe(200);
    // USD: conservation 200, vehicle 8, The Stables 160, Lion Tracking 75 × 2 + 38 = 188,
    // donation KES 1,000 ÷ 128 = 7.81 → 8.
    expect(body).toEqual({
      booking_public_id: created.body.booking_public_id,
      booking_ref_code: created.body.booking_ref_code,
      booking_type_id: 'FF9330A3',
      booking_status: 'held',
      booking_details: {
        first_name: 'Wanjiku',
        last_name: 'Kamau',
        email_address: 'wanjiku@example.com',
        phone_number: '+254712345678',
      },
      check_in_date: '2026-12-14',
      check_out_date: '2026-12-16',
      guest_total: 2,
      guests: [
        { payment_public_id: 'cf-nr-a', payment_person: 'Non-Resident Adult', payment_guests: 2 },
      ],
      vehicle_count: 1,
      facility_bookings: [
        {
          facility_booking_public_id: expect.any(String),
          facility_public_id: 'fac-stables',
          facility_name: 'The Stables',
          facility_booking_check_in_date: '2026-12-14',
          facility_booking_check_out_date: '2026-12-16',
          facility_booking_adults: 2,
          facility_booking_children: 0,
          no_of_rooms: 1,
          facility_booking_currency: 'USD',
          facility_booking_total_cost: 160,
        },
      ],
      inventory_bookings: [
        {
          inventory_booking_public_id: expect.any(String),
          inventory_id: 'act-lion',
          inventory_name: 'Lion Tracking',
          inventory_booking_date: '2026-12-15',
          inventory_booking_adults: 2,
          inventory_booking_children: 1,
          inventory_booking_currency: 'USD',
          inventory_booking_cost_per_adult: 75,
          inventory_booking_cost_per_child: 38,
          inventory_booking_total_cost: 188,
        },
      ],
      currency: 'USD',
      booking_currency_name: 'USD',
      total_cost: 556,
      booking_payment_balance: 564,
      booking_payment_status: 'Unpaid',
      currency_buying_rate_at_time: '128.00',
      currency_selling_rate_at_time: '131.00',
      hold_expires_at: '2026-11-21T06:30:00.000Z',
      created_at: testNow.toISOString(),
      lines: [
        {
          kind: 'conservation',
          ref: 'cf-nr-a',
          description: 'Non-Resident Adult',
          quantity: 2,
          amount: 200,
        },
        { kind: 'vehicle', ref: 'vf-6', description: 'Up to 6 seater', quantity: 1, amount: 8 },
        {
          kind: 'accommodation',
          ref: 'fac-stables',
          description: 'The Stables',
          quantity: 1,
          amount: 160,
        },
        {
          kind: 'activity',
          ref: 'act-lion',
          description: 'Lion Tracking',
          quantity: 3,
          amount: 188,
        },
        {
          kind: 'donation',
          ref: 'cause-rhino',
          description: 'Rhino protection',
          quantity: 1,
          amount: 8,
        },
      ],
      payments: [],
    });
  });

  it.each([
    ['an unknown id', '/public/bookings/3f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f'],
    ['a malformed id', '/public/bookings/not-a-booking'],
  ])('GET /public/bookings answers %s with 404', async (_, path) => {
    expect(await request(path)).toEqual({
      status: 404,
      body: { code: 'BOOKING_NOT_FOUND', message: 'Booking not found' },
    });
  });

  it('answers 409 CAPACITY_EXCEEDED in the spec’s words when The Stables is full', async () => {
    const before = await bookingRowCounts(database);
    const { status, body } = await post(
      bookingRequest({
        check_in: '2026-12-20',
        check_out: '2026-12-21',
        guests: [{ payment_public_id: 'cf-nr-a', payment_guests: 34 }],
        facilities: [
          { public_id: 'fac-stables', adults: 34, number_of_rooms: 17, residency: 'non_resident' },
        ],
      }),
    );
    expect(status).toBe(409);
    expect(body).toEqual({
      code: 'CAPACITY_EXCEEDED',
      message: 'The Stables already selected and cannot go beyond the maximum quantity.',
      fields: {
        'facilities.0.public_id':
          'The Stables already selected and cannot go beyond the maximum quantity.',
      },
    });
    expect(await bookingRowCounts(database)).toEqual(before);
  });

  it('counts two lines of one booking on the same facility together', async () => {
    const { status } = await post(
      bookingRequest({
        check_in: '2026-12-22',
        check_out: '2026-12-24',
        guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 4 }],
        facilities: [
          { public_id: 'fac-murera', adults: 2, residency: 'citizen' },
          { public_id: 'fac-murera', adults: 2, residency: 'citizen', start_date: '2026-12-23' },
        ],
      }),
    );
    expect(status).toBe(409);
  });

  const stay = { check_in: '2026-12-10', check_out: '2026-12-12' };
  const badRequests: [string, PublicBookingRequestInput | string, number, string, string?][] = [
    ['malformed JSON', '{"check_in": "2026-12-10",', 400, 'VALIDATION_FAILED'],
    [
      'an unknown guest category',
      bookingRequest({ guests: [{ payment_public_id: 'cf-martian', payment_guests: 2 }] }),
      400,
      'UNKNOWN_REFERENCE',
      'guests.0.payment_public_id',
    ],
    [
      'an unknown vehicle category',
      bookingRequest({ vehicles: [{ vehicle_public_id: 'vf-tank', vehicles: 1 }] }),
      400,
      'UNKNOWN_REFERENCE',
      'vehicles.0.vehicle_public_id',
    ],
    [
      'an unknown facility',
      bookingRequest({ facilities: [{ public_id: 'fac-castle', adults: 2 }] }),
      400,
      'UNKNOWN_REFERENCE',
      'facilities.0.public_id',
    ],
    [
      'an unknown activity',
      bookingRequest({ inventory: [{ public_id: 'act-moon', date: '2026-12-11', adults: 1 }] }),
      400,
      'UNKNOWN_REFERENCE',
      'inventory.0.public_id',
    ],
    [
      'an unknown cause',
      bookingRequest({ donations: [{ amount: '100', currency: 'KES', cause: 'cause-none' }] }),
      400,
      'UNKNOWN_REFERENCE',
      'donations.0.cause',
    ],
    [
      'an unknown gate',
      bookingRequest({ entry_point: 'gate-secret' }),
      400,
      'UNKNOWN_REFERENCE',
      'entry_point',
    ],
    [
      'an unknown entry mode',
      bookingRequest({ entry_mode: 'em-teleport' }),
      400,
      'UNKNOWN_REFERENCE',
      'entry_mode',
    ],
    [
      'an unknown guest category on a proof of residency',
      bookingRequest({
        proof_of_residency: [
          {
            payment_person: 'Martian Adult',
            payment_public_id: 'cf-martian',
            proof_point: 'Passport',
            first_name: 'Zork',
            last_name: 'Zorkson',
            document_id: 'X1',
          },
        ],
      }),
      400,
      'UNKNOWN_REFERENCE',
      'proof_of_residency.0.payment_public_id',
    ],
    [
      'an unknown pick-up location',
      bookingRequest({
        inventory: [
          { public_id: 'act-lion', date: '2026-12-11', adults: 1, pick_up_location: 'pu-moon' },
        ],
      }),
      400,
      'UNKNOWN_REFERENCE',
      'inventory.0.pick_up_location',
    ],
    [
      'an unknown catering type',
      bookingRequest({
        facilities: [
          {
            public_id: 'fac-stables',
            adults: 2,
            number_of_rooms: 1,
            catering_type: 'caviar-only',
          },
        ],
      }),
      400,
      'UNKNOWN_REFERENCE',
      'facilities.0.catering_type',
    ],
    [
      'a negative count',
      bookingRequest({ vehicles: [{ vehicle_public_id: 'vf-6', vehicles: -1 }] }),
      400,
      'VALIDATION_FAILED',
      'vehicles.0.vehicles',
    ],
    [
      'a check-in in the past',
      bookingRequest({ check_in: '2026-11-20', check_out: '2026-11-22', facilities: [] }),
      400,
      'VALIDATION_FAILED',
      'check_in',
    ],
    [
      'a date that names no day',
      bookingRequest({ check_in: '2027-02-30', check_out: '2027-03-02', facilities: [] }),
      400,
      'VALIDATION_FAILED',
      'check_in',
    ],
    [
      'a facility line outside the stay',
      bookingRequest({
        ...stay,
        facilities: [
          {
            public_id: 'fac-stables',
            start_date: '2026-12-11',
            end_date: '2026-12-13',
            adults: 2,
            number_of_rooms: 1,
          },
        ],
      }),
      400,
      'VALIDATION_FAILED',
      'facilities.0.end_date',
    ],
    [
      'an activity date outside the stay',
      bookingRequest({
        ...stay,
        inventory: [{ public_id: 'act-lion', date: '2026-12-13', adults: 1 }],
      }),
      400,
      'VALIDATION_FAILED',
      'inventory.0.date',
    ],
    [
      'a check-out before the check-in',
      bookingRequest({ check_in: '2026-12-12', check_out: '2026-12-10', facilities: [] }),
      400,
      'VALIDATION_FAILED',
      'check_out',
    ],
    [
      'too many guests for one room',
      bookingRequest({
        facilities: [{ public_id: 'fac-stables', adults: 3, number_of_rooms: 1 }],
      }),
      400,
      'ROOM_CAPACITY_EXCEEDED',
      'facilities.0.adults',
    ],
    [
      'too many guests for Pelican House',
      bookingRequest({
        guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 11 }],
        facilities: [{ public_id: 'fac-pelican', adults: 11, catering_type: '377788d4' }],
      }),
      400,
      'ROOM_CAPACITY_EXCEEDED',
      'facilities.0.adults',
    ],
    ['no vehicle', bookingRequest({ vehicles: [] }), 400, 'VALIDATION_FAILED', 'vehicles'],
    [
      'no guest',
      bookingRequest({ guests: [{ payment_public_id: 'cf-nr-a', payment_guests: 0 }] }),
      400,
      'VALIDATION_FAILED',
      'guests',
    ],
    [
      'a staff discount',
      bookingRequest({
        guests: [{ payment_public_id: 'cf-nr-a', payment_guests: 2, discount: 100 }],
      } as unknown as Partial<PublicBookingRequestInput>),
      400,
      'VALIDATION_FAILED',
      'guests.0.discount',
    ],
    [
      'an expired promo code',
      bookingRequest({ promo_code: 'EXPIRED5' }),
      400,
      'VALIDATION_FAILED',
      'promo_code',
    ],
    ['unticked terms', bookingRequest({ terms: false as true }), 400, 'VALIDATION_FAILED', 'terms'],
    [
      'a facility without pricing',
      bookingRequest({ facilities: [{ public_id: 'fac-sweetwaters', adults: 2 }] }),
      400,
      'PRICING_NOT_SET',
    ],
  ];

  it.each(badRequests)(
    'answers %s with its 4xx in the one error shape and writes nothing',
    async (_, body, status, code, field) => {
      const before = await bookingRowCounts(database);
      const answer = await post(body);
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject({ code, message: expect.any(String) });
      if (field) expect(Object.keys(answer.body.fields)).toContain(field);
      expect(await bookingRowCounts(database)).toEqual(before);
    },
  );

  it('answers "Vehicle is mandatory" on a public booking without a vehicle', async () => {
    const { body } = await post(bookingRequest({ vehicles: [] }));
    expect(body.fields.vehicles).toBe('Vehicle is mandatory');
  });

  it('answers a body that is not JSON with 415 in the one error shape', async () => {
    const before = await bookingRowCounts(database);
    expect(
      await request('/public/bookings', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: 'first_name=Wanjiku',
      }),
    ).toEqual({
      status: 415,
      body: { code: 'VALIDATION_FAILED', message: 'Unsupported Media Type' },
    });
    expect(await bookingRowCounts(database)).toEqual(before);
  });
});
