/**
 * Creating a Support Us donation from the donation form (already parsed with the shared schema
 * and its messages): the cause must be one the Support Us form offers (public and not deleted, as
 * `readCauses`), the payment method, frequency and anonymity option must exist in the catalogue; the donation is stored unpaid (`paid` 0) under a new donation reference code, which
 * the site then pays at `/support-us-payment/{donation_ref_code}`.
 *
 * spec: public-site.md §3 "Donation form (Support Us)", "Stored donation", §4 Donation, §5
 * Donation form, §7 (post_public_donation).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { findReference } from '@hifadhi/shared/pricing/line-errors';
import type { DonationForm } from '@hifadhi/shared/schemas/donation';
import { asc } from 'drizzle-orm';
import { readCauses } from '../catalogue/catalogue-repository';
import type { Database } from '../db/database';
import {
  anonymityOptions,
  donationFrequencies,
  donationPaymentMethods,
} from '../db/schema/catalogue';
import { donations } from '../db/schema/donations';
import { insertWithFreshCode } from '../payments/random-code';
import { newDonationRefCode } from './donation-ref-code';

/** The donation just created, as `POST /public/donations` answers. */
export interface DonationCreated {
  donation_public_id: string;
  donation_ref_code: string;
  amount: string;
  currency: CurrencyCode;
  paid: 0;
}

type Lookup = typeof donationPaymentMethods;

async function ensureKnown(
  db: Database,
  table: Lookup,
  id: string | null,
  reference: { field: string; what: string },
): Promise<void> {
  if (id === null) return;
  const rows = await db
    .select({ public_id: table.public_id })
    .from(table)
    .orderBy(asc(table.sort_order));
  findReference(rows, (row) => row.public_id === id, { ...reference, id });
}

/**
 * Stores `form` as an unpaid donation at `now`.
 * @throws DomainError UNKNOWN_REFERENCE (with the field) for an unknown, staff-only or deleted
 *   cause (`payment_option`), an unknown payment method, frequency or anonymity option.
 */
export async function createDonation(
  db: Database,
  form: DonationForm,
  now: Date,
): Promise<DonationCreated> {
  findReference(await readCauses(db), (cause) => cause.public_id === form.payment_option, {
    field: 'payment_option',
    what: 'cause',
    id: form.payment_option,
  });
  await ensureKnown(db, donationPaymentMethods, form.payment_method, {
    field: 'payment_method',
    what: 'payment method',
  });
  await ensureKnown(db, donationFrequencies, form.frequency, {
    field: 'frequency',
    what: 'frequency',
  });
  await ensureKnown(db, anonymityOptions, form.anonymity, {
    field: 'anonymity',
    what: 'anonymity option',
  });
  const row = await insertWithFreshCode(newDonationRefCode, async (donation_ref_code) => {
    const [inserted] = await db
      .insert(donations)
      .values({
        donation_ref_code,
        cause_public_id: form.payment_option,
        payment_method_public_id: form.payment_method,
        frequency_public_id: form.frequency,
        anonymity_public_id: form.anonymity,
        currency: form.currency,
        amount: form.amount,
        title: form.title,
        first_name: form.first_name,
        sur_name: form.sur_name,
        email: form.email,
        country: form.country,
        phone_number: form.phone_number,
        city: form.city,
        gender: form.gender,
        dob: form.dob,
        feedback: form.feedback,
        preference: form.preference,
        created_at: now,
      })
      .onConflictDoNothing({ target: donations.donation_ref_code })
      .returning();
    return inserted;
  });
  return {
    donation_public_id: row.public_id,
    donation_ref_code: row.donation_ref_code,
    amount: row.amount,
    currency: row.currency as CurrencyCode,
    paid: 0,
  };
}
