/**
 * A volunteer application: the applicant form (parsed with the shared schema for `today`, so
 * applicants are at least 13) for an existing programme with places left, stored 'Unpaid' at
 * the programme's price and currency. The site then pays it at
 * `/program-payment/{volunteer_public_id}`.
 *
 * spec: public-site.md §3 "Applicant form", §4 Volunteer, §5 "Volunteer applicant", §7 (the
 * response carries volunteer_public_id); membership-backoffice.md §3 (max_applicants).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { DomainError } from '@hifadhi/shared/errors';
import type { VolunteerApplicant } from '@hifadhi/shared/schemas/volunteer';
import type { Database } from '../db/database';
import { volunteers } from '../db/schema/programs';
import { readProgram } from './read-programs';

/** The answer of `POST /public/volunteers`. */
export interface VolunteerApplied {
  volunteer_public_id: string;
  program_id: string;
  price: string;
  currency: CurrencyCode;
  payment_status: 'Unpaid';
}

/** Message when every place of a programme is paid for. */
export const programmeFull = 'This programme is full. Choose another programme.';

/**
 * Stores `applicant`'s application at `now`.
 * @throws DomainError UNKNOWN_REFERENCE (field program_id) for an unknown programme; CONFLICT
 *   when it has no places left.
 */
export async function applyToVolunteer(
  db: Database,
  applicant: VolunteerApplicant,
  now: Date,
): Promise<VolunteerApplied> {
  const program = await readProgram(db, applicant.program_id).catch((error: unknown) => {
    if (!(error instanceof DomainError)) throw error;
    const message = `Unknown programme: ${applicant.program_id}`;
    throw new DomainError('UNKNOWN_REFERENCE', message, { fields: { program_id: message } });
  });
  if (program.places_left === 0) throw new DomainError('CONFLICT', programmeFull);
  const { program_id, ...form } = applicant;
  const [row] = await db
    .insert(volunteers)
    .values({
      ...form,
      program_public_id: program_id,
      price: program.price,
      currency: program.currency,
      created_at: now,
    })
    .returning({ volunteer_public_id: volunteers.volunteer_public_id, price: volunteers.price });
  return {
    volunteer_public_id: row!.volunteer_public_id,
    program_id,
    price: row!.price,
    currency: program.currency,
    payment_status: 'Unpaid',
  };
}
