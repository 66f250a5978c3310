/**
 * Sends a member to the CRM and keeps the ids it answers, as one logged member write:
 * four upserts by external id, each carrying the ids of those before it —
 * - Account (the member's household; `Hifadhi_Member_Id__c` = the member's public id) →
 *   `salesforce_account_uuid`;
 * - Contact (the member; same external id, `AccountId`) → `salesforce_contact_uuid`;
 * - Opportunity (the membership sale; `Hifadhi_Reference__c` = the member reference number,
 *   Closed Won once paid, else Prospecting, closing on the paid or registration date, `Amount`
 *   in the membership's currency) → `salesforce_uuid`;
 * - `Hifadhi_Membership__c` (the membership: type, residence, expiry, Is Paid, beneficiaries,
 *   `Contact__c`, `Opportunity__c`) → `salesforce_id`.
 * Upserting again updates the same records, so a sync may be repeated at will.
 *
 * spec: membership-backoffice.md §2.2 (the three CRM ids), §3 (Member: salesforce_id,
 * salesforce_uuid (opportunity), salesforce_account_uuid, salesforce_contact_uuid), §7 (CRM sync
 * triggers).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { eq } from 'drizzle-orm';
import { members } from '../db/schema/members';
import { type MemberDeps, type Staff, writeMember } from '../members-admin/member-writes';
import type { StaffMember } from '../members-admin/staff-member-read';
import { type CrmClient, CrmError } from './salesforce-client';

/** The answer when the CRM sync is off. */
export const crmOff = 'The CRM sync is off (set CRM_SYNC to simulator or salesforce)';

/** Upserts `member`'s four records in `crm`; their ids by the member's column names. */
async function upsertMember(crm: CrmClient, member: StaffMember) {
  const account = await crm.upsert('Account', 'Hifadhi_Member_Id__c', member.public_id, {
    Name: `${member.first_name} ${member.sur_name} household`,
    Phone: member.tel_number,
    BillingStreet: member.postal_address,
    BillingPostalCode: member.postal_code,
    BillingCity: member.town,
    BillingCountry: member.code,
  });
  const contact = await crm.upsert('Contact', 'Hifadhi_Member_Id__c', member.public_id, {
    AccountId: account.id,
    Salutation: member.title,
    FirstName: member.first_name,
    LastName: member.sur_name,
    Email: member.email,
    Phone: member.tel_number,
    Birthdate: member.dob,
    MailingCity: member.town,
  });
  const opportunity = await crm.upsert(
    'Opportunity',
    'Hifadhi_Reference__c',
    member.member_reference_number,
    {
      AccountId: account.id,
      Name: `${member.membership} ${member.member_reference_number}`,
      StageName: member.payment_status ? 'Closed Won' : 'Prospecting',
      CloseDate: member.paid_at?.slice(0, 10) ?? member.registration_date,
      Amount: Number(member.amount),
      CurrencyIsoCode: member.currency,
    },
  );
  const membership = await crm.upsert(
    'Hifadhi_Membership__c',
    'Hifadhi_Reference__c',
    member.member_reference_number,
    {
      Contact__c: contact.id,
      Opportunity__c: opportunity.id,
      Membership_Type__c: member.membership,
      Household_Type__c: member.household_type,
      Residence__c: member.residence,
      Expiry_Date__c: member.expiry_date,
      Is_Paid__c: member.payment_status,
      Beneficiaries__c: member.family.length,
    },
  );
  return {
    salesforce_id: membership.id,
    salesforce_uuid: opportunity.id,
    salesforce_account_uuid: account.id,
    salesforce_contact_uuid: contact.id,
  };
}

/**
 * Syncs member `publicId` to `crm` for `staff` and stores the four ids (logged).
 * @throws DomainError CONFLICT `crmOff` when `crm` is null; CRM_UNREACHABLE with Salesforce's
 *   words when it refuses or cannot be reached (nothing stored); NOT_FOUND for no member.
 */
export function syncMemberToCrm(
  deps: MemberDeps & { crm: CrmClient | null },
  publicId: string,
  staff: Staff,
): Promise<StaffMember> {
  const { crm } = deps;
  if (crm === null) throw new DomainError('CONFLICT', crmOff);
  return writeMember(deps, publicId, staff, async (tx, member) => {
    let ids: Awaited<ReturnType<typeof upsertMember>>;
    try {
      ids = await upsertMember(crm, member);
    } catch (error) {
      if (error instanceof CrmError) throw new DomainError('CRM_UNREACHABLE', error.message);
      throw error;
    }
    await tx.update(members).set(ids).where(eq(members.id, member.id));
  });
}
