/**
 * Members as the back office reads them: every field of the member (membership details,
 * personal information, payment method, expiry date, the CRM ids), `payment_status` (Is Paid)
 * and `is_current` — paid and not expired on the Nairobi day, so its public id may be given as
 * `member` to quotes and bookings — and, for one member, the beneficiaries. The list is newest
 * first, searched by reference number, name, e-mail or phone, filtered by Is Paid, membership
 * level (setting) and type, expiring within 30 days or expired; deleted members only when asked.
 *
 * spec: membership-backoffice.md §2.2, §2.5 (Members), §3 (Member, Beneficiary);
 * api-contract.md §People and logs (`GET /members`, `GET /members/{public_id}`).
 */
import { currencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { addDays, type CalendarDate } from '@hifadhi/shared/dates/calendar-date';
import { DomainError } from '@hifadhi/shared/errors';
import {
  type MembersAdminListQuery,
  RENEWAL_NOTICE_DAYS,
} from '@hifadhi/shared/schemas/members-admin';
import {
  and,
  asc,
  between,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/database';
import { readPage } from '../db/read-page';
import { membershipSettings } from '../db/schema/catalogue';
import { memberBeneficiaries, members } from '../db/schema/members';
import { memberNotFound } from '../members/read-member';
import { isPublicId } from '../payments/payment-records';
import { containing, pageSchema } from '../payments-admin/payment-rows';

export const staffMemberSummarySchema = z.object({
  public_id: z.string(),
  member_reference_number: z.string(),
  member_setting: z.string(),
  /** The membership setting's name. */
  membership: z.string(),
  residence: z.string(),
  household_type: z.string(),
  /** 'public' (the site) or 'staff' (NewMember). */
  registration_type: z.string(),
  title: z.string(),
  first_name: z.string(),
  sur_name: z.string(),
  gender_id: z.string(),
  dob: z.string(),
  email: z.string(),
  code: z.string(),
  tel_number: z.string(),
  postal_address: z.string(),
  postal_code: z.string(),
  town: z.string(),
  id_alien_number: z.string().nullable(),
  promo_code: z.string().nullable(),
  /** Decimal string in `currency`. */
  amount: z.string(),
  currency: currencyCode,
  /** Is Paid. */
  payment_status: z.boolean(),
  payment_method: z.string().nullable(),
  registration_date: z.string(),
  expiry_date: z.string().nullable(),
  paid_at: z.string().nullable(),
  /** Paid and not expired today (Africa/Nairobi): its discounts apply. */
  is_current: z.boolean(),
  salesforce_id: z.string().nullable(),
  salesforce_uuid: z.string().nullable(),
  salesforce_account_uuid: z.string().nullable(),
  salesforce_contact_uuid: z.string().nullable(),
  created_at: z.string(),
  /** When staff deleted the member; null while it is not deleted. */
  deleted_at: z.string().nullable(),
});
export type StaffMemberSummary = z.infer<typeof staffMemberSummarySchema>;

export const staffMemberSchema = staffMemberSummarySchema.extend({
  family: z.array(
    z.object({
      public_id: z.string(),
      title: z.string(),
      first_name: z.string(),
      sur_name: z.string(),
      gender_id: z.string(),
      dob: z.string(),
      id_alien_number: z.string().nullable(),
      email: z.string().nullable(),
      phone_number: z.string().nullable(),
      /** KES. */
      amount: z.string(),
    }),
  ),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffMemberPageSchema = pageSchema(staffMemberSummarySchema);
export type StaffMemberPage = z.infer<typeof staffMemberPageSchema>;

function membersQuery(db: Executor) {
  return db
    .select({
      member: members,
      membership: membershipSettings.name,
      membership_type: membershipSettings.membership_type,
    })
    .from(members)
    .innerJoin(membershipSettings, eq(membershipSettings.public_id, members.member_setting));
}

type MemberRow = Awaited<ReturnType<typeof membersQuery>>[number];

function summary({ member: m, membership }: MemberRow, today: CalendarDate): StaffMemberSummary {
  const {
    id: _id,
    idempotency_key: _key,
    amount,
    currency,
    paid_at,
    created_at,
    deleted_at,
    ...fields
  } = m;
  return {
    ...fields,
    membership,
    amount,
    currency: currencyCode.parse(currency),
    paid_at: paid_at?.toISOString() ?? null,
    created_at: created_at.toISOString(),
    deleted_at: deleted_at?.toISOString() ?? null,
    is_current: m.payment_status && m.expiry_date !== null && m.expiry_date >= today,
  };
}

/** Members expiring within `RENEWAL_NOTICE_DAYS` of `today` (`soon`), or expired before it. */
function expiringFilter(expiring: MembersAdminListQuery['expiring'], today: CalendarDate) {
  if (expiring === 'soon') {
    return and(
      eq(members.payment_status, true),
      between(members.expiry_date, today, addDays(today, RENEWAL_NOTICE_DAYS)),
    );
  }
  if (expiring === 'expired')
    return and(isNotNull(members.expiry_date), lt(members.expiry_date, today));
  return undefined;
}

/** The members `query` asks for on `today`. */
function memberFilter(query: MembersAdminListQuery, today: CalendarDate): SQL | undefined {
  const like = query.search === undefined ? undefined : containing(query.search);
  return and(
    like === undefined
      ? undefined
      : or(
          ilike(members.member_reference_number, like),
          ilike(sql`${members.first_name} || ' ' || ${members.sur_name}`, like),
          ilike(members.email, like),
          ilike(members.tel_number, like),
        ),
    query.is_paid === undefined ? undefined : eq(members.payment_status, query.is_paid === 'true'),
    query.member_setting === undefined
      ? undefined
      : eq(members.member_setting, query.member_setting),
    query.membership_type === undefined
      ? undefined
      : ilike(membershipSettings.membership_type, query.membership_type),
    expiringFilter(query.expiring, today),
    query.deleted === 'true' ? isNotNull(members.deleted_at) : isNull(members.deleted_at),
  );
}

/** A page of members for `query` on `today`, newest first: `{ page, items, total, data }`. */
export async function listStaffMembers(
  db: Executor,
  query: MembersAdminListQuery,
  today: CalendarDate,
): Promise<StaffMemberPage> {
  const where = memberFilter(query, today);
  return readPage(
    query,
    (limit, offset) =>
      membersQuery(db)
        .where(where)
        .orderBy(desc(members.created_at), desc(members.id))
        .limit(limit)
        .offset(offset),
    db
      .select({ total: count() })
      .from(members)
      .innerJoin(membershipSettings, eq(membershipSettings.public_id, members.member_setting))
      .where(where),
    (row) => summary(row, today),
  );
}

/**
 * The member with `publicId` on `today`, with the beneficiaries (`lock`: FOR UPDATE, inside a
 * transaction that changes it).
 * @throws DomainError NOT_FOUND 'Member not found'.
 */
export async function readStaffMember(
  db: Executor,
  publicId: string,
  today: CalendarDate,
  lock = false,
): Promise<StaffMember & { id: number }> {
  if (!isPublicId(publicId)) throw new DomainError('NOT_FOUND', memberNotFound);
  const query = membersQuery(db).where(eq(members.public_id, publicId));
  const [row] = lock ? await query.for('update', { of: members }) : await query;
  if (!row) throw new DomainError('NOT_FOUND', memberNotFound);
  const family = await db
    .select({
      public_id: memberBeneficiaries.public_id,
      title: memberBeneficiaries.title,
      first_name: memberBeneficiaries.first_name,
      sur_name: memberBeneficiaries.sur_name,
      gender_id: memberBeneficiaries.gender_id,
      dob: memberBeneficiaries.dob,
      id_alien_number: memberBeneficiaries.id_alien_number,
      email: memberBeneficiaries.email,
      phone_number: memberBeneficiaries.phone_number,
      amount: memberBeneficiaries.amount,
    })
    .from(memberBeneficiaries)
    .where(eq(memberBeneficiaries.member_id, row.member.id))
    .orderBy(asc(memberBeneficiaries.id));
  return { id: row.member.id, ...summary(row, today), family };
}
