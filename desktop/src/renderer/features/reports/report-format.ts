/**
 * How report figures are shown: KES as "KES 1,234.00" (`formatMoney`), counts as numbers, an
 * amount in its row's currency with that currency, text as it is.
 *
 * spec: staff-booking.md §9 (amounts with thousands separators); issue 17.
 */

import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { ReportColumn } from '@hifadhi/shared/schemas/reports';

export const kes = (amount: string) => formatMoney(amount, 'KES', 2);

/** The cell of `column` in `row` as shown. */
export function reportCell(
  column: ReportColumn,
  row: Record<string, string | number>,
): string | number {
  const value = row[column.key];
  if (value === undefined || value === '') return '';
  if (column.kind === 'kes') return kes(String(value));
  if (column.kind === 'amount')
    return formatMoney(String(value), String(row.currency) as CurrencyCode, 2);
  return value;
}
