/**
 * Finds the quote's amount for each cart entry of a kind. The quote lists its lines in the
 * request's order and leaves out lines with nobody in them, so each entry takes the next line
 * of its kind with the same reference.
 *
 * spec: api-contract.md §Quote (lines: kind, ref, description, quantity, amount); public-site.md
 * §2.9 (each line of the summary with its figure).
 */
import type { QuoteLine } from '@hifadhi/shared/schemas/quote';

/**
 * The amount (whole units of the quote's currency) for each of `refs`, in order; undefined
 * where the quote has no line for it (no quote yet, or a line it left out).
 * @example amountsFor(quote.lines, 'activity', ['act-lion', 'act-lion']) //=> [17825, 8000]
 */
export function amountsFor(
  lines: readonly QuoteLine[] | undefined,
  kind: QuoteLine['kind'],
  refs: readonly string[],
): (number | undefined)[] {
  const queues = new Map<string, number[]>();
  for (const line of lines ?? []) {
    if (line.kind !== kind) continue;
    queues.set(line.ref, [...(queues.get(line.ref) ?? []), line.amount]);
  }
  return refs.map((ref) => queues.get(ref)?.shift());
}
