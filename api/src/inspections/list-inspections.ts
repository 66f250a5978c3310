/**
 * The recent inspections list: a page of inspections, newest first, optionally of the days
 * `from` … `to` (Africa/Nairobi dates of the inspection) and matching `search` (part of the
 * booking reference or the lead guest's name); a partner user sees only its institution's.
 * One statement and one count, served by the index on `inspected_at`.
 *
 * spec: staff-booking.md §2.9 (lists, server-side paging), §9 (page sizes); api-contract.md
 * (`{ page, items, total, data }`).
 */
import { addDays } from '@hifadhi/shared/dates/calendar-date';
import type { InspectionListQuery } from '@hifadhi/shared/schemas/inspection';
import { and, count, desc, eq, gte, ilike, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/database';
import { bookings } from '../db/schema/bookings';
import { bookingInspections } from '../db/schema/inspections';
import { partnerScope } from '../staff-bookings/staff-booking-list';
import { dayStart } from '../staff-bookings/staff-dashboard';
import { inspectionOf, inspectionSchema, selectInspections } from './record-inspection';

export const inspectionPageSchema = z.object({
  page: z.number().int(),
  items: z.number().int(),
  total: z.number().int(),
  data: z.array(inspectionSchema),
});
export type InspectionPage = z.infer<typeof inspectionPageSchema>;

/** A page (from 1) of inspections (see the module comment). */
export async function listInspections(
  db: Executor,
  query: InspectionListQuery,
  partnerPublicId: string | null,
): Promise<InspectionPage> {
  const like = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    partnerScope(partnerPublicId),
    query.from ? gte(bookingInspections.inspected_at, sql`${dayStart(query.from)}`) : undefined,
    query.to
      ? lt(bookingInspections.inspected_at, sql`${dayStart(addDays(query.to, 1))}`)
      : undefined,
    like === null
      ? undefined
      : ilike(
          sql`(${bookings.booking_ref_code} || ' ' || ${bookings.first_name} || ' ' || ${bookings.last_name})`,
          like,
        ),
  );
  const [rows, [counted]] = await Promise.all([
    selectInspections(db)
      .where(where)
      .orderBy(desc(bookingInspections.inspected_at), desc(bookingInspections.id))
      .limit(query.items)
      .offset((query.page - 1) * query.items),
    db
      .select({ total: count() })
      .from(bookingInspections)
      .innerJoin(bookings, eq(bookings.id, bookingInspections.booking_id))
      .where(where),
  ]);
  return {
    page: query.page,
    items: query.items,
    total: counted?.total ?? 0,
    data: rows.map(inspectionOf),
  };
}
