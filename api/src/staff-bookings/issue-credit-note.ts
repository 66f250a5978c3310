/**
 * Issuing a credit note on a booking: money the conservancy owes back to the payer, numbered
 * 1, 2, 3 … across the conservancy without gaps (numbers are taken under a table lock inside
 * the transaction, so a rolled-back note leaves no hole). All the credit notes of a booking
 * together may not exceed what was paid for it (its `paid` ledger credits) less the refunds
 * already paid out on it (payments-admin/given-back.ts): money paid back in cash is not owed
 * again as a credit note. One
 * `credit_note_issued` event names the staff user and the reason; one change-log row records
 * it. A request repeated with the same `Idempotency-Key` answers the first note again.
 *
 * spec: api-contract.md §Staff bookings (POST /bookings/{id}/credit-notes → 201
 * { credit_note_public_id, number, amount }; the amount may not exceed what was paid);
 * staff-booking.md §4 (credit note issued), §6 (credit-note ability).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { DomainError } from '@hifadhi/shared/errors';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { creditNotes } from '../db/schema/staff-bookings';
import { paidLessGivenBack } from '../payments-admin/given-back';
import { logBookingChange } from './booking-change-log';
import {
  allowedTransition,
  appendBookingEvent,
  lockStaffBooking,
  type OperationDeps,
  type StaffActor,
} from './booking-operation';
import { staffBookingMessages } from './staff-booking-messages';

export const issuedCreditNoteSchema = z.object({
  credit_note_public_id: z.string(),
  /** Its number in the conservancy's sequence of credit notes. */
  number: z.number().int(),
  /** Whole units of the booking's currency. */
  amount: z.number(),
});
export type IssuedCreditNote = z.infer<typeof issuedCreditNoteSchema>;

function issued(note: typeof creditNotes.$inferSelect): IssuedCreditNote {
  return {
    credit_note_public_id: note.credit_note_public_id,
    number: note.number,
    amount: Number(note.amount),
  };
}

/**
 * Issues a credit note of `input.amount` (whole units of the booking's currency) on booking
 * `bookingPublicId` (see the module comment).
 * @throws DomainError BOOKING_NOT_FOUND; INVALID_TRANSITION (a deleted booking);
 *   VALIDATION_FAILED (field amount) above what was paid less what was already refunded or
 *   credited; CONFLICT when the key was
 *   used for another booking.
 */
export async function issueCreditNote(
  deps: OperationDeps,
  bookingPublicId: string,
  actor: StaffActor,
  input: { amount: number; reason: string },
  idempotencyKey: string | null,
): Promise<IssuedCreditNote> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockStaffBooking(tx, bookingPublicId, actor);
    if (idempotencyKey !== null) {
      const [earlier] = await tx
        .select()
        .from(creditNotes)
        .where(eq(creditNotes.idempotency_key, idempotencyKey));
      if (earlier && earlier.booking_id !== row.id) {
        throw new DomainError('CONFLICT', staffBookingMessages.idempotencyKeyReused);
      }
      if (earlier) return issued(earlier);
    }
    allowedTransition(row, 'credit_note');
    const available = await paidLessGivenBack(tx, row.id);
    if (available.lt(input.amount)) {
      const message = staffBookingMessages.creditAbovePaid(
        formatMoney(Decimal.max(available, 0), row.currency as CurrencyCode),
      );
      throw new DomainError('VALIDATION_FAILED', message, { fields: { amount: message } });
    }
    await tx.execute(sql`lock table ${creditNotes} in share row exclusive mode`);
    const [last] = await tx
      .select({ number: sql<number>`coalesce(max(${creditNotes.number}), 0)::int` })
      .from(creditNotes);
    const [note] = await tx
      .insert(creditNotes)
      .values({
        number: (last?.number ?? 0) + 1,
        booking_id: row.id,
        amount: new Decimal(input.amount).toFixed(2),
        currency: row.currency,
        reason: input.reason,
        issued_by: actor.publicId,
        idempotency_key: idempotencyKey,
        issued_at: now,
      })
      .returning();
    await appendBookingEvent(tx, {
      bookingId: row.id,
      type: 'credit_note_issued',
      actor: actor.publicId,
      at: now,
      details: {
        credit_note_public_id: note!.credit_note_public_id,
        number: note!.number,
        amount: note!.amount,
        currency: row.currency,
        reason: input.reason,
      },
    });
    await logBookingChange(
      tx,
      actor,
      {
        operation: 'credit_note',
        before: row,
        after: row,
        details: {
          credit_note_public_id: note!.credit_note_public_id,
          number: note!.number,
          amount: note!.amount,
          reason: input.reason,
        },
      },
      now,
    );
    return issued(note!);
  });
}
