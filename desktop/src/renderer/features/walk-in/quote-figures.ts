/**
 * Figures of a quote the wizard shows beside its inputs: the amount of the line that priced a
 * given fee or vehicle category.
 *
 * spec: staff-booking.md §3.3, §3.4 (fee lines); api-contract.md §Quote (lines by ref).
 */
import type { Quote, QuoteLine } from '@hifadhi/shared/schemas/quote';

/** The summed amount (whole units) of `kind` lines priced for `ref`; null without a quote. */
export function lineAmount(
  quote: Quote | null,
  kind: QuoteLine['kind'],
  ref: string,
): number | null {
  if (!quote) return null;
  return quote.lines
    .filter((line) => line.kind === kind && line.ref === ref)
    .reduce((sum, line) => sum + line.amount, 0);
}
