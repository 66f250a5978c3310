/**
 * The proofs of residency of a previous booking, found by its reference, for the wizard's 'Use
 * Booking Reference' dialog: each proof with its guest category (payment person), residency,
 * point of proof, names and document id, in the order they were given. A partner user finds
 * only its own institution's bookings; any other reference answers 404 as an unknown one does.
 *
 * spec: staff-booking.md §2.7 (Use Booking Reference, Use All), §3.11 (proof of residency
 * entry).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import { z } from '@hono/zod-openapi';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { bookingResidencyProofs, bookings } from '../db/schema/bookings';
import { conservationFees } from '../db/schema/catalogue';
import { partnerScope } from './staff-booking-list';

/** One proof of residency as the dialog lists it (§3.11 plus the category's residency). */
export const residencyProofEntrySchema = z.object({
  residency_proof_public_id: z.string(),
  payment_public_id: z.string(),
  /** The guest category, e.g. 'Citizen Adult'. */
  payment_person: z.string(),
  residency: z.string(),
  proof_point: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  document_id: z.string(),
});

/** `GET /booking-references/{booking_ref_code}/residency-proofs`'s answer. */
export const bookingProofsSchema = z.object({
  booking_ref_code: z.string(),
  proofs: z.array(residencyProofEntrySchema),
});
export type BookingProofs = z.infer<typeof bookingProofsSchema>;

/**
 * The proofs of the booking with reference `reference` (any letter case, spaces around
 * ignored), as `partnerPublicId` (null: the conservancy's staff) may see it.
 * @throws DomainError BOOKING_NOT_FOUND 'Booking not found' for an unknown reference or another
 *   institution's booking.
 */
export async function residencyProofsByReference(
  db: Executor,
  reference: string,
  partnerPublicId: string | null,
): Promise<BookingProofs> {
  const code = reference.trim().toUpperCase();
  const [booking] = await db
    .select({ id: bookings.id, booking_ref_code: bookings.booking_ref_code })
    .from(bookings)
    .where(and(eq(bookings.booking_ref_code, code), partnerScope(partnerPublicId)));
  if (!booking) throw new DomainError('BOOKING_NOT_FOUND', messages.bookingNotFound);
  const proofs = await db
    .select({
      residency_proof_public_id: bookingResidencyProofs.residency_proof_public_id,
      payment_public_id: bookingResidencyProofs.payment_public_id,
      payment_person: conservationFees.payment_person,
      residency: conservationFees.residency,
      proof_point: bookingResidencyProofs.proof_point,
      first_name: bookingResidencyProofs.first_name,
      last_name: bookingResidencyProofs.last_name,
      document_id: bookingResidencyProofs.document_id,
    })
    .from(bookingResidencyProofs)
    .innerJoin(
      conservationFees,
      eq(conservationFees.payment_public_id, bookingResidencyProofs.payment_public_id),
    )
    .where(eq(bookingResidencyProofs.booking_id, booking.id))
    .orderBy(asc(bookingResidencyProofs.id));
  return { booking_ref_code: booking.booking_ref_code, proofs };
}
