/**
 * Step 2 of the walk-in wizard: guests by guest category (conservation fees by residency),
 * each with its price and the quote's amount, and the residency total. A notice stays until
 * the destination, country and dates are chosen.
 *
 * spec: staff-booking.md §2.1 (Residency), §3.3, §4, §8.
 */

import { messages } from '@hifadhi/shared/messages';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { Quote } from '@hifadhi/shared/schemas/quote';
import { Notice } from '../../components/Notice';
import type { WalkInOptions } from '../../lib/gate-types';
import { NumberField } from './NumberField';
import { lineAmount } from './quote-figures';
import { hasTripBasics, type WalkInDraft } from './walk-in-draft';

interface ResidencyStepProps {
  draft: WalkInDraft;
  options: WalkInOptions;
  quote: Quote | null;
  change: (patch: Partial<WalkInDraft>) => void;
}

export function ResidencyStep({ draft, options, quote, change }: ResidencyStepProps) {
  if (!hasTripBasics(draft)) {
    return <Notice tone="warning">{messages.wizardMissingData}</Notice>;
  }
  return (
    <table className="table">
      <caption>Conservation fees by guest category</caption>
      <thead>
        <tr>
          <th scope="col">Guest category</th>
          <th scope="col" className="number">
            Price per day
          </th>
          <th scope="col">Guests</th>
          <th scope="col" className="number">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {options.conservation_fees.map((fee) => {
          const amount = lineAmount(quote, 'conservation', fee.payment_public_id);
          return (
            <tr key={fee.payment_public_id}>
              <th scope="row">{fee.payment_person}</th>
              <td className="number">
                {formatMoney(fee.payment_person_amount, fee.payment_person_currency)}
              </td>
              <td>
                <NumberField
                  label={fee.payment_person}
                  value={draft.guests[fee.payment_public_id] ?? 0}
                  onChange={(count) =>
                    change({ guests: { ...draft.guests, [fee.payment_public_id]: count } })
                  }
                />
              </td>
              <td className="number">
                {amount ? formatMoney(amount, quote?.currency ?? draft.currency) : '—'}
              </td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            Residency total
          </th>
          <td className="number strong" data-testid="residency-total">
            {formatMoney(quote?.totals.conservation ?? 0, quote?.currency ?? draft.currency)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
