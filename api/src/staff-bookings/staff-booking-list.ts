/**
 * The staff bookings lists: a page of bookings, newest first, of one list (all, confirmed,
 * unconfirmed, checked in, checked out, overstays, today's check-in and check-out, inspection,
 * alerted, unticketed alerted, residency proofs, deleted) with the filters of staff-booking.md
 * §2.9 (guest count, status, payment status, type, source, partner type, partner, membership
 * level, destination, country, guest type, accommodation, activity, a stay date range and a
 * search text: reference, name, e-mail or phone); for a partner user only its own
 * institution's bookings, whatever it asks for. Lists and filters are one SQL statement (and
 * one count), served by the bookings' indexes on status, partner, creation, check-in and
 * check-out, their stay's range, and the facility and activity lines' by facility and activity.
 * `all` leaves deleted bookings out; `deleted` lists only them.
 *
 * "Today" is the Nairobi date of the clock: overstays are checked in past their check-out;
 * inspection is every booking checked in, or confirmed for a stay that includes today.
 *
 * spec: staff-booking.md §2.9 (booking lists and filters), §3.12 (booking as read back), §6
 * (partner fixed to the user's institution), §9 (page sizes); api-contract.md §Staff bookings
 * (GET /bookings?list=…&page&items → { page, items, total, data }).
 */
import { currencyCode } from '@hifadhi/shared/catalogue/catalogue';
import type { CalendarDate } from '@hifadhi/shared/dates/calendar-date';
import type {
  BookingList,
  StaffBookingListQuery,
} from '@hifadhi/shared/schemas/staff-booking-operations';
import { and, count, desc, eq, ilike, inArray, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/database';
import {
  bookingActivities,
  bookingFacilities,
  bookingGuests,
  bookingResidencyProofs,
  bookingSearchText,
  bookings,
} from '../db/schema/bookings';
import { partners } from '../db/schema/catalogue';
import { members } from '../db/schema/members';
import { bookingAlerts } from '../db/schema/staff-bookings';
import { bookingTickets } from '../db/schema/tickets';

export const staffBookingSummarySchema = z.object({
  booking_public_id: z.string(),
  booking_ref_code: z.string(),
  booking_type: z.string(),
  source: z.string(),
  booking_status: z.string(),
  booking_payment_status: z.string(),
  currency: currencyCode,
  /** Whole units of `currency`. */
  total_cost: z.number().int(),
  booking_payment_balance: z.number().int(),
  /** The date staff deferred the payment to, or null. */
  payment_deferred_until: z.string().nullable(),
  booking_check_in_date: z.string(),
  booking_check_out_date: z.string(),
  booking_details: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email_address: z.string(),
    phone_number: z.string(),
  }),
  guest_total: z.number().int(),
  partner_public_id: z.string().nullable(),
  partner_name: z.string().nullable(),
  created_at: z.string(),
});
export type StaffBookingSummary = z.infer<typeof staffBookingSummarySchema>;

export const staffBookingPageSchema = z.object({
  page: z.number().int(),
  items: z.number().int(),
  total: z.number().int(),
  data: z.array(staffBookingSummarySchema),
});
export type StaffBookingPage = z.infer<typeof staffBookingPageSchema>;

/** Only `partnerPublicId`'s bookings when given (a partner user), else every booking. */
export function partnerScope(partnerPublicId: string | null): SQL | undefined {
  return partnerPublicId === null ? undefined : eq(bookings.partner_public_id, partnerPublicId);
}

/**
 * Bookings with a line of `table` meeting `condition`: their ids read first from the lines'
 * (facility or activity, booking) index, then the bookings by id. As `exists`, Postgres walked
 * the bookings newest first probing each for a line (a page deep in a list: 100 ms).
 */
function hasLine(table: typeof bookingFacilities | typeof bookingActivities, condition: SQL) {
  return sql`${bookings.id} = any(array(select ${table.booking_id} from ${table} where ${condition}))`;
}

