/**
 * The applier of each outbox kind, over the API's booking and payment services.
 *
 * spec: api-contract.md §Staff and devices (`POST /sync/outbox`).
 */
import type { OutboxKind } from '@hifadhi/shared/schemas/sync';
import type { BookingDeps } from '../bookings/create-booking';
import { applyShiftClosed, applyShiftOpened } from '../gate-shifts/apply-shift';
import type { PaymentDeps } from '../payments/payments-runtime';
import { cashPaymentApplier } from './apply-cash-payment';
import { applyCheckIn } from './apply-check-in';
import { applyReceiptPrinted } from './apply-receipt-printed';
import { walkInApplier } from './apply-walk-in';
import type { OperationApplier } from './outbox-operation';

export function outboxAppliers(deps: {
  booking: BookingDeps;
  payments: PaymentDeps;
}): Record<OutboxKind, OperationApplier> {
  return {
    check_in: applyCheckIn,
    walk_in_booking: walkInApplier(deps.booking),
    cash_payment: cashPaymentApplier(deps.payments),
    receipt_printed: applyReceiptPrinted,
    shift_opened: applyShiftOpened,
    shift_closed: applyShiftClosed,
  };
}
