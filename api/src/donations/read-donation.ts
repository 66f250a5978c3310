/**
 * A donation read back by its reference code, as the donation payment page shows it: amount,
 * currency, payment method (name and public id), cause, the donor's first name, `paid` (1 once
 * paid) and the reference code; with the link token, also the e-mail and full name
 * (`publicDonationView` leaves them out).
 *
 * spec: public-site.md §3 "Stored donation", §4 Donation (paid equals 1 → thank-you page), §7
 * (get donation).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { DomainError } from '@hifadhi/shared/errors';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { causes, donationPaymentMethods } from '../db/schema/catalogue';
import { donations } from '../db/schema/donations';

export interface StoredDonation {
  public_id: string;
  donation_ref_code: string;
  amount: string;
  currency: CurrencyCode;
  payment_method: string | null;
  payment_method_public_id: string | null;
  cause: string | null;
  first_name: string;
  email: string;
  full_name: string;
  paid: 0 | 1;
}

/** What anyone with the reference may see: no e-mail, no family name. */
export type PublicDonationView = Omit<StoredDonation, 'public_id' | 'email' | 'full_name'>;

/** `donation` without the donor's personal data. */
export function publicDonationView(donation: StoredDonation): PublicDonationView {
  const { public_id: _id, email: _email, full_name: _name, ...view } = donation;
  return view;
}

/** Message of an unknown donation reference. */
export const donationNotFound = 'Donation not found';

/**
 * The donation with `donationRefCode`.
 * @throws DomainError NOT_FOUND 'Donation not found'.
 */
export async function readDonation(db: Executor, donationRefCode: string): Promise<StoredDonation> {
  const [row] = await db
    .select({
      public_id: donations.public_id,
      donation_ref_code: donations.donation_ref_code,
      amount: donations.amount,
      currency: donations.currency,
      payment_method: donationPaymentMethods.name,
      payment_method_public_id: donations.payment_method_public_id,
      cause: causes.name,
      email: donations.email,
      first_name: donations.first_name,
      sur_name: donations.sur_name,
      paid: donations.paid,
    })
    .from(donations)
    .leftJoin(
      donationPaymentMethods,
      eq(donationPaymentMethods.public_id, donations.payment_method_public_id),
    )
    .leftJoin(causes, eq(causes.public_id, donations.cause_public_id))
    .where(eq(donations.donation_ref_code, donationRefCode));
  if (!row) throw new DomainError('NOT_FOUND', donationNotFound);
  const { first_name, sur_name, paid, currency, ...rest } = row;
  return {
    ...rest,
    first_name,
    currency: currency as CurrencyCode,
    full_name: `${first_name} ${sur_name}`,
    paid: paid === 1 ? 1 : 0,
  };
}
