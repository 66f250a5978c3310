import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/test-database';
import { bookingEvents, bookings } from './schema/bookings';

describe('booking_events', () => {
  const database = useTestDatabase();

  const createBooking = async () => {
    const [booking] = await database.db
      .insert(bookings)
      .values({
        booking_ref_code: 'KJ-TEST-0001',
        source: 'public',
        currency: 'KES',
        check_in: '2026-12-10',
        check_out: '2026-12-12',
        first_name: 'Wanjiku',
        last_name: 'Kamau',
        email: 'wanjiku@example.com',
        phone: '+254712345678',
        country: 'KE',
        city: 'Nyeri',
        currency_buying_rate_at_time: '1',
        currency_selling_rate_at_time: '1',
        total_cost: '48160',
        amount_due: '48160',
        booking_payment_balance: '48160',
      })
      .returning();
    return booking!;
  };

  it('appends events to a booking and reads them back in order', async () => {
    const booking = await createBooking();
    expect(booking).toMatchObject({
      booking_status: 'held',
      booking_payment_status: 'Unpaid',
      check_in: '2026-12-10',
      total_cost: '48160.00',
    });
    await database.db.insert(bookingEvents).values([
      { booking_id: booking.id, type: 'created', actor: 'public', payload: { total_cost: 48160 } },
      { booking_id: booking.id, type: 'confirmed', actor: 'system' },
    ]);
    const events = await database.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.booking_id, booking.id))
      .orderBy(bookingEvents.id);
    expect(events.map((event) => [event.type, event.payload])).toEqual([
      ['created', { total_cost: 48160 }],
      ['confirmed', {}],
    ]);
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const before = await database.sql`select * from booking_events order by id`;
    expect(before.length).toBeGreaterThan(0);
    await expect(database.sql`update booking_events set type = 'forged'`).rejects.toThrow(
      'booking_events is append-only: UPDATE is not allowed',
    );
    await expect(database.sql`delete from booking_events`).rejects.toThrow(
      'booking_events is append-only: DELETE is not allowed',
    );
    await expect(database.sql`truncate booking_events`).rejects.toThrow(
      'booking_events is append-only: TRUNCATE is not allowed',
    );
    expect(await database.sql`select * from booking_events order by id`).toEqual(before);
  });
});
