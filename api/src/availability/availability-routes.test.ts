import { describe, expect, it } from 'vitest';
import { book, bookingDeps, bookingRequest } from '../test/booking-fixtures';
import { createTestApp } from '../test/test-app';
import { useTestDatabase } from '../test/test-database';

describe('availability endpoints', () => {
  const database = useTestDatabase();
  const get = async (path: string) => {
    const { app } = createTestApp(database.db);
    const response = await app.request(`/api/v1${path}`);
    return { status: response.status, body: await response.json() };
  };

  it('GET /public/availability/facilities answers the units free on every night', async () => {
    await book(
      bookingDeps(database.db),
      bookingRequest({
        check_in: '2027-06-01',
        check_out: '2027-06-03',
        guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 4 }],
        facilities: [{ public_id: 'fac-murera', adults: 4, residency: 'citizen' }],
      }),
    );
    const { status, body } = await get(
      '/public/availability/facilities?check_in_date=2027-06-02&check_out_date=2027-06-05',
    );
    expect(status).toBe(200);
    expect(body).toContainEqual({
      public_id: 'fac-murera',
      available_units: 0,
      available_guests: 0,
    });
    expect(body).toContainEqual({
      public_id: 'fac-ewaso',
      available_units: 6,
      available_guests: 72,
    });
  });

  it('leaves the holds of the booking named by exclude_booking out (amending it)', async () => {
    await database.sql`update facilities set quantity = 2 where public_id = 'fac-stables'`;
    const stay = { check_in: '2027-07-01', check_out: '2027-07-03' };
    const { booking_public_id } = await book(
      bookingDeps(database.db),
      bookingRequest({
        ...stay,
        guests: [{ payment_public_id: 'cf-nr-a', payment_guests: 4 }],
        facilities: [
          { public_id: 'fac-stables', adults: 4, number_of_rooms: 2, residency: 'non_resident' },
        ],
      }),
    );
    const stables = async (query: string) => {
      const { status, body } = await get(
        `/public/availability/facilities?check_in_date=2027-07-02&check_out_date=2027-07-04${query}`,
      );
      expect(status).toBe(200);
      return body.find((facility: { public_id: string }) => facility.public_id === 'fac-stables');
    };
    expect(await stables('')).toEqual({
      public_id: 'fac-stables',
      available_units: 0,
      available_guests: 0,
    });
    expect(await stables(`&exclude_booking=${booking_public_id}`)).toEqual({
      public_id: 'fac-stables',
      available_units: 2,
      available_guests: 4,
    });
  });

  it('answers exclude_booking naming no booking with 404', async () => {
    const { status, body } = await get(
      '/public/availability/facilities?check_in_date=2027-07-02&check_out_date=2027-07-04&exclude_booking=0b7e3c1a-5d2f-4c8e-9a61-3f4b2d1c0e9f',
    );
    expect(status).toBe(404);
    expect(body).toEqual({ code: 'BOOKING_NOT_FOUND', message: 'Booking not found' });
  });

  it('GET /public/availability/activities/{public_id} answers the free slots', async () => {
    const { status, body } = await get('/public/availability/activities/act-chimp?date=2027-06-02');
    expect(status).toBe(200);
    expect(body).toEqual({ public_id: 'act-chimp', date: '2027-06-02', available_slots: 6 });
  });

  it('answers an unknown activity with 404', async () => {
    const { status, body } = await get('/public/availability/activities/act-none?date=2027-06-02');
    expect(status).toBe(404);
    expect(body).toEqual({ code: 'NOT_FOUND', message: 'Unknown activity: act-none' });
  });

  it.each([
    ['no dates', '/public/availability/facilities', 'check_in_date'],
    [
      'a date that is not a day',
      '/public/availability/facilities?check_in_date=2027-02-30&check_out_date=2027-03-02',
      'check_in_date',
    ],
    [
      'check-out before check-in',
      '/public/availability/facilities?check_in_date=2027-06-05&check_out_date=2027-06-01',
      'check_out_date',
    ],
    [
      'a stay of more than 366 nights',
      '/public/availability/facilities?check_in_date=2027-01-01&check_out_date=2028-06-01',
      'check_out_date',
    ],
    [
      'an exclude_booking that is not a booking id',
      '/public/availability/facilities?check_in_date=2027-06-01&check_out_date=2027-06-02&exclude_booking=BK-1',
      'exclude_booking',
    ],
    ['an activity without a date', '/public/availability/activities/act-lion', 'date'],
  ])('answers %s with 400 on the field at fault', async (_, path, field) => {
    const { status, body } = await get(path);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fields)).toContain(field);
  });
});
