/**
 * What the payments lists share: a payment with what it paid for (the payable's reference:
 * booking_ref_code, donation_ref_code, member_reference_number or volunteer_public_id), who
 * recorded it (a staff-recorded payment's user, a gate payment's user or device; null for the
 * payer's own online payments), the Nairobi-day range and search conditions, and one page of
 * rows with their count in one statement each.
 *
 * spec: staff-booking.md §2.9 (payments, payment failures lists); api-contract.md §Payments.
 */

import { currencyCode } from '@hifadhi/shared/catalogue/catalogue';
import type { CalendarDate } from '@hifadhi/shared/dates/calendar-date';
import { addDays } from '@hifadhi/shared/dates/calendar-date';
import { paymentChannels } from '@hifadhi/shared/schemas/payments-admin';
import { count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../db/database';
import { users } from '../db/schema/auth';
import { bookings } from '../db/schema/bookings';
import { donations } from '../db/schema/donations';
import { members } from '../db/schema/members';
import { paymentLedger, payments } from '../db/schema/payments';
import { volunteers } from '../db/schema/programs';
import { isPublicId } from '../payments/payment-records';
import { dayStart } from '../staff-bookings/staff-dashboard';
import { cancelledPayment, providerReason, providerResultCode } from './provider-failure-reason';

/** A page as the back-office lists answer: `{ page, items, total, data }`. */
export function pageSchema<T extends z.ZodType>(row: T) {
  return z.object({
    page: z.number().int(),
    items: z.number().int(),
    total: z.number().int(),
    data: z.array(row),
  });
}

/** When a payment happened: received (settled) or, not yet, started. */
export const paymentAt = sql<Date>`coalesce(${payments.settled_at}, ${payments.created_at})`;

/** Who recorded a payment: the staff user's, or the gate's, public id; null when online. */
const recorder = sql<string | null>`coalesce(${payments.recorded_by},
  (select ${paymentLedger.raw_payload}->>'recorded_by' from ${paymentLedger}
    where ${paymentLedger.payment_id} = ${payments.id} and ${paymentLedger.status} = 'paid'
    limit 1))`;

/**
 * The columns the payments lists read (the provider columns are for failed payments; computed
 * only for the rows of the page).
 */
export const paymentColumns = {
  payment_public_id: payments.payment_public_id,
  payable_kind: payments.payable_kind,
  booking_public_id: bookings.booking_public_id,
  payable_reference: sql<string>`coalesce(${bookings.booking_ref_code},
    ${donations.donation_ref_code}, ${members.member_reference_number},
    ${volunteers.volunteer_public_id}::text, '')`,
  method: payments.method,
  received_as: payments.received_as,
  amount: payments.amount,
  currency: payments.currency,
  status: payments.status,
  provider_reference: payments.provider_reference,
  phone: payments.phone,
  email: payments.email,
  created_at: payments.created_at,
  settled_at: payments.settled_at,
  recorded_by: recorder,
  recorded_by_name: sql<string | null>`(select ${users.full_name} from ${users}
    where ${users.public_id}::text = ${recorder})`,
  attention_reason: payments.attention_reason,
  attention_resolved_at: payments.attention_resolved_at,
  failure_reason: payments.failure_reason,
  provider_reason: providerReason,
  provider_result_code: providerResultCode,
  cancelled: sql<boolean>`${cancelledPayment}`,
};

/** `query` (over `payments`) joined to what each payment pays for. */
function withPayables<T extends PgSelect>(query: T) {
  return query
    .leftJoin(bookings, eq(bookings.id, payments.booking_id))
    .leftJoin(donations, eq(donations.id, payments.donation_id))
    .leftJoin(members, eq(members.id, payments.member_id))
    .leftJoin(volunteers, eq(volunteers.id, payments.volunteer_id));
}

/** Payments at `at` on the Nairobi days `from` … `to` (either may be open). */
export function dayRange(at: SQL, from?: CalendarDate, to?: CalendarDate): (SQL | undefined)[] {
  return [
    from === undefined ? undefined : gte(at, dayStart(from)),
    to === undefined ? undefined : lt(at, dayStart(addDays(to, 1))),
  ];
}

/** `%text%` for ILIKE, its wildcards taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Payments whose payable or provider reference, phone or e-mail contains `search`, or its id. */
export function paymentSearch(search: string | undefined): SQL | undefined {
  if (search === undefined) return undefined;
  const like = containing(search);
  return or(
    isPublicId(search) ? eq(payments.payment_public_id, search) : undefined,
    ilike(bookings.booking_ref_code, like),
    ilike(donations.donation_ref_code, like),
    ilike(members.member_reference_number, like),
    ilike(payments.provider_reference, like),
    ilike(payments.phone, like),
    ilike(payments.email, like),
  );
}

/**
 * Page `page.page` (from 1) of `page.items` payments matching `where`, newest first by
 * `paymentAt`, and how many match in all.
 */
export async function pagePayments(
  db: Executor,
  where: SQL | undefined,
  page: { page: number; items: number },
) {
  const [rows, [counted]] = await Promise.all([
    withPayables(db.select(paymentColumns).from(payments).$dynamic())
      .where(where)
      .orderBy(desc(paymentAt), desc(payments.id))
      .limit(page.items)
      .offset((page.page - 1) * page.items),
    withPayables(db.select({ total: count() }).from(payments).$dynamic()).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** One payment as `pagePayments` reads it. */
export type PaymentRead = Awaited<ReturnType<typeof pagePayments>>['rows'][number];

/** What every payments list says of a payment: what it paid for, how, how much, by whom, when. */
export const paymentBasicsSchema = z.object({
  payment_public_id: z.string(),
  payable_kind: z.enum(['booking', 'donation', 'volunteer', 'membership']),
  /** booking_ref_code, donation_ref_code, member_reference_number or volunteer_public_id. */
  payable_reference: z.string(),
  /** The booking's public id when the payment is for a booking, to open it. */
  booking_public_id: z.string().nullable(),
  method: z.enum(paymentChannels),
  /** In `currency`: whole KES for M-Pesa, cents allowed for card. */
  amount: z.number(),
  currency: currencyCode,
  /** The payer's M-Pesa phone or card e-mail (online payments). */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** When it was received or ended, else (still pending) when it was started. */
  at: z.string(),
});

/** `row`'s part of `paymentBasicsSchema`. */
export function paymentBasics(row: PaymentRead): z.infer<typeof paymentBasicsSchema> {
  return {
    payment_public_id: row.payment_public_id,
    payable_kind: row.payable_kind,
    payable_reference: row.payable_reference,
    booking_public_id: row.booking_public_id,
    method: row.method,
    amount: Number(row.amount),
    currency: currencyCode.parse(row.currency),
    phone: row.phone,
    email: row.email,
    at: (row.settled_at ?? row.created_at).toISOString(),
  };
}
