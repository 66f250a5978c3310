/**
 * A price list in words, one line per residency group: a facility's (per unit, adult, child)
 * or an activity's (adult, child).
 *
 * spec: staff-booking.md §3.5, §3.10 (price lists).
 */
import type { Residency } from '@hifadhi/shared/catalogue/catalogue';
import { priceLine, residencyLabels } from './catalogue-words';

type Entry = Parameters<typeof priceLine>[0] & { residency: Residency };

export function PriceListView({ price }: { price: readonly Entry[] }) {
  if (price.length === 0) return <p className="muted">Not priced by residency.</p>;
  return (
    <ul className="plain-list">
      {price.map((entry) => (
        <li key={entry.residency}>
          <strong>{residencyLabels[entry.residency]}:</strong> {priceLine(entry)}
        </li>
      ))}
    </ul>
  );
}