const activeAlert = sql`exists (select 1 from ${bookingAlerts}
  where ${bookingAlerts.booking_id} = ${bookings.id} and ${bookingAlerts.resolved_at} is null)`;
const ticketed = sql`exists (select 1 from ${bookingTickets}
  where ${bookingTickets.booking_id} = ${bookings.id} and ${bookingTickets.revoked_at} is null)`;

/** The condition of list `list` on `today` (also what the staff dashboard counts). */
export function listCondition(list: BookingList, today: CalendarDate): SQL | undefined {
  const status = bookings.booking_status;
  const notDeleted = ne(status, 'deleted');
  switch (list) {
    case 'all':
      return notDeleted;
    case 'confirmed':
      return eq(status, 'confirmed');
    case 'unconfirmed':
      return eq(status, 'held');
    case 'checked_in':
      return eq(status, 'checked_in');
    case 'checked_out':
      return eq(status, 'checked_out');
    case 'overstays':
      return and(eq(status, 'checked_in'), lt(bookings.check_out, today));
    case 'today_check_in':
      return and(
        eq(bookings.check_in, today),
        inArray(status, ['held', 'confirmed', 'checked_in']),
      );
    case 'today_check_out':
      return and(eq(bookings.check_out, today), inArray(status, ['confirmed', 'checked_in']));
    case 'inspection':
      // The stay as a range, so the planner reads the few stays that include today from the
      // GiST index on it (comparing the two dates, it guessed thousands and walked them all).
      return or(
        eq(status, 'checked_in'),
        and(
          eq(status, 'confirmed'),
          sql`daterange(${bookings.check_in}, ${bookings.check_out}, '[]') @> ${today}::date`,
        ),
      );
    case 'alerted':
      return and(notDeleted, activeAlert);
    case 'unticketed_alerted':
      return and(notDeleted, activeAlert, sql`not ${ticketed}`);
    case 'residency_proofs':
      return and(
        notDeleted,
        sql`exists (select 1 from ${bookingResidencyProofs}
          where ${bookingResidencyProofs.booking_id} = ${bookings.id})`,
      );
    case 'deleted':
      return eq(status, 'deleted');
  }
}

/** The guest-count filter: exactly 1 or 2, else at most the number. */
function guestCondition(guests: StaffBookingListQuery['guests']): SQL | undefined {
  if (guests === undefined) return undefined;
  const n = Number(guests);
  return n <= 2 ? eq(bookings.guest_total, n) : lte(bookings.guest_total, n);
}

/**
 * Stays overlapping `from` … `to` (either may be open): check-in on or before `to` and
 * check-out on or after `from`, as a range overlap the bookings' GiST index on their stay
 * serves (migration 0020). A `from` after `to` overlaps nothing.
 */
function stayOverlaps(from?: CalendarDate, to?: CalendarDate): SQL | undefined {
  if (from === undefined && to === undefined) return undefined;
  if (from !== undefined && to !== undefined && from > to) return sql`false`;
  return sql`daterange(${bookings.check_in}, ${bookings.check_out}, '[]') &&
    daterange(${from ?? null}::date, ${to ?? null}::date, '[]')`;
}

/** The individual booking type code (staff-booking.md §9); the others are group types. */
const INDIVIDUAL_TYPE = 'FF9330A3';

