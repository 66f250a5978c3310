/**
 * Lays a shift closing out for the 80 mm receipt printer, on the receipt's paper: centred
 * "SHIFT CLOSING" and the gate; clerk, opened and closed (Africa/Nairobi); what the shift took
 * by method and currency with the number of payments; per currency the cash expected, counted
 * and the difference (signed, to the cent: "-100.00" is cash short); the clerk's note; a cut.
 *
 * spec: issue 17 item 4 (gate cash-up: a printed summary); research offline-checkin-anchors.md
 * §1 (closings).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { GateShiftSummary } from '@hifadhi/shared/schemas/gate-shift';
import { formatPrintedAt, ReceiptPaper } from './receipt-layout';

const methodOnPaper = { cash: 'Cash', mpesa: 'M-Pesa', card: 'Card', bank: 'Bank' } as const;

/** "KES -100.00", "KES 1,500.00": a signed amount with two decimals. */
function signed(amount: string, currency: CurrencyCode): string {
  return amount.startsWith('-')
    ? `-${formatMoney(amount.slice(1), currency, 2)}`
    : formatMoney(amount, currency, 2);
}

/** The ESC/POS bytes of the closed `shift` at `gateName`, printed at `printedAt`. */
export function renderShiftSummary(
  shift: GateShiftSummary,
  gateName: string,
  printedAt: Date,
): Buffer {
  const paper = new ReceiptPaper('KES');
  paper.printer.bold(true);
  paper.centred('SHIFT CLOSING');
  paper.printer.bold(false);
  paper.centred(gateName);
  paper.rule();
  paper.row('Clerk', shift.clerk_name);
  paper.row('Opened', formatPrintedAt(shift.opened_at));
  paper.row('Closed', shift.closed_at ? formatPrintedAt(shift.closed_at) : 'open');
  paper.rule();
  paper.heading('Taken');
  if (shift.takings.length === 0) paper.row('Nothing taken', '');
  for (const taking of shift.takings) {
    paper.row(
      `${methodOnPaper[taking.method]} (${taking.payments})`,
      formatMoney(taking.amount, taking.currency, 2),
      { indent: 2 },
    );
  }
  for (const cash of shift.cash) {
    paper.rule();
    paper.heading(`Cash ${cash.currency}`);
    paper.row('Expected', formatMoney(cash.expected, cash.currency, 2), { indent: 2 });
    paper.row('Counted', cash.counted ? formatMoney(cash.counted, cash.currency, 2) : '-', {
      indent: 2,
    });
    paper.row('Difference', cash.difference ? signed(cash.difference, cash.currency) : '-', {
      indent: 2,
      bold: true,
    });
  }
  if (shift.note) {
    paper.rule();
    paper.row('Note', shift.note);
  }
  paper.rule();
  paper.row('Printed', formatPrintedAt(printedAt));
  paper.printer.cut();
  return paper.printer.getBuffer();
}
