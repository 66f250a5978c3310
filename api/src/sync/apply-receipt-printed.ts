/**
 * Applies a `receipt_printed` outbox operation: appends the print to the booking's print log
 * (after pretix's print logs). A second original (not a copy) of a receipt already printed is
 * recorded `forced`, for review: two originals of one receipt may mean money taken twice.
 *
 * spec: research offline-checkin-anchors.md §1 (box office and printing: print logs, no
 * accidental reprints, "COPY" on reprints), §4 (printing).
 */
import { receiptPrintedPayloadSchema } from '@hifadhi/shared/schemas/sync';
import { and, count, eq } from 'drizzle-orm';
import { receiptPrints } from '../db/schema/sync';
import { clerkId } from './clerk';
import { lockGateBooking } from './gate-booking';
import type { OperationApplier } from './outbox-operation';

/**
 * See the module comment.
 * @throws ZodError for a payload that is not a receipt print; DomainError BOOKING_NOT_FOUND.
 */
export const applyReceiptPrinted: OperationApplier = {
  within: 'transaction',
  apply: async (tx, context, raw) => {
    const payload = receiptPrintedPayloadSchema.parse(raw);
    const booking = await lockGateBooking(tx, payload, context.device_time);
    const [originals] = await tx
      .select({ n: count() })
      .from(receiptPrints)
      .where(and(eq(receiptPrints.booking_id, booking.row.id), eq(receiptPrints.copy, false)));
    const forced = !payload.copy && (originals?.n ?? 0) > 0;
    await tx.insert(receiptPrints).values({
      booking_id: booking.row.id,
      device_id: context.device.device_id,
      clerk_id: await clerkId(tx, payload.clerk_public_id),
      copy: payload.copy,
      receipt_number: payload.receipt_number ?? null,
      device_time: context.device_time,
      idempotency_key: context.idempotency_key,
    });
    return {
      status: forced ? 'forced' : 'applied',
      result: {
        booking_public_id: booking.row.booking_public_id,
        booking_ref_code: booking.row.booking_ref_code,
        copy: payload.copy,
        originals_before: originals?.n ?? 0,
      },
    };
  },
};
