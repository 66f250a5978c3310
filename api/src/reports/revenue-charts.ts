/**
 * The revenue charts over a range of Africa/Nairobi days, by day, week or month, in KES.
 *
 * Booking revenue is the daily report's: the lines of the bookings that became fully Paid in
 * the period (`bookings_paid.paid_at`), each booking's lines of one series converted at its
 * selling rate and rounded to the cent, summed by day ahead in `revenue_days` (triggers keep
 * it right as bookings and their lines change; series with revenue only).
 * - `bookings`: by section (conservation fees, vehicle fees, accommodation with camping
 *   multi-arrivals, external accommodation at partner lodges, activities, donations): the
 *   periods' sums equal the daily reports' revenue;
 * - `residency`: conservation fees by the guests' residency;
 * - `vehicle`: vehicle fees by vehicle class;
 * - `inventory`: activities by activity;
 * - `discounts` (§3 bookings_discounts, discount_total): what the same bookings' lines were
 *   discounted by, by kind (staff line discounts, member, partner, promo code), each booking's
 *   discounts of a kind converted at its selling rate and rounded to the cent (the line tables'
 *   discount columns, line-discounts.ts).
 * Money received is the payments ledger's paid rows, converted as the daily report does
 * (summed by day in `payment_days`, kept by a trigger):
 * - `transactions`: every payment by method (equal to the daily reports' payments);
 * - `members`, `volunteers`, `donations`: the payments for memberships, volunteer
 *   applications and Support Us donations, by method.
 * Series come from the data (the classes, activities and methods with revenue in the range);
 * every period of the range is a point, zero where nothing was earned. One SQL statement: the
 * points, each series' total and the grand total come from one `grouping sets` aggregate.
 *
 * spec: membership-backoffice.md §3 (Revenue chart response fields), §7 (Reports and charts:
 * revenue charts for members, volunteers, donations, bookings, residency, vehicle, inventory,
 * transactions); issue 17 items 1 and 2.
 */
import type { RevenueChart, RevenueChartData } from '@hifadhi/shared/schemas/reports';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { methodLabel, periodOf, periodsOf, type ReportPeriod } from './report-sql';

/** Facts of a chart: rows of (`period`, `key`, `label`, `sort`, `kes`). */
type Facts = (period: ReportPeriod) => SQL;

/** One series of booking revenue, from `revenue_days` (kept by triggers, see its schema). */
function revenue(series: 'section' | 'residency' | 'vehicle' | 'activity' | 'discount'): Facts {
  return (period) => sql`select ${periodOf(sql`r.day`, period)} as period, r.key, r.label,
      r.sort, r.kes
    from revenue_days r
    where r.series = ${series} and r.day between ${period.from}::date and ${period.to}::date`;
}

/** Payments received by method, of every payable or of one kind (from `payment_days`). */
function received(kind: string | null): Facts {
  return (period) => sql`select ${periodOf(sql`d.day`, period)} as period,
      d.provider::text as key, ${methodLabel(sql`d.provider`)} as label,
      case d.provider when 'mpesa' then 1 when 'card' then 2 when 'bank' then 3 else 4 end as sort,
      d.amount_kes as kes
    from payment_days d
    where d.day between ${period.from}::date and ${period.to}::date
      ${kind ? sql`and d.payable_kind = ${kind}` : sql``}`;
}

const charts: Record<RevenueChart, { title: string; facts: Facts }> = {
  bookings: { title: 'Revenue of bookings paid in full, by section', facts: revenue('section') },
  residency: { title: 'Conservation fees by residency', facts: revenue('residency') },
  vehicle: { title: 'Vehicle fees by vehicle class', facts: revenue('vehicle') },
  inventory: { title: 'Activities revenue by activity', facts: revenue('activity') },
  transactions: { title: 'Payments received, by method', facts: received(null) },
  members: { title: 'Membership payments, by method', facts: received('membership') },
  volunteers: { title: 'Volunteer payments, by method', facts: received('volunteer') },
  donations: { title: 'Support Us donations received, by method', facts: received('donation') },
  discounts: {
    title: 'Discounts on bookings paid in full, by kind',
    facts: revenue('discount'),
  },
};

type ChartRow = {
  period: string | null;
  key: string | null;
  label: string | null;
  kes: string;
};

/** The statement of chart `chart` over `period`: its points, series totals and grand total. */
export function revenueChartStatement(chart: RevenueChart, period: ReportPeriod): SQL {
  return sql`with facts as (${charts[chart].facts(period)}),
      series as (select key, min(label) as label, min(sort) as sort from facts group by key),
      sums as (select period, key, sum(kes) as kes from facts group by period, key),
      grid as (
        select ps.period, s.key, s.label, s.sort, coalesce(f.kes, 0) as kes
        from ${periodsOf(period)} ps cross join series s
        left join sums f on f.period = ps.period and f.key = s.key
      )
    select period::text as period, key, min(label) as label,
      sum(kes)::numeric(14,2)::text as kes
    from grid
    group by grouping sets ((period, key), (key), ())
    order by period nulls first, min(sort), key nulls first`;
}

/** The chart `chart` over `period` (see the module comment). */
export async function readRevenueChart(
  db: Executor,
  chart: RevenueChart,
  period: ReportPeriod,
): Promise<RevenueChartData> {
  const rows = await db.execute<ChartRow>(revenueChartStatement(chart, period));
  const totals = rows.filter((row) => row.period === null && row.key !== null);
  const points = new Map<string, Record<string, string>>();
  for (const row of rows) {
    if (row.period === null || row.key === null) continue;
    points.set(row.period, { ...points.get(row.period), [row.key]: row.kes });
  }
  return {
    chart,
    title: charts[chart].title,
    ...period,
    series: totals.map((row) => ({ key: row.key!, label: row.label! })),
    points: [...points].map(([at, values]) => ({ period: at, values })),
    totals: Object.fromEntries(totals.map((row) => [row.key!, row.kes])),
    total_kes: rows.find((row) => row.period === null && row.key === null)?.kes ?? '0.00',
  };
}
