import { describe, expect, it } from 'vitest';
import { activityAvailability } from '../availability/availability-service';
import { fixedClock } from '../clock';
import { book, bookingDeps, bookingRequest } from '../test/booking-fixtures';
import { testClock, testNow } from '../test/test-clock';
import { useTestDatabase } from '../test/test-database';
import { cancelBooking } from './cancel-booking';

describe('cancelBooking', () => {
  const database = useTestDatabase();
  const deps = () => ({ db: database.db, clock: testClock });
  const drive = (date: string) => ({
    check_in: date,
    check_out: date,
    facilities: [],
    inventory: [{ public_id: 'act-night-drive', date, adults: 8 }],
  });

  it('cancels a held booking, logs who did it, and gives its slots back', async () => {
    const created = await book(bookingDeps(database.db), bookingRequest(drive('2027-08-01')));
    expect(
      (await activityAvailability(deps(), 'act-night-drive', '2027-08-01')).available_slots,
    ).toBe(0);
    expect(await cancelBooking(deps(), created.booking_public_id, 'staff-42')).toEqual({
      booking_public_id: created.booking_public_id,
      booking_status: 'cancelled',
    });
    expect(
      (await activityAvailability(deps(), 'act-night-drive', '2027-08-01')).available_slots,
    ).toBe(8);
    const events = await database.sql`
      select e.type, e.actor, e.payload from booking_events e join bookings b on b.id = e.booking_id
      where b.booking_public_id = ${created.booking_public_id} order by e.id`;
    expect(events.map((event) => [event.type, event.actor])).toEqual([
      ['created', 'public'],
      ['cancelled', 'staff-42'],
    ]);
    expect(events[1]!.payload).toEqual({ previous_status: 'held' });
  });

  it('cancels a confirmed booking', async () => {
    const created = await book(bookingDeps(database.db), bookingRequest(drive('2027-08-02')));
    await database.sql`update bookings set booking_status = 'confirmed'
      where booking_public_id = ${created.booking_public_id}`;
    await cancelBooking(deps(), created.booking_public_id, 'staff-42');
    expect(
      (await activityAvailability(deps(), 'act-night-drive', '2027-08-02')).available_slots,
    ).toBe(8);
  });

  it('changes nothing when the booking is already cancelled (no second release, no event)', async () => {
    const created = await book(bookingDeps(database.db), bookingRequest(drive('2027-08-03')));
    await Promise.all([
      cancelBooking(deps(), created.booking_public_id, 'staff-42'),
      cancelBooking(deps(), created.booking_public_id, 'staff-43'),
    ]);
    await cancelBooking(deps(), created.booking_public_id, 'staff-42');
    const [row] = await database.sql`
      select count(*)::int as cancellations from booking_events e join bookings b on b.id = e.booking_id
      where b.booking_public_id = ${created.booking_public_id} and e.type = 'cancelled'`;
    expect(row).toEqual({ cancellations: 1 });
  });

  it('refuses to cancel an expired booking', async () => {
    const created = await book(bookingDeps(database.db), bookingRequest(drive('2027-08-04')));
    await database.sql`update bookings set booking_status = 'expired'
      where booking_public_id = ${created.booking_public_id}`;
    await expect(
      cancelBooking(
        { db: database.db, clock: fixedClock(new Date(testNow.getTime() + 3_600_000)) },
        created.booking_public_id,
        'staff-42',
      ),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'A booking that is expired cannot be cancelled',
    });
  });

  it.each([['3f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f'], ['not-a-booking']])(
    'answers BOOKING_NOT_FOUND for %s',
    async (id) => {
      await expect(cancelBooking(deps(), id, 'staff-42')).rejects.toMatchObject({
        code: 'BOOKING_NOT_FOUND',
        message: 'Booking not found',
      });
    },
  );
});
