/**
 * Visitors and their visitations: record a new visitor's visit (the visitor is found again by
 * identification type and number, else added; an open visitation with a pass number), read,
 * list (`GET /visitors`), edit, close (open → closed, once), soft delete and restore. Every
 * write is in the change log as entity `visitation`.
 *
 * spec: membership-backoffice.md §2.5 (Visitors), §3 (Visitor), §4 (Visitation: open to
 * closed), §7 (Visitors: POST new, open and closed visitations, PATCH close, PATCH edit);
 * api-contract.md §People and logs (`GET /visitors`).
 */
import { randomInt } from 'node:crypto';
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { DomainError } from '@hifadhi/shared/errors';
import type {
  NewVisitor,
  VisitorListQuery,
  VisitorPatch,
} from '@hifadhi/shared/schemas/people-admin';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { StaffPrincipal } from '../auth/auth-env';
import type { Database, Executor } from '../db/database';
import { readPage } from '../db/read-page';
import { identificationTypes, visitations, visitors, visitorTypes } from '../db/schema/visitors';
import { isUniqueViolation } from '../db/unique-violation';
import { recordStaffChange } from '../logs/staff-changes';
import { containing, pageSchema } from '../payments-admin/payment-rows';
import { liveNamedId } from './named-lists';

export const visitationSchema = z.object({
  /** The visitation's public id. */
  public_id: z.string(),
  pass_number: z.string(),
  status: z.enum(['open', 'closed']),
  visitor_public_id: z.string(),
  name: z.string(),
  phone: z.string(),
  identification_type_public_id: z.string(),
  identification_type: z.string(),
  identification_number: z.string(),
  visitor_type_public_id: z.string(),
  visitor_type: z.string(),
  organisation: z.string().nullable(),
  vehicle_plate: z.string().nullable(),
  count: z.number().int(),
  purpose: z.string(),
  staff_responsible: z.string(),
  visit_date: z.string(),
  opened_at: z.string(),
  opened_by: z.string(),
  closed_at: z.string().nullable(),
  closed_by: z.string().nullable(),
  deleted_at: z.string().nullable(),
});
export type Visitation = z.infer<typeof visitationSchema>;
export const visitationPageSchema = pageSchema(visitationSchema);

const selection = {
  visitation: visitations,
  visitor: visitors,
  identification_type: identificationTypes.name,
  identification_type_public_id: identificationTypes.public_id,
  visitor_type: visitorTypes.name,
  visitor_type_public_id: visitorTypes.public_id,
};

function selectVisitations(db: Executor) {
  return db
    .select(selection)
    .from(visitations)
    .innerJoin(visitors, eq(visitors.id, visitations.visitor_id))
    .innerJoin(identificationTypes, eq(identificationTypes.id, visitors.identification_type_id))
    .innerJoin(visitorTypes, eq(visitorTypes.id, visitors.visitor_type_id));
}

type Selected = Awaited<ReturnType<typeof selectVisitations>>[number];

function toVisitation({ visitation: v, visitor: p, ...names }: Selected): Visitation {
  return {
    public_id: v.public_id,
    pass_number: v.pass_number,
    status: v.closed_at === null ? 'open' : 'closed',
    visitor_public_id: p.public_id,
    name: p.name,
    phone: p.phone,
    identification_type_public_id: names.identification_type_public_id,
    identification_type: names.identification_type,
    identification_number: p.identification_number,
    visitor_type_public_id: names.visitor_type_public_id,
    visitor_type: names.visitor_type,
    organisation: p.organisation,
    vehicle_plate: v.vehicle_plate,
    count: v.count,
    purpose: v.purpose,
    staff_responsible: v.staff_responsible,
    visit_date: v.visit_date,
    opened_at: v.opened_at.toISOString(),
    opened_by: v.opened_by,
    closed_at: v.closed_at?.toISOString() ?? null,
    closed_by: v.closed_by,
    deleted_at: v.deleted_at?.toISOString() ?? null,
  };
}

/** The visitation `publicId`. @throws DomainError NOT_FOUND. */
export async function readVisitation(db: Executor, publicId: string): Promise<Visitation> {
  const [row] = z.uuid().safeParse(publicId).success
    ? await selectVisitations(db).where(eq(visitations.public_id, publicId))
    : [];
  if (row === undefined) throw new DomainError('NOT_FOUND', 'No such visitation');
  return toVisitation(row);
}

