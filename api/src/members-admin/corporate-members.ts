/**
 * Corporate members (§2.3): registered, edited, deleted (soft) and restored by staff, each write
 * recorded in the change log with the record before and after. The Member ID is the next
 * `CORP-0001`-style number. Marking one paid without an expiry date runs it a year from today.
 *
 * spec: membership-backoffice.md §2.3, §3 (Corporate member), §4 (soft delete and restore),
 * §7 (Members: add and edit corporate member).
 */
import { type CalendarDate, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { DomainError } from '@hifadhi/shared/errors';
import type {
  CorporateMemberBody,
  CorporateMemberListQuery,
  CorporateMemberPatch,
} from '@hifadhi/shared/schemas/members-admin';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/database';
import { readPage } from '../db/read-page';
import { corporateMembers } from '../db/schema/members-admin';
import { recordStaffChange } from '../logs/staff-changes';
import { membershipExpiry } from '../members/membership-expiry';
import { isPublicId } from '../payments/payment-records';
import { containing, pageSchema } from '../payments-admin/payment-rows';
import type { MemberDeps, Staff } from './member-writes';

export const corporateMemberNotFound = 'Corporate member not found';

export const corporateMemberSchema = z.object({
  public_id: z.string(),
  member_id: z.string(),
  company_name: z.string(),
  contact_person_name: z.string(),
  contact_person_phone_number: z.string(),
  phone_number: z.string(),
  email: z.string(),
  email1: z.string().nullable(),
  email2: z.string().nullable(),
  postal_address: z.string(),
  postal_code: z.string(),
  town: z.string(),
  country: z.string(),
  expiry_date: z.string().nullable(),
  /** Is Paid. */
  payment_status: z.boolean(),
  payment_method: z.string().nullable(),
  /** Amount paid, KES, decimal string. */
  amount: z.string(),
  vehicles: z.number(),
  passengers: z.number(),
  visits: z.number(),
  salesforce_id: z.string().nullable(),
  salesforce_uuid: z.string().nullable(),
  salesforce_account_uuid: z.string().nullable(),
  salesforce_contact_uuid: z.string().nullable(),
  /** Paid and not expired today (Africa/Nairobi). */
  is_current: z.boolean(),
  created_at: z.string(),
  deleted_at: z.string().nullable(),
});
export type CorporateMember = z.infer<typeof corporateMemberSchema>;
export const corporateMemberPageSchema = pageSchema(corporateMemberSchema);

type Row = typeof corporateMembers.$inferSelect;

function view(row: Row, today: CalendarDate): CorporateMember {
  const { id: _id, created_at, deleted_at, ...fields } = row;
  return {
    ...fields,
    created_at: created_at.toISOString(),
    deleted_at: deleted_at?.toISOString() ?? null,
    is_current: row.payment_status && row.expiry_date !== null && row.expiry_date >= today,
  };
}

/** A page of corporate members for `query`, newest first. */
export async function listCorporateMembers(
  db: Executor,
  query: CorporateMemberListQuery,
  today: CalendarDate,
) {
  const like = query.search === undefined ? undefined : containing(query.search);
  const where = and(
    like === undefined
      ? undefined
      : or(
          ilike(corporateMembers.member_id, like),
          ilike(corporateMembers.company_name, like),
          ilike(corporateMembers.contact_person_name, like),
          ilike(corporateMembers.email, like),
        ),
    query.is_paid === undefined
      ? undefined
      : eq(corporateMembers.payment_status, query.is_paid === 'true'),
    query.deleted === 'true'
      ? isNotNull(corporateMembers.deleted_at)
      : isNull(corporateMembers.deleted_at),
  );
  return readPage(
    query,
    (limit, offset) =>
      db
        .select()
        .from(corporateMembers)
        .where(where)
        .orderBy(desc(corporateMembers.created_at), desc(corporateMembers.id))
        .limit(limit)
        .offset(offset),
    db.select({ total: count() }).from(corporateMembers).where(where),
    (row) => view(row, today),
  );
}

async function readRow(db: Executor, publicId: string, lock = false): Promise<Row> {
  if (!isPublicId(publicId)) throw new DomainError('NOT_FOUND', corporateMemberNotFound);
  const query = db.select().from(corporateMembers).where(eq(corporateMembers.public_id, publicId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new DomainError('NOT_FOUND', corporateMemberNotFound);
  return row;
}

/** Corporate member `publicId` on `today`. @throws DomainError NOT_FOUND. */
export async function readCorporateMember(db: Executor, publicId: string, today: CalendarDate) {
  return view(await readRow(db, publicId), today);
}

/** The columns of `body` (Is Paid as payment_status, a year's expiry when paid without one). */
function columnsOf(
  body: Partial<CorporateMemberBody>,
  was: Pick<Row, 'payment_status' | 'expiry_date'>,
  today: CalendarDate,
) {
  const { is_paid, ...fields } = body;
  if (is_paid === undefined || is_paid === was.payment_status) return fields;
  const expiry = fields.expiry_date ?? was.expiry_date;
  return {
    ...fields,
    payment_status: is_paid,
    expiry_date: is_paid ? (expiry ?? membershipExpiry(today)) : expiry,
  };
}

/** Registers corporate member `body` for `staff`; its Member ID is the next CORP-NNNN. */
export async function createCorporateMember(
  deps: MemberDeps,
  body: CorporateMemberBody,
  staff: Staff,
): Promise<CorporateMember> {
  const now = deps.clock.now();
  const today = calendarDateAt(now);
  const { is_paid, ...fields } = body;
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${corporateMembers} in share row exclusive mode`);
    const [{ total }] = (await tx.select({ total: count() }).from(corporateMembers)) as [
      { total: number },
    ];
    const [row] = await tx
      .insert(corporateMembers)
      .values({
        ...fields,
        payment_status: is_paid,
        expiry_date: is_paid ? (fields.expiry_date ?? membershipExpiry(today)) : fields.expiry_date,
        member_id: `CORP-${String(total + 1).padStart(4, '0')}`,
        created_at: now,
      })
      .returning();
    const made = view(row!, today);
    await recordStaffChange(
      tx,
      staff,
      { entity: 'corporate_member', entity_id: made.public_id, before: null, after: made },
      now,
    );
    return made;
  });
}

/**
 * Changes corporate member `publicId` by `patch` (`deleted`: delete or restore) for `staff`;
 * a change that changes nothing leaves no log entry.
 * @throws DomainError NOT_FOUND.
 */
export async function changeCorporateMember(
  deps: MemberDeps,
  publicId: string,
  patch: CorporateMemberPatch | { deleted: boolean },
  staff: Staff,
): Promise<CorporateMember> {
  const now = deps.clock.now();
  const today = calendarDateAt(now);
  return deps.db.transaction(async (tx) => {
    const row = await readRow(tx, publicId, true);
    const before = view(row, today);
    const columns =
      'deleted' in patch
        ? { deleted_at: patch.deleted ? (row.deleted_at ?? now) : null }
        : columnsOf(patch, row, today);
    await tx.update(corporateMembers).set(columns).where(eq(corporateMembers.id, row.id));
    const after = view(await readRow(tx, publicId), today);
    if (JSON.stringify(after) !== JSON.stringify(before)) {
      await recordStaffChange(
        tx,
        staff,
        { entity: 'corporate_member', entity_id: publicId, before, after },
        now,
      );
    }
    return after;
  });
}
