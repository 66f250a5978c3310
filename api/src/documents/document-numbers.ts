/**
 * Numbering and logging booking documents (`booking_documents`, `document_issues`). A document
 * is found by what it is about (the booking's invoice; its receipt for the payments up to a
 * ledger row; a credit note); the first issue numbers it — the next of its kind's series, taken
 * under a transaction-scoped advisory lock of the kind so two bookings never share a number and
 * a rolled-back issue leaves no gap — and every later issue is a copy under the same number.
 * Each issue writes one log row (who, when, copy or original).
 *
 * Callers hold the booking's row lock, so two issues for one booking never race to number it.
 *
 * spec: issue 13 item 5 (numbered in sequence, COPY on reprints, every document logged).
 */

import { documentNumber } from '@hifadhi/shared/documents/document-number';
import { and, eq, max, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { bookingDocuments, documentIssues } from '../db/schema/documents';

/** Which document of a booking: its invoice, a receipt, or the document of a credit note. */
export type DocumentSubject =
  | { kind: 'invoice' }
  /** The receipt for the payments credited up to ledger row `paidThrough`. */
  | { kind: 'receipt'; paidThrough: number }
  /** Credit note `creditNoteId`, printed under its own `number`. */
  | { kind: 'credit_note'; creditNoteId: number; number: number };

/** One issue of a document. */
export interface DocumentIssue {
  number: string;
  /** False for the document's first issue, true for every reprint. */
  copy: boolean;
  issued_at: Date;
}

function subjectCondition(subject: DocumentSubject) {
  switch (subject.kind) {
    case 'invoice':
      return undefined;
    case 'receipt':
      return eq(bookingDocuments.paid_through, subject.paidThrough);
    case 'credit_note':
      return eq(bookingDocuments.credit_note_id, subject.creditNoteId);
  }
}

/** The next number of `kind`'s series, under the kind's lock (held to the transaction's end). */
async function nextSequence(tx: Transaction, subject: DocumentSubject): Promise<number> {
  if (subject.kind === 'credit_note') return subject.number;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`booking-documents:${subject.kind}`}))`,
  );
  const [last] = await tx
    .select({ sequence: max(bookingDocuments.sequence) })
    .from(bookingDocuments)
    .where(eq(bookingDocuments.kind, subject.kind));
  return (last?.sequence ?? 0) + 1;
}

/**
 * Issues `subject`'s document of booking `bookingId` (locked by the caller) to staff user
 * `userId` at `now`: numbered on its first issue, a copy afterwards; logged either way.
 */
export async function issueDocumentNumber(
  tx: Transaction,
  bookingId: number,
  subject: DocumentSubject,
  userId: number,
  now: Date,
): Promise<DocumentIssue> {
  const [known] = await tx
    .select({ id: bookingDocuments.id, number: bookingDocuments.number })
    .from(bookingDocuments)
    .where(
      and(
        eq(bookingDocuments.booking_id, bookingId),
        eq(bookingDocuments.kind, subject.kind),
        subjectCondition(subject),
      ),
    );
  let document = known;
  if (!document) {
    const sequence = await nextSequence(tx, subject);
    [document] = await tx
      .insert(bookingDocuments)
      .values({
        kind: subject.kind,
        sequence,
        number: documentNumber(subject.kind, sequence),
        booking_id: bookingId,
        paid_through: subject.kind === 'receipt' ? subject.paidThrough : null,
        credit_note_id: subject.kind === 'credit_note' ? subject.creditNoteId : null,
        created_at: now,
      })
      .returning({ id: bookingDocuments.id, number: bookingDocuments.number });
  }
  const copy = known !== undefined;
  await tx
    .insert(documentIssues)
    .values({ document_id: document!.id, copy, issued_by: userId, issued_at: now });
  return { number: document!.number, copy, issued_at: now };
}
