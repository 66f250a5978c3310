/**
 * Beneficiaries staff add to, change on or remove from a member, each a logged member write.
 * Each beneficiary is checked with the form's rules (`beneficiarySchema`: title, names, gender,
 * date of birth; one aged 18 or more needs an e-mail and a phone — "Beneficiary is 18 is and
 * above. …"); the family as changed is checked with `checkBeneficiaries` against the member's
 * membership setting (at most 2 adults, one for a couple, none on a one-person membership), and
 * every beneficiary's amount is worked out again (2400 KES for a citizen membership, 4800
 * otherwise, for each beyond the number_of_persons − 1 the price covers). While the membership is
 * unpaid its amount follows (price plus beneficiary amounts); once paid, what was paid stays and
 * the beneficiary's amount shows what the new beneficiary costs.
 *
 * spec: membership-backoffice.md §2.1 (beneficiary form), §3 (Beneficiary), §4, §5, §7
 * (Beneficiary: POST add, PATCH update, delete), §9.
 */
import { DomainError } from '@hifadhi/shared/errors';
import { type Beneficiary, checkBeneficiaries } from '@hifadhi/shared/schemas/member';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { memberBeneficiaries, members } from '../db/schema/members';
import {
  membershipAmount,
  readBeneficiaryAmounts,
  readSetting,
  refuseBrokenBeneficiaryRules,
} from '../members/register-member';
import { type MemberDeps, type Staff, writeMember } from './member-writes';
import type { StaffMember } from './staff-member-read';

export const beneficiaryNotFound = 'Beneficiary not found';

type FamilyMember = StaffMember['family'][number];

/** Checks `family` (in order) for `member` and stores each amount and, while unpaid, the total. */
async function settleFamily(
  tx: Transaction,
  member: StaffMember & { id: number },
  family: readonly Pick<FamilyMember, 'public_id' | 'dob'>[],
  at: { now: Date; today: string },
) {
  const setting = await readSetting(tx, member.member_setting);
  const check = checkBeneficiaries(setting, family, at.today, await readBeneficiaryAmounts(tx));
  refuseBrokenBeneficiaryRules(check);
  for (const [index, person] of family.entries()) {
    await tx
      .update(memberBeneficiaries)
      .set({ amount: check.amounts[index] ?? '0' })
      .where(eq(memberBeneficiaries.public_id, person.public_id));
  }
  if (!member.payment_status) {
    const amount = await membershipAmount(tx, setting, check.total, at.now);
    await tx.update(members).set({ amount }).where(eq(members.id, member.id));
  }
}

function beneficiaryOf(member: StaffMember, beneficiaryId: string): FamilyMember {
  const found = member.family.find((person) => person.public_id === beneficiaryId);
  if (!found) throw new DomainError('NOT_FOUND', beneficiaryNotFound);
  return found;
}

/**
 * Adds `beneficiary` (parsed with `beneficiarySchema` for today) to member `memberId`.
 * @throws DomainError NOT_FOUND; VALIDATION_FAILED with the spec's message (nothing written).
 */
export function addBeneficiary(
  deps: MemberDeps,
  memberId: string,
  beneficiary: Beneficiary,
  staff: Staff,
): Promise<StaffMember> {
  return writeMember(deps, memberId, staff, async (tx, member, at) => {
    const [added] = await tx
      .insert(memberBeneficiaries)
      .values({ ...beneficiary, member_id: member.id, amount: '0' })
      .returning({ public_id: memberBeneficiaries.public_id });
    await settleFamily(
      tx,
      member,
      [...member.family, { ...beneficiary, public_id: added!.public_id }],
      at,
    );
  });
}

/**
 * Replaces beneficiary `beneficiaryId` of member `memberId` with `beneficiary`.
 * @throws DomainError NOT_FOUND (member or beneficiary); VALIDATION_FAILED as `addBeneficiary`.
 */
export function updateBeneficiary(
  deps: MemberDeps,
  memberId: string,
  beneficiaryId: string,
  beneficiary: Beneficiary,
  staff: Staff,
): Promise<StaffMember> {
  return writeMember(deps, memberId, staff, async (tx, member, at) => {
    beneficiaryOf(member, beneficiaryId);
    await tx
      .update(memberBeneficiaries)
      .set(beneficiary)
      .where(
        and(
          eq(memberBeneficiaries.public_id, beneficiaryId),
          eq(memberBeneficiaries.member_id, member.id),
        ),
      );
    const family = member.family.map((person) =>
      person.public_id === beneficiaryId ? { ...person, dob: beneficiary.dob } : person,
    );
    await settleFamily(tx, member, family, at);
  });
}

/**
 * Removes beneficiary `beneficiaryId` from member `memberId` (the change log keeps it).
 * @throws DomainError NOT_FOUND (member or beneficiary).
 */
export function removeBeneficiary(
  deps: MemberDeps,
  memberId: string,
  beneficiaryId: string,
  staff: Staff,
): Promise<StaffMember> {
  return writeMember(deps, memberId, staff, async (tx, member, at) => {
    beneficiaryOf(member, beneficiaryId);
    await tx.delete(memberBeneficiaries).where(eq(memberBeneficiaries.public_id, beneficiaryId));
    const family = member.family.filter((person) => person.public_id !== beneficiaryId);
    await settleFamily(tx, member, family, at);
  });
}
