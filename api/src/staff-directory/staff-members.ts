/**
 * The staff directory: list (paged, by name, number, e-mail or title; department, active,
 * deleted), read, add, edit (all fields), soft delete and restore; staff numbers unique
 * regardless of case. Writes are in the change log as entity `staff_member`.
 *
 * spec: membership-backoffice.md §2.5 (add-staff, edit-staff, all-staff), §3 (staff), §4
 * (Staff: active or inactive), §7 (Staff service).
 */
import { DomainError } from '@hifadhi/shared/errors';
import type { StaffDirectoryQuery, StaffMemberForm } from '@hifadhi/shared/schemas/people-admin';
import { and, asc, count, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { StaffPrincipal } from '../auth/auth-env';
import type { Database, Executor } from '../db/database';
import { readPage } from '../db/read-page';
import { departments, staffMembers } from '../db/schema/staff-directory';
import { isUniqueViolation } from '../db/unique-violation';
import { recordStaffChange } from '../logs/staff-changes';
import { isPublicId } from '../payments/payment-records';
import { containing, pageSchema } from '../payments-admin/payment-rows';
import { liveDepartmentId } from './departments';

export const staffMemberReadSchema = z.object({
  public_id: z.string(),
  staff_number: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  job_title: z.string().nullable(),
  department_public_id: z.string(),
  department: z.string(),
  user_public_id: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  deleted_at: z.string().nullable(),
});
export type StaffMemberRead = z.infer<typeof staffMemberReadSchema>;
export const staffMemberPageSchema = pageSchema(staffMemberReadSchema);

function selectStaff(db: Executor) {
  return db
    .select({
      member: staffMembers,
      department_public_id: departments.public_id,
      department: departments.name,
    })
    .from(staffMembers)
    .innerJoin(departments, eq(departments.id, staffMembers.department_id));
}
type Selected = Awaited<ReturnType<typeof selectStaff>>[number];

function toRead({ member: m, department_public_id, department }: Selected): StaffMemberRead {
  return {
    public_id: m.public_id,
    staff_number: m.staff_number,
    full_name: m.full_name,
    email: m.email,
    phone: m.phone,
    job_title: m.job_title,
    department_public_id,
    department,
    user_public_id: m.user_public_id,
    is_active: m.is_active,
    created_at: m.created_at.toISOString(),
    deleted_at: m.deleted_at?.toISOString() ?? null,
  };
}

function filter(query: StaffDirectoryQuery): SQL | undefined {
  const like = query.search === undefined ? undefined : containing(query.search);
  return and(
    query.deleted === 'true' ? isNotNull(staffMembers.deleted_at) : isNull(staffMembers.deleted_at),
    like === undefined
      ? undefined
      : or(
          ilike(staffMembers.full_name, like),
          ilike(staffMembers.staff_number, like),
          ilike(staffMembers.email, like),
          ilike(staffMembers.job_title, like),
        ),
    query.active === undefined ? undefined : eq(staffMembers.is_active, query.active === 'true'),
    query.department === undefined
      ? undefined
      : sql`${departments.public_id}::text = ${query.department}`,
  );
}

/** A page of the staff directory by name. */
export async function listStaffMembers(db: Executor, query: StaffDirectoryQuery) {
  const where = filter(query);
  return readPage(
    query,
    (limit, offset) =>
      selectStaff(db)
        .where(where)
        .orderBy(asc(staffMembers.full_name), asc(staffMembers.id))
        .limit(limit)
        .offset(offset),
    db
      .select({ total: count() })
      .from(staffMembers)
      .innerJoin(departments, eq(departments.id, staffMembers.department_id))
      .where(where),
    toRead,
  );
}

/** The staff member `publicId`. @throws DomainError NOT_FOUND. */
export async function readStaffMember(db: Executor, publicId: string): Promise<StaffMemberRead> {
  const [row] = isPublicId(publicId)
    ? await selectStaff(db).where(eq(staffMembers.public_id, publicId))
    : [];
  if (row === undefined) throw new DomainError('NOT_FOUND', 'No such staff member');
  return toRead(row);
}

function duplicate(number: string): DomainError {
  const message = `Staff number ${number} is taken`;
  return new DomainError('CONFLICT', message, { fields: { staff_number: message } });
}

async function columnsOf(tx: Executor, form: StaffMemberForm) {
  const { department, ...fields } = form;
  return { ...fields, department_id: await liveDepartmentId(tx, department) };
}

/** Adds a staff member (logged). @throws UNKNOWN_REFERENCE for the department; CONFLICT. */
export async function addStaffMember(
  db: Database,
  form: StaffMemberForm,
  staff: StaffPrincipal,
  now: Date,
): Promise<StaffMemberRead> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staffMembers)
        .values({ ...(await columnsOf(tx, form)), created_at: now })
        .returning({ public_id: staffMembers.public_id });
      const after = await readStaffMember(tx, row!.public_id);
      await recordStaffChange(
        tx,
        staff,
        { entity: 'staff_member', entity_id: after.public_id, before: null, after },
        now,
      );
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'staff_members_number')) throw duplicate(form.staff_number);
    throw error;
  }
}

/**
 * Edits (all fields), deletes or restores a staff member (logged when it changes).
 * @throws DomainError NOT_FOUND; UNKNOWN_REFERENCE for the department; CONFLICT.
 */
export async function changeStaffMember(
  db: Database,
  publicId: string,
  change: { form?: StaffMemberForm; deleted?: boolean },
  staff: StaffPrincipal,
  now: Date,
): Promise<StaffMemberRead> {
  try {
    return await db.transaction(async (tx) => {
      const before = await readStaffMember(tx, publicId);
      const deletedAt = before.deleted_at === null ? null : new Date(before.deleted_at);
      await tx
        .update(staffMembers)
        .set({
          ...(change.form === undefined ? {} : await columnsOf(tx, change.form)),
          ...(change.deleted === undefined
            ? {}
            : { deleted_at: change.deleted ? (deletedAt ?? now) : null }),
        })
        .where(eq(staffMembers.public_id, publicId));
      const after = await readStaffMember(tx, publicId);
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        await recordStaffChange(
          tx,
          staff,
          { entity: 'staff_member', entity_id: publicId, before, after },
          now,
        );
      }
      return after;
    });
  } catch (error) {
    if (change.form !== undefined && isUniqueViolation(error, 'staff_members_number')) {
      throw duplicate(change.form.staff_number);
    }
    throw error;
  }
}
