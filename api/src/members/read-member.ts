/**
 * A member read back by the member reference number, as the membership payment page shows it:
 * names, membership (setting and its name), amount and currency, `payment_status` (true once
 * paid), expiry date, and the beneficiaries with their amounts. Without the link token the
 * payment page gets `publicMemberView`: the membership, amount, status and first name only (no
 * family name, e-mail, date of birth or beneficiaries).
 *
 * spec: membership-backoffice.md §2.1 (membership cart), §3 (Member, Beneficiary).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { DomainError } from '@hifadhi/shared/errors';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { membershipSettings } from '../db/schema/catalogue';
import { memberBeneficiaries, members } from '../db/schema/members';

export interface MemberRead {
  public_id: string;
  member_reference_number: string;
  member_setting: string;
  membership: string;
  residence: string;
  household_type: string;
  title: string;
  first_name: string;
  sur_name: string;
  email: string;
  amount: string;
  currency: CurrencyCode;
  payment_status: boolean;
  payment_method: string | null;
  registration_date: string;
  expiry_date: string | null;
  family: { title: string; first_name: string; sur_name: string; dob: string; amount: string }[];
}

/** What anyone with the reference number may see. */
export type PublicMemberView = Pick<
  MemberRead,
  | 'member_reference_number'
  | 'member_setting'
  | 'membership'
  | 'household_type'
  | 'first_name'
  | 'amount'
  | 'currency'
  | 'payment_status'
  | 'expiry_date'
>;

/** `member` without personal data. */
export function publicMemberView(member: MemberRead): PublicMemberView {
  return {
    member_reference_number: member.member_reference_number,
    member_setting: member.member_setting,
    membership: member.membership,
    household_type: member.household_type,
    first_name: member.first_name,
    amount: member.amount,
    currency: member.currency,
    payment_status: member.payment_status,
    expiry_date: member.expiry_date,
  };
}

/** Message of an unknown member reference number. */
export const memberNotFound = 'Member not found';

/**
 * The member with `memberReferenceNumber`.
 * @throws DomainError NOT_FOUND 'Member not found'.
 */
export async function readMember(db: Executor, memberReferenceNumber: string): Promise<MemberRead> {
  const [row] = await db
    .select({
      id: members.id,
      public_id: members.public_id,
      member_reference_number: members.member_reference_number,
      member_setting: members.member_setting,
      membership: membershipSettings.name,
      residence: members.residence,
      household_type: members.household_type,
      title: members.title,
      first_name: members.first_name,
      sur_name: members.sur_name,
      email: members.email,
      amount: members.amount,
      currency: members.currency,
      payment_status: members.payment_status,
      payment_method: members.payment_method,
      registration_date: members.registration_date,
      expiry_date: members.expiry_date,
    })
    .from(members)
    .innerJoin(membershipSettings, eq(membershipSettings.public_id, members.member_setting))
    .where(eq(members.member_reference_number, memberReferenceNumber.toUpperCase()));
  if (!row) throw new DomainError('NOT_FOUND', memberNotFound);
  const family = await db
    .select({
      title: memberBeneficiaries.title,
      first_name: memberBeneficiaries.first_name,
      sur_name: memberBeneficiaries.sur_name,
      dob: memberBeneficiaries.dob,
      amount: memberBeneficiaries.amount,
    })
    .from(memberBeneficiaries)
    .where(eq(memberBeneficiaries.member_id, row.id))
    .orderBy(asc(memberBeneficiaries.id));
  const { id, currency, ...member } = row;
  return { ...member, currency: currency as CurrencyCode, family };
}
