/**
 * The accounting export: one day's (Africa/Nairobi) money as a CSV batch for the accounts
 * package, one row per document and analysis code.
 *
 * - Receipts: every paid ledger row of the day (every payable), its amount in its currency and
 *   in KES (converted as the daily report does). A booking's receipt is split over the
 *   analysis codes of the booking's lines in proportion to their amounts (each share rounded
 *   to the cent, the last code taking what is left, so the shares add up to the receipt); a
 *   donation's takes its cause's code, a membership's or volunteer application's its kind's.
 * - Credit notes issued that day (money owed back to a booking), as negative amounts, split
 *   over the booking's codes the same way; in KES at the booking's selling rate.
 * - Refunds paid out that day (`refunds`, money paid back to a booking's payer), as negative
 *   amounts numbered `RF-00000N`, the refund's reference in the provider reference column and
 *   its method in the method column, split over the booking's codes the same way; in KES at
 *   the booking's selling rate.
 * Analysis codes come from `accounting_codes`: the line's catalogue item (conservation fee,
 * vehicle fee, facility, activity, cause) when it has one, else its kind's default; an external
 * accommodation line (a partner lodge's rooms, an "Escape") takes the lodge's analysis code as
 * the line keeps it (whole amount, the lodge's share and the conservancy's commission
 * together). A facility's line is shared by its revenue splits in force
 * (facility_revenue_splits): each party's share (the line times its percent, to the cent)
 * under the party's analysis code, the rest, rounding difference included, the conservancy's
 * under the facility's code. A camping multi-arrivals line is a facility line (its amount on
 * its first row). The customer code is the booking's partner's (`customer_code`, or `customer_code_usd` for USD),
 * else the walk-in customer code of the currency. So the KES column adds up to the day's
 * payments received less its credit notes and its refunds. One SQL statement; CSV by csv-stringify with a
 * header row and a UTF-8 byte order mark.
 *
 * spec: membership-backoffice.md §2.5 (batchfiles), §3 (analysis codes; Partner customer_code,
 * customer_code_usd; Facility: revenue split percent), §7 (batch files); issue 17 items 2, 4
 * and 5; issue 15 (revenue split).
 */
import type { CalendarDate } from '@hifadhi/shared/dates/calendar-date';
import { stringify } from 'csv-stringify/sync';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { instantInRange, ledgerRowKes, methodLabel, nairobiDay } from './report-sql';

/** The CSV's columns: row key and header. */
const columns = [
  { key: 'date', header: 'Date' },
  { key: 'type', header: 'Type' },
  { key: 'number', header: 'Number' },
  { key: 'provider_reference', header: 'Provider reference' },
  { key: 'paid_for', header: 'Paid for' },
  { key: 'reference', header: 'Reference' },
  { key: 'customer_code', header: 'Customer code' },
  { key: 'method', header: 'Method' },
  { key: 'currency', header: 'Currency' },
  { key: 'amount', header: 'Amount' },
  { key: 'amount_kes', header: 'Amount (KES)' },
  { key: 'analysis_code', header: 'Analysis code' },
] as const;

export type AccountingRow = Record<(typeof columns)[number]['key'], string>;

/** The analysis code of `kind` for catalogue item `item`, else the kind's default. */
function codeOf(kind: string, item: SQL): SQL {
  return sql`coalesce(
    (select ac.code from accounting_codes ac where ac.kind = ${kind} and ac.item_public_id = ${item}),
    (select ac.code from accounting_codes ac where ac.kind = ${kind} and ac.item_public_id is null),
    '')`;
}

/**
 * The shares of accommodation line `f` (a `booking_facilities` row): one per revenue split in
 * force of its facility (the line's amount times the party's percent, rounded to the cent,
 * under the party's analysis code), and the conservancy's, under the facility's code, taking
 * the rest, rounding difference included, so the shares add up to the line.
 */
const facilityLineShares = sql`
  select rs.analysis_code as code, round(f.amount * rs.percent / 100, 2) as amount
  from facility_revenue_splits rs
  where rs.facility_public_id = f.facility_public_id and rs.deleted_at is null
  union all
  select ${codeOf('accommodation', sql`f.facility_public_id`)},
    f.amount - coalesce((
      select sum(round(f.amount * rs.percent / 100, 2)) from facility_revenue_splits rs
      where rs.facility_public_id = f.facility_public_id and rs.deleted_at is null), 0)`;

