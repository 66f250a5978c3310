/**
 * Money for a booking staff deleted: a new payment is refused like a cancelled booking's, and a
 * card payment started before the delete that arrives after it is flagged for a refund, never
 * kept silently; the booking stays deleted.
 */
import { describe, expect, it } from 'vitest';
import { book, stablesTrip } from '../payments/payment-fixtures';
import {
  call,
  payOnCardPage,
  returnToApi,
  usePaymentTestServer,
} from '../payments/payment-test-server';
import { useTestDatabase } from '../test/test-database';
import { deleteStep, runLifecycleStep } from './lifecycle-operations';

const database = useTestDatabase();
const server = usePaymentTestServer(database);

const staff = { publicId: 'staff-test', partnerPublicId: null };
const cardForm = async (bookingId: string) =>
  call(server, 'POST', '/public/payments/card', { booking_id: bookingId, email: 'p@example.com' });

describe('payments for a deleted booking', () => {
  it('refuses a new payment and flags one that arrives after the delete', async () => {
    const booking = await book(server, stablesTrip(server));
    const form = (await cardForm(booking.booking_public_id)).body;
    await runLifecycleStep(
      { db: database.db, clock: server.clock },
      deleteStep({ reason: 'Duplicate' }),
      booking.booking_public_id,
      staff,
    );

    const refused = await cardForm(booking.booking_public_id);
    expect(refused).toEqual({
      status: 409,
      body: { code: 'CONFLICT', message: 'This booking was cancelled and can no longer be paid.' },
    });

    await returnToApi(await payOnCardPage(form, 'approve'));
    const [row] = await database.sql`select b.booking_status, p.status, p.attention_reason
      from payments p join bookings b on b.id = p.booking_id
      where b.booking_public_id = ${booking.booking_public_id}`;
    expect({ ...row }).toEqual({
      booking_status: 'deleted',
      status: 'paid',
      attention_reason: 'Payment received for a cancelled booking: refund it',
    });
  });
});
