/**
 * For arrival 30 or more days ahead: pay the 30% deposit now (the balance later, from this
 * page or at the gate) or the whole balance, as one radio group.
 *
 * spec: pricing-rules.md §"Totals and payment" (arrival 30 or more days ahead — 30% deposit
 * within 7 days, balance at the gate).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { type ChoiceCard, ChoiceCards } from './ChoiceCards';

/** What the visitor pays now. */
export type PaymentPart = 'deposit' | 'balance';

interface DepositChoiceProps {
  part: PaymentPart;
  onChange: (part: PaymentPart) => void;
  /** The deposit and the balance, whole units of `currency`. */
  deposit: number;
  balance: number;
  currency: CurrencyCode;
}

export function DepositChoice({ part, onChange, deposit, balance, currency }: DepositChoiceProps) {
  const options: ChoiceCard<PaymentPart>[] = [
    {
      value: 'deposit',
      label: `Pay a 30% deposit now: ${formatMoney(deposit, currency)}`,
      detail: `The balance of ${formatMoney(balance - deposit, currency)} later, from this page or at the gate`,
    },
    {
      value: 'balance',
      label: `Pay in full now: ${formatMoney(balance, currency)}`,
      detail: 'Nothing left to pay at the gate',
    },
  ];
  return (
    <ChoiceCards
      legend="How much to pay now"
      name="payment_part"
      options={options}
      value={part}
      onChange={onChange}
    />
  );
}
