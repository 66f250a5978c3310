/**
 * Every staff operation on a booking leaves its row in the change log (`GET /logs/changes`,
 * entity `booking`): created, confirmed, unconfirmed, payment deferred, postponed, paid,
 * checked in and out, credited, FOC, deleted, reinstated and cancelled, each by the staff user with the
 * booking before and after; a retried operation that changes nothing leaves none.
 *
 * spec: api-contract.md §People and logs (`GET /logs/changes`: every staff write);
 * membership-backoffice.md §2.5.
 */
import { describe, expect, it } from 'vitest';
import { bearer } from '../auth/test-staff';
import { cart, gatePass, useStaffBookingTest } from './staff-booking-test-support';

const s = useStaffBookingTest();

/** A staff booking for 10–12 December 2026 without lodging; its public id and total. */
async function booked() {
  const { status, body } = await s.t.create({ ...cart({ facilities: [] }), ...gatePass() });
  expect(status).toBe(201);
  return { id: body.booking_public_id as string, total: body.total_cost as number };
}

/** Runs `POST /bookings/{id}{suffix}` (or DELETE) and asserts its status. */
async function run(id: string, suffix: string, body: unknown = {}, status = 200) {
  const answer =
    suffix === 'DELETE'
      ? await s.t.app.request(`/api/v1/bookings/${id}`, {
          method: 'DELETE',
          headers: bearer(s.t.tokens.Administrator!),
          body: JSON.stringify(body),
        })
      : await s.t.post(id, suffix, body).then((r) => ({ status: r.status }));
  expect(answer.status).toBe(status);
}

describe('staff booking operations in the change log', () => {
  it('records each operation with the user and the booking before and after', async () => {
    const booking = await booked();
    await run(booking.id, '/confirm');
    await run(booking.id, '/confirm');
    await run(booking.id, '/unconfirm');
    await run(booking.id, '/defer-payment', { until: '2026-12-01', reason: 'Office pays Monday' });
    await run(booking.id, '/postpone', { check_in: '2026-12-11', reason: 'Flight moved' });
    await run(booking.id, '/confirm');
    await run(
      booking.id,
      '/payments',
      { method: 'Cash', amount: booking.total, currency: 'KES', reference: null },
      201,
    );
    await run(booking.id, '/check-in', { gate_public_id: 'gate-main' });
    await run(booking.id, '/check-out', { gate_public_id: 'gate-main' });
    await run(booking.id, '/credit-notes', { amount: 100, reason: 'Goodwill' }, 201);

    const changes = await s.t.changes(booking.id);
    expect(changes.map((change) => change.after.operation)).toEqual([
      'create',
      'confirm',
      'unconfirm',
      'defer_payment',
      'postpone',
      'confirm',
      'record_payment',
      'check_in',
      'check_out',
      'credit_note',
    ]);
    expect(changes.every((change) => change.user_email === 'admin@kijani.example')).toBe(true);
    expect(changes[1]).toMatchObject({
      before: { booking_status: 'held' },
      after: { booking_status: 'confirmed' },
    });
    expect(changes[4]).toMatchObject({
      before: { check_in: '2026-12-10' },
      after: { check_in: '2026-12-11', reason: 'Flight moved' },
    });
    expect(changes[6]).toMatchObject({
      before: { booking_payment_status: 'Unpaid' },
      after: { booking_payment_status: 'Paid', booking_payment_balance: '0.00' },
    });
  });

  it('records a cancellation, and none for cancelling again', async () => {
    const booking = await booked();
    await run(booking.id, '/cancel');
    await run(booking.id, '/cancel');
    const changes = await s.t.changes(booking.id);
    expect(changes.map((change) => change.after.operation)).toEqual(['create', 'cancel']);
    expect(changes[1]).toMatchObject({
      before: { booking_status: 'held' },
      after: { booking_status: 'cancelled' },
    });
  });

  it('records FOC, delete and reinstate', async () => {
    const booking = await booked();
    await run(booking.id, '/foc', { reason: 'Board guest' });
    await run(booking.id, 'DELETE', { reason: 'Duplicate' });
    await run(booking.id, '/reinstate');
    const changes = await s.t.changes(booking.id);
    expect(changes.map((change) => [change.after.operation, change.after.booking_status])).toEqual([
      ['create', 'held'],
      ['foc', 'confirmed'],
      ['delete', 'deleted'],
      ['reinstate', 'confirmed'],
    ]);
  });
});
