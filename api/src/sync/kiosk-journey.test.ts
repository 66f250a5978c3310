/**
 * A scripted kiosk, end to end against the API: it is registered at a gate, downloads a full
 * replica, signs a clerk in offline from the replica, works offline for a while (a walk-in paid
 * in cash, a pre-booked family paid in cash, both checked in, receipts printed), uploads its
 * outbox twice (the first answer lost), and finds each operation on the server exactly once,
 * then sees its own work come back in the next download.
 */
import { randomUUID } from 'node:crypto';
import type { ChangeFeed, OutboxOperation, ReplicaBooking } from '@hifadhi/shared/schemas/sync';
import { verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { demoStaff, movableClock, seedStaff, signInAs, staffTestApp } from '../auth/test-staff';
import { book, bookingDeps } from '../test/booking-fixtures';
import { useTestDatabase } from '../test/test-database';
import { dayVisit, operation, pullAll, push, registerKiosk } from './test-kiosk';

const database = useTestDatabase();

/** The kiosk's replica: whole-list sections as last sent, bookings by public id. */
class Replica {
  sections: Partial<Omit<ChangeFeed['changes'], 'bookings' | 'removed_booking_public_ids'>> = {};
  bookings = new Map<string, ReplicaBooking>();
  window: ChangeFeed['window'] | null = null;

  apply(pages: ChangeFeed[]): void {
    for (const page of pages) {
      const { bookings, removed_booking_public_ids, ...sections } = page.changes;
      for (const [name, value] of Object.entries(sections)) {
        if (value !== null) Object.assign(this.sections, { [name]: value });
      }
      for (const booking of bookings) this.bookings.set(booking.booking_public_id, booking);
      for (const id of removed_booking_public_ids) this.bookings.delete(id);
      this.window = page.window;
    }
  }

  byRef(ref: string): ReplicaBooking | undefined {
    return [...this.bookings.values()].find((booking) => booking.booking_ref_code === ref);
  }
}

describe('a kiosk', () => {
  it('registers, replicates, works offline, uploads twice, and each operation lands once', async () => {
    await seedStaff(database.db);
    const clock = movableClock();
    const { app } = staffTestApp(database.db, clock);
    const family = await book(
      bookingDeps(database.db),
      dayVisit('2026-11-21', {
        first_name: 'Wanjiru',
        guests: [
          { payment_public_id: 'cf-cit-a', payment_guests: 2 },
          { payment_public_id: 'cf-cit-c', payment_guests: 2 },
        ],
      }),
    );

    // Set-up: an administrator issues a code; the kiosk trades it for its token.
    const kiosk = await registerKiosk(app, await signInAs(app, 'Administrator'), 'gate-main');

    // A full download in pages of 2.
    const replica = new Replica();
    const first = await pullAll(app, kiosk.device_token, undefined, 2);
    replica.apply(first.pages);
    expect(replica.window).toEqual({ from: '2026-11-20', to: '2026-12-05' });
    const familyHere = replica.byRef(family.booking_ref_code)!;
    expect(familyHere).toMatchObject({ guest_total: 4, booking_payment_balance: 5000 });
    expect(replica.sections.catalogue?.vehicle_fees.map((fee) => fee.vehicle_public_id)).toEqual([
      'vf-6',
      'vf-14',
      'vf-60',
    ]);

    // The clerk signs in offline against the replica's verifier.
    const clerk = replica.sections.staff?.find(
      (user) => user.email === demoStaff['Gate Clerk'].email,
    );
    expect(clerk?.features).toContain('checkin');
    expect(await verify(clerk!.verifier, demoStaff['Gate Clerk'].password)).toBe(true);
    expect(await verify(clerk!.verifier, 'not-the-password')).toBe(false);

    // Offline: a walk-in paid in cash, the family paid in cash, both checked in, receipts.
    const walkInId = randomUUID();
    const device = (time: string) => `2026-11-21T${time}:00+03:00`;
    const outbox: OutboxOperation[] = [
      operation(
        'walk_in_booking',
        {
          booking_public_id: walkInId,
          check_in: '2026-11-21',
          check_out: '2026-11-21',
          currency: 'KES',
          guests: [{ payment_public_id: 'cf-res-a', payment_guests: 1 }],
          vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
          first_name: 'Baraka',
          last_name: 'Mutua',
          phone: '+254733000444',
          country: 'KE',
          quoted_amount_due: 3500,
          clerk_public_id: clerk!.public_id,
        },
        device('09:05'),
      ),
      operation(
        'cash_payment',
        { booking_public_id: walkInId, amount: 3500, currency: 'KES' },
        device('09:06'),
      ),
      operation(
        'check_in',
        { direction: 'check_in', booking_public_id: walkInId },
        device('09:07'),
      ),
      operation('receipt_printed', { booking_public_id: walkInId }, device('09:07')),
      operation(
        'cash_payment',
        { booking_public_id: familyHere.booking_public_id, amount: 5000, currency: 'KES' },
        device('09:12'),
      ),
      operation(
        'check_in',
        { direction: 'check_in', booking_ref_code: family.booking_ref_code },
        device('09:13'),
      ),
      operation(
        'receipt_printed',
        { booking_public_id: familyHere.booking_public_id },
        device('09:13'),
      ),
    ];

    // Back online twenty minutes later, within the family's hold.
    clock.advance(20 * 60_000);
    const answered = await push(app, kiosk.device_token, outbox);
    const again = await push(app, kiosk.device_token, outbox);
    expect(again).toEqual(answered);
    expect(answered.map((result) => result.status)).toEqual(Array(7).fill('applied'));

    // Each operation is on the server exactly once.
    const keys = outbox.map((op) => op.idempotency_key);
    const [counts] = await database.sql`select
      (select count(*)::int from sync_operations where idempotency_key in ${database.sql(keys)}) as operations,
      (select count(*)::int from bookings where booking_public_id = ${walkInId}) as walk_ins,
      (select count(*)::int from payment_ledger where status = 'paid'
         and provider_reference in ${database.sql(keys)}) as cash_credits,
      (select count(*)::int from check_ins where idempotency_key in ${database.sql(keys)}) as check_ins,
      (select count(*)::int from receipt_prints where idempotency_key in ${database.sql(keys)}) as receipts`;
    expect(counts).toEqual({
      operations: 7,
      walk_ins: 1,
      cash_credits: 2,
      check_ins: 2,
      receipts: 2,
    });

    // The next download brings the day's work back into the replica, and only that.
    const next = await pullAll(app, kiosk.device_token, first.cursor, 2);
    replica.apply(next.pages);
    expect(
      new Set(next.pages.flatMap((page) => page.changes.bookings.map((b) => b.booking_public_id))),
    ).toEqual(new Set([walkInId, familyHere.booking_public_id]));
    for (const id of [walkInId, familyHere.booking_public_id]) {
      expect(replica.bookings.get(id)).toMatchObject({
        booking_status: 'checked_in',
        booking_payment_status: 'Paid',
        booking_payment_balance: 0,
        check_ins: [{ direction: 'check_in', gate_public_id: 'gate-main', forced: false }],
        payments: [{ method: 'cash', status: 'paid' }],
        ticket_code: expect.any(String),
      });
    }
    expect(replica.bookings.get(walkInId)).toMatchObject({ source: 'gate', guest_total: 1 });
    expect(next.pages[0]!.changes.ticket_keys).toHaveLength(1);
  });
});
