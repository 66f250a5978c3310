/**
 * Departments: list (paged, by name, active, deleted), read, add, edit (name, description,
 * active), soft delete and restore; names unique regardless of case. Writes are in the change
 * log as entity `department`.
 *
 * spec: membership-backoffice.md §2.5 (staff-settings), §3 (departments), §4 (active or
 * inactive; soft delete and restore), §7 (Staff service: departments CRUD).
 */
import { DomainError } from '@hifadhi/shared/errors';
import type { DepartmentForm, StaffDirectoryQuery } from '@hifadhi/shared/schemas/people-admin';
import { and, asc, count, eq, ilike, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { StaffPrincipal } from '../auth/auth-env';
import type { Database, Executor } from '../db/database';
import { readPage } from '../db/read-page';
import { departments } from '../db/schema/staff-directory';
import { isUniqueViolation } from '../db/unique-violation';
import { recordStaffChange } from '../logs/staff-changes';
import { isPublicId } from '../payments/payment-records';
import { containing, pageSchema } from '../payments-admin/payment-rows';

export const departmentSchema = z.object({
  public_id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  is_active: z.boolean(),
  /** Live staff members in it. */
  staff_count: z.number().int(),
  created_at: z.string(),
  deleted_at: z.string().nullable(),
});
export type Department = z.infer<typeof departmentSchema>;
export const departmentPageSchema = pageSchema(departmentSchema);

const staffCount = sql<number>`(select count(*)::int from staff_members s where s.department_id = "departments"."id" and s.deleted_at is null)`;

function selectDepartments(db: Executor) {
  return db.select({ department: departments, staff_count: staffCount }).from(departments);
}
type Selected = Awaited<ReturnType<typeof selectDepartments>>[number];

function toDepartment({ department: d, staff_count }: Selected): Department {
  return {
    public_id: d.public_id,
    name: d.name,
    description: d.description,
    is_active: d.is_active,
    staff_count,
    created_at: d.created_at.toISOString(),
    deleted_at: d.deleted_at?.toISOString() ?? null,
  };
}

function filter(query: StaffDirectoryQuery): SQL | undefined {
  return and(
    query.deleted === 'true' ? isNotNull(departments.deleted_at) : isNull(departments.deleted_at),
    query.search === undefined ? undefined : ilike(departments.name, containing(query.search)),
    query.active === undefined ? undefined : eq(departments.is_active, query.active === 'true'),
  );
}

/** A page of departments by name. */
export async function listDepartments(db: Executor, query: StaffDirectoryQuery) {
  const where = filter(query);
  return readPage(
    query,
    (limit, offset) =>
      selectDepartments(db).where(where).orderBy(asc(departments.name)).limit(limit).offset(offset),
    db.select({ total: count() }).from(departments).where(where),
    toDepartment,
  );
}

/** The department `publicId`. @throws DomainError NOT_FOUND. */
export async function readDepartment(db: Executor, publicId: string): Promise<Department> {
  const [row] = isPublicId(publicId)
    ? await selectDepartments(db).where(eq(departments.public_id, publicId))
    : [];
  if (row === undefined) throw new DomainError('NOT_FOUND', 'No such department');
  return toDepartment(row);
}

function duplicate(name: string): DomainError {
  const message = `A department named ${name} exists (restore it if it was deleted)`;
  return new DomainError('CONFLICT', message, { fields: { name: message } });
}

/** Adds a department (logged). @throws DomainError CONFLICT when the name is taken. */
export async function addDepartment(
  db: Database,
  form: DepartmentForm,
  staff: StaffPrincipal,
  now: Date,
): Promise<Department> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(departments)
        .values({ ...form, created_at: now })
        .returning({ public_id: departments.public_id });
      const after = await readDepartment(tx, row!.public_id);
      await recordStaffChange(
        tx,
        staff,
        { entity: 'department', entity_id: after.public_id, before: null, after },
        now,
      );
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'departments_name')) throw duplicate(form.name);
    throw error;
  }
}

/**
 * Edits (all fields), deletes or restores a department (logged when it changes).
 * @throws DomainError NOT_FOUND; CONFLICT when the name is taken.
 */
export async function changeDepartment(
  db: Database,
  publicId: string,
  change: { form?: DepartmentForm; deleted?: boolean },
  staff: StaffPrincipal,
  now: Date,
): Promise<Department> {
  try {
    return await db.transaction(async (tx) => {
      const before = await readDepartment(tx, publicId);
      const deletedAt = before.deleted_at === null ? null : new Date(before.deleted_at);
      await tx
        .update(departments)
        .set({
          ...(change.form ?? {}),
          ...(change.deleted === undefined
            ? {}
            : { deleted_at: change.deleted ? (deletedAt ?? now) : null }),
        })
        .where(eq(departments.public_id, publicId));
      const after = await readDepartment(tx, publicId);
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        await recordStaffChange(
          tx,
          staff,
          { entity: 'department', entity_id: publicId, before, after },
          now,
        );
      }
      return after;
    });
  } catch (error) {
    if (change.form !== undefined && isUniqueViolation(error, 'departments_name')) {
      throw duplicate(change.form.name);
    }
    throw error;
  }
}

/**
 * The internal id of the live department `publicId`, for a staff member.
 * @throws DomainError UNKNOWN_REFERENCE (field department) when unknown or deleted.
 */
export async function liveDepartmentId(db: Executor, publicId: string): Promise<number> {
  const [row] = isPublicId(publicId)
    ? await db
        .select({ id: departments.id })
        .from(departments)
        .where(and(eq(departments.public_id, publicId), isNull(departments.deleted_at)))
    : [];
  if (row === undefined) {
    const message = 'Choose one of the listed departments';
    throw new DomainError('UNKNOWN_REFERENCE', message, { fields: { department: message } });
  }
  return row.id;
}
