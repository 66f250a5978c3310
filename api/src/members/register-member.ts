/**
 * Public member registration: the member form (parsed with the shared schema for `today`:
 * members at least 18) and its beneficiaries, checked against the chosen membership setting with
 * `checkBeneficiaries` (no beneficiaries on a one-person membership, at most 2 adults, at most
 * one on a couple's). The membership costs the setting's price plus each beneficiary amount
 * (KES, converted to the setting's currency and rounded up); it is stored unpaid under a random
 * 6-character base-36 member reference number, which the site then pays at
 * `/membership-payment/{member_reference_number}`.
 *
 * spec: membership-backoffice.md §2.1, §3 (Member, Beneficiary), §4, §5, §9.
 */
import type { CurrencyCode, MembershipSetting } from '@hifadhi/shared/catalogue/catalogue';
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { DomainError } from '@hifadhi/shared/errors';
import { convert } from '@hifadhi/shared/money/convert';
import { ceilToWhole } from '@hifadhi/shared/money/round';
import { findReference } from '@hifadhi/shared/pricing/line-errors';
import {
  type BeneficiaryCheck,
  checkBeneficiaries,
  type MemberRegistration,
} from '@hifadhi/shared/schemas/member';
import Decimal from 'decimal.js';
import type { Executor } from '../db/database';
import { beneficiaryAmounts, membershipSettings } from '../db/schema/catalogue';
import { memberBeneficiaries, members } from '../db/schema/members';
import { currentRates } from '../payments/current-rates';
import { BASE36, insertWithFreshCode, randomCode } from '../payments/random-code';

/** The answer of `POST /public/members`. */
export interface MemberRegistered {
  member_public_id: string;
  member_reference_number: string;
  member_setting: string;
  /** Setting price plus beneficiary amounts, decimal string in `currency`. */
  amount: string;
  currency: CurrencyCode;
  payment_status: false;
  family: { first_name: string; sur_name: string; amount: string }[];
}

/** A new member reference number: 6 random base-36 characters, upper case. */
export function newMemberReferenceNumber(): string {
  return randomCode(BASE36, 6);
}

/**
 * The membership setting `publicId`.
 * @throws DomainError UNKNOWN_REFERENCE (field member_setting) when there is none.
 */
export async function readSetting(db: Executor, publicId: string): Promise<MembershipSetting> {
  const rows = await db.select().from(membershipSettings);
  const row = findReference(rows, (setting) => setting.public_id === publicId, {
    field: 'member_setting',
    what: 'membership',
    id: publicId,
  });
  return { ...row, currency: row.currency as CurrencyCode };
}

/** The beneficiary amounts (KES) of the catalogue, or undefined for the spec's defaults. */
export async function readBeneficiaryAmounts(db: Executor) {
  const rows = await db.select().from(beneficiaryAmounts);
  const amount = (group: 'citizen' | 'other') =>
    rows.find((row) => row.beneficiary_group === group)?.amount;
  const citizen = amount('citizen');
  const other = amount('other');
  return citizen !== undefined && other !== undefined ? { citizen, other } : undefined;
}

/**
 * Refuses a family that breaks a rule of `checkBeneficiaries`.
 * @throws DomainError VALIDATION_FAILED with the first message, all in `messages`, on `family`.
 */
export function refuseBrokenBeneficiaryRules(check: BeneficiaryCheck): void {
  if (check.errors.length === 0) return;
  throw new DomainError('VALIDATION_FAILED', check.errors[0]!, {
    messages: check.errors,
    fields: { family: check.errors[0]! },
  });
}

/**
 * What a membership of `setting` costs with beneficiaries costing `beneficiariesTotal` KES: the
 * setting's price plus that total converted to the setting's currency at `now`'s rates and
 * rounded up to a whole unit; a decimal string with 2 places in the setting's currency.
 */
export async function membershipAmount(
  db: Executor,
  setting: Pick<MembershipSetting, 'price' | 'currency'>,
  beneficiariesTotal: string,
  now: Date,
): Promise<string> {
  const beneficiariesCost = ceilToWhole(
    convert(beneficiariesTotal, 'KES', setting.currency, await currentRates(db, now)),
  );
  return new Decimal(setting.price).plus(beneficiariesCost).toFixed(2);
}

/** What staff registering a member set beside the form (Is Paid, expiry, CRM ids, …). */
export type StaffMemberColumns = Partial<
  Pick<
    typeof members.$inferInsert,
    | 'registration_type'
    | 'payment_status'
    | 'payment_method'
    | 'expiry_date'
    | 'paid_at'
    | 'salesforce_id'
    | 'salesforce_uuid'
    | 'salesforce_account_uuid'
    | 'salesforce_contact_uuid'
    | 'idempotency_key'
  >
>;

/**
 * Registers `form` at `now` (with `staffColumns` when staff register the member; `db` may be a
 * transaction, the registration then a part of it).
 * @throws DomainError UNKNOWN_REFERENCE (field member_setting) for an unknown membership;
 *   VALIDATION_FAILED with the spec's beneficiary messages (all in `messages`).
 */
export async function registerMember(
  db: Executor,
  form: MemberRegistration,
  now: Date,
  staffColumns: StaffMemberColumns = {},
): Promise<MemberRegistered> {
  const today = calendarDateAt(now);
  const setting = await readSetting(db, form.member_setting);
  const check = checkBeneficiaries(setting, form.family, today, await readBeneficiaryAmounts(db));
  refuseBrokenBeneficiaryRules(check);
  const amount = await membershipAmount(db, setting, check.total, now);

  return db.transaction(async (tx) => {
    const { family, ...member } = form;
    const row = await insertWithFreshCode(newMemberReferenceNumber, async (code) => {
      const [inserted] = await tx
        .insert(members)
        .values({
          ...member,
          ...staffColumns,
          member_reference_number: code,
          amount,
          currency: setting.currency,
          registration_date: today,
          created_at: now,
        })
        .onConflictDoNothing({ target: members.member_reference_number })
        .returning({
          id: members.id,
          public_id: members.public_id,
          member_reference_number: members.member_reference_number,
        });
      return inserted;
    });
    const beneficiaries = family.map((beneficiary, index) => ({
      ...beneficiary,
      member_id: row.id,
      amount: check.amounts[index] ?? '0',
    }));
    if (beneficiaries.length > 0) await tx.insert(memberBeneficiaries).values(beneficiaries);
    return {
      member_public_id: row.public_id,
      member_reference_number: row.member_reference_number,
      member_setting: setting.public_id,
      amount,
      currency: setting.currency,
      payment_status: false,
      family: beneficiaries.map(({ first_name, sur_name, amount: cost }) => ({
        first_name,
        sur_name,
        amount: new Decimal(cost).toFixed(2),
      })),
    };
  });
}
