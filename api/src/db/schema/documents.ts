/**
 * The back office's booking documents (receipts, invoices, credit notes as PDFs): each
 * numbered document and the log of every time one was issued.
 *
 * `booking_documents` holds one row per numbered document. Each kind has its own series, 1, 2,
 * 3 … without gaps (`sequence`, taken under a lock of the kind inside the issuing
 * transaction), printed with the kind's prefix: `INV-000001`, `RCT-000001`, `CN-000001`.
 * A booking has one invoice, numbered on its first issue and kept. A receipt acknowledges the
 * payments credited up to one ledger row (`paid_through`): it is numbered on its first issue,
 * and a new payment makes the next receipt a new number. A credit note's document carries the
 * credit note's own number (`credit_notes.number`). Back-office receipt numbers never clash
 * with the kiosks' (`receipt_prints.receipt_number`, a device's hexadecimal code and a running
 * number, "3F9A2C-000042"): "RCT" is not hexadecimal.
 *
 * `document_issues` logs every issue of a document: who, when, and whether it was the original
 * or a copy (every issue after the first, marked "COPY" on the PDF).
 *
 * spec: api-contract.md §Staff bookings (receipt.pdf, invoice.pdf, credit-notes/{id}.pdf);
 * issue 13 item 5 (numbered in sequence, COPY on reprints, every document logged).
 */
import { documentKinds } from '@hifadhi/shared/documents/document-number';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { bookings } from './bookings';
import { paymentLedger } from './payments';
import { creditNotes } from './staff-bookings';

export const documentKindEnum = pgEnum('document_kind', documentKinds);

/** A numbered booking document (see the module comment). */
export const bookingDocuments = pgTable(
  'booking_documents',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: documentKindEnum().notNull(),
    /** Its place in the kind's series: 1, 2, 3 … without gaps. */
    sequence: integer().notNull(),
    /** As printed: the kind's prefix and the sequence, "INV-000001". */
    number: text().notNull().unique(),
    booking_id: bigint({ mode: 'number' })
      .notNull()
      .references(() => bookings.id),
    /** Receipts: the latest paid ledger row (`payment_ledger.id`) it acknowledges. */
    paid_through: bigint({ mode: 'number' }).references(() => paymentLedger.id),
    /** Credit notes: the credit note it prints. */
    credit_note_id: bigint({ mode: 'number' })
      .unique()
      .references(() => creditNotes.id),
    created_at: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    unique('booking_documents_series').on(table.kind, table.sequence),
    uniqueIndex('booking_documents_one_invoice')
      .on(table.booking_id)
      .where(sql`${table.kind} = 'invoice'`),
    uniqueIndex('booking_documents_receipt_per_payments')
      .on(table.booking_id, table.paid_through)
      .where(sql`${table.kind} = 'receipt'`),
    check('booking_documents_sequence_positive', sql`${table.sequence} > 0`),
    check(
      'booking_documents_receipt_paid_through',
      sql`(${table.kind} = 'receipt') = (${table.paid_through} is not null)`,
    ),
    check(
      'booking_documents_credit_note',
      sql`(${table.kind} = 'credit_note') = (${table.credit_note_id} is not null)`,
    ),
  ],
);

/** Every issue of a booking document: the original first, then each copy. */
export const documentIssues = pgTable(
  'document_issues',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    document_id: bigint({ mode: 'number' })
      .notNull()
      .references(() => bookingDocuments.id),
    /** False for the first issue of the document, true for every reprint. */
    copy: boolean().notNull(),
    issued_by: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id),
    issued_at: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('document_issues_document').on(table.document_id),
    uniqueIndex('document_issues_one_original').on(table.document_id).where(sql`not ${table.copy}`),
  ],
);
