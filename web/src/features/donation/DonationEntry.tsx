/**
 * Entering a donation: an amount of at least 1 in `currency` (checked with the shared amount
 * rule: 'This field is required', 'Amount must be a number', 'Amount must be at least 1') and
 * a cause; Add donation hands it on and clears the amount.
 *
 * spec: public-site.md §2.11 (donation section), §2.12 (donation add), §3 "Donation within a
 * booking", §5 (the donation amount is a number).
 */
import { amountOfAtLeastOne } from '@hifadhi/shared/schemas/common';
import { validate } from '@hifadhi/shared/schemas/validation-error';
import { useId, useState } from 'react';
import { useLookups } from '../catalogue/catalogue-queries';

export interface DonationDraft {
  /** Exact decimal string ≥ 1. */
  amount: string;
  /** Cause public id; null for where most needed. */
  cause: string | null;
  /** The cause as shown. */
  donation_to: string;
}

/** What the cause picker offers first: the conservancy decides where it goes. */
export const WHERE_MOST_NEEDED = 'Where most needed';

interface DonationEntryProps {
  currency: string;
  onAdd: (donation: DonationDraft) => void;
}

export function DonationEntry({ currency, onAdd }: DonationEntryProps) {
  const causes = useLookups().data?.causes ?? [];
  const ids = { amount: useId(), cause: useId(), error: useId() };
  const [amount, setAmount] = useState('');
  const [cause, setCause] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    const result = validate(amountOfAtLeastOne, amount);
    if (!result.ok) {
      setError(result.error.message);
      return;
    }
    const chosen = causes.find((candidate) => candidate.public_id === cause);
    onAdd({
      amount: result.data,
      cause: chosen?.public_id ?? null,
      donation_to: chosen?.name ?? WHERE_MOST_NEEDED,
    });
    setAmount('');
    setError(null);
  };

  return (
    <>
      <div className="field-row">
        <div className="field">
          <label htmlFor={ids.amount}>Donation amount ({currency})</label>
          <input
            id={ids.amount}
            inputMode="decimal"
            value={amount}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            onChange={(event) => setAmount(event.target.value)}
          />
          {error && (
            <p id={ids.error} className="field-error">
              {error}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={ids.cause}>Donate to</label>
          <select id={ids.cause} value={cause} onChange={(event) => setCause(event.target.value)}>
            <option value="">{WHERE_MOST_NEEDED}</option>
            {causes.map((option) => (
              <option key={option.public_id} value={option.public_id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <button type="button" className="button secondary" onClick={add}>
        Add donation
      </button>
    </>
  );
}
