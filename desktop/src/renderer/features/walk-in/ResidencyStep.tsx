/**
 * Step 2 of the booking wizard: guests by guest category (conservation fees by residency),
 * each with its price per day — the one in force at the chosen destination and dates, from the
 * quote once priced (`guestAmountPerDay`) — and the quote's amount, and the residency total. A
 * notice stays until the destination, country and dates are chosen. Staff routes add a
 * discount per row.
 *
 * spec: staff-booking.md §2.1 (Residency), §3.3, §4, §8.
 */

import { messages } from '@hifadhi/shared/messages';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { Quote } from '@hifadhi/shared/schemas/quote';
import { Notice } from '../../components/Notice';
import { CountTable, type CountTableProps } from './CountTable';
import { guestAmountPerDay, lineAmount } from './quote-figures';
import { hasTripBasics, type WalkInDraft } from './walk-in-draft';
import type { WizardCatalogue } from './wizard-catalogue';

interface ResidencyStepProps {
  draft: WalkInDraft;
  options: WizardCatalogue;
  quote: Quote | null;
  change: (patch: Partial<WalkInDraft>) => void;
  /** Staff routes: the rows' discount percents. */
  discounts?: CountTableProps['discounts'];
}

export function ResidencyStep({ draft, options, quote, change, discounts }: ResidencyStepProps) {
  if (!hasTripBasics(draft)) {
    return <Notice tone="warning">{messages.wizardMissingData}</Notice>;
  }
  const currency = quote?.currency ?? draft.currency;
  return (
    <CountTable
      caption="Conservation fees by guest category"
      category="Guest category"
      counted="Guests"
      rows={options.conservation_fees.map((fee) => {
        const perDay = guestAmountPerDay(fee, quote);
        return {
          id: fee.payment_public_id,
          label: fee.payment_person,
          price: perDay.amount,
          price_currency: perDay.currency,
        };
      })}
      counts={draft.guests}
      amountOf={(id) => lineAmount(quote, 'conservation', id)}
      currency={currency}
      onCounts={(guests) => change({ guests })}
      discounts={discounts}
      footer={
        <tr>
          <th scope="row" colSpan={discounts ? 4 : 3}>
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
