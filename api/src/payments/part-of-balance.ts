/**
 * How much of a payable's balance a payment covers: the part asked for (a whole number of
 * units, from 1 up to the balance) or, when none is asked for, the whole balance.
 *
 * spec: pricing-rules.md §"Totals and payment" (a deposit now, the balance later; several
 * payments at the gate).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import Decimal from 'decimal.js';
import type { PayableState } from './payable';
import { paymentMessages } from './payment-messages';

/**
 * The part of `state`'s balance to pay: `requested` or the balance.
 * @throws DomainError VALIDATION_FAILED (field amount) for an amount that is not a whole number
 *   of at least 1, or is above the balance.
 */
export function partOfBalance(state: PayableState, requested: number | null | undefined): Decimal {
  if (requested === null || requested === undefined) return state.balance;
  if (!Number.isInteger(requested) || requested < 1) {
    throw new DomainError('VALIDATION_FAILED', paymentMessages.amountWhole, {
      fields: { amount: paymentMessages.amountWhole },
    });
  }
  if (state.balance.lt(requested)) {
    const message = paymentMessages.amountAboveBalance(
      formatMoney(state.balance.toString(), state.currency),
    );
    throw new DomainError('VALIDATION_FAILED', message, { fields: { amount: message } });
  }
  return new Decimal(requested);
}
