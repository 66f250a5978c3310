/**
 * The visitors report for a Nairobi day range: visitations opened on those days (deleted ones
 * left out) counted per day and per visitor type — visitations, people (the parties' sizes
 * added up) and how many are still open — with the range's totals.
 *
 * spec: membership-backoffice.md §2.5 (Reports: visitors), §7 (Visitors: POST report for
 * selected dates).
 */
import type { VisitorReportQuery } from '@hifadhi/shared/schemas/people-admin';
import { and, asc, count, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/database';
import { visitations, visitors, visitorTypes } from '../db/schema/visitors';

const figuresSchema = z.object({
  visitations: z.number().int(),
  people: z.number().int(),
  open: z.number().int(),
});

export const visitorReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(figuresSchema.extend({ visit_date: z.string(), visitor_type: z.string() })),
  totals: figuresSchema,
});
export type VisitorReport = z.infer<typeof visitorReportSchema>;

/** The report for `range`. */
export async function visitorReport(
  db: Executor,
  range: VisitorReportQuery,
): Promise<VisitorReport> {
  const rows = await db
    .select({
      visit_date: visitations.visit_date,
      visitor_type: visitorTypes.name,
      visitations: count(),
      people: sql<number>`sum(${visitations.count})::int`,
      open: sql<number>`(count(*) filter (where ${visitations.closed_at} is null))::int`,
    })
    .from(visitations)
    .innerJoin(visitors, sql`${visitors.id} = ${visitations.visitor_id}`)
    .innerJoin(visitorTypes, sql`${visitorTypes.id} = ${visitors.visitor_type_id}`)
    .where(
      and(
        isNull(visitations.deleted_at),
        sql`${visitations.visit_date} between ${range.from} and ${range.to}`,
      ),
    )
    .groupBy(visitations.visit_date, visitorTypes.name)
    .orderBy(asc(visitations.visit_date), asc(visitorTypes.name));
  const totals = rows.reduce(
    (sum, row) => ({
      visitations: sum.visitations + row.visitations,
      people: sum.people + row.people,
      open: sum.open + row.open,
    }),
    { visitations: 0, people: 0, open: 0 },
  );
  return { from: range.from, to: range.to, rows, totals };
}
