/**
 * Records the donations a visitor added on a booking's payment page once that payment is
 * confirmed: each becomes a booking donation line (its amount in its own currency and in the
 * booking currency, as `amount_due` counts it) and a donation record tied to the booking, paid,
 * with the booker as donor.
 *
 * spec: public-site.md §3 "Donation within a booking", §7 (Mpesa request and Card donation post:
 * public_donations); pricing-rules.md §"Totals and payment" (amount due adds donations).
 */
import type { Transaction } from '../db/database';
import { bookingDonations, type bookings } from '../db/schema/bookings';
import { donations } from '../db/schema/donations';
import type { PaymentDonation } from '../payments/payable';
import { insertWithFreshCode } from '../payments/random-code';
import { newDonationRefCode } from './donation-ref-code';

/** The booking's row as the donor's details are taken from it. */
type Booker = Pick<
  typeof bookings.$inferSelect,
  'id' | 'first_name' | 'last_name' | 'email' | 'phone' | 'country' | 'city'
>;

/** Writes `added` for `booking` inside `tx`, paid at `now`. */
export async function recordBookingDonations(
  tx: Transaction,
  booking: Booker,
  added: readonly PaymentDonation[],
  now: Date,
): Promise<void> {
  if (added.length === 0) return;
  await tx.insert(bookingDonations).values(
    added.map((donation) => ({
      booking_id: booking.id,
      cause_public_id: donation.cause,
      currency: donation.currency,
      amount: donation.amount,
      booking_amount: donation.booking_currency_amount,
    })),
  );
  for (const donation of added) {
    await insertWithFreshCode(newDonationRefCode, async (donation_ref_code) => {
      const [inserted] = await tx
        .insert(donations)
        .values({
          donation_ref_code,
          booking_id: booking.id,
          cause_public_id: donation.cause,
          currency: donation.currency,
          amount: donation.amount,
          first_name: booking.first_name,
          sur_name: booking.last_name,
          email: booking.email,
          country: booking.country,
          phone_number: booking.phone,
          city: booking.city,
          paid: 1,
          paid_at: now,
          created_at: now,
        })
        .onConflictDoNothing({ target: donations.donation_ref_code })
        .returning({ id: donations.id });
      return inserted;
    });
  }
}