function filterConditions(query: StaffBookingListQuery): (SQL | undefined)[] {
  const like = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return [
    guestCondition(query.guests),
    query.booking_status ? eq(bookings.booking_status, query.booking_status) : undefined,
    query.booking_payment_status
      ? eq(bookings.booking_payment_status, query.booking_payment_status)
      : undefined,
    query.booking_type === undefined
      ? undefined
      : query.booking_type === INDIVIDUAL_TYPE
        ? eq(bookings.booking_type, 'individual')
        : eq(bookings.group_booking_type_public_id, query.booking_type),
    query.source ? eq(bookings.source, query.source) : undefined,
    query.partner_type ? eq(partners.type_public_id, query.partner_type) : undefined,
    query.partner ? eq(bookings.partner_public_id, query.partner) : undefined,
    query.membership_level
      ? sql`exists (select 1 from ${members} where ${members.public_id}::text =
          ${bookings.member_public_id} and ${members.member_setting} = ${query.membership_level})`
      : undefined,
    query.destination ? eq(bookings.destination_public_id, query.destination) : undefined,
    query.country ? eq(bookings.country, query.country.toUpperCase()) : undefined,
    query.guest_type
      ? sql`exists (select 1 from ${bookingGuests} where ${bookingGuests.booking_id} =
          ${bookings.id} and ${bookingGuests.payment_public_id} = ${query.guest_type}
          and ${bookingGuests.payment_guests} > 0)`
      : undefined,
    query.facility
      ? hasLine(bookingFacilities, eq(bookingFacilities.facility_public_id, query.facility))
      : undefined,
    query.activity
      ? hasLine(bookingActivities, eq(bookingActivities.activity_public_id, query.activity))
      : undefined,
    stayOverlaps(query.from, query.to),
    like === null ? undefined : ilike(bookingSearchText(bookings), like),
  ];
}

/**
 * The two statements of a list page: its rows (newest first) and its count. The benchmark
 * sends the same statements straight to Postgres (`.toSQL()`) beside the HTTP figures.
 */
export function staffBookingListStatements(
  db: Executor,
  query: StaffBookingListQuery,
  partnerPublicId: string | null,
  today: CalendarDate,
) {
  const where = and(
    partnerScope(partnerPublicId),
    listCondition(query.list, today),
    ...filterConditions(query),
  );
  return {
    rows: db
      .select({ booking: bookings, partner_name: partners.name })
      .from(bookings)
      .leftJoin(partners, eq(partners.public_id, bookings.partner_public_id))
      .where(where)
      .orderBy(desc(bookings.created_at), desc(bookings.id))
      .limit(query.items)
      .offset((query.page - 1) * query.items),
    // Counted from the bookings alone (an index-only scan) unless the partner type needs the join.
    count: query.partner_type
      ? db
          .select({ total: count() })
          .from(bookings)
          .leftJoin(partners, eq(partners.public_id, bookings.partner_public_id))
          .where(where)
      : db.select({ total: count() }).from(bookings).where(where),
  };
}

/** A page (from 1) of list `query.list` on `today`, newest first (see the module comment). */
export async function listStaffBookings(
  db: Executor,
  query: StaffBookingListQuery,
  partnerPublicId: string | null,
  today: CalendarDate,
): Promise<StaffBookingPage> {
  const statements = staffBookingListStatements(db, query, partnerPublicId, today);
  const [rows, [counted]] = await Promise.all([statements.rows, statements.count]);
  return {
    page: query.page,
    items: query.items,
    total: counted?.total ?? 0,
    data: rows.map(({ booking: b, partner_name }) => ({
      booking_public_id: b.booking_public_id,
      booking_ref_code: b.booking_ref_code,
      booking_type: b.booking_type,
      source: b.source,
      booking_status: b.booking_status,
      booking_payment_status: b.booking_payment_status,
      currency: currencyCode.parse(b.currency),
      total_cost: Number.parseInt(b.total_cost, 10),
      booking_payment_balance: Number.parseInt(b.booking_payment_balance, 10),
      payment_deferred_until: b.payment_deferred_until,
      booking_check_in_date: b.check_in,
      booking_check_out_date: b.check_out,
      booking_details: {
        first_name: b.first_name,
        last_name: b.last_name,
        email_address: b.email,
        phone_number: b.phone,
      },
      guest_total: b.guest_total,
      partner_public_id: b.partner_public_id,
      partner_name: partner_name ?? null,
      created_at: b.created_at.toISOString(),
    })),
  };
}
