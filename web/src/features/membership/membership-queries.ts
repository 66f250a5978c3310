/**
 * Reads of the public membership: the membership types on offer (with the beneficiary
 * amounts) and a member read back by the member reference number.
 *
 * spec: membership-backoffice.md §2.1, §3 (Membership setting, Member), §9; api-contract.md
 * §Payments (memberships under /public/members).
 */
import type { CurrencyCode, Residency } from '@hifadhi/shared/catalogue/catalogue';
import { apiGet } from '../../lib/api-client';
import { useApiQuery } from '../../lib/use-api-query';
import { useLinkToken, withLinkToken } from '../donation/payable-requests';

/** A membership type; `price` an exact decimal string in `currency`. */
export interface PublicMembershipSetting {
  public_id: string;
  custom_name: string;
  /** Household type: Individual, Couple, Family. */
  membership_type: string;
  residence: Residency;
  name: string;
  price: string;
  currency: CurrencyCode;
  /** Persons admitted, the member included. */
  number_of_persons: number;
  number_of_children: number;
}

export interface PublicMembershipSettings {
  settings: PublicMembershipSetting[];
  /** KES decimal strings per beneficiary group. */
  beneficiary_amounts: { citizen: string; other: string };
}

/**
 * A registered member; `payment_status` true once paid; `amount` in `currency`. The family
 * name, e-mail and beneficiaries come only with the page's link token.
 */
export interface PublicMember {
  member_reference_number: string;
  membership: string;
  first_name: string;
  sur_name?: string;
  email?: string;
  amount: string;
  currency: CurrencyCode;
  payment_status: boolean;
  family?: { first_name: string; sur_name: string }[];
}

const SETTINGS_PATH = '/public/membership-settings';

/** API path of the member with `memberReferenceNumber`. */
export function memberPath(memberReferenceNumber: string): string {
  return `/public/members/${encodeURIComponent(memberReferenceNumber)}`;
}

/** The membership types, in catalogue order. */
export function useMembershipSettings() {
  return useApiQuery(SETTINGS_PATH, () => apiGet<PublicMembershipSettings>(SETTINGS_PATH));
}

/** The member with `memberReferenceNumber`. */
export function useMember(memberReferenceNumber: string) {
  const path = withLinkToken(memberPath(memberReferenceNumber), useLinkToken());
  return useApiQuery(path, () => apiGet<PublicMember>(path));
}
