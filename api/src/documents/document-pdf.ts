/**
 * Lays a booking document out as an A4 PDF with pdfkit, in DejaVu Sans (embedded, subset), so
 * every name prints as written ("Ndũng’ũ"). Top to bottom: the conservancy's name, contacts and
 * KRA PIN beside the title (RECEIPT, INVOICE, CREDIT NOTE), its number and date, and a "COPY"
 * mark on reprints (also across each page); the booking (reference, guest, contacts, check-in
 * and check-out, statuses, the invoice it refers to); for a credit note, its amount and reason;
 * the booking's lines by section with the total; the taxes the total contains (exempt, net,
 * VAT, catering levy, to the cent) when a line is taxed; the payments; paid, waived (FOC),
 * overpaid and the balance; the credit notes issued; on each page who issued it and when
 * (Africa/Nairobi) and "Page n of m". Money as "KES 3,500.00" in the booking's currency.
 *
 * spec: issue 13 item 5; pricing-rules.md §Taxes; staff-booking.md §9 (amounts with thousands
 * separators).
 */
import { createRequire } from 'node:module';
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { nairobiDateTime } from '@hifadhi/shared/dates/nairobi-time';
import { type DocumentKind, documentNumber } from '@hifadhi/shared/documents/document-number';
import { ratePercent } from '@hifadhi/shared/money/contained-tax';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type Decimal from 'decimal.js';
import PDFDocument from 'pdfkit';
import {
  type DocumentContent,
  type DocumentCreditNote,
  type DocumentLine,
  documentTaxes,
} from './document-content';

/** A document ready to print. */
export interface PrintedDocument {
  kind: DocumentKind;
  number: string;
  copy: boolean;
  issued_at: Date;
  /** The staff user's full name. */
  issued_by: string;
  content: DocumentContent;
  /** The booking's invoice number, named on its receipts and credit notes; null if none. */
  invoice_number: string | null;
  /** For a credit note: the note it prints. */
  credit_note: DocumentCreditNote | null;
}

export const documentTitles: Record<DocumentKind, string> = {
  receipt: 'RECEIPT',
  invoice: 'INVOICE',
  credit_note: 'CREDIT NOTE',
};

const require = createRequire(import.meta.url);
/** DejaVu Sans, regular and bold: every name prints as written. */
export const fonts = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

export const MARGIN = 50;
const PAGE_WIDTH = 595.28;
export const RIGHT = PAGE_WIDTH - MARGIN;
const BODY = 9;
export const GREY = '#555555';
const COPY_RED = '#b00020';

interface Cell {
  text: string;
  x: number;
  width: number;
  align?: 'left' | 'right';
  bold?: boolean;
  color?: string;
}

/** A pdfkit document with a cursor that starts a new page when a row would not fit (also the reports' PDFs). */
export class Sheet {
  readonly pdf: PDFKit.PDFDocument;
  y = MARGIN;

  constructor(title: string, author: string, at: Date) {
    this.pdf = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      bufferPages: true,
      info: { Title: title, Author: author, CreationDate: at, ModDate: at },
    });
    this.pdf.registerFont('regular', fonts.regular);
    this.pdf.registerFont('bold', fonts.bold);
  }

  private get bottom(): number {
    return this.pdf.page.height - MARGIN - 30;
  }

  private height(cell: Cell, size: number): number {
    this.pdf.font(cell.bold ? 'bold' : 'regular').fontSize(size);
    return this.pdf.heightOfString(cell.text, { width: cell.width });
  }

  /** Cells side by side on one baseline; the cursor moves below the tallest. */
  row(cells: Cell[], { size = BODY, gap = 4 } = {}): void {
    const height = Math.max(...cells.map((cell) => this.height(cell, size)));
    this.space(height);
    for (const cell of cells) {
      this.pdf
        .font(cell.bold ? 'bold' : 'regular')
        .fontSize(size)
        .fillColor(cell.color ?? 'black')
        .text(cell.text, cell.x, this.y, { width: cell.width, align: cell.align ?? 'left' });
    }
    this.y += height + gap;
  }

  /** A new page unless `height` more fits on this one. */
  space(height: number): void {
    if (this.y + height <= this.bottom) return;
    this.pdf.addPage();
    this.y = MARGIN;
  }

  heading(text: string): void {
    this.y += 8;
    this.space(40);
    this.row([{ text, x: MARGIN, width: RIGHT - MARGIN, bold: true }], { size: 11, gap: 2 });
    this.rule();
  }

  rule(): void {
    this.pdf
      .moveTo(MARGIN, this.y)
      .lineTo(RIGHT, this.y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    this.y += 4;
  }

  /** Over every page: the COPY mark across it (reprints) and the footer. */
  finishPages(footer: string, copy: boolean): void {
    const { start, count } = this.pdf.bufferedPageRange();
    for (let index = start; index < start + count; index++) {
      this.pdf.switchToPage(index);
      const { height } = this.pdf.page;
      if (copy) {
        this.pdf.save();
        this.pdf.rotate(-35, { origin: [PAGE_WIDTH / 2, height / 2] });
        this.pdf
          .font('bold')
          .fontSize(110)
          .fillColor('#d0d0d0')
          .fillOpacity(0.35)
          .text('COPY', 0, height / 2 - 60, { width: PAGE_WIDTH, align: 'center' });
        this.pdf.restore();
      }
      // Below the bottom margin: lift it while writing, or pdfkit would start a page.
      const margins = this.pdf.page.margins;
      this.pdf.page.margins = { ...margins, bottom: 0 };
      this.pdf
        .font('regular')
        .fontSize(8)
        .fillColor(GREY)
        .fillOpacity(1)
        .text(`${footer} · Page ${index - start + 1} of ${count}`, MARGIN, height - MARGIN, {
          width: RIGHT - MARGIN,
          align: 'center',
        });
      this.pdf.page.margins = margins;
    }
  }

  /** The finished PDF's bytes. */
  end(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    return new Promise((resolve, reject) => {
      this.pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.pdf.on('end', () => resolve(Buffer.concat(chunks)));
      this.pdf.on('error', reject);
      this.pdf.end();
    });
  }
}

