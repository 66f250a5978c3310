/**
 * The volunteers list of the back office: every application to a volunteer programme the
 * public site recorded, newest first, with the programme's name, price and payment status;
 * searched by name, e-mail, phone or ID number, filtered by programme and payment status.
 *
 * spec: membership-backoffice.md §2.5 (Volunteers), §3 (Volunteer); public-site.md §3
 * "Volunteer application"; api-contract.md §People and logs (`GET /volunteers`).
 */
import { currencyCode } from '@hifadhi/shared/catalogue/catalogue';
import type { VolunteerListQuery } from '@hifadhi/shared/schemas/people';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/database';
import { readPage } from '../db/read-page';
import { volunteerPrograms } from '../db/schema/catalogue';
import { volunteers } from '../db/schema/programs';
import { containing, pageSchema } from '../payments-admin/payment-rows';

export const staffVolunteerSchema = z.object({
  volunteer_public_id: z.string(),
  program_public_id: z.string(),
  program: z.string(),
  title: z.string(),
  first_name: z.string(),
  sur_name: z.string(),
  email: z.string(),
  tel: z.string(),
  dob: z.string(),
  code: z.string(),
  id_alien_number: z.string(),
  gender: z.string(),
  dietary: z.string().nullable(),
  /** The programme's price when applying: decimal string in `currency`. */
  price: z.string(),
  currency: currencyCode,
  payment_status: z.enum(['Unpaid', 'Paid']),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type StaffVolunteer = z.infer<typeof staffVolunteerSchema>;

export const staffVolunteerPageSchema = pageSchema(staffVolunteerSchema);
export type StaffVolunteerPage = z.infer<typeof staffVolunteerPageSchema>;

function volunteerFilter(query: VolunteerListQuery): SQL | undefined {
  const like = query.search === undefined ? undefined : containing(query.search);
  return and(
    like === undefined
      ? undefined
      : or(
          ilike(sql`${volunteers.first_name} || ' ' || ${volunteers.sur_name}`, like),
          ilike(volunteers.email, like),
          ilike(volunteers.tel, like),
          ilike(volunteers.id_alien_number, like),
        ),
    query.payment_status === undefined
      ? undefined
      : eq(volunteers.payment_status, query.payment_status),
    query.program === undefined ? undefined : eq(volunteers.program_public_id, query.program),
  );
}

/** Volunteer applications with their programme's name. */
export function selectStaffVolunteers(db: Executor) {
  return db
    .select({ volunteer: volunteers, program: volunteerPrograms.name })
    .from(volunteers)
    .innerJoin(volunteerPrograms, eq(volunteerPrograms.public_id, volunteers.program_public_id));
}

/** A selected row as staff read it. */
export function toStaffVolunteer({
  volunteer: v,
  program,
}: Awaited<ReturnType<typeof selectStaffVolunteers>>[number]): StaffVolunteer {
  return {
    volunteer_public_id: v.volunteer_public_id,
    program_public_id: v.program_public_id,
    program,
    title: v.title,
    first_name: v.first_name,
    sur_name: v.sur_name,
    email: v.email,
    tel: v.tel,
    dob: v.dob,
    code: v.code,
    id_alien_number: v.id_alien_number,
    gender: v.gender,
    dietary: v.dietary,
    price: v.price,
    currency: currencyCode.parse(v.currency),
    payment_status: v.payment_status,
    paid_at: v.paid_at?.toISOString() ?? null,
    created_at: v.created_at.toISOString(),
  };
}

/** A page of volunteer applications for `query`, newest first: `{ page, items, total, data }`. */
export async function listVolunteers(
  db: Executor,
  query: VolunteerListQuery,
): Promise<StaffVolunteerPage> {
  const where = volunteerFilter(query);
  return readPage(
    query,
    (limit, offset) =>
      selectStaffVolunteers(db)
        .where(where)
        .orderBy(desc(volunteers.created_at), desc(volunteers.id))
        .limit(limit)
        .offset(offset),
    db.select({ total: count() }).from(volunteers).where(where),
    toStaffVolunteer,
  );
}
