/**
 * The accommodation or activity lines added to a walk-in, each described with its amount from
 * the quote (whole units, 0 until priced) and a button to remove it.
 *
 * spec: staff-booking.md §2.1 (Accommodation / Camping, Activities), §3.6, §3.10.
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { formatMoney } from '@hifadhi/shared/money/format-money';

interface ChosenLinesProps<Line extends { line_id: string; public_id: string }> {
  lines: readonly Line[];
  /** The name of the facility or activity of a public id. */
  nameOf: (publicId: string) => string;
  /** The line as the clerk reads it, starting with its `name`. */
  describe: (line: Line, name: string) => string;
  amountOf: (line: Line) => number | null;
  currency: CurrencyCode;
  /** Called with the lines left after a removal. */
  onLines: (lines: Line[]) => void;
}

export function ChosenLines<Line extends { line_id: string; public_id: string }>({
  lines,
  nameOf,
  describe,
  amountOf,
  currency,
  onLines,
}: ChosenLinesProps<Line>) {
  if (lines.length === 0) return null;
  return (
    <ul className="plain-list">
      {lines.map((line, index) => (
        <li key={line.line_id}>
          {describe(line, nameOf(line.public_id))} · {formatMoney(amountOf(line) ?? 0, currency)}{' '}
          <button
            type="button"
            className="button button-quiet"
            onClick={() => onLines(lines.filter((_, other) => other !== index))}
          >
            Remove {nameOf(line.public_id)}
          </button>
        </li>
      ))}
    </ul>
  );
}