const COLUMN = { amountX: 430, amountWidth: RIGHT - 430, labelX: 270, labelWidth: 155 };

function header(sheet: Sheet, document: PrintedDocument): void {
  const house = document.content.conservancy;
  const top = sheet.y;
  sheet.row([{ text: house.name, x: MARGIN, width: 280, bold: true }], { size: 16, gap: 2 });
  sheet.row([{ text: `Tel ${house.contact_phone}`, x: MARGIN, width: 280, color: GREY }]);
  sheet.row([{ text: house.reservations_email, x: MARGIN, width: 280, color: GREY }]);
  if (house.kra_pin) sheet.row([{ text: `KRA PIN ${house.kra_pin}`, x: MARGIN, width: 280 }]);
  const leftBottom = sheet.y;

  sheet.y = top;
  const right = { x: 340, width: RIGHT - 340, align: 'right' as const };
  sheet.row([{ text: documentTitles[document.kind], ...right, bold: true }], { size: 20, gap: 4 });
  sheet.row([{ text: `No. ${document.number}`, ...right, bold: true }], { size: 11 });
  sheet.row([{ text: `Date ${nairobiDateTime(document.issued_at)}`, ...right }]);
  if (document.copy) {
    sheet.row([{ text: 'COPY', ...right, bold: true, color: COPY_RED }], { size: 14 });
  }
  sheet.y = Math.max(leftBottom, sheet.y) + 10;
  sheet.rule();
}

function facts(sheet: Sheet, pairs: [string, string][]): void {
  for (const [label, value] of pairs) {
    sheet.row([
      { text: label, x: MARGIN, width: 120, color: GREY },
      { text: value, x: MARGIN + 125, width: RIGHT - MARGIN - 125 },
    ]);
  }
}

