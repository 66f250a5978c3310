/**
 * The staff bookings list: a page of bookings, newest first, filtered by status, payment
 * status, source and a search text (reference, name, e-mail or phone), and for a partner user
 * only its own institution's bookings, whatever it asks for.
 *
 * spec: staff-booking.md §2.9 (booking lists and filters), §3.12 (booking as read back), §6
 * (partner fixed to the user's institution), §9 (page sizes); membership-backoffice.md §7
 * (GET bookings/view with ?page&items).
 */
import { currencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/database';
import { bookingGuests, bookings } from '../db/schema/bookings';
import { partners } from '../db/schema/catalogue';

/** Bookings a page holds unless told otherwise. spec: staff-booking.md §9. */
export const BOOKINGS_PAGE_SIZE = 15;

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
  bookings: z.array(staffBookingSummarySchema),
});
export type StaffBookingPage = z.infer<typeof staffBookingPageSchema>;

export interface StaffBookingQuery {
  page: number;
  items: number;
  booking_status?: (typeof bookings.booking_status.enumValues)[number];
  booking_payment_status?: (typeof bookings.booking_payment_status.enumValues)[number];
  source?: (typeof bookings.source.enumValues)[number];
  /** Part of the reference, a name, the e-mail or the phone. */
  search?: string;
}

/** Only `partnerPublicId`'s bookings when given (a partner user), else every booking. */
export function partnerScope(partnerPublicId: string | null): SQL | undefined {
  return partnerPublicId === null ? undefined : eq(bookings.partner_public_id, partnerPublicId);
}

/** A page (from 1) of bookings, newest first (see the module comment). */
export async function listStaffBookings(
  db: Executor,
  query: StaffBookingQuery,
  partnerPublicId: string | null,
): Promise<StaffBookingPage> {
  const like = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    partnerScope(partnerPublicId),
    query.booking_status ? eq(bookings.booking_status, query.booking_status) : undefined,
    query.booking_payment_status
      ? eq(bookings.booking_payment_status, query.booking_payment_status)
      : undefined,
    query.source ? eq(bookings.source, query.source) : undefined,
    like === null
      ? undefined
      : or(
          ilike(bookings.booking_ref_code, like),
          ilike(sql`${bookings.first_name} || ' ' || ${bookings.last_name}`, like),
          ilike(bookings.email, like),
          ilike(bookings.phone, like),
        ),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        booking: bookings,
        partner_name: partners.name,
        guest_total: sql<number>`(select coalesce(sum(${bookingGuests.payment_guests}), 0)::int
          from ${bookingGuests} where ${bookingGuests.booking_id} = ${bookings.id})`,
      })
      .from(bookings)
      .leftJoin(partners, eq(partners.public_id, bookings.partner_public_id))
      .where(where)
      .orderBy(desc(bookings.created_at), desc(bookings.id))
      .limit(query.items)
      .offset((query.page - 1) * query.items),
    db.select({ total: count() }).from(bookings).where(where),
  ]);
  return {
    page: query.page,
    items: query.items,
    total: counted?.total ?? 0,
    bookings: rows.map(({ booking: b, partner_name, guest_total }) => ({
      booking_public_id: b.booking_public_id,
      booking_ref_code: b.booking_ref_code,
      booking_type: b.booking_type,
      source: b.source,
      booking_status: b.booking_status,
      booking_payment_status: b.booking_payment_status,
      currency: currencyCode.parse(b.currency),
      total_cost: Number.parseInt(b.total_cost, 10),
      booking_payment_balance: Number.parseInt(b.booking_payment_balance, 10),
      booking_check_in_date: b.check_in,
      booking_check_out_date: b.check_out,
      booking_details: {
        first_name: b.first_name,
        last_name: b.last_name,
        email_address: b.email,
        phone_number: b.phone,
      },
      guest_total,
      partner_public_id: b.partner_public_id,
      partner_name: partner_name ?? null,
      created_at: b.created_at.toISOString(),
    })),
  };
}
