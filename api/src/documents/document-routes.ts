/**
 * The booking documents' endpoints, for whoever may read the booking (the bookings, partner
 * bookings or inspection feature; a partner user only its institution's bookings):
 * `GET /bookings/{id}/receipt.pdf`, `/invoice.pdf` and
 * `/credit-notes/{credit_note_public_id}.pdf` answer `application/pdf` (inline, named by the
 * document's number, never cached), each issue numbered and logged (`booking-documents.ts`);
 * `GET /bookings/{id}/documents` lists the booking's invoice number, its credit notes and every
 * document issued. Unknown bookings and credit notes are 404 in the one error shape; a receipt
 * with nothing paid is 409.
 *
 * The credit note's path carries its id before ".pdf" in one segment, which Hono's `:param`
 * cannot split: the route is documented at the contract's path and routed with a pattern.
 *
 * spec: api-contract.md §Staff bookings; issue 13 item 5.
 */
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { feature } from '../auth/access';
import { staffFeatures } from '../auth/access-catalogue';
import { type AuthEnv, createAuthRouter, type StaffPrincipal } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { errorResponse } from '../http/error-body-schema';
import { jsonContent } from '../http/json-content';
import { bookingParams } from '../staff-bookings/staff-bookings-routes';
import {
  bookingDocumentsSchema,
  type DocumentRequest,
  type IssuedDocument,
  issueBookingDocument,
  listBookingDocuments,
} from './booking-documents';

const pdfContent = (description: string) => ({
  description,
  content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
});

const creditNoteParams = bookingParams.extend({ credit_note_public_id: z.string().max(100) });

function requester(staff: StaffPrincipal) {
  return {
    userId: staff.user_id,
    publicId: staff.public_id,
    fullName: staff.full_name,
    partnerPublicId: staff.partner_public_id,
  };
}

/** The PDF answer: inline, named by its number ("INV-000001.pdf", "…-copy.pdf"), not cached. */
function pdfAnswer(c: Context<AuthEnv>, issued: IssuedDocument) {
  const name = `${issued.number}${issued.copy ? '-copy' : ''}.pdf`;
  return c.body(new Uint8Array(issued.pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${name}"`,
    'Cache-Control': 'no-store',
  });
}

/** The documents router; mount it under `/api/v1`. */
export function documentRoutes(deps: { db: Database; clock: Clock }) {
  const guard = staffGuard(deps);
  const readBooking = feature(
    staffFeatures.bookings,
    staffFeatures.partnerBookings,
    staffFeatures.inspection,
  );
  const documentRoute = (file: string, title: string) =>
    staffRoute(guard, readBooking, {
      method: 'get',
      path: `/bookings/{booking_public_id}/${file}`,
      tags: ['Staff bookings'],
      summary: `The booking's ${title} as a PDF, numbered on its first issue, "COPY" after`,
      request: { params: bookingParams },
      responses: {
        200: pdfContent(`The ${title}`),
        404: errorResponse('No such booking (or not this partner user’s)'),
        ...(file === 'receipt.pdf'
          ? { 409: errorResponse('Nothing has been paid on the booking') }
          : {}),
      },
    });
  const receipt = documentRoute('receipt.pdf', 'receipt');
  const invoice = documentRoute('invoice.pdf', 'invoice');
  const creditNote = staffRoute(guard, readBooking, {
    method: 'get',
    path: '/bookings/{booking_public_id}/credit-notes/{credit_note_public_id}.pdf',
    tags: ['Staff bookings'],
    summary: 'A credit note of the booking as a PDF, "COPY" after its first issue',
    request: { params: creditNoteParams },
    responses: {
      200: pdfContent('The credit note'),
      404: errorResponse('No such booking or credit note'),
    },
  });
  const list = staffRoute(guard, readBooking, {
    method: 'get',
    path: '/bookings/{booking_public_id}/documents',
    tags: ['Staff bookings'],
    summary: "The booking's invoice number, credit notes and every document issued",
    request: { params: bookingParams },
    responses: {
      200: jsonContent(bookingDocumentsSchema, 'Its documents'),
      404: errorResponse('No such booking (or not this partner user’s)'),
    },
  });

  const issue = (c: Context<AuthEnv>, bookingPublicId: string, request: DocumentRequest) =>
    issueBookingDocument(deps, bookingPublicId, request, requester(c.var.staff));

  const router = createAuthRouter()
    .openapi(receipt, async (c) =>
      pdfAnswer(c, await issue(c, c.req.valid('param').booking_public_id, { kind: 'receipt' })),
    )
    .openapi(invoice, async (c) =>
      pdfAnswer(c, await issue(c, c.req.valid('param').booking_public_id, { kind: 'invoice' })),
    )
    .openapi(list, async (c) =>
      c.json(
        await listBookingDocuments(
          deps,
          c.req.valid('param').booking_public_id,
          c.var.staff.partner_public_id,
        ),
        200,
      ),
    );
  router.openAPIRegistry.registerPath(creditNote);
  router.get(
    '/bookings/:booking_public_id/credit-notes/:credit_note_file{[^/]+\\.pdf}',
    guard(readBooking),
    async (c) => {
      const file = c.req.param('credit_note_file');
      // A ZodError goes to the one error path: 400 VALIDATION_FAILED.
      const { booking_public_id, credit_note_public_id } = creditNoteParams.parse({
        booking_public_id: c.req.param('booking_public_id'),
        credit_note_public_id: file.slice(0, -'.pdf'.length),
      });
      return pdfAnswer(
        c,
        await issue(c, booking_public_id, {
          kind: 'credit_note',
          creditNotePublicId: credit_note_public_id,
        }),
      );
    },
  );
  return router;
}
