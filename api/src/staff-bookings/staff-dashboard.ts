/**
 * The staff dashboard's figures for one day (Africa/Nairobi): today's arrivals, the guests
 * inside now, today's departures and the overstays — each the bookings of a staff list
 * (`today_check_in`, `checked_in`, `today_check_out`, `overstays`, the same conditions as
 * `GET /bookings?list=…`) counted with their guests — and the money received today by payment
 * method and currency: the `paid` rows of the payments ledger whose time falls on that day,
 * summed exactly (`amount` in the ledger's `currency`, a decimal string with two places).
 * One SQL statement for the lists, one for the money.
 *
 * spec: membership-backoffice.md §2.4 (landing /dashboard); staff-booking.md §2.9 (lists);
 * api-contract.md §Payments (the ledger: only `paid` rows count).
 */
import {
  addDays,
  type CalendarDate,
  CONSERVANCY_TIME_ZONE,
} from '@hifadhi/shared/dates/calendar-date';
import type { BookingList } from '@hifadhi/shared/schemas/staff-booking-operations';
import { and, asc, count, eq, gte, lt, type SQL, sql, sum } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/database';
import { bookings } from '../db/schema/bookings';
import { paymentLedger } from '../db/schema/payments';
import { listCondition } from './staff-booking-list';

const listFigureSchema = z.object({
  /** The list the figure links to (`GET /bookings?list=…`). */
  list: z.string(),
  bookings: z.number().int(),
  /** The bookings' guests (`guest_total`). */
  guests: z.number().int(),
});

export const staffDashboardSchema = z.object({
  /** The day, YYYY-MM-DD in Africa/Nairobi. */
  date: z.string(),
  arrivals: listFigureSchema,
  inside: listFigureSchema,
  departures: listFigureSchema,
  overstays: listFigureSchema,
  /** Received today, one row per method and currency, by method then currency. */
  revenue: z.array(
    z.object({
      method: z.string(),
      currency: z.string(),
      /** Exact decimal string in `currency`, e.g. "12500.00". */
      amount: z.string(),
      payments: z.number().int(),
    }),
  ),
});
export type StaffDashboard = z.infer<typeof staffDashboardSchema>;

const figureLists = {
  arrivals: 'today_check_in',
  inside: 'checked_in',
  departures: 'today_check_out',
  overstays: 'overstays',
} as const satisfies Record<string, BookingList>;
type Figure = keyof typeof figureLists;

/** `count(*) filter (where condition)` and the guests' sum under the same filter. */
function counted(condition: SQL | undefined) {
  const where = condition ?? sql`true`;
  return {
    bookings: sql<number>`count(*) filter (where ${where})`.mapWith(Number),
    guests: sql<number>`coalesce(sum(${bookings.guest_total}) filter (where ${where}), 0)`.mapWith(
      Number,
    ),
  };
}

/** The instant `date` begins in Africa/Nairobi, as SQL. */
export function dayStart(date: CalendarDate): SQL {
  return sql`(${date}::date::timestamp at time zone ${CONSERVANCY_TIME_ZONE})`;
}

/** The dashboard's figures on `today` (see the module comment). */
export async function readStaffDashboard(
  db: Executor,
  today: CalendarDate,
): Promise<StaffDashboard> {
  const figures = Object.keys(figureLists) as Figure[];
  const selection = Object.fromEntries(
    figures.flatMap((figure) => {
      const { bookings: n, guests } = counted(listCondition(figureLists[figure], today));
      return [
        [`${figure}_bookings`, n],
        [`${figure}_guests`, guests],
      ];
    }),
  ) as Record<string, SQL.Aliased<number> | SQL<number>>;
  const [listRow, revenue] = await Promise.all([
    db.select(selection).from(bookings),
    db
      .select({
        method: paymentLedger.provider,
        currency: paymentLedger.currency,
        amount: sum(paymentLedger.amount).mapWith(String),
        payments: count(),
      })
      .from(paymentLedger)
      .where(
        and(
          eq(paymentLedger.status, 'paid'),
          gte(paymentLedger.at, dayStart(today)),
          lt(paymentLedger.at, dayStart(addDays(today, 1))),
        ),
      )
      .groupBy(paymentLedger.provider, paymentLedger.currency)
      .orderBy(asc(paymentLedger.provider), asc(paymentLedger.currency)),
  ]);
  const row = listRow[0] as Record<string, number>;
  const figure = (name: Figure) => ({
    list: figureLists[name],
    bookings: row[`${name}_bookings`] ?? 0,
    guests: row[`${name}_guests`] ?? 0,
  });
  return {
    date: today,
    arrivals: figure('arrivals'),
    inside: figure('inside'),
    departures: figure('departures'),
    overstays: figure('overstays'),
    revenue: revenue.map((r) => ({ ...r, amount: r.amount ?? '0.00' })),
  };
}
