/**
 * What the reports' SQL shares: a range of Africa/Nairobi days as instants, the period a day
 * falls in, the bookings a volume counts, a paid ledger row's KES, and running a report's rows
 * and totals in one statement (aggregates in Postgres, never summed in JavaScript).
 *
 * spec: membership-backoffice.md §2.5 (Reports), §7 (Reports and charts); issue 17 item 1.
 */
import {
  addDays,
  type CalendarDate,
  CONSERVANCY_TIME_ZONE,
} from '@hifadhi/shared/dates/calendar-date';
import type { ReportColumn, ReportInterval } from '@hifadhi/shared/schemas/reports';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { dayStart } from '../staff-bookings/staff-dashboard';

/** A report's range and grouping: `from` … `to` (Nairobi days, both included). */
export interface ReportPeriod {
  from: CalendarDate;
  to: CalendarDate;
  interval: ReportInterval;
}

/** `instant` (a timestamptz expression) falls on a Nairobi day from `from` to `to`. */
export function instantInRange(instant: SQL, from: CalendarDate, to: CalendarDate): SQL {
  return sql`${instant} >= ${dayStart(from)} and ${instant} < ${dayStart(addDays(to, 1))}`;
}

/** The Nairobi calendar day of `instant` (a timestamptz expression), as SQL `date`. */
export function nairobiDay(instant: SQL): SQL {
  return sql`(${instant} at time zone ${CONSERVANCY_TIME_ZONE})::date`;
}

/**
 * The period `day` (a `date` expression) falls in, named by its first day (a week starts on
 * Monday) and cut to the range's first day, as SQL `date`.
 */
export function periodOf(day: SQL, period: ReportPeriod): SQL {
  return sql`greatest(date_trunc(${period.interval}, (${day})::timestamp)::date, ${period.from}::date)`;
}

/** Every period of the range, as a set of SQL `date`s named `period`. */
export function periodsOf(period: ReportPeriod): SQL {
  return sql`(select distinct ${periodOf(sql`d::date`, period)} as period
    from generate_series(${period.from}::date, ${period.to}::date, interval '1 day') d)`;
}

/**
 * The statuses of bookings that count as visits (summary volume, calendars): confirmed, and
 * checked in or out; held, expired, cancelled and deleted bookings do not.
 */
export const visitStatuses = sql.raw(`('confirmed', 'checked_in', 'checked_out')`);

/**
 * A paid ledger row's amount in KES, cents rounded half up (as the daily report): KES as it
 * is; a booking's own currency at the booking's selling rate; anything else at the selling
 * rate in force at the row's time. Needs aliases `l` (payment_ledger) and `b` (bookings, left
 * joined through payments).
 */
export const ledgerRowKes = sql.raw(`round(case
  when l.currency = 'KES' then l.amount
  when l.currency = b.currency then l.amount * b.currency_selling_rate_at_time
  else l.amount * (
    select r.sell_amount from currency_rates r
    where r.currency_public_id = l.currency and r.effective_at <= l.at
    order by r.effective_at desc limit 1)
end, 2)`);

/** A payment method's name (M-Pesa, Card, Bank, Cash) from its `payment_method` value. */
export function methodLabel(method: SQL): SQL {
  return sql`case ${method} when 'mpesa' then 'M-Pesa' when 'card' then 'Card'
    when 'bank' then 'Bank' when 'cash' then 'Cash' else '' end`;
}

/** The SQL of a total of `column`: a count as an integer, KES as text with two places. */
function totalOf(column: ReportColumn): SQL {
  const name = sql.identifier(column.key);
  return column.kind === 'count'
    ? sql`coalesce(sum(r.${name}), 0)::int`
    : sql`coalesce(sum(r.${name}::numeric), 0)::numeric(14,2)::text`;
}

/**
 * The statement of a report's rows and totals: `select` (rows with one field per column and an
 * `ord` to sort by) as a JSON array, and the totals of the `count` and `kes` columns over its
 * rows, in one row (`rows`, `totals`).
 */
export function reportRowsStatement(select: SQL, columns: readonly ReportColumn[]): SQL {
  const totalled = columns.filter((column) => column.kind === 'count' || column.kind === 'kes');
  const totals = totalled.length
    ? sql`json_build_object(${sql.join(
        totalled.map((column) => sql`${column.key}::text, ${totalOf(column)}`),
        sql`, `,
      )})`
    : sql`'{}'::json`;
  return sql`with r as (${select})
    select coalesce((select json_agg(to_jsonb(r) - 'ord' order by r.ord) from r), '[]'::json) as rows,
      (select ${totals} from r) as totals`;
}

/** Runs `reportRowsStatement(select, columns)`: the rows and totals of a report. */
export async function readReportRows(
  db: Executor,
  select: SQL,
  columns: readonly ReportColumn[],
): Promise<{ rows: Record<string, string | number>[]; totals: Record<string, string | number> }> {
  const [answer] = await db.execute<{
    rows: Record<string, string | number>[];
    totals: Record<string, string | number>;
  }>(reportRowsStatement(select, columns));
  return answer!;
}