function visitationFilter(query: VisitorListQuery): SQL | undefined {
  const like = query.search === undefined ? undefined : containing(query.search);
  return and(
    query.deleted === 'true' ? isNotNull(visitations.deleted_at) : isNull(visitations.deleted_at),
    like === undefined
      ? undefined
      : or(
          ilike(visitors.name, like),
          ilike(visitors.phone, like),
          ilike(visitors.identification_number, like),
          ilike(visitors.organisation, like),
          ilike(visitations.pass_number, like),
          ilike(visitations.vehicle_plate, like),
        ),
    query.status === undefined
      ? undefined
      : query.status === 'open'
        ? isNull(visitations.closed_at)
        : isNotNull(visitations.closed_at),
    query.visitor_type === undefined
      ? undefined
      : eq(sql`${visitorTypes.public_id}::text`, query.visitor_type),
    query.from === undefined ? undefined : sql`${visitations.visit_date} >= ${query.from}`,
    query.to === undefined ? undefined : sql`${visitations.visit_date} <= ${query.to}`,
  );
}

/** `GET /visitors`: a page of visitations, newest first: `{ page, items, total, data }`. */
export async function listVisitations(db: Executor, query: VisitorListQuery) {
  const where = visitationFilter(query);
  return readPage(
    query,
    (limit, offset) =>
      selectVisitations(db)
        .where(where)
        .orderBy(desc(visitations.opened_at), desc(visitations.id))
        .limit(limit)
        .offset(offset),
    db
      .select({ total: count() })
      .from(visitations)
      .innerJoin(visitors, eq(visitors.id, visitations.visitor_id))
      .innerJoin(visitorTypes, eq(visitorTypes.id, visitors.visitor_type_id))
      .where(where),
    toVisitation,
  );
}

/** A pass number `VP-YYMMDD-XXXX` for the Nairobi day of `now` (random base-36 tail). */
function passNumber(now: Date): string {
  const day = calendarDateAt(now).slice(2).replaceAll('-', '');
  const tail = randomInt(36 ** 4)
    .toString(36)
    .toUpperCase()
    .padStart(4, '0');
  return `VP-${day}-${tail}`;
}

/** The visitor with this document, updated with `form`'s details, or a new one. */
async function upsertVisitor(tx: Executor, form: NewVisitor, now: Date): Promise<number> {
  const identification_type_id = await liveNamedId(
    tx,
    'identification_type',
    form.identification_type,
    'identification_type',
  );
  const visitor_type_id = await liveNamedId(tx, 'visitor_type', form.visitor_type, 'visitor_type');
  const details = {
    name: form.name,
    phone: form.phone,
    visitor_type_id,
    organisation: form.organisation,
    deleted_at: null,
  };
  const [known] = await tx
    .select({ id: visitors.id })
    .from(visitors)
    .where(
      and(
        eq(visitors.identification_type_id, identification_type_id),
        eq(sql`upper(${visitors.identification_number})`, form.identification_number.toUpperCase()),
      ),
    )
    .for('update');
  if (known !== undefined) {
    await tx.update(visitors).set(details).where(eq(visitors.id, known.id));
    return known.id;
  }
  const [row] = await tx
    .insert(visitors)
    .values({
      ...details,
      identification_type_id,
      identification_number: form.identification_number,
      created_at: now,
    })
    .returning({ id: visitors.id });
  return row!.id;
}

/**
 * Records `form`'s visit, opened now by `staff` (logged). A retry with the same `key` answers
 * the visitation the first made, with `created` false.
 * @throws DomainError UNKNOWN_REFERENCE for a deleted or unknown type.
 */
export async function recordVisit(
  db: Database,
  form: NewVisitor,
  staff: StaffPrincipal,
  key: string | null,
  now: Date,
): Promise<{ visitation: Visitation; created: boolean }> {
  const again = async () => {
    const [row] =
      key === null ? [] : await selectVisitations(db).where(eq(visitations.idempotency_key, key));
    return row === undefined ? null : toVisitation(row);
  };
  const earlier = await again();
  if (earlier !== null) return { visitation: earlier, created: false };
  try {
    const visitation = await db.transaction(async (tx) => {
      const visitor_id = await upsertVisitor(tx, form, now);
      const [row] = await tx
        .insert(visitations)
        .values({
          pass_number: passNumber(now),
          visitor_id,
          vehicle_plate: form.vehicle_plate?.toUpperCase() ?? null,
          count: form.count,
          purpose: form.purpose,
          staff_responsible: form.staff_responsible,
          visit_date: calendarDateAt(now),
          opened_at: now,
          opened_by: staff.full_name,
          idempotency_key: key,
        })
        .returning({ public_id: visitations.public_id });
      const read = await readVisitation(tx, row!.public_id);
      await recordStaffChange(
        tx,
        staff,
        { entity: 'visitation', entity_id: read.public_id, before: null, after: read },
        now,
      );
      return read;
    });
    return { visitation, created: true };
  } catch (error) {
    const repeated = key === null ? null : await again();
    if (repeated !== null && isUniqueViolation(error, 'visitations_idempotency_key_unique')) {
      return { visitation: repeated, created: false };
    }
    throw error;
  }
}

