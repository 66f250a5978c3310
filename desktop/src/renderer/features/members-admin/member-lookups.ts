/**
 * What the member forms choose from: the membership settings with their discounts and the
 * member, residence and household types (`GET /membership-settings`), the beneficiary amounts
 * (`GET /public/membership-settings`), and countries and genders (`GET /public/lookups`).
 *
 * spec: membership-backoffice.md §2.1 (membership type, residency, household type), §3
 * (lookups), §9 (beneficiary amounts).
 */
import type { BeneficiaryAmounts } from '@hifadhi/shared/schemas/member';
import { useQuery } from '@tanstack/react-query';
import { staffGet } from '../../lib/staff-api';

export interface StaffMembershipSetting {
  public_id: string;
  custom_name: string;
  membership_type: string;
  residence: 'citizen' | 'resident' | 'non_resident';
  name: string;
  price: string;
  currency: 'KES' | 'USD';
  number_of_persons: number;
  number_of_children: number;
  entry_discount: string;
  accommodation_discount: string;
  activity_discount: string;
}

export interface MembershipLookups {
  settings: StaffMembershipSetting[];
  member_types: string[];
  residence_types: string[];
  household_types: string[];
}

interface PublicLookups {
  countries: { name: string; code: string; calling_code: string }[];
  genders: { public_id: string; name: string }[];
}

/** Payment methods for staff-registered members (§9). */
export const staffPaymentMethods = ['Mpesa', 'Credit Card', 'Bank Transfer', 'Cheque', 'Voucher'];

/** Words for a residence type. */
export const residenceLabels: Record<string, string> = {
  citizen: 'Citizen',
  resident: 'Resident',
  non_resident: 'Non-resident',
};

/** The membership settings and types. */
export function useMembershipLookups() {
  return useQuery({
    queryKey: ['/membership-settings'],
    queryFn: () => staffGet<MembershipLookups>('/membership-settings'),
  });
}

/** The beneficiary amounts (KES) of the catalogue. */
export function useBeneficiaryAmounts() {
  return useQuery({
    queryKey: ['catalogue', '/public/membership-settings'],
    queryFn: () =>
      staffGet<{ beneficiary_amounts: BeneficiaryAmounts }>('/public/membership-settings'),
    select: (answer) => answer.beneficiary_amounts,
  });
}

/** Countries and genders. */
export function usePeopleLookups() {
  return useQuery({
    queryKey: ['catalogue', '/public/lookups'],
    queryFn: () => staffGet<PublicLookups>('/public/lookups'),
  });
}
