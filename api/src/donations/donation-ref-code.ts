/**
 * Donation reference codes: 'D' and 7 characters of the booking references' alphabet (no 0/O,
 * 1/I), e.g. 'DK7M2QX9': short enough for M-Pesa's 12-character AccountReference and to read
 * out on the phone. Uniqueness is the database's unique index.
 *
 * spec: public-site.md §3 "Stored donation" (donation_ref_code), §4 Donation.
 */
import { REF_CODE_ALPHABET } from '../bookings/booking-ref-code';
import { randomCode } from '../payments/random-code';

/** A new random donation reference code. */
export function newDonationRefCode(): string {
  return `D${randomCode(REF_CODE_ALPHABET, 7)}`;
}
