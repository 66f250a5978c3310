/**
 * The visitors report: the visitations (non-booking visits recorded at the gate) opened in the
 * range (`visit_date`, Africa/Nairobi), deleted ones left out, by period and visitor type: how
 * many visitations, the people they brought (the visitor included), how many came by vehicle
 * (a plate recorded) and how many are still open.
 *
 * spec: membership-backoffice.md §2.5 (Reports: visitors), §4 (Visitors: report for selected
 * dates); issue 17 item 1.
 */
import { sql } from 'drizzle-orm';
import { periodOf } from './report-sql';
import type { TabularReportDefinition } from './tabular-reports';

export const visitorsReport: TabularReportDefinition = {
  title: 'Visitors: visitations by visitor type',
  columns: [
    { key: 'period', label: 'Period', kind: 'text' },
    { key: 'visitor_type', label: 'Visitor type', kind: 'text' },
    { key: 'visitations', label: 'Visitations', kind: 'count' },
    { key: 'people', label: 'People', kind: 'count' },
    { key: 'vehicles', label: 'By vehicle', kind: 'count' },
    { key: 'open', label: 'Still open', kind: 'count' },
  ],
  select: (period) => sql`select v.period::text as period, v.visitor_type, v.visitations,
      v.people, v.vehicles, v.open,
      row_number() over (order by v.period, v.visitor_type) as ord
    from (
      select ${periodOf(sql`vn.visit_date`, period)} as period, vt.name as visitor_type,
        count(*)::int as visitations, sum(vn.count)::int as people,
        count(*) filter (where coalesce(trim(vn.vehicle_plate), '') <> '')::int as vehicles,
        count(*) filter (where vn.closed_at is null)::int as open
      from visitations vn
      join visitors vr on vr.id = vn.visitor_id
      join visitor_types vt on vt.id = vr.visitor_type_id
      where vn.visit_date between ${period.from}::date and ${period.to}::date
        and vn.deleted_at is null
      group by 1, 2
    ) v`,
};
