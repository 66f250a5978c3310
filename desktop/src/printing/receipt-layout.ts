/**
 * Lays a receipt out for an 80 mm thermal printer (42 columns of font A) and renders it to
 * ESC/POS bytes with node-thermal-printer (Epson command set, code page PC437). Paper, top to
 * bottom: "COPY" banner on reprints; centred bold header (conservancy name, phone, e-mail, KRA
 * PIN, gate); receipt number, booking reference, guest, membership number (a member's booking)
 * and dates; each section's lines (description × quantity, amount right-aligned as "KES 3,000",
 * before the member's discount) and subtotal; "Member discount - KES 3,000" when a member's
 * discount took something off; the total; the taxes it contains when a line is taxed (exempt
 * amount, net, VAT, catering levy, to the cent, pricing-rules.md §Taxes); the payments, change
 * and balance; the ticket code as a QR code with the booking reference beneath; cashier and
 * time printed (Africa/Nairobi, YYYY-MM-DD HH:mm); "COPY" again on reprints; a full cut.
 *
 * Text is printed as plain ASCII (accents dropped: "Zoë" prints "Zoe") so every printer's
 * code page shows it alike.
 *
 * spec: staff-booking.md §2 (Receipt routes), §9 (amounts with thousands separators);
 * public-site.md §2.13; offline-checkin-anchors.md §1 (COPY on reprints, cut).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { nairobiDateTime } from '@hifadhi/shared/dates/nairobi-time';
import { containedTax, ratePercent, sumCents } from '@hifadhi/shared/money/contained-tax';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { CharacterSet, PrinterTypes, ThermalPrinter } from 'node-thermal-printer';
import {
  memberDiscount,
  paidAmount,
  parseReceipt,
  paymentMethodLabels,
  type Receipt,
  type ReceiptInput,
} from './receipt';

/** Characters per line of font A on 80 mm paper. */
export const RECEIPT_COLUMNS = 42;

/** An instant as the conservancy's wall-clock time: "2026-03-14 09:05" (Africa/Nairobi). */
export const formatPrintedAt = nairobiDateTime;

/** The text as printable ASCII: accents dropped, typographic quotes and dashes made plain. */
function printable(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e]/g, '?');
}

