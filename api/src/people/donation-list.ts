/**
 * The donations list of the back office: every donation the public site recorded (Support Us,
 * and those added on a booking's payment page, with the booking's reference), newest first,
 * searched by donation reference, donor name, e-mail or phone, filtered by paid and a Nairobi
 * day range of when it was made. Staff see the donor even when the donor chose anonymity (the
 * anonymity option is given), whether it was cancelled (by whom, why, when) and which staff
 * user recorded it.
 *
 * spec: membership-backoffice.md §2.5 (Donors and donations), §3 (Donation); public-site.md §3
 * "Stored donation"; api-contract.md §People and logs (`GET /donations`).
 */
import { currencyCode } from '@hifadhi/shared/catalogue/catalogue';
import type { DonationListQuery } from '@hifadhi/shared/schemas/people';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/database';
import { readPage } from '../db/read-page';
import { bookings } from '../db/schema/bookings';
import { causes } from '../db/schema/catalogue';
import { donations } from '../db/schema/donations';
import { donationCancellations, staffDonations } from '../db/schema/donations-admin';
import { containing, dayRange, pageSchema } from '../payments-admin/payment-rows';

export const staffDonationSchema = z.object({
  public_id: z.string(),
  donation_ref_code: z.string(),
  /** The booking it was added to; null for a Support Us donation. */
  booking_ref_code: z.string().nullable(),
  cause_public_id: z.string().nullable(),
  cause: z.string().nullable(),
  payment_method_public_id: z.string().nullable(),
  frequency_public_id: z.string().nullable(),
  anonymity_public_id: z.string().nullable(),
  /** Decimal string in `currency`. */
  amount: z.string(),
  currency: currencyCode,
  title: z.string().nullable(),
  first_name: z.string(),
  sur_name: z.string(),
  email: z.string(),
  country: z.string().nullable(),
  phone_number: z.string().nullable(),
  city: z.string().nullable(),
  /** 1 once paid, 0 until then. */
  paid: z.number().int(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  /** Set once cancelled: who (public id and e-mail), why and when. */
  cancelled_by: z.string().nullable(),
  cancelled_by_email: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** The staff user (public id) who recorded it; null for one the public site recorded. */
  added_by: z.string().nullable(),
});
export type StaffDonation = z.infer<typeof staffDonationSchema>;

export const staffDonationPageSchema = pageSchema(staffDonationSchema);
export type StaffDonationPage = z.infer<typeof staffDonationPageSchema>;

function donationFilter(query: DonationListQuery): SQL | undefined {
  const like = query.search === undefined ? undefined : containing(query.search);
  return and(
    like === undefined
      ? undefined
      : or(
          ilike(donations.donation_ref_code, like),
          ilike(sql`${donations.first_name} || ' ' || ${donations.sur_name}`, like),
          ilike(donations.email, like),
          ilike(donations.phone_number, like),
        ),
    query.is_paid === undefined ? undefined : eq(donations.paid, query.is_paid === 'true' ? 1 : 0),
    query.cancelled === undefined
      ? undefined
      : query.cancelled === 'true'
        ? isNotNull(donationCancellations.donation_id)
        : isNull(donationCancellations.donation_id),
    ...dayRange(sql`${donations.created_at}`, query.from, query.to),
  );
}

/** Donations with their booking, cause, cancellation and who added them. */
export function selectStaffDonations(db: Executor) {
  return db
    .select({
      donation: donations,
      booking_ref_code: bookings.booking_ref_code,
      cause: causes.name,
      cancellation: donationCancellations,
      added_by: staffDonations.created_by,
    })
    .from(donations)
    .leftJoin(bookings, eq(bookings.id, donations.booking_id))
    .leftJoin(causes, eq(causes.public_id, donations.cause_public_id))
    .leftJoin(donationCancellations, eq(donationCancellations.donation_id, donations.id))
    .leftJoin(staffDonations, eq(staffDonations.donation_id, donations.id));
}

type SelectedDonation = Awaited<ReturnType<typeof selectStaffDonations>>[number];

/** A selected row as staff read it. */
export function toStaffDonation({
  donation: d,
  booking_ref_code,
  cause,
  cancellation,
  added_by,
}: SelectedDonation): StaffDonation {
  return {
    public_id: d.public_id,
    donation_ref_code: d.donation_ref_code,
    booking_ref_code: booking_ref_code ?? null,
    cause_public_id: d.cause_public_id,
    cause: cause ?? null,
    payment_method_public_id: d.payment_method_public_id,
    frequency_public_id: d.frequency_public_id,
    anonymity_public_id: d.anonymity_public_id,
    amount: d.amount,
    currency: currencyCode.parse(d.currency),
    title: d.title,
    first_name: d.first_name,
    sur_name: d.sur_name,
    email: d.email,
    country: d.country,
    phone_number: d.phone_number,
    city: d.city,
    paid: d.paid,
    paid_at: d.paid_at?.toISOString() ?? null,
    created_at: d.created_at.toISOString(),
    cancelled_by: cancellation?.cancelled_by ?? null,
    cancelled_by_email: cancellation?.cancelled_by_email ?? null,
    cancel_reason: cancellation?.reason ?? null,
    cancelled_at: cancellation?.cancelled_at.toISOString() ?? null,
    added_by: added_by ?? null,
  };
}

/** A page of donations for `query`, newest first: `{ page, items, total, data }`. */
export async function listDonations(
  db: Executor,
  query: DonationListQuery,
): Promise<StaffDonationPage> {
  const where = donationFilter(query);
  return readPage(
    query,
    (limit, offset) =>
      selectStaffDonations(db)
        .where(where)
        .orderBy(desc(donations.created_at), desc(donations.id))
        .limit(limit)
        .offset(offset),
    db
      .select({ total: count() })
      .from(donations)
      .leftJoin(donationCancellations, eq(donationCancellations.donation_id, donations.id))
      .where(where),
    toStaffDonation,
  );
}
