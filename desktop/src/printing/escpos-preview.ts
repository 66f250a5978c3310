/**
 * A plain-text picture of decoded ESC/POS output, for the file printer's `.txt` preview and
 * the kiosk's on-screen preview: lines placed by their alignment on the paper's columns,
 * double-width text spaced out, inverted text in brackets, each QR code as a box giving its
 * payload's length (the payload itself is in the decoder's `qrPayloads`) and cuts as a marked
 * rule.
 *
 * spec: research/toolchain.md §5.
 */
import type { DecodedItem, DecodedLine, DecodedPrint } from './escpos-decoder';
import { RECEIPT_COLUMNS } from './receipt-layout';

function place(text: string, line: Pick<DecodedLine, 'align'>, columns: number): string {
  if (line.align === 'right') return text.padStart(columns);
  if (line.align === 'center') return ' '.repeat(Math.max(0, (columns - text.length) >> 1)) + text;
  return text;
}

function itemText(item: DecodedItem, columns: number): string {
  if (item.kind === 'cut') {
    const half = '-'.repeat((columns - 5) >> 1);
    return `${half} CUT ${half}`;
  }
  if (item.kind === 'qr') {
    const label = `QR code, ${item.payload.length} characters`;
    const border = `+${'-'.repeat(label.length + 2)}+`;
    return [border, `| ${label} |`, border]
      .map((row) => place(row, { align: 'center' }, columns))
      .join('\n');
  }
  const gap = ' '.repeat(item.width - 1);
  const spaced = [...item.text]
    .map((char) => char + gap)
    .join('')
    .trimEnd();
  const shown = item.inverted ? `[ ${spaced.trim()} ]` : spaced;
  return place(shown, item, columns).trimEnd();
}

/** The decoded print as text, one paper line per text line, `columns` wide (default 42). */
export function previewText(print: DecodedPrint, columns = RECEIPT_COLUMNS): string {
  return `${print.items.map((item) => itemText(item, columns)).join('\n')}\n`;
}
