/**
 * Corporate members as the API answers them (api/src/members-admin/corporate-members.ts).
 *
 * spec: membership-backoffice.md §2.3, §3 (Corporate member).
 */
import type { PageAnswer } from '../../lib/paged-list/ResourceList';

export interface CorporateMember {
  public_id: string;
  member_id: string;
  company_name: string;
  contact_person_name: string;
  contact_person_phone_number: string;
  phone_number: string;
  email: string;
  email1: string | null;
  email2: string | null;
  postal_address: string;
  postal_code: string;
  town: string;
  country: string;
  expiry_date: string | null;
  payment_status: boolean;
  payment_method: string | null;
  /** KES, decimal string. */
  amount: string;
  vehicles: number;
  passengers: number;
  visits: number;
  salesforce_id: string | null;
  salesforce_uuid: string | null;
  salesforce_account_uuid: string | null;
  salesforce_contact_uuid: string | null;
  is_current: boolean;
  created_at: string;
  deleted_at: string | null;
}
export type CorporateMemberPage = PageAnswer & { data: CorporateMember[] };

/** The app path of corporate member `publicId` (route CorporateMember). */
export const corporateMemberPath = (publicId: string) =>
  `/corporate/member/${encodeURIComponent(publicId)}`;

/** Its standing in words. */
export function corporateStanding(member: CorporateMember): string {
  if (member.deleted_at) return 'Deleted';
  if (member.is_current) return 'Current';
  return member.payment_status ? 'Expired' : 'Unpaid';
}
