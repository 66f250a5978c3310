/**
 * The document layout on its own, read back to text: a long booking runs over pages with its
 * footer on each; a complimentary (FOC) booking shows what was waived, an overpaid one what was
 * paid above the amount due; a payment in another currency shows what was paid; no KRA PIN and
 * no taxes when none are set.
 */
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { DocumentContent } from './document-content';
import { type PrintedDocument, renderDocumentPdf } from './document-pdf';
import { pdfRows } from './pdf-text';

const issuedAt = new Date('2026-11-21T06:00:00Z');

function content(overrides: Partial<DocumentContent> = {}): DocumentContent {
  return {
    conservancy: {
      name: 'Kijani Conservancy',
      contact_phone: '+254 700 000 123',
      reservations_email: 'reservations@kijani.example',
      kra_pin: null,
      vat_rate: '0',
      catering_levy_rate: '0',
    },
    booking: {
      id: 1,
      reference: 'KJ7X2QK9',
      guest: 'Ndũng’ũ Kariũki',
      email: 'ndungu@example.co.ke',
      phone: '+254712000001',
      check_in: '2026-12-01',
      check_out: '2026-12-03',
      status: 'checked_in',
      payment_status: 'FOC',
    },
    currency: 'USD',
    lines: [
      {
        section: 'Conservation fees',
        description: 'Non-Resident Adult',
        quantity: 2,
        amount: new Decimal(200),
        tax: 'vat',
      },
    ],
    total: new Decimal(200),
    payments: [],
    paid: new Decimal(0),
    waived: new Decimal(200),
    overpaid: new Decimal(0),
    balance: new Decimal(0),
    credit_notes: [],
    ...overrides,
  };
}

function printed(body: DocumentContent): PrintedDocument {
  return {
    kind: 'invoice',
    number: 'INV-000007',
    copy: false,
    issued_at: issuedAt,
    issued_by: 'Joseph Otieno',
    content: body,
    invoice_number: 'INV-000007',
    credit_note: null,
  };
}

const rowsOf = async (document: PrintedDocument) =>
  pdfRows(new Uint8Array(await renderDocumentPdf(document)));

describe('the document layout', () => {
  it('shows what a complimentary booking was let off, without taxes or a KRA PIN when unset', async () => {
    const rows = await rowsOf(printed(content()));
    expect(rows).toEqual(
      expect.arrayContaining([
        'Guest Ndũng’ũ Kariũki',
        'Status Checked in · FOC',
        'Non-Resident Adult 2 USD 200.00',
        'No payment received',
        'Amount due USD 200.00',
        'Paid USD 0.00',
        'Complimentary (FOC) USD 200.00',
        'Balance due USD 0.00',
      ]),
    );
    expect(rows.some((row) => row.startsWith('KRA PIN'))).toBe(false);
    expect(rows).not.toContain('Taxes included in the total');
  });

  it('shows a payment made in another currency and what was paid above the amount due', async () => {
    const rows = await rowsOf(
      printed(
        content({
          payments: [
            {
              ledger_id: 9,
              paid_at: new Date('2026-11-20T07:30:00Z'),
              method: 'M-Pesa',
              reference: 'TKL4R2X9PQ',
              amount: new Decimal('232.56'),
              paid_as: { amount: new Decimal(30_000), currency: 'KES' },
            },
          ],
          paid: new Decimal('232.56'),
          waived: new Decimal(0),
          overpaid: new Decimal('32.56'),
          balance: new Decimal(0),
        }),
      ),
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        '2026-11-20 10:30 M-Pesa (KES 30,000.00) TKL4R2X9PQ USD 232.56',
        'Paid USD 232.56',
        'Paid above the amount due USD 32.56',
        'Balance due USD 0.00',
      ]),
    );
  });

  it('runs a long booking over pages, each with its footer', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => ({
      section: 'Activities',
      description: `Guided walk ${index + 1}`,
      quantity: 1,
      amount: new Decimal(10),
      tax: 'exempt' as const,
    }));
    const rows = await rowsOf(printed(content({ lines, total: new Decimal(600) })));
    expect(rows).toContain('Guided walk 60 1 USD 10.00');
    const footers = rows.filter((row) => row.startsWith('Issued by Joseph Otieno'));
    expect(footers).toEqual([
      'Issued by Joseph Otieno on 2026-11-21 09:00 (Nairobi time) · Page 1 of 2',
      'Issued by Joseph Otieno on 2026-11-21 09:00 (Nairobi time) · Page 2 of 2',
    ]);
  });
});
