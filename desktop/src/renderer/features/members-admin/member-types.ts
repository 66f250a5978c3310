/**
 * Members as the back office's API answers them (api/src/members-admin): every field, Is Paid
 * (`payment_status`), `is_current` (paid and unexpired today) and, for one member, the
 * beneficiaries. Amounts are decimal strings in `currency` (beneficiaries' in KES).
 *
 * spec: membership-backoffice.md §2.2, §3 (Member, Beneficiary); api-contract.md §People and
 * logs.
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import type { PageAnswer } from '../../lib/paged-list/ResourceList';

export interface StaffMemberSummary {
  public_id: string;
  member_reference_number: string;
  member_setting: string;
  membership: string;
  residence: 'citizen' | 'resident' | 'non_resident';
  household_type: string;
  registration_type: string;
  title: string;
  first_name: string;
  sur_name: string;
  gender_id: string;
  dob: string;
  email: string;
  code: string;
  tel_number: string;
  postal_address: string;
  postal_code: string;
  town: string;
  id_alien_number: string | null;
  promo_code: string | null;
  amount: string;
  currency: CurrencyCode;
  payment_status: boolean;
  payment_method: string | null;
  registration_date: string;
  expiry_date: string | null;
  paid_at: string | null;
  is_current: boolean;
  salesforce_id: string | null;
  salesforce_uuid: string | null;
  salesforce_account_uuid: string | null;
  salesforce_contact_uuid: string | null;
  created_at: string;
  /** When staff deleted the member; null while it is not deleted. */
  deleted_at: string | null;
}
export type StaffMemberPage = PageAnswer & { data: StaffMemberSummary[] };

export interface StaffMember extends StaffMemberSummary {
  family: {
    public_id: string;
    title: string;
    first_name: string;
    sur_name: string;
    gender_id: string;
    dob: string;
    id_alien_number: string | null;
    email: string | null;
    phone_number: string | null;
    amount: string;
  }[];
}

/** A member's standing in words: deleted, current, expired or unpaid. */
export function memberStanding(member: StaffMemberSummary): string {
  if (member.deleted_at) return 'Deleted';
  if (member.is_current) return 'Current';
  return member.payment_status ? 'Expired' : 'Unpaid';
}

/** The app path of member `publicId` (route Member). */
export const memberPath = (publicId: string) => `/member/${encodeURIComponent(publicId)}`;
