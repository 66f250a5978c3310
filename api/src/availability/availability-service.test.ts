import { describe, expect, it } from 'vitest';
import { createCatalogueCache } from '../catalogue/catalogue-cache';
import { fixedClock } from '../clock';
import { book, bookingDeps, bookingRequest } from '../test/booking-fixtures';
import { testNow } from '../test/test-clock';
import { useTestDatabase } from '../test/test-database';
import { activityAvailability, facilityAvailability } from './availability-service';

const MINUTE = 60_000;

describe('availability', () => {
  const database = useTestDatabase();
  const at = (instant: Date) => ({
    db: database.db,
    clock: fixedClock(instant),
    catalogueCache: createCatalogueCache(database.db),
  });
  const now = () => at(testNow);

  const stablesOn = async (checkIn: string, checkOut: string, deps = now()) =>
    (await facilityAvailability(deps, checkIn, checkOut)).find(
      (facility) => facility.public_id === 'fac-stables',
    );

  it('offers every facility at its full quantity when nothing is booked', async () => {
    const facilities = await facilityAvailability(now(), '2027-04-01', '2027-04-03');
    expect(facilities).toHaveLength(7);
    expect(facilities[0]).toEqual({
      public_id: 'fac-pelican',
      available_units: 1,
      available_guests: 10,
    });
    expect(facilities).toContainEqual({
      public_id: 'fac-stables',
      available_units: 16,
      available_guests: 32,
    });
  });

  it('takes a held booking’s units off every night it stays, not off its check-out night', async () => {
    await book(
      bookingDeps(database.db),
      bookingRequest({
        check_in: '2027-04-10',
        check_out: '2027-04-12',
        guests: [{ payment_public_id: 'cf-nr-a', payment_guests: 6 }],
        facilities: [
          { public_id: 'fac-stables', adults: 6, number_of_rooms: 3, residency: 'non_resident' },
        ],
      }),
    );
    expect(await stablesOn('2027-04-10', '2027-04-12')).toEqual({
      public_id: 'fac-stables',
      available_units: 13,
      available_guests: 26,
    });
    expect((await stablesOn('2027-04-11', '2027-04-11'))?.available_units).toBe(13);
    expect((await stablesOn('2027-04-12', '2027-04-14'))?.available_units).toBe(16);
    expect((await stablesOn('2027-04-08', '2027-04-10'))?.available_units).toBe(16);
    // A longer stay is short of what its fullest night has left.
    expect((await stablesOn('2027-04-05', '2027-04-20'))?.available_units).toBe(13);
  });

  it('counts a day-use line on its own date', async () => {
    await book(
      bookingDeps(database.db),
      bookingRequest({
        check_in: '2027-04-15',
        check_out: '2027-04-15',
        facilities: [
          { public_id: 'fac-stables', adults: 2, number_of_rooms: 1, residency: 'non_resident' },
        ],
      }),
    );
    expect((await stablesOn('2027-04-15', '2027-04-15'))?.available_units).toBe(15);
    expect((await stablesOn('2027-04-16', '2027-04-16'))?.available_units).toBe(16);
  });

  it('gives a held booking’s units back the instant its hold lapses, before any sweep', async () => {
    const created = await book(
      bookingDeps(database.db),
      bookingRequest({ check_in: '2027-04-20', check_out: '2027-04-21' }),
    );
    const expiresAt = new Date(created.hold_expires_at);
    expect(expiresAt.getTime()).toBe(testNow.getTime() + 30 * MINUTE);
    const justBefore = at(new Date(expiresAt.getTime() - 1));
    expect((await stablesOn('2027-04-20', '2027-04-21', justBefore))?.available_units).toBe(15);
    expect((await stablesOn('2027-04-20', '2027-04-21', at(expiresAt)))?.available_units).toBe(16);
  });

  it('keeps the units of a confirmed booking and of a held one paid in full after its hold time, not of one paid in part', async () => {
    const stay = () =>
      book(
        bookingDeps(database.db),
        bookingRequest({ check_in: '2027-04-24', check_out: '2027-04-25' }),
      );
    const confirmed = await stay();
    const paid = await stay();
    const partlyPaid = await stay();
    await database.sql`update bookings set booking_status = 'confirmed'
      where booking_public_id = ${confirmed.booking_public_id}`;
    await database.sql`update bookings set booking_payment_status = 'Paid'
      where booking_public_id = ${paid.booking_public_id}`;
    await database.sql`update bookings set booking_payment_status = 'Partially Paid'
      where booking_public_id = ${partlyPaid.booking_public_id}`;
    expect((await stablesOn('2027-04-24', '2027-04-25'))?.available_units).toBe(13);
    const nextDay = at(new Date(testNow.getTime() + 24 * 60 * MINUTE));
    expect((await stablesOn('2027-04-24', '2027-04-25', nextDay))?.available_units).toBe(14);
  });

  it('frees the units of cancelled and expired bookings', async () => {
    const cancelled = await book(
      bookingDeps(database.db),
      bookingRequest({ check_in: '2027-04-27', check_out: '2027-04-28' }),
    );
    const expired = await book(
      bookingDeps(database.db),
      bookingRequest({ check_in: '2027-04-27', check_out: '2027-04-28' }),
    );
    expect((await stablesOn('2027-04-27', '2027-04-28'))?.available_units).toBe(14);
    await database.sql`update bookings set booking_status = 'cancelled'
      where booking_public_id = ${cancelled.booking_public_id}`;
    await database.sql`update bookings set booking_status = 'expired'
      where booking_public_id = ${expired.booking_public_id}`;
    expect((await stablesOn('2027-04-27', '2027-04-28'))?.available_units).toBe(16);
  });

  it('answers an activity’s free slots on a date', async () => {
    expect(await activityAvailability(now(), 'act-lion', '2027-05-02')).toEqual({
      public_id: 'act-lion',
      date: '2027-05-02',
      available_slots: 6,
    });
    await book(
      bookingDeps(database.db),
      bookingRequest({
        check_in: '2027-05-01',
        check_out: '2027-05-03',
        inventory: [
          { public_id: 'act-lion', date: '2027-05-02', adults: 2, extra_pax_children: 2 },
        ],
      }),
    );
    expect(await activityAvailability(now(), 'act-lion', '2027-05-02')).toMatchObject({
      available_slots: 2,
    });
    expect(await activityAvailability(now(), 'act-lion', '2027-05-01')).toMatchObject({
      available_slots: 6,
    });
  });

  it('counts rangers as the slots of a ranger activity', async () => {
    await book(
      bookingDeps(database.db),
      bookingRequest({
        check_in: '2027-05-05',
        check_out: '2027-05-06',
        inventory: [{ public_id: 'act-ranger-walk', date: '2027-05-05', rangers: 3 }],
      }),
    );
    expect(await activityAvailability(now(), 'act-ranger-walk', '2027-05-05')).toMatchObject({
      available_slots: 1,
    });
  });

  it('refuses an unknown activity with NOT_FOUND', async () => {
    await expect(activityAvailability(now(), 'act-martian', '2027-05-05')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Unknown activity: act-martian',
    });
  });
});
