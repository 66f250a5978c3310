/**
 * Allocating a bank slip to a booking: in one transaction that locks the slip, the slip's
 * amount is recorded as the booking's Bank Transfer payment through the staff payment service
 * (`recordStaffPaymentIn`: the booking's balance, payment status, confirmation, ticket and
 * `payment_received` event follow; the slip's reference credits once) and the slip is marked
 * allocated to that booking and payment, by whom and when.
 *
 * - Allocating again to the same booking answers the first allocation (the payment is found by
 *   the slip's idempotency key, `bank-slip:{id}`), recording nothing.
 * - A slip allocated to one booking is refused for another: 409 CONFLICT.
 * - A slip larger than the booking's balance is refused (400, field `overpayment`) unless it is
 *   allocated as an over-payment: then it is recorded whole and flagged for staff to refund the
 *   difference (`GET /payments/attention`), as other over-payments are.
 *
 * spec: staff-booking.md §2.9 (bank slips, with allocate); api-contract.md §Staff bookings
 * (POST /bookings/{id}/payments, method Bank Transfer); pricing-rules.md §"Totals and payment".
 */
import { currencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { BankSlipAllocateBody } from '@hifadhi/shared/schemas/payments-admin';
import Decimal from 'decimal.js';
import { and, eq, or } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { bankSlips } from '../db/schema/bank-slips';
import { bookings } from '../db/schema/bookings';
import { payments } from '../db/schema/payments';
import { isPublicId } from '../payments/payment-records';
import type { OperationDeps, StaffActor } from '../staff-bookings/booking-operation';
import {
  type RecordedStaffPayment,
  recordStaffPaymentIn,
} from '../staff-bookings/record-staff-payment';
import { partnerScope } from '../staff-bookings/staff-booking-list';
import { type BankSlip, readBankSlip } from './bank-slips';
import { paymentsAdminMessages } from './payments-admin-messages';

/** The allocated slip and the booking's payment it became, with the booking after it. */
export interface AllocatedBankSlip {
  slip: BankSlip;
  payment: RecordedStaffPayment;
}

/** The booking `reference` (its ref code, any case, or public id) names, locked. */
async function lockBookingByReference(tx: Transaction, reference: string, actor: StaffActor) {
  const [row] = await tx
    .select({
      id: bookings.id,
      booking_public_id: bookings.booking_public_id,
      booking_ref_code: bookings.booking_ref_code,
      balance: bookings.booking_payment_balance,
      currency: bookings.currency,
    })
    .from(bookings)
    .where(
      and(
        or(
          eq(bookings.booking_ref_code, reference.toUpperCase()),
          isPublicId(reference) ? eq(bookings.booking_public_id, reference) : undefined,
        ),
        partnerScope(actor.partnerPublicId),
      ),
    )
    .for('update');
  if (!row) {
    throw new DomainError('BOOKING_NOT_FOUND', messages.bookingNotFound, {
      fields: { booking: messages.bookingNotFound },
    });
  }
  return row;
}

/**
 * Allocates slip `slipPublicId` to `body.booking` for `actor` (see the module comment).
 * @throws DomainError NOT_FOUND (no such slip); BOOKING_NOT_FOUND; CONFLICT (allocated to
 *   another booking, the reference already credited, nothing to pay); VALIDATION_FAILED (above
 *   the balance without `overpayment`, another currency); INVALID_TRANSITION (a cancelled,
 *   expired or deleted booking).
 */
export async function allocateBankSlip(
  deps: OperationDeps,
  slipPublicId: string,
  body: BankSlipAllocateBody,
  actor: StaffActor,
): Promise<AllocatedBankSlip> {
  const now = deps.clock.now();
  const payment = await deps.db.transaction(async (tx) => {
    const [slip] = isPublicId(slipPublicId)
      ? await tx
          .select()
          .from(bankSlips)
          .where(eq(bankSlips.bank_slip_public_id, slipPublicId))
          .for('update')
      : [];
    if (!slip) throw new DomainError('NOT_FOUND', paymentsAdminMessages.slipNotFound);
    const booking = await lockBookingByReference(tx, body.booking, actor);
    if (slip.booking_id !== null && slip.booking_id !== booking.id) {
      const [allocated] = await tx
        .select({ ref: bookings.booking_ref_code })
        .from(bookings)
        .where(eq(bookings.id, slip.booking_id));
      throw new DomainError(
        'CONFLICT',
        paymentsAdminMessages.slipAllocatedElsewhere(allocated?.ref ?? ''),
      );
    }
    const amount = new Decimal(slip.amount);
    if (
      slip.booking_id === null &&
      !body.overpayment &&
      slip.currency === booking.currency &&
      amount.gt(booking.balance)
    ) {
      const currency = currencyCode.parse(slip.currency);
      const message = paymentsAdminMessages.slipAboveBalance(
        formatMoney(amount, currency),
        formatMoney(new Decimal(booking.balance), currency),
      );
      throw new DomainError('VALIDATION_FAILED', message, { fields: { overpayment: message } });
    }
    const recorded = await recordStaffPaymentIn(tx, now, {
      bookingPublicId: booking.booking_public_id,
      actor,
      payment: {
        method: 'Bank Transfer',
        amount: amount.toNumber(),
        currency: slip.currency,
        reference: slip.reference,
      },
      idempotencyKey: `bank-slip:${slip.bank_slip_public_id}`,
      overpayment: body.overpayment,
    });
    if (slip.booking_id === null) {
      const [paid] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.payment_public_id, recorded.payment_public_id));
      await tx
        .update(bankSlips)
        .set({
          booking_id: booking.id,
          payment_id: paid!.id,
          allocated_by: actor.publicId,
          allocated_at: now,
        })
        .where(eq(bankSlips.id, slip.id));
    }
    return recorded;
  });
  return { slip: await readBankSlip(deps.db, slipPublicId), payment };
}