/** A booking status in words: "checked_in" is "Checked in". */
function statusWords(status: string): string {
  const words = status.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function bookingFacts(sheet: Sheet, document: PrintedDocument): void {
  const { booking } = document.content;
  const pairs: [string, string][] = [
    ['Booking reference', booking.reference],
    ['Guest', booking.guest],
    ['E-mail', booking.email],
    ['Phone', booking.phone],
    ['Check-in', booking.check_in],
    ['Check-out', booking.check_out],
    ['Status', `${statusWords(booking.status)} · ${booking.payment_status}`],
  ];
  if (document.kind !== 'invoice' && document.invoice_number) {
    pairs.push(['Invoice', document.invoice_number]);
  }
  facts(sheet, pairs);
}

function money(document: PrintedDocument, amount: Decimal): string {
  return formatMoney(amount, document.content.currency as CurrencyCode, 2);
}

/** A label and an amount, right-aligned under the amounts column. */
function figure(
  sheet: Sheet,
  document: PrintedDocument,
  label: string,
  amount: Decimal,
  bold = false,
): void {
  sheet.row([
    { text: label, x: COLUMN.labelX, width: COLUMN.labelWidth, bold },
    {
      text: money(document, amount),
      x: COLUMN.amountX,
      width: COLUMN.amountWidth,
      align: 'right',
      bold,
    },
  ]);
}

function creditNoteBlock(sheet: Sheet, document: PrintedDocument): void {
  const note = document.credit_note;
  if (!note) return;
  sheet.heading('Credit');
  facts(sheet, [
    ['Credit note', documentNumber('credit_note', note.number)],
    ['Issued', nairobiDateTime(note.issued_at)],
    ['Reason', note.reason],
  ]);
  figure(sheet, document, 'Amount credited', note.amount, true);
}

function lines(sheet: Sheet, document: PrintedDocument): void {
  sheet.heading('Charges');
  sheet.row([
    { text: 'Description', x: MARGIN, width: 320, color: GREY },
    { text: 'Qty', x: 375, width: 45, align: 'right', color: GREY },
    {
      text: `Amount (${document.content.currency})`,
      x: COLUMN.amountX,
      width: COLUMN.amountWidth,
      align: 'right',
      color: GREY,
    },
  ]);
  const bySection = new Map<string, DocumentLine[]>();
  for (const line of document.content.lines) {
    bySection.set(line.section, [...(bySection.get(line.section) ?? []), line]);
  }
  for (const [section, sectionLines] of bySection) {
    sheet.row([{ text: section, x: MARGIN, width: 320, bold: true }], { gap: 2 });
    for (const line of sectionLines) {
      sheet.row([
        { text: line.description, x: MARGIN + 10, width: 310 },
        { text: String(line.quantity), x: 375, width: 45, align: 'right' },
        {
          text: money(document, line.amount),
          x: COLUMN.amountX,
          width: COLUMN.amountWidth,
          align: 'right',
        },
      ]);
    }
  }
  sheet.rule();
  figure(sheet, document, 'Total', document.content.total, true);
}

function taxes(sheet: Sheet, document: PrintedDocument): void {
  const contained = documentTaxes(document.content);
  if (!contained) return;
  sheet.heading('Taxes included in the total');
  if (contained.exempt.gt(0)) figure(sheet, document, 'Exempt', contained.exempt);
  figure(sheet, document, 'Net of tax', contained.net);
  figure(sheet, document, `VAT ${ratePercent(contained.rates.vat_rate)}`, contained.vat);
  if (contained.has_levy) {
    const levy = `Catering levy ${ratePercent(contained.rates.catering_levy_rate)}`;
    figure(sheet, document, levy, contained.levy);
  }
}

function paymentsBlock(sheet: Sheet, document: PrintedDocument): void {
  const { content } = document;
  sheet.heading('Payments');
  if (content.payments.length === 0) {
    sheet.row([{ text: 'No payment received', x: MARGIN, width: 300, color: GREY }]);
  }
  for (const payment of content.payments) {
    const paidAs = payment.paid_as
      ? ` (${formatMoney(payment.paid_as.amount, payment.paid_as.currency, 2)})`
      : '';
    sheet.row([
      { text: nairobiDateTime(payment.paid_at), x: MARGIN, width: 85 },
      { text: `${payment.method}${paidAs}`, x: 140, width: 130 },
      { text: payment.reference ?? '', x: 275, width: 150 },
      {
        text: money(document, payment.amount),
        x: COLUMN.amountX,
        width: COLUMN.amountWidth,
        align: 'right',
      },
    ]);
  }
  sheet.rule();
  figure(sheet, document, 'Amount due', content.total);
  figure(sheet, document, 'Paid', content.paid);
  if (content.waived.gt(0)) figure(sheet, document, 'Complimentary (FOC)', content.waived);
  if (content.overpaid.gt(0))
    figure(sheet, document, 'Paid above the amount due', content.overpaid);
  figure(sheet, document, 'Balance due', content.balance, true);
}

function creditNotes(sheet: Sheet, document: PrintedDocument): void {
  const notes = document.content.credit_notes;
  if (notes.length === 0) return;
  sheet.heading('Credit notes issued (owed back to the payer)');
  for (const note of notes) {
    sheet.row([
      { text: documentNumber('credit_note', note.number), x: MARGIN, width: 85 },
      { text: nairobiDateTime(note.issued_at), x: 140, width: 130 },
      { text: note.reason, x: 275, width: 150 },
      {
        text: money(document, note.amount),
        x: COLUMN.amountX,
        width: COLUMN.amountWidth,
        align: 'right',
      },
    ]);
  }
}

/** The document as PDF bytes (see the module comment). */
export function renderDocumentPdf(document: PrintedDocument): Promise<Buffer> {
  const title = `${documentTitles[document.kind]} ${document.number}`;
  const sheet = new Sheet(title, document.content.conservancy.name, document.issued_at);
  header(sheet, document);
  bookingFacts(sheet, document);
  creditNoteBlock(sheet, document);
  lines(sheet, document);
  taxes(sheet, document);
  paymentsBlock(sheet, document);
  creditNotes(sheet, document);
  const issued = `${document.copy ? 'Copy issued' : 'Issued'} by ${document.issued_by} on ${nairobiDateTime(document.issued_at)} (Nairobi time)`;
  sheet.finishPages(issued, document.copy);
  return sheet.end();
}
