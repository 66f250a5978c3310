/**
 * The daily report: one day in Africa/Nairobi (from its midnight, UTC+03:00, to the next), all
 * money in KES as exact decimal strings with two places (as `GET /dashboard`).
 *
 * - `bookings`: the bookings made that day (`created_at`), deleted ones left out; `guests`:
 *   their guests (`guest_total`, the sum of their conservation fee lines).
 * - `check_ins`: the check-in passages recorded at a gate that day (`check_ins` rows with
 *   direction `check_in` whose gate time falls on the day), forced ones included.
 * - `payments`: the `paid` rows of the payments ledger received that day (`at`), every payable
 *   (bookings, donations, volunteer applications, memberships): how many, and their KES by
 *   method (the ledger's channel: mpesa, card, bank, cash) and in all. A row in KES counts as
 *   it is; a row in another currency is converted at the rate it was taken with: a booking's
 *   own currency at the booking's selling rate (`currency_selling_rate_at_time`, the rate
 *   M-Pesa charges it in KES with), any other payable at the selling rate in force at the
 *   ledger row's time (`currency_rates`); each converted row is rounded to the cent (half up),
 *   so the methods add up to the total. Read from `payment_days`, where an insert trigger on
 *   the ledger sums each row so (migration 0036). The ledger holds no refunds: money owed back
 *   is a credit note, which is not a payment and changes none of these figures.
 * - `refunds`: the refunds paid out that day (`refunds.refunded_on`): how many, and their KES by
 *   method (how each was paid back) and in all, each converted at its booking's selling rate
 *   and rounded to the cent as the accounting export's Refund rows; `net_kes` is
 *   `payments.total_kes` less `refunds.total_kes`.
 * - `revenue`: the lines of the bookings that became fully Paid that day (their first
 *   `payment_received` event saying `Paid` falls on the day: `bookings_paid.paid_at`, kept
 *   from the events by a trigger), whatever their status now:
 *   conservation fees, vehicle fees, accommodation (every facility line, a camping
 *   multi-arrivals line's on its first row), external accommodation (partner lodges' rooms,
 *   "Escapes", the whole amount the guest pays, the lodge's share included), activities and
 *   donations (`booking_amount`, in the booking currency), each booking's section converted to
 *   KES at its selling rate and rounded to the cent; `total_kes` is the sum of the six.
 *
 * Four SQL statements (bookings and check-ins, payments, refunds, revenue), aggregated in Postgres.
 *
 * spec: api-contract.md §Reports (contract); membership-backoffice.md §2.5 (Reports: daily);
 * issue 17 items 1, 5 and 6.
 */
import { addDays, type CalendarDate } from '@hifadhi/shared/dates/calendar-date';
import type { DailyReport, ledgerMethods } from '@hifadhi/shared/schemas/reports';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import {
  bookingActivities,
  bookingDonations,
  bookingFacilities,
  bookingGuests,
  bookings,
  bookingVehicles,
} from '../db/schema/bookings';
import { bookingExternalFacilities } from '../db/schema/partner-lodges-and-school-fees';
import { refunds } from '../db/schema/refunds';
import { bookingsPaid, paymentDays } from '../db/schema/reports';
import { checkIns } from '../db/schema/sync';
import { dayStart } from '../staff-bookings/staff-dashboard';

/** `[start, end)` of `date` in Africa/Nairobi, as SQL instants. */
export function dayBounds(date: CalendarDate) {
  return { start: dayStart(date), end: dayStart(addDays(date, 1)) };
}

async function bookingFigures(db: Executor, date: CalendarDate) {
  const { start, end } = dayBounds(date);
  const [row] = await db
    .select({
      bookings: sql<number>`count(*)`.mapWith(Number),
      guests: sql<number>`coalesce(sum(${bookings.guest_total}), 0)`.mapWith(Number),
      check_ins: sql<number>`(select count(*) from ${checkIns}
        where ${checkIns.direction} = 'check_in'
          and ${checkIns.device_time} >= ${start} and ${checkIns.device_time} < ${end})`.mapWith(
        Number,
      ),
    })
    .from(bookings)
    .where(
      sql`${bookings.created_at} >= ${start} and ${bookings.created_at} < ${end}
        and ${bookings.booking_status} <> 'deleted'`,
    );
  return row!;
}

/** A rollup by method (its `null` row the whole) as the report's count and KES by method. */
function byMethod(
  rows: { method: string | null; count: number; total_kes: string }[],
): DailyReport['payments'] {
  const all = rows.find((row) => row.method === null);
  const methodTotal = (method: (typeof ledgerMethods)[number]) => {
    const row = rows.find((r) => r.method === method);
    return { count: row?.count ?? 0, total_kes: row?.total_kes ?? '0.00' };
  };
  return {
    count: all?.count ?? 0,
    by_method: {
      mpesa: methodTotal('mpesa'),
      card: methodTotal('card'),
      bank: methodTotal('bank'),
      cash: methodTotal('cash'),
    },
    total_kes: all?.total_kes ?? '0.00',
  };
}