/** Word-wraps `value` to lines of at most `width` characters; over-long words are split. */
function wrap(value: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(/\s+/).filter(Boolean)) {
    let rest = word;
    while (rest.length > width) {
      if (line) lines.push(line);
      lines.push(rest.slice(0, width));
      line = '';
      rest = rest.slice(width);
    }
    if (!line) line = rest;
    else if (line.length + 1 + rest.length <= width) line = `${line} ${rest}`;
    else {
      lines.push(line);
      line = rest;
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

/**
 * `left` and `right` on one line, `right` flush with the right edge, `left` after `indent`
 * spaces. When they do not fit, `left` wraps (indented alike) in the space beside `right`,
 * or, when `right` is too wide for that, `right` follows on its own right-aligned lines.
 */
function twoColumns(left: string, right: string, indent = 0): string[] {
  const margin = ' '.repeat(indent);
  const leftWidth = RECEIPT_COLUMNS - indent - right.length - 1;
  if (leftWidth >= 12) {
    const [first = '', ...rest] = wrap(left, leftWidth).map((line) => margin + line);
    return [(first.padEnd(RECEIPT_COLUMNS - right.length) + right).trimEnd(), ...rest];
  }
  const leftLines = wrap(left, RECEIPT_COLUMNS - indent).map((line) => margin + line);
  const rightLines = wrap(right, RECEIPT_COLUMNS).map((line) => line.padStart(RECEIPT_COLUMNS));
  return [...leftLines, ...rightLines];
}

/** 42-column paper on the ESC/POS builder, in `currency` (the shift summary prints on it too). */
export class ReceiptPaper {
  readonly currency: CurrencyCode;
  readonly printer = new ThermalPrinter({
    type: PrinterTypes.EPSON,
    // No device: the layout only builds bytes; printers.ts sends them.
    interface: '',
    characterSet: CharacterSet.PC437_USA,
    width: RECEIPT_COLUMNS,
  });

  constructor(currency: CurrencyCode) {
    this.currency = currency;
  }

  /** Whole units of the receipt currency as printed: "KES 4,250". */
  money(wholeUnits: number): string {
    return formatMoney(wholeUnits, this.currency);
  }

  centred(value: string): void {
    this.printer.alignCenter();
    for (const line of wrap(printable(value), RECEIPT_COLUMNS)) this.printer.println(line);
    this.printer.alignLeft();
  }

  row(left: string, right: string, { bold = false, indent = 0 } = {}): void {
    this.printer.bold(bold);
    for (const line of twoColumns(printable(left), printable(right), indent)) {
      this.printer.println(line);
    }
    this.printer.bold(false);
  }

  heading(value: string): void {
    this.printer.bold(true);
    this.printer.println(printable(value));
    this.printer.bold(false);
  }

  rule(): void {
    this.printer.drawLine('-');
  }

  copyBanner(): void {
    this.printer.alignCenter();
    this.printer.setTextQuadArea();
    this.printer.bold(true);
    this.printer.invert(true);
    this.printer.println(' COPY ');
    this.printer.invert(false);
    this.printer.setTextNormal();
    this.printer.bold(false);
    this.printer.alignLeft();
  }
}

function printHeader(paper: ReceiptPaper, receipt: Receipt): void {
  const { printer } = paper;
  printer.alignCenter();
  printer.setTextDoubleHeight();
  printer.bold(true);
  for (const line of wrap(printable(receipt.conservancy.name), RECEIPT_COLUMNS)) {
    printer.println(line);
  }
  printer.setTextNormal();
  printer.bold(false);
  paper.centred(`Tel ${receipt.conservancy.phone}`);
  paper.centred(receipt.conservancy.email);
  if (receipt.conservancy.kra_pin) paper.centred(`KRA PIN ${receipt.conservancy.kra_pin}`);
  paper.centred(receipt.gate_name);
  printer.newLine();
  printer.alignCenter();
  paper.heading('RECEIPT');
  printer.alignLeft();
}

function printBooking(paper: ReceiptPaper, receipt: Receipt): void {
  paper.rule();
  paper.row('Receipt no.', receipt.receipt_number, { bold: true });
  paper.row('Booking ref', receipt.booking_reference, { bold: true });
  paper.row('Guest', receipt.guest_name);
  if (receipt.member_reference_number) paper.row('Member no.', receipt.member_reference_number);
  paper.row('Check-in', receipt.check_in);
  paper.row('Check-out', receipt.check_out);
  paper.rule();
}

/**
 * The sections at their prices before the member's discount (a line's amount plus what the
 * discount took off it), then that discount as one negative line, then the total they add up to.
 */
function printCharges(paper: ReceiptPaper, receipt: Receipt): void {
  for (const section of receipt.sections) {
    paper.heading(section.title);
    let subtotal = 0;
    for (const line of section.lines) {
      const description = `${line.description} x${line.quantity}`;
      const price = line.amount + line.member_discount;
      subtotal += price;
      paper.row(description, paper.money(price), { indent: 2 });
    }
    paper.row('Subtotal', paper.money(subtotal), { indent: 2 });
  }
  const discount = memberDiscount(receipt);
  if (discount > 0) {
    paper.rule();
    paper.row('Member discount', `- ${paper.money(discount)}`, { bold: true });
  }
  paper.rule();
  paper.printer.setTextDoubleHeight();
  paper.row('TOTAL', paper.money(receipt.total), { bold: true });
  paper.printer.setTextNormal();
  paper.rule();
}

/** The taxes the total contains, when a line is taxed (pricing-rules.md §Taxes). */
function printTaxes(paper: ReceiptPaper, receipt: Receipt): void {
  const rates = receipt.tax_rates;
  const lines = receipt.sections.flatMap((section) => section.lines);
  if (!rates || lines.every((line) => line.tax === 'exempt')) return;
  const taxes = lines.map((line) => ({ line, tax: containedTax(line.amount, line.tax, rates) }));
  const cents = (amounts: string[]) => formatMoney(sumCents(amounts), paper.currency, 2);
  const exempt = taxes.filter(({ line }) => line.tax === 'exempt');
  const taxed = taxes.filter(({ line }) => line.tax !== 'exempt');
  paper.heading('Taxes included in the total');
  if (exempt.length > 0)
    paper.row('Exempt', cents(exempt.map(({ tax }) => tax.net)), { indent: 2 });
  paper.row('Net of tax', cents(taxed.map(({ tax }) => tax.net)), { indent: 2 });
  paper.row(`VAT ${ratePercent(rates.vat_rate)}`, cents(taxed.map(({ tax }) => tax.vat)), {
    indent: 2,
  });
  if (taxed.some(({ line }) => line.tax === 'vat_and_levy')) {
    paper.row(
      `Catering levy ${ratePercent(rates.catering_levy_rate)}`,
      cents(taxed.map(({ tax }) => tax.levy)),
      { indent: 2 },
    );
  }
  paper.rule();
}

function printPayments(paper: ReceiptPaper, receipt: Receipt): void {
  paper.heading('Payments');
  if (receipt.payments.length === 0) paper.printer.println('No payment received');
  for (const payment of receipt.payments) {
    const method = paymentMethodLabels[payment.method];
    const label = payment.reference ? `${method} ${payment.reference}` : method;
    paper.row(label, paper.money(payment.amount), { indent: 2 });
  }
  if (receipt.payments.length > 1) {
    paper.row('Total paid', paper.money(paidAmount(receipt)), { indent: 2 });
  }
  if (receipt.balance < 0) paper.row('Change', paper.money(-receipt.balance), { indent: 2 });
  const due = paper.money(Math.max(receipt.balance, 0));
  paper.row('BALANCE DUE', due, { bold: true });
  paper.rule();
}

function printTicket(paper: ReceiptPaper, receipt: Receipt): void {
  const { printer } = paper;
  printer.alignCenter();
  printer.printQR(receipt.ticket_code, { model: 2, cellSize: 6, correction: 'M' });
  printer.println(printable(receipt.booking_reference));
  printer.alignLeft();
  paper.rule();
}

function printFooter(paper: ReceiptPaper, receipt: Receipt): void {
  paper.row('Cashier', receipt.cashier);
  paper.row('Printed', formatPrintedAt(receipt.printed_at));
  paper.printer.newLine();
  paper.centred('Thank you for supporting conservation');
}

/**
 * Renders a receipt to the ESC/POS bytes an 80 mm Epson-compatible printer prints.
 * Amounts are whole units of the receipt currency, shown with thousands separators.
 * @throws DomainError `VALIDATION_FAILED` when the receipt is incomplete or does not add up.
 */
export function renderReceipt(input: ReceiptInput): Buffer {
  const receipt = parseReceipt(input);
  const paper = new ReceiptPaper(receipt.currency);
  if (receipt.copy) paper.copyBanner();
  printHeader(paper, receipt);
  printBooking(paper, receipt);
  printCharges(paper, receipt);
  printTaxes(paper, receipt);
  printPayments(paper, receipt);
  printTicket(paper, receipt);
  printFooter(paper, receipt);
  if (receipt.copy) paper.copyBanner();
  paper.printer.cut();
  return paper.printer.getBuffer();
}
