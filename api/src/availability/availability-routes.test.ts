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
    ['an activity without a date', '/public/availability/activities/act-lion', 'date'],
  ])('answers %s with 400 on the field at fault', async (_, path, field) => {
    const { status, body } = await get(path);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fields)).toContain(field);
  });
});
