/**
 * The quote's figures: each priced line by section (conservation fees, vehicles,
 * accommodation, external accommodation, activities), the section totals and the grand total, in the booking currency.
 *
 * spec: staff-booking.md §2.1 (Approval summary), §9 (grand total); api-contract.md §Quote.
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { Quote, QuoteLine } from '@hifadhi/shared/schemas/quote';

const sections: { kind: QuoteLine['kind']; title: string; total: keyof Quote['totals'] }[] = [
  { kind: 'conservation', title: 'Conservation fees', total: 'conservation' },
  { kind: 'vehicle', title: 'Vehicle fees', total: 'vehicles' },
  { kind: 'accommodation', title: 'Accommodation', total: 'accommodation' },
  {
    kind: 'external_accommodation',
    title: 'External accommodation',
    total: 'external_accommodation',
  },
  { kind: 'activity', title: 'Activities', total: 'activities' },
];

export function QuoteSummary({ quote }: { quote: Quote }) {
  const money = (amount: number) => formatMoney(amount, quote.currency);
  return (
    <table className="table table-compact quote-summary" data-testid="quote-summary">
      <caption>
        Quote in {quote.currency}: {quote.conservation_days} conservation day(s), {quote.nights}{' '}
        night(s)
      </caption>
      <tbody>
        {sections.flatMap((section) => {
          const lines = quote.lines.filter((line) => line.kind === section.kind);
          if (lines.length === 0) return [];
          return [
            <tr key={section.kind} className="section-row">
              <th scope="rowgroup" colSpan={2}>
                {section.title}
              </th>
              <td className="number">{money(quote.totals[section.total])}</td>
            </tr>,
            ...lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a quote's lines keep their order
              <tr key={`${section.kind}-${line.ref}-${index}`}>
                <td>{line.description}</td>
                <td>× {line.quantity}</td>
                <td className="number">{money(line.amount)}</td>
              </tr>
            )),
          ];
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            Grand total
          </th>
          <td className="number strong" data-testid="grand-total">
            {money(quote.totals.grand_total)}
          </td>
        </tr>
        <tr>
          <th scope="row" colSpan={2}>
            Amount due
          </th>
          <td className="number strong" data-testid="amount-due">
            {money(quote.totals.amount_due)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
