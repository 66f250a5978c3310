/**
 * Reading a Support Us donation back by its reference code (`paid` is 1 once paid).
 *
 * spec: public-site.md §3 "Stored donation", §4 Donation, §7 (get donation).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { apiGet } from '../../lib/api-client';
import { useApiQuery } from '../../lib/use-api-query';
import { useLinkToken, withLinkToken } from './payable-requests';

/** A donation as the API gives it; `amount` an exact decimal string in `currency`. */
export interface StoredDonation {
  public_id: string;
  donation_ref_code: string;
  amount: string;
  currency: CurrencyCode;
  payment_method: string | null;
  cause: string | null;
  first_name: string;
  /** Only with the page's link token. */
  email?: string;
  /** Only with the page's link token. */
  full_name?: string;
  paid: 0 | 1;
}

/** API path of the donation with `donationRefCode`. */
export function donationPath(donationRefCode: string): string {
  return `/public/donations/${encodeURIComponent(donationRefCode)}`;
}

/** The donation with `donationRefCode`, read once and shared. */
export function useDonation(donationRefCode: string) {
  const path = withLinkToken(donationPath(donationRefCode), useLinkToken());
  return useApiQuery(path, () => apiGet<StoredDonation>(path));
}
