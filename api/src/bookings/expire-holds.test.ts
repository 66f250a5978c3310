import { describe, expect, it } from 'vitest';
import { facilityAvailability } from '../availability/availability-service';
import { createCatalogueCache } from '../catalogue/catalogue-cache';
import { fixedClock } from '../clock';
import { book, bookingDeps, bookingRequest } from '../test/booking-fixtures';
import { captureLogger } from '../test/test-app';
import { manualClock, testNow } from '../test/test-clock';
import { useTestDatabase } from '../test/test-database';
import { expireLapsedHolds } from './expire-holds';
import { startHoldExpirySweep } from './hold-expiry-sweep';
import { readBooking } from './read-booking';

const MINUTE = 60_000;
const afterHold = new Date(testNow.getTime() + 31 * MINUTE);

describe('hold expiry', () => {
  const database = useTestDatabase();

  const events = (bookingPublicId: string) => database.sql`
    select e.type, e.actor from booking_events e join bookings b on b.id = e.booking_id
    where b.booking_public_id = ${bookingPublicId} order by e.id`;

  it('marks a lapsed unpaid hold expired with an expired event, and frees its units', async () => {
    const clock = manualClock();
    const created = await book(
      bookingDeps(database.db, { clock }),
      bookingRequest({ check_in: '2027-07-01', check_out: '2027-07-03' }),
    );
    clock.advance(29 * MINUTE);
    expect(await expireLapsedHolds({ db: database.db, clock })).toEqual([]);
    clock.advance(2 * MINUTE);
    expect(await expireLapsedHolds({ db: database.db, clock })).toEqual([created.booking_ref_code]);
    expect(await readBooking({ db: database.db, clock }, created.booking_public_id)).toMatchObject({
      booking_status: 'expired',
      hold_expires_at: null,
    });
    expect(await events(created.booking_public_id)).toEqual([
      { type: 'created', actor: 'public' },
      { type: 'expired', actor: 'system' },
    ]);
    const stables = (
      await facilityAvailability(
        { db: database.db, clock, catalogueCache: createCatalogueCache(database.db) },
        '2027-07-01',
        '2027-07-03',
      )
    ).find((facility) => facility.public_id === 'fac-stables');
    expect(stables?.available_units).toBe(16);
  });

  it('reads a lapsed hold as expired even before the sweep has run', async () => {
    const created = await book(
      bookingDeps(database.db),
      bookingRequest({ check_in: '2027-07-05', check_out: '2027-07-06' }),
    );
    const later = { db: database.db, clock: fixedClock(afterHold) };
    expect(await readBooking(later, created.booking_public_id)).toMatchObject({
      booking_status: 'expired',
      hold_expires_at: null,
    });
    const [row] = await database.sql`
      select booking_status from bookings where booking_public_id = ${created.booking_public_id}`;
    expect(row).toEqual({ booking_status: 'held' });
  });

  it('leaves paid and confirmed bookings alone', async () => {
    const paid = await book(
      bookingDeps(database.db),
      bookingRequest({ check_in: '2027-07-08', check_out: '2027-07-09' }),
    );
    const confirmed = await book(
      bookingDeps(database.db),
      bookingRequest({ check_in: '2027-07-08', check_out: '2027-07-09' }),
    );
    await database.sql`update bookings set booking_payment_status = 'Paid'
      where booking_public_id = ${paid.booking_public_id}`;
    await database.sql`update bookings set booking_status = 'confirmed'
      where booking_public_id = ${confirmed.booking_public_id}`;
    const expired = await expireLapsedHolds({ db: database.db, clock: fixedClock(afterHold) });
    expect(expired).not.toContain(paid.booking_ref_code);
    expect(expired).not.toContain(confirmed.booking_ref_code);
    const rows = await database.sql`
      select booking_status from bookings
      where booking_public_id in (${paid.booking_public_id}, ${confirmed.booking_public_id})
      order by booking_status`;
    expect(rows).toEqual([{ booking_status: 'held' }, { booking_status: 'confirmed' }]);
  });

  it('expires each booking once when several instances sweep at the same time', async () => {
    const created = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        book(
          bookingDeps(database.db),
          bookingRequest({ check_in: `2027-07-1${index}`, check_out: `2027-07-1${index + 1}` }),
        ),
      ),
    );
    const clock = fixedClock(afterHold);
    const sweeps = await Promise.all(
      Array.from({ length: 4 }, () => expireLapsedHolds({ db: database.db, clock })),
    );
    const expired = sweeps.flat();
    for (const booking of created) {
      expect(expired.filter((code) => code === booking.booking_ref_code)).toHaveLength(1);
      expect(
        (await events(booking.booking_public_id)).filter((event) => event.type === 'expired'),
      ).toHaveLength(1);
    }
  });

  it('runs periodically inside the server', async () => {
    const clock = manualClock();
    const created = await book(
      bookingDeps(database.db, { clock }),
      bookingRequest({ check_in: '2027-07-25', check_out: '2027-07-26' }),
    );
    const storedStatus = async () => {
      const [row] = await database.sql`
        select booking_status from bookings where booking_public_id = ${created.booking_public_id}`;
      return row?.booking_status;
    };
    clock.advance(31 * MINUTE);
    expect(await storedStatus()).toBe('held');
    const { logger, lines } = captureLogger();
    const sweep = startHoldExpirySweep({ db: database.db, clock, logger }, 20);
    await expect.poll(storedStatus).toBe('expired');
    await sweep.stop();
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'expired lapsed booking holds',
        expired: expect.arrayContaining([created.booking_ref_code]),
      }),
    );
  });
});
