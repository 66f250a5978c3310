/**
 * The tabular reports over a range of Africa/Nairobi days, grouped by day, week or month (the
 * period is named by its first day, cut to the range). Each is one SQL statement of aggregates
 * with the totals of its count and KES columns; the same table is shown on screen, written as
 * CSV and laid out as a PDF.
 *
 * - `summary-volume`: the guests of the visits arriving in the range (bookings confirmed,
 *   checked in or checked out, by check-in date) by residency and guest category, and their
 *   vehicles by class, read from `volume_days` (the guest and vehicle lines summed by arrival
 *   day, status and fee, kept by triggers; the catalogue's names joined as read).
 * - `booking`: the bookings made (`created_at`) by source and status, deleted ones left out,
 *   with their guests and amount due in KES (each booking at its selling rate, to the cent),
 *   read from `booking_days` (the bookings summed by Nairobi day made, kept by triggers).
 * - `currency`: the payments received (paid ledger rows, every payable) by currency, the
 *   amount in that currency and in KES (converted as the daily report does), read from
 *   `payment_days` (the ledger's rows summed by day, kept by a trigger).
 * - `payment`: the payments received by method and by what they paid for (booking, donation,
 *   volunteer, membership), in KES, from `payment_days` too.
 * - `visitors`: see `visitors-report.ts`.
 *
 * spec: membership-backoffice.md §2.5 (csv, charts and volumes; Reports: booking, currency,
 * payment, visitors), §7 (Reports: summary volume); issue 17 item 1.
 */
import type { ReportColumn, ReportTable, TabularReport } from '@hifadhi/shared/schemas/reports';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import {
  methodLabel,
  periodOf,
  type ReportPeriod,
  readReportRows,
  visitStatuses,
} from './report-sql';
import { visitorsReport } from './visitors-report';

/** A tabular report: its title, columns and the statement of its rows (with `ord`). */
export interface TabularReportDefinition {
  title: string;
  columns: readonly ReportColumn[];
  select(period: ReportPeriod): SQL;
}

const column = (key: string, label: string, kind: ReportColumn['kind']): ReportColumn => ({
  key,
  label,
  kind,
});
const periodColumn = column('period', 'Period', 'text');

const residencyLabel = sql.raw(`case cf.residency
  when 'citizen' then 'Citizen' when 'resident' then 'Resident' else 'Non-resident' end`);

const summaryVolume: TabularReportDefinition = {
  title: 'Summary volume: guests and vehicles of the visits arriving',
  columns: [
    periodColumn,
    column('residency', 'Residency', 'text'),
    column('category', 'Guest category or vehicle class', 'text'),
    column('guests', 'Guests', 'count'),
    column('vehicles', 'Vehicles', 'count'),
  ],
  select: (period) => sql`with days as (
      select ${periodOf(sql`d.day`, period)} as period, d.kind, d.item_public_id, d.quantity
      from volume_days d
      where d.day between ${period.from}::date and ${period.to}::date
        and d.status in ${visitStatuses}
    ), volume as (
      select v.period, 0 as kind, ${residencyLabel} as residency, cf.payment_person as category,
        min(cf.sort_order) as sort, sum(v.quantity)::int as guests, 0 as vehicles
      from days v
      join conservation_fees cf on cf.payment_public_id = v.item_public_id
      where v.kind = 'guest'
      group by v.period, cf.residency, cf.payment_person
      having sum(v.quantity) > 0
      union all
      select v.period, 1, '', vf.vehicle_charge_category, min(vf.sort_order), 0,
        sum(v.quantity)::int
      from days v
      join vehicle_fees vf on vf.vehicle_public_id = v.item_public_id
      where v.kind = 'vehicle'
      group by v.period, vf.vehicle_charge_category
      having sum(v.quantity) > 0
    )
    select period::text as period, residency, category, guests, vehicles,
      row_number() over (order by period, kind, sort, category) as ord
    from volume`,
};

const booking: TabularReportDefinition = {
  title: 'Bookings made, by source and status',
  columns: [
    periodColumn,
    column('source', 'Source', 'text'),
    column('status', 'Status', 'text'),
    column('bookings', 'Bookings', 'count'),
    column('guests', 'Guests', 'count'),
    column('amount_due_kes', 'Amount due (KES)', 'kes'),
  ],
  select: (period) => sql`select p.period::text as period, p.source, p.status, p.bookings,
      p.guests, p.amount_due_kes,
      row_number() over (order by p.period, p.source, p.status) as ord
    from (
      select ${periodOf(sql`d.day`, period)} as period, d.source::text as source,
        d.status::text as status, sum(d.bookings)::int as bookings, sum(d.guests)::int as guests,
        sum(d.amount_due_kes)::numeric(14,2)::text as amount_due_kes
      from booking_days d
      where d.day between ${period.from}::date and ${period.to}::date
        and d.status <> 'deleted'
      group by 1, 2, 3
      having sum(d.bookings) > 0
    ) p`,
};

/** The days of the range in `payment_days` (the paid ledger rows by day, kept by trigger). */
function paymentDays(period: ReportPeriod): SQL {
  return sql`payment_days d where d.day between ${period.from}::date and ${period.to}::date`;
}

const currency: TabularReportDefinition = {
  title: 'Payments received, by currency',
  columns: [
    periodColumn,
    column('currency', 'Currency', 'text'),
    column('payments', 'Payments', 'count'),
    column('amount', 'Amount', 'amount'),
    column('amount_kes', 'Amount (KES)', 'kes'),
  ],
  select: (period) => sql`select c.period::text as period, c.currency, c.payments, c.amount,
      c.amount_kes, row_number() over (order by c.period, c.currency) as ord
    from (
      select ${periodOf(sql`d.day`, period)} as period, d.currency,
        sum(d.payments)::int as payments, sum(d.amount)::numeric(14,2)::text as amount,
        sum(d.amount_kes)::numeric(14,2)::text as amount_kes
      from ${paymentDays(period)}
      group by 1, 2
    ) c`,
};

const payment: TabularReportDefinition = {
  title: 'Payments received, by method and what they paid for',
  columns: [
    periodColumn,
    column('method', 'Method', 'text'),
    column('paid_for', 'Paid for', 'text'),
    column('payments', 'Payments', 'count'),
    column('amount_kes', 'Amount (KES)', 'kes'),
  ],
  select: (period) => sql`select m.period::text as period, ${methodLabel(sql`m.method`)} as method,
      initcap(m.paid_for) as paid_for, m.payments, m.amount_kes,
      row_number() over (order by m.period, m.method, m.paid_for) as ord
    from (
      select ${periodOf(sql`d.day`, period)} as period, d.provider as method,
        d.payable_kind::text as paid_for, sum(d.payments)::int as payments,
        sum(d.amount_kes)::numeric(14,2)::text as amount_kes
      from ${paymentDays(period)}
      group by 1, 2, 3
    ) m`,
};

/** The tabular reports by name. */
export const tabularReportDefinitions: Record<TabularReport, TabularReportDefinition> = {
  'summary-volume': summaryVolume,
  booking,
  currency,
  payment,
  visitors: visitorsReport,
};

/** The report `report` over `period` (see the module comment). */
export async function readTabularReport(
  db: Executor,
  report: TabularReport,
  period: ReportPeriod,
): Promise<ReportTable> {
  const definition = tabularReportDefinitions[report];
  const { rows, totals } = await readReportRows(db, definition.select(period), definition.columns);
  return {
    report,
    title: definition.title,
    ...period,
    columns: [...definition.columns],
    rows,
    totals,
  };
}