/** Applies `change` to the visitation and its visitor in `tx`, logged as before → after. */
async function changeVisitation(
  db: Database,
  publicId: string,
  staff: StaffPrincipal,
  now: Date,
  change: (
    tx: Executor,
    before: Visitation,
    ids: { visitation: number; visitor: number },
  ) => Promise<void>,
): Promise<Visitation> {
  return db.transaction(async (tx) => {
    const before = await readVisitation(tx, publicId);
    const [ids] = await tx
      .select({ visitation: visitations.id, visitor: visitations.visitor_id })
      .from(visitations)
      .where(eq(visitations.public_id, publicId))
      .for('update');
    await change(tx, before, ids!);
    const after = await readVisitation(tx, publicId);
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordStaffChange(
        tx,
        staff,
        { entity: 'visitation', entity_id: publicId, before, after },
        now,
      );
    }
    return after;
  });
}

/**
 * Edits the visit and its visitor's details. The document (type and number) of a visitor is
 * changed on the visitor, so their other visits show it too.
 * @throws DomainError NOT_FOUND; UNKNOWN_REFERENCE for an unknown type; CONFLICT when another
 *   visitor holds that document.
 */
export async function editVisitation(
  db: Database,
  publicId: string,
  patch: VisitorPatch,
  staff: StaffPrincipal,
  now: Date,
): Promise<Visitation> {
  try {
    return await changeVisitation(db, publicId, staff, now, async (tx, _before, ids) => {
      const visitor = {
        ...(patch.name === undefined ? {} : { name: patch.name }),
        ...(patch.phone === undefined ? {} : { phone: patch.phone }),
        ...(patch.organisation === undefined ? {} : { organisation: patch.organisation }),
        ...(patch.identification_number === undefined
          ? {}
          : { identification_number: patch.identification_number }),
        ...(patch.identification_type === undefined
          ? {}
          : {
              identification_type_id: await liveNamedId(
                tx,
                'identification_type',
                patch.identification_type,
                'identification_type',
              ),
            }),
        ...(patch.visitor_type === undefined
          ? {}
          : {
              visitor_type_id: await liveNamedId(
                tx,
                'visitor_type',
                patch.visitor_type,
                'visitor_type',
              ),
            }),
      };
      if (Object.keys(visitor).length > 0) {
        await tx.update(visitors).set(visitor).where(eq(visitors.id, ids.visitor));
      }
      const visit = {
        ...(patch.vehicle_plate === undefined
          ? {}
          : { vehicle_plate: patch.vehicle_plate?.toUpperCase() ?? null }),
        ...(patch.count === undefined ? {} : { count: patch.count }),
        ...(patch.purpose === undefined ? {} : { purpose: patch.purpose }),
        ...(patch.staff_responsible === undefined
          ? {}
          : { staff_responsible: patch.staff_responsible }),
      };
      if (Object.keys(visit).length > 0) {
        await tx.update(visitations).set(visit).where(eq(visitations.id, ids.visitation));
      }
    });
  } catch (error) {
    if (isUniqueViolation(error, 'visitors_document')) {
      const message = 'Another visitor has this identification number';
      throw new DomainError('CONFLICT', message, { fields: { identification_number: message } });
    }
    throw error;
  }
}

/** Closes an open visitation now (the visitor left). @throws INVALID_TRANSITION when closed. */
export async function closeVisitation(
  db: Database,
  publicId: string,
  staff: StaffPrincipal,
  now: Date,
): Promise<Visitation> {
  return changeVisitation(db, publicId, staff, now, async (tx, before, ids) => {
    if (before.status === 'closed') {
      throw new DomainError('INVALID_TRANSITION', 'This visitation is already closed.');
    }
    await tx
      .update(visitations)
      .set({ closed_at: now, closed_by: staff.full_name })
      .where(eq(visitations.id, ids.visitation));
  });
}

/** Soft deletes (`deleted` true) or restores the visitation; again is no change. */
export async function setVisitationDeleted(
  db: Database,
  publicId: string,
  deleted: boolean,
  staff: StaffPrincipal,
  now: Date,
): Promise<Visitation> {
  return changeVisitation(db, publicId, staff, now, async (tx, before, ids) => {
    if ((before.deleted_at !== null) === deleted) return;
    await tx
      .update(visitations)
      .set({ deleted_at: deleted ? now : null })
      .where(eq(visitations.id, ids.visitation));
  });
}
