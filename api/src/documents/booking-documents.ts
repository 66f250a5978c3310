/**
 * Issuing a booking's documents for staff — its invoice, its receipt, the document of one of its
 * credit notes — and listing what was issued. Issuing runs in one transaction holding the
 * booking's row lock: the content is read (`document-content.ts`), the document numbered or
 * found and the issue logged (`document-numbers.ts`); the PDF is rendered from that content
 * after the commit (`document-pdf.ts`). A partner user reaches only its institution's
 * bookings; any other is "not found" to it.
 *
 * A receipt acknowledges the payments credited so far: with none, there is no receipt to give.
 *
 * spec: api-contract.md §Staff bookings (GET /bookings/{id}/receipt.pdf, /invoice.pdf,
 * /credit-notes/{credit_note_public_id}.pdf); issue 13 item 5.
 */

import { documentKinds, documentNumber } from '@hifadhi/shared/documents/document-number';
import { DomainError } from '@hifadhi/shared/errors';
import { and, asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '../clock';
import type { Database, Executor } from '../db/database';
import { users } from '../db/schema/auth';
import { bookingDocuments, documentIssues } from '../db/schema/documents';
import { creditNotes } from '../db/schema/staff-bookings';
import { lockStaffBooking } from '../staff-bookings/booking-operation';
import { bookingInScope } from '../staff-bookings/staff-booking-read';
import {
  type DocumentContent,
  type DocumentCreditNote,
  readDocumentContent,
} from './document-content';
import { type DocumentSubject, issueDocumentNumber } from './document-numbers';
import { renderDocumentPdf } from './document-pdf';

export const documentMessages = {
  nothingPaid:
    'Nothing has been paid on this booking yet, so there is no receipt to give: print its invoice instead.',
  creditNoteNotFound: 'Credit note not found',
} as const;

/** Who asks for a document: the staff user and, for a partner user, its institution. */
export interface DocumentRequester {
  userId: number;
  publicId: string;
  fullName: string;
  partnerPublicId: string | null;
}

/** Which document of the booking. */
export type DocumentRequest =
  | { kind: 'invoice' }
  | { kind: 'receipt' }
  | { kind: 'credit_note'; creditNotePublicId: string };

/** An issued document: its number, whether it is a copy, and the PDF's bytes. */
export interface IssuedDocument {
  number: string;
  copy: boolean;
  pdf: Buffer;
}

async function invoiceNumberOf(db: Executor, bookingId: number): Promise<string | null> {
  const [invoice] = await db
    .select({ number: bookingDocuments.number })
    .from(bookingDocuments)
    .where(and(eq(bookingDocuments.booking_id, bookingId), eq(bookingDocuments.kind, 'invoice')));
  return invoice?.number ?? null;
}

/**
 * The numbered document `request` asks for, given the booking's `content`: the invoice; the
 * receipt for every payment so far; a credit note of this booking (and the note).
 * @throws DomainError CONFLICT for a receipt when nothing has been paid; NOT_FOUND for a credit
 *   note that is none of this booking's.
 */
function subjectOf(
  request: DocumentRequest,
  content: DocumentContent,
): { subject: DocumentSubject; creditNote: DocumentCreditNote | null } {
  if (request.kind === 'invoice') return { subject: request, creditNote: null };
  if (request.kind === 'receipt') {
    if (content.payments.length === 0) {
      throw new DomainError('CONFLICT', documentMessages.nothingPaid);
    }
    const paidThrough = Math.max(...content.payments.map((payment) => payment.ledger_id));
    return { subject: { kind: 'receipt', paidThrough }, creditNote: null };
  }
  const note = content.credit_notes.find(
    (known) => known.credit_note_public_id === request.creditNotePublicId,
  );
  if (!note) throw new DomainError('NOT_FOUND', documentMessages.creditNoteNotFound);
  return {
    subject: { kind: 'credit_note', creditNoteId: note.id, number: note.number },
    creditNote: note,
  };
}

/**
 * Issues `request`'s document of booking `bookingPublicId` to `requester` (see the module
 * comment).
 * @throws DomainError BOOKING_NOT_FOUND; NOT_FOUND 'Credit note not found' (none of this
 *   booking's); CONFLICT for a receipt when nothing has been paid.
 */
export async function issueBookingDocument(
  deps: { db: Database; clock: Clock },
  bookingPublicId: string,
  request: DocumentRequest,
  requester: DocumentRequester,
): Promise<IssuedDocument> {
  const now = deps.clock.now();
  const printed = await deps.db.transaction(async (tx) => {
    const row = await lockStaffBooking(tx, bookingPublicId, requester);
    const content = await readDocumentContent({ db: tx, clock: deps.clock }, row);
    const { subject, creditNote } = subjectOf(request, content);
    const issue = await issueDocumentNumber(tx, row.id, subject, requester.userId, now);
    return {
      kind: request.kind,
      ...issue,
      issued_by: requester.fullName,
      content,
      invoice_number: await invoiceNumberOf(tx, row.id),
      credit_note: creditNote,
    };
  });
  return { number: printed.number, copy: printed.copy, pdf: await renderDocumentPdf(printed) };
}

export const bookingDocumentsSchema = z.object({
  /** The booking's invoice number once one was issued; else null. */
  invoice_number: z.string().nullable(),
  credit_notes: z.array(
    z.object({
      credit_note_public_id: z.string(),
      /** As printed: "CN-000001". */
      number: z.string(),
      /** Decimal string in `currency` ("1500.00"). */
      amount: z.string(),
      currency: z.string(),
      reason: z.string(),
      issued_at: z.string(),
    }),
  ),
  /** Every document issued for the booking, newest first. */
  issued: z.array(
    z.object({
      kind: z.enum(documentKinds),
      number: z.string(),
      copy: z.boolean(),
      /** The staff user's full name. */
      issued_by: z.string(),
      issued_at: z.string(),
    }),
  ),
});
export type BookingDocuments = z.infer<typeof bookingDocumentsSchema>;

/**
 * The documents of booking `bookingPublicId`: its invoice number, its credit notes (each a
 * document to open) and the log of every document issued.
 * @throws DomainError BOOKING_NOT_FOUND (also another partner's booking).
 */
export async function listBookingDocuments(
  deps: { db: Database; clock: Clock },
  bookingPublicId: string,
  partnerPublicId: string | null,
): Promise<BookingDocuments> {
  const id = await bookingInScope(deps.db, bookingPublicId, partnerPublicId);
  const [invoice_number, notes, issued] = await Promise.all([
    invoiceNumberOf(deps.db, id),
    deps.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.booking_id, id))
      .orderBy(asc(creditNotes.number)),
    deps.db
      .select({
        kind: bookingDocuments.kind,
        number: bookingDocuments.number,
        copy: documentIssues.copy,
        issued_by: users.full_name,
        issued_at: documentIssues.issued_at,
      })
      .from(documentIssues)
      .innerJoin(bookingDocuments, eq(bookingDocuments.id, documentIssues.document_id))
      .innerJoin(users, eq(users.id, documentIssues.issued_by))
      .where(eq(bookingDocuments.booking_id, id))
      .orderBy(desc(documentIssues.issued_at), desc(documentIssues.id)),
  ]);
  return {
    invoice_number,
    credit_notes: notes.map((note) => ({
      credit_note_public_id: note.credit_note_public_id,
      number: documentNumber('credit_note', note.number),
      amount: note.amount,
      currency: note.currency,
      reason: note.reason,
      issued_at: note.issued_at.toISOString(),
    })),
    issued: issued.map((row) => ({ ...row, issued_at: row.issued_at.toISOString() })),
  };
}
