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
import { CountTable } from './CountTable';
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
  const currency = quote?.currency ?? draft.currency;
  return (
    <CountTable
      caption="Conservation fees by guest category"
      category="Guest category"
      counted="Guests"
      rows={options.conservation_fees.map((fee) => ({
        id: fee.payment_public_id,
        label: fee.payment_person,
        price: fee.payment_person_amount,
        price_currency: fee.payment_person_currency,
      }))}
      counts={draft.guests}
      amountOf={(id) => lineAmount(quote, 'conservation', id)}
      currency={currency}
      onCounts={(guests) => change({ guests })}
      footer={
        <tr>
          <th scope="row" colSpan={3}>
            Residency total
          </th>
          <td className="number strong" data-testid="residency-total">
            {formatMoney(quote?.totals.conservation ?? 0, currency)}
          </td>
        </tr>
      }
    />
  );
}
