/**
 * For arrival 30 or more days ahead: pay the 30% deposit now (the balance later, from this
 * page or at the gate) or the whole balance, as one radio group.
 *
 * spec: pricing-rules.md §"Totals and payment" (arrival 30 or more days ahead — 30% deposit
 * within 7 days, balance at the gate).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { formatMoney } from '@hifadhi/shared/money/format-money';

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
  const options: { part: PaymentPart; label: string; detail: string }[] = [
    {
      part: 'deposit',
      label: `Pay a 30% deposit now: ${formatMoney(deposit, currency)}`,
      detail: `The balance of ${formatMoney(balance - deposit, currency)} later, from this page or at the gate`,
    },
    {
      part: 'balance',
      label: `Pay in full now: ${formatMoney(balance, currency)}`,
      detail: 'Nothing left to pay at the gate',
    },
  ];
  return (
    <fieldset className="method-cards">
      <legend>How much to pay now</legend>
      {options.map((option) => (
        <label
          key={option.part}
          className={`method-card${option.part === part ? ' is-selected' : ''}`}
        >
          <input
            type="radio"
            name="payment_part"
            value={option.part}
            checked={option.part === part}
            onChange={() => onChange(option.part)}
          />
          <span className="method-card-label">{option.label}</span>
          <span className="method-card-detail">{option.detail}</span>
        </label>
      ))}
    </fieldset>
  );
}
