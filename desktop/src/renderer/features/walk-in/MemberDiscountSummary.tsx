/**
 * What the member's discounts took off the walk-in's quote, by section (entry, accommodation,
 * activities), in the booking currency; sections with nothing off are left out.
 *
 * spec: staff-booking.md §2.1 (Approval summary), §9 (member discounts).
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { WalkInQuote } from '../../../gate/walk-ins';

export function MemberDiscountSummary({
  quote,
  membership,
}: {
  quote: WalkInQuote;
  membership: string;
}) {
  const off = quote.member_discount;
  if (!off) return null;
  const rows = [
    { key: 'entry', label: 'Entry (conservation fees)', amount: off.entry },
    { key: 'accommodation', label: 'Accommodation', amount: off.accommodation },
    { key: 'activities', label: 'Activities', amount: off.activities },
  ].filter((row) => row.amount > 0);
  if (rows.length === 0) return null;
  return (
    <table className="table table-compact" data-testid="member-discount">
      <caption>Member discount: {membership}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <td>{row.label}</td>
            <td className="number" data-testid={`member-discount-${row.key}`}>
              − {formatMoney(row.amount, quote.currency)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
