/**
 * A volunteer application read back, as the programme payment page shows it: the applicant's
 * name and e-mail, `payment_status` ('Paid' sends the site to the volunteer success page), the
 * application, and, while unpaid, the programme to pay for (name, price, currency, images,
 * description). Without the link token the payment page gets `publicVolunteerView`: the first
 * name instead of the full name, no e-mail.
 *
 * spec: public-site.md §3 "Volunteer application", §4 Volunteer; §7 (get volunteer).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { DomainError } from '@hifadhi/shared/errors';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { volunteerPrograms } from '../db/schema/catalogue';
import { volunteers } from '../db/schema/programs';
import { isPublicId } from '../payments/payment-records';

export interface VolunteerApplication {
  public_id: string;
  first_name: string;
  full_name: string;
  email: string;
  payment_status: 'Unpaid' | 'Paid';
  latest_application: { program_id: string; program: string; applied_at: string };
  unpaid: {
    program: string;
    price: string;
    currency: CurrencyCode;
    image: string | null;
    images: { image: string }[];
    description: string;
  } | null;
}

/** What anyone with the application id may see: no e-mail, no family name. */
export type PublicVolunteerView = Omit<VolunteerApplication, 'full_name' | 'email'>;

/** `application` without the applicant's personal data. */
export function publicVolunteerView(application: VolunteerApplication): PublicVolunteerView {
  const { full_name: _name, email: _email, ...view } = application;
  return view;
}

/** Message of an unknown volunteer application. */
export const volunteerNotFound = 'Volunteer application not found';

/**
 * Application `volunteerPublicId`.
 * @throws DomainError NOT_FOUND 'Volunteer application not found'.
 */
export async function readVolunteer(
  db: Executor,
  volunteerPublicId: string,
): Promise<VolunteerApplication> {
  const [row] = isPublicId(volunteerPublicId)
    ? await db
        .select({
          public_id: volunteers.volunteer_public_id,
          first_name: volunteers.first_name,
          sur_name: volunteers.sur_name,
          email: volunteers.email,
          payment_status: volunteers.payment_status,
          program_id: volunteers.program_public_id,
          program: volunteerPrograms.name,
          description: volunteerPrograms.description,
          price: volunteers.price,
          currency: volunteers.currency,
          applied_at: volunteers.created_at,
        })
        .from(volunteers)
        .innerJoin(volunteerPrograms, eq(volunteerPrograms.public_id, volunteers.program_public_id))
        .where(eq(volunteers.volunteer_public_id, volunteerPublicId))
    : [];
  if (!row) throw new DomainError('NOT_FOUND', volunteerNotFound);
  return {
    public_id: row.public_id,
    first_name: row.first_name,
    full_name: `${row.first_name} ${row.sur_name}`,
    email: row.email,
    payment_status: row.payment_status,
    latest_application: {
      program_id: row.program_id,
      program: row.program,
      applied_at: row.applied_at.toISOString(),
    },
    unpaid:
      row.payment_status === 'Paid'
        ? null
        : {
            program: row.program,
            price: row.price,
            currency: row.currency as CurrencyCode,
            image: null,
            images: [],
            description: row.description,
          },
  };
}
