/**
 * Words and paths the donation screens share: a donation's status (Cancelled, Paid, Not paid)
 * and the path of its page.
 *
 * spec: membership-backoffice.md §2.5 (donation/{donation_id}), §3 (Donation).
 */
import type { StaffDonation } from '../people-lists/people-types';

/** What a donation is now. */
export function donationStatus(donation: StaffDonation): 'Cancelled' | 'Paid' | 'Not paid' {
  if (donation.cancelled_at !== null) return 'Cancelled';
  return donation.paid === 1 ? 'Paid' : 'Not paid';
}

/** The path of donation `publicId`'s page. */
export function donationPath(publicId: string): string {
  return `/donation/${encodeURIComponent(publicId)}`;
}
