/**
 * Whether the guests of a booking must show proof of residency at the gate: when any of its
 * guest categories is one the catalogue marks `residency_proof`.
 *
 * spec: staff-booking.md §2.7, §3.3 (residency_proof), §9 ('Proof of ID required for
 * Conservancy visits.').
 */
import { messages } from '@hifadhi/shared/messages';
import type { ReplicaBooking } from '@hifadhi/shared/schemas/sync';
import { replicaCatalogue } from './replica-catalogue';
import type { ReplicaDatabase } from './replica-database';

/** The notice for `booking`: required, the message, and the guest categories concerned. */
export function proofOfResidency(
  db: ReplicaDatabase,
  booking: ReplicaBooking,
): { required: boolean; message: string; categories: string[] } {
  const fees = replicaCatalogue(db)?.conservation_fees ?? [];
  const categories = booking.guests
    .filter((guest) =>
      fees.some((fee) => fee.payment_public_id === guest.payment_public_id && fee.residency_proof),
    )
    .map((guest) => guest.payment_person);
  const required = categories.length > 0;
  return { required, message: required ? messages.proofOfIdRequired : '', categories };
}
