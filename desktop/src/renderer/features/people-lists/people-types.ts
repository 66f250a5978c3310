/**
 * Donations and volunteer applications as the back office's API answers them
 * (api/src/people): amounts and prices are decimal strings in `currency`; instants ISO strings.
 *
 * spec: membership-backoffice.md §2.5 (Donors and donations, Volunteers), §3 (Donation,
 * Volunteer); api-contract.md §People and logs.
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import type { PageAnswer } from '../../lib/paged-list/ResourceList';

export interface StaffDonation {
  public_id: string;
  donation_ref_code: string;
  booking_ref_code: string | null;
  cause_public_id: string | null;
  cause: string | null;
  amount: string;
  currency: CurrencyCode;
  first_name: string;
  sur_name: string;
  email: string;
  phone_number: string | null;
  /** 1 once paid. */
  paid: number;
  paid_at: string | null;
  payment_method_public_id: string | null;
  frequency_public_id: string | null;
  anonymity_public_id: string | null;
  created_at: string;
  /** Set once cancelled: who (public id, e-mail), why, when. */
  cancelled_by: string | null;
  cancelled_by_email: string | null;
  cancel_reason: string | null;
  cancelled_at: string | null;
  /** The staff user who recorded it; null when the public site did. */
  added_by: string | null;
}
export type StaffDonationPage = PageAnswer & { data: StaffDonation[] };

export interface StaffVolunteer {
  volunteer_public_id: string;
  program: string;
  first_name: string;
  sur_name: string;
  email: string;
  tel: string;
  price: string;
  currency: CurrencyCode;
  payment_status: 'Unpaid' | 'Paid';
  created_at: string;
}
export type StaffVolunteerPage = PageAnswer & { data: StaffVolunteer[] };
