/**
 * Donations as staff handle them: read one (with its cancellation and who added it), add one
 * received in person (add-donation: unpaid, or paid at once when the money is in hand; retried
 * with the same `Idempotency-Key` it answers the first), cancel one (once, with the reason and
 * `cancelled_by`), and ask the donor's phone to pay an unpaid one by M-Pesa (an STK push through
 * the payments' M-Pesa adapter). Writes are in the change log as entity `donation`.
 *
 * spec: membership-backoffice.md §2.5 (add-donation, donation/{id}), §3 (Donation: anonymity,
 * frequency, payment method, cause, cancelled_by on cancel), §7 (Donations: POST add donation,
 * POST cancel with cancelled_by, POST request mobile payment).
 */
import { DomainError } from '@hifadhi/shared/errors';
import type { StaffDonationForm } from '@hifadhi/shared/schemas/people-admin';
import { eq } from 'drizzle-orm';
import type { StaffPrincipal } from '../auth/auth-env';
import type { Database, Executor } from '../db/database';
import {
  anonymityOptions,
  causes,
  donationFrequencies,
  donationPaymentMethods,
} from '../db/schema/catalogue';
import { donations } from '../db/schema/donations';
import { donationCancellations, staffDonations } from '../db/schema/donations-admin';
import { isUniqueViolation } from '../db/unique-violation';
import { newDonationRefCode } from '../donations/donation-ref-code';
import { recordStaffChange } from '../logs/staff-changes';
import { isPublicId } from '../payments/payment-records';
import type { PaymentDeps } from '../payments/payments-runtime';
import { insertWithFreshCode } from '../payments/random-code';
import { type StartedPayment, startPayment } from '../payments/start-payment';
import { type StaffDonation, selectStaffDonations, toStaffDonation } from './donation-list';

/** Message when a cancelled donation is cancelled or asked to be paid. */
export const donationCancelled = 'This donation is cancelled.';

/** The donation `publicId` (a uuid). @throws DomainError NOT_FOUND. */
export async function readStaffDonation(db: Executor, publicId: string): Promise<StaffDonation> {
  const [row] = isPublicId(publicId)
    ? await selectStaffDonations(db).where(eq(donations.public_id, publicId))
    : [];
  if (row === undefined) throw new DomainError('NOT_FOUND', 'No such donation');
  return toStaffDonation(row);
}

const lookups = [
  { field: 'cause', table: causes },
  { field: 'payment_method', table: donationPaymentMethods },
  { field: 'frequency', table: donationFrequencies },
  { field: 'anonymity', table: anonymityOptions },
] as const;

/** @throws DomainError UNKNOWN_REFERENCE naming each field whose entry is not listed. */
async function ensureListed(db: Executor, form: StaffDonationForm): Promise<void> {
  const fields: Record<string, string> = {};
  for (const { field, table } of lookups) {
    const [row] = await db
      .select({ public_id: table.public_id })
      .from(table)
      .where(eq(table.public_id, form[field]));
    if (row === undefined) fields[field] = 'Choose one of the listed entries';
  }
  if (Object.keys(fields).length > 0) {
    throw new DomainError('UNKNOWN_REFERENCE', 'Choose one of the listed entries', { fields });
  }
}

/**
 * Records `form` as a donation `staff` received at `now` (logged). With `key` again it answers
 * the donation the first made, `created` false.
 * @throws DomainError UNKNOWN_REFERENCE for an unknown cause, method, frequency or anonymity.
 */
export async function addStaffDonation(
  db: Database,
  form: StaffDonationForm,
  staff: StaffPrincipal,
  key: string | null,
  now: Date,
): Promise<{ donation: StaffDonation; created: boolean }> {
  const again = async () => {
    if (key === null) return null;
    const [row] = await selectStaffDonations(db).where(eq(staffDonations.idempotency_key, key));
    return row === undefined ? null : toStaffDonation(row);
  };
  const earlier = await again();
  if (earlier !== null) return { donation: earlier, created: false };
  await ensureListed(db, form);
  try {
    const donation = await db.transaction(async (tx) => {
      const row = await insertWithFreshCode(newDonationRefCode, async (donation_ref_code) => {
        const [inserted] = await tx
          .insert(donations)
          .values({
            donation_ref_code,
            cause_public_id: form.cause,
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
            paid: form.is_paid ? 1 : 0,
            paid_at: form.is_paid ? now : null,
            created_at: now,
          })
          .onConflictDoNothing({ target: donations.donation_ref_code })
          .returning({ id: donations.id, public_id: donations.public_id });
        return inserted;
      });
      await tx
        .insert(staffDonations)
        .values({ donation_id: row.id, created_by: staff.public_id, idempotency_key: key });
      const after = await readStaffDonation(tx, row.public_id);
      await recordStaffChange(
        tx,
        staff,
        { entity: 'donation', entity_id: row.public_id, before: null, after },
        now,
      );
      return after;
    });
    return { donation, created: true };
  } catch (error) {
    const repeated = await again();
    if (repeated !== null && isUniqueViolation(error, 'staff_donations_idempotency_key_unique')) {
      return { donation: repeated, created: false };
    }
    throw error;
  }
}

/**
 * Cancels the donation for `reason` (logged, `cancelled_by` the staff user).
 * @throws DomainError NOT_FOUND; INVALID_TRANSITION when it is already cancelled.
 */
export async function cancelStaffDonation(
  db: Database,
  publicId: string,
  reason: string,
  staff: StaffPrincipal,
  now: Date,
): Promise<StaffDonation> {
  return db.transaction(async (tx) => {
    const before = await readStaffDonation(tx, publicId);
    if (before.cancelled_at !== null)
      throw new DomainError('INVALID_TRANSITION', donationCancelled);
    const [row] = await tx
      .select({ id: donations.id })
      .from(donations)
      .where(eq(donations.public_id, publicId))
      .for('update');
    const inserted = await tx
      .insert(donationCancellations)
      .values({
        donation_id: row!.id,
        cancelled_by: staff.public_id,
        cancelled_by_email: staff.email,
        reason,
        cancelled_at: now,
      })
      .onConflictDoNothing()
      .returning({ id: donationCancellations.donation_id });
    if (inserted.length === 0) throw new DomainError('INVALID_TRANSITION', donationCancelled);
    const after = await readStaffDonation(tx, publicId);
    await recordStaffChange(
      tx,
      staff,
      { entity: 'donation', entity_id: publicId, before, after },
      now,
    );
    return after;
  });
}

/**
 * Asks `phone` (normalised `254…`) to pay the donation by M-Pesa: an STK push.
 * @throws DomainError NOT_FOUND; INVALID_TRANSITION when cancelled; the payment start's errors
 *   (CONFLICT when already paid or a pending push covers it, RATE_LIMITED, PAYMENT_FAILED).
 */
export async function requestDonationMpesa(
  deps: PaymentDeps,
  publicId: string,
  phone: string,
): Promise<StartedPayment> {
  const donation = await readStaffDonation(deps.db, publicId);
  if (donation.cancelled_at !== null)
    throw new DomainError('INVALID_TRANSITION', donationCancelled);
  return startPayment(deps, {
    kind: 'donation',
    publicId: donation.donation_ref_code,
    method: 'mpesa',
    phone,
  });
}
