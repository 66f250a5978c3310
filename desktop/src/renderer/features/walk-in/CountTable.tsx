/**
 * A walk-in table of counts by fee category (guests by guest category, vehicles by vehicle
 * category): each row's price per day, a whole-number count, and the quote's amount for it
 * ('—' until priced), in the quote's currency. Prices and amounts are whole units. On staff
 * routes each row also takes a discount percent (`discounts`).
 *
 * spec: staff-booking.md §2.1 (Residency, Vehicle Entry Fees), §3.3, §3.4.
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { ReactNode } from 'react';
import { ColumnHeads } from '../../components/ColumnHeads';
import { DiscountField } from './DiscountField';
import { NumberField } from './NumberField';

/** One fee category: its public id, name and price per day. */
export interface CountRow {
  id: string;
  label: string;
  price: string;
  price_currency: CurrencyCode;
}

export interface CountTableProps {
  caption: string;
  /** Headings of the category and count columns. */
  category: string;
  counted: string;
  rows: readonly CountRow[];
  counts: Record<string, number>;
  /** The quote's amount of a row by its id; null without a quote. */
  amountOf: (id: string) => number | null;
  currency: CurrencyCode;
  onCounts: (counts: Record<string, number>) => void;
  /** A footer row, such as a total. */
  footer?: ReactNode;
  /** Staff routes: each row's discount percent, and what to do when one changes. */
  discounts?: {
    values: Record<string, number>;
    onChange: (values: Record<string, number>) => void;
  };
}

export function CountTable(props: CountTableProps) {
  const { rows, counts, amountOf, currency, onCounts, discounts } = props;
  const columns = [props.category, 'Price per day', props.counted];
  return (
    <table className="table">
      <caption>{props.caption}</caption>
      <ColumnHeads
        columns={[...columns, ...(discounts ? ['Discount %'] : []), 'Amount']}
        numbers={['Price per day', 'Amount']}
      />
      <tbody>
        {rows.map((row) => {
          const amount = amountOf(row.id);
          return (
            <tr key={row.id}>
              <th scope="row">{row.label}</th>
              <td className="number">{formatMoney(row.price, row.price_currency)}</td>
              <td>
                <NumberField
                  label={row.label}
                  value={counts[row.id] ?? 0}
                  onChange={(count) => onCounts({ ...counts, [row.id]: count })}
                />
              </td>
              {discounts && (
                <td>
                  <DiscountField
                    label={`${row.label} discount %`}
                    value={discounts.values[row.id] ?? 0}
                    onChange={(percent) =>
                      discounts.onChange({ ...discounts.values, [row.id]: percent })
                    }
                  />
                </td>
              )}
              <td className="number">{amount ? formatMoney(amount, currency) : '—'}</td>
            </tr>
          );
        })}
      </tbody>
      {props.footer && <tfoot>{props.footer}</tfoot>}
    </table>
  );
}