/** The statement of `date`'s batch rows (see the module comment), in the order of the CSV. */
export function accountingStatement(date: CalendarDate): SQL {
  return sql`
    with documents as (
      select 1 as sort, 'Receipt' as type, l.id::text as number,
        coalesce(l.provider_reference, '') as provider_reference, p.payable_kind::text as kind,
        p.booking_id, p.donation_id, p.member_id, p.volunteer_id, l.provider::text as method,
        l.currency, l.amount, ${ledgerRowKes} as kes, l.at
      from payment_ledger l
      join payments p on p.id = l.payment_id
      left join bookings b on b.id = p.booking_id
      where l.status = 'paid' and ${instantInRange(sql`l.at`, date, date)}
      union all
      select 2, 'Credit note', 'CN-' || lpad(cn.number::text, 6, '0'), '', 'booking',
        cn.booking_id, null, null, null, '', cn.currency, -cn.amount,
        -round(cn.amount * b.currency_selling_rate_at_time, 2), cn.issued_at
      from credit_notes cn join bookings b on b.id = cn.booking_id
      where ${instantInRange(sql`cn.issued_at`, date, date)}
      union all
      select 3, 'Refund', 'RF-' || lpad(r.id::text, 6, '0'), r.reference, 'booking',
        r.booking_id, null, null, null, r.method, r.currency, -r.amount,
        -round(r.amount * b.currency_selling_rate_at_time, 2), r.refunded_at
      from refunds r join bookings b on b.id = r.booking_id
      where r.refunded_on = ${date}::date
    ),
    booking_lines as (
      select x.booking_id, x.code, sum(x.amount) as amount
      from (
        select g.booking_id, ${codeOf('conservation', sql`g.payment_public_id`)} as code, g.amount
        from booking_guests g where g.booking_id in (select booking_id from documents)
        union all
        select v.booking_id, ${codeOf('vehicle', sql`v.vehicle_public_id`)}, v.amount
        from booking_vehicles v where v.booking_id in (select booking_id from documents)
        union all
        select f.booking_id, share.code, share.amount
        from booking_facilities f
        cross join lateral (${facilityLineShares}) share
        where f.booking_id in (select booking_id from documents)
        union all
        select x.booking_id,
          coalesce(nullif(x.analysis_code, ''), ${codeOf('accommodation', sql`x.lodge_public_id`)}),
          x.amount
        from booking_external_facilities x
        where x.booking_id in (select booking_id from documents)
        union all
        select a.booking_id, ${codeOf('activity', sql`a.activity_public_id`)}, a.amount
        from booking_activities a where a.booking_id in (select booking_id from documents)
        union all
        select d.booking_id, ${codeOf('donation', sql`d.cause_public_id`)}, d.booking_amount
        from booking_donations d where d.booking_id in (select booking_id from documents)
      ) x
      where x.amount <> 0
      group by x.booking_id, x.code
    ),
    parts as (
      select e.*, coalesce(bl.code, case e.kind
          when 'booking' then ${codeOf('conservation', sql`null`)}
          when 'donation' then ${codeOf('donation', sql`(select dn.cause_public_id from donations dn where dn.id = e.donation_id)`)}
          when 'membership' then ${codeOf('membership', sql`null`)}
          else ${codeOf('volunteer', sql`null`)} end) as code,
        bl.amount as part, sum(bl.amount) over doc as whole,
        row_number() over (doc order by bl.code) as n, count(*) over doc as parts
      from documents e
      left join booking_lines bl on bl.booking_id = e.booking_id and e.kind = 'booking'
      window doc as (partition by e.sort, e.number)
    ),
    shares as (
      select parts.*,
        case when whole is null or whole = 0 then amount
          else round(amount * part / whole, 2) end as amount_share,
        case when whole is null or whole = 0 then kes
          else round(kes * part / whole, 2) end as kes_share
      from parts
    )
    select ${nairobiDay(sql`s.at`)}::text as date, s.type, s.number, s.provider_reference,
      initcap(s.kind) as paid_for,
      coalesce(bk.booking_ref_code, dn.donation_ref_code, m.member_reference_number,
        vo.volunteer_public_id::text, '') as reference,
      coalesce(case when s.currency = 'USD' then pa.customer_code_usd else pa.customer_code end,
        (select ac.code from accounting_codes ac
          where ac.kind = 'walk_in_customer' and ac.item_public_id = s.currency), '')
        as customer_code,
      ${methodLabel(sql`s.method`)} as method,
      s.currency,
      (case when s.n = s.parts
        then s.amount - (sum(s.amount_share) over w - s.amount_share)
        else s.amount_share end)::numeric(14,2)::text as amount,
      (case when s.n = s.parts
        then s.kes - (sum(s.kes_share) over w - s.kes_share)
        else s.kes_share end)::numeric(14,2)::text as amount_kes,
      s.code as analysis_code
    from shares s
    left join bookings bk on bk.id = s.booking_id
    left join partners pa on pa.public_id = bk.partner_public_id
    left join donations dn on dn.id = s.donation_id
    left join members m on m.id = s.member_id
    left join volunteers vo on vo.id = s.volunteer_id
    window w as (partition by s.sort, s.number)
    order by s.sort, s.at, s.number, s.n`;
}

/** The rows of `date`'s batch (see the module comment), in the order of the CSV. */
export async function readAccountingRows(
  db: Executor,
  date: CalendarDate,
): Promise<AccountingRow[]> {
  return [...(await db.execute<AccountingRow>(accountingStatement(date)))];
}

/** `date`'s accounting batch as CSV text (see the module comment). */
export async function accountingCsv(db: Executor, date: CalendarDate): Promise<string> {
  return stringify(await readAccountingRows(db, date), {
    bom: true,
    header: true,
    columns: columns.map(({ key, header }) => ({ key, header })),
  });
}