async function paymentFigures(db: Executor, date: CalendarDate): Promise<DailyReport['payments']> {
  const rows = await db
    .select({
      method: paymentDays.provider,
      count: sql<number>`coalesce(sum(${paymentDays.payments}), 0)`.mapWith(Number),
      total_kes: sql<string>`coalesce(sum(${paymentDays.amount_kes}), 0)::numeric(14,2)::text`,
    })
    .from(paymentDays)
    .where(sql`${paymentDays.day} = ${date}::date`)
    .groupBy(sql`rollup(${paymentDays.provider})`);
  return byMethod(rows);
}

/** The refunds paid out on `date`, each in KES at its booking's selling rate (cents). */
async function refundFigures(db: Executor, date: CalendarDate): Promise<DailyReport['refunds']> {
  const kes = sql`round(${refunds.amount} * ${bookings.currency_selling_rate_at_time}, 2)`;
  const rows = await db
    .select({
      method: refunds.method,
      count: sql<number>`count(*)`.mapWith(Number),
      total_kes: sql<string>`coalesce(sum(${kes}), 0)::numeric(14,2)::text`,
    })
    .from(refunds)
    .innerJoin(bookings, sql`${bookings.id} = ${refunds.booking_id}`)
    .where(sql`${refunds.refunded_on} = ${date}::date`)
    .groupBy(sql`rollup(${refunds.method})`);
  return byMethod(rows);
}

/** The booking-currency sum of `amount` of `table`'s rows of the booking, in KES (cents). */
function sectionKes(table: SqlTable, amount: SqlColumn) {
  return sql`round(coalesce((select sum(${amount}) from ${table}
    where ${table.booking_id} = ${bookings.id}), 0) * ${bookings.currency_selling_rate_at_time}, 2)`;
}
type SqlTable =
  | typeof bookingGuests
  | typeof bookingVehicles
  | typeof bookingFacilities
  | typeof bookingExternalFacilities
  | typeof bookingActivities
  | typeof bookingDonations;
type SqlColumn = SqlTable['amount'] | typeof bookingDonations.booking_amount;

async function revenueFigures(db: Executor, date: CalendarDate): Promise<DailyReport['revenue']> {
  const { start, end } = dayBounds(date);
  const sections = {
    conservation: sectionKes(bookingGuests, bookingGuests.amount),
    vehicles: sectionKes(bookingVehicles, bookingVehicles.amount),
    accommodation: sectionKes(bookingFacilities, bookingFacilities.amount),
    external_accommodation: sectionKes(bookingExternalFacilities, bookingExternalFacilities.amount),
    activities: sectionKes(bookingActivities, bookingActivities.amount),
    donations: sectionKes(bookingDonations, bookingDonations.booking_amount),
  };
  const total = (section: ReturnType<typeof sectionKes>) =>
    sql<string>`coalesce(sum(${section}), 0)::numeric(14,2)::text`;
  const [row] = await db
    .select({
      conservation: total(sections.conservation),
      vehicles: total(sections.vehicles),
      accommodation: total(sections.accommodation),
      external_accommodation: total(sections.external_accommodation),
      activities: total(sections.activities),
      donations: total(sections.donations),
      total_kes: sql<string>`coalesce(sum(${sections.conservation} + ${sections.vehicles}
        + ${sections.accommodation} + ${sections.external_accommodation}
        + ${sections.activities} + ${sections.donations}), 0)
        ::numeric(14,2)::text`,
    })
    .from(bookings)
    .innerJoin(bookingsPaid, sql`${bookingsPaid.booking_id} = ${bookings.id}`)
    .where(sql`${bookingsPaid.paid_at} >= ${start} and ${bookingsPaid.paid_at} < ${end}`);
  return row!;
}

/**
 * The daily report of `date` (see the module comment).
 * spec: api-contract.md §Reports (contract).
 */
export async function readDailyReport(db: Executor, date: CalendarDate): Promise<DailyReport> {
  const [figures, paid, refunded, revenue] = await Promise.all([
    bookingFigures(db, date),
    paymentFigures(db, date),
    refundFigures(db, date),
    revenueFigures(db, date),
  ]);
  const net = new Decimal(paid.total_kes).minus(refunded.total_kes).toFixed(2);
  return { date, ...figures, payments: paid, refunds: refunded, net_kes: net, revenue };
}
