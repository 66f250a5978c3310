/**
 * Staff writes on members, each with its entry in the change log (user, before, after) in the
 * same transaction (an edit that changes nothing leaves none):
 * - `updateMember`: the §2.2 edit — membership residence and household type, personal
 *   information, payment method, expiry date, the CRM ids and Is Paid. The member as changed is
 *   checked again with the member form's rules. Switching Is Paid on records when and, unless an
 *   expiry date is given, runs the membership a year from today; switching it off clears when.
 * - `registerStaffMember`: NewMember — the public registration (beneficiaries and their rules
 *   and amounts) as `registration_type` 'staff', with Is Paid, payment method, expiry and CRM ids;
 *   a retry with the same `Idempotency-Key` answers the member the first made, and makes none.
 *
 * spec: membership-backoffice.md §2.1 (NewMember, Is Paid), §2.2, §3 (Member); api-contract.md
 * §People and logs (`PATCH /members/{public_id}`, `POST /members`).
 */
import { type CalendarDate, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import {
  type MemberPatch,
  memberRecordSchema,
  type StaffMemberRegistration,
} from '@hifadhi/shared/schemas/people';
import { eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { members } from '../db/schema/members';
import { isUniqueViolation } from '../db/unique-violation';
import { recordStaffChange } from '../logs/staff-changes';
import { membershipExpiry } from '../members/membership-expiry';
import { registerMember } from '../members/register-member';
import { logged, type MemberDeps, type Staff, writeMember } from './member-writes';
import { readStaffMember, type StaffMember } from './staff-member-read';

/** The editable part of `member`, as `memberRecordSchema` takes it. */
function editable(member: StaffMember) {
  return {
    residence: member.residence,
    household_type: member.household_type,
    title: member.title,
    first_name: member.first_name,
    sur_name: member.sur_name,
    gender_id: member.gender_id,
    dob: member.dob,
    email: member.email,
    code: member.code,
    tel_number: member.tel_number,
    postal_address: member.postal_address,
    postal_code: member.postal_code,
    town: member.town,
    id_alien_number: member.id_alien_number,
    payment_method: member.payment_method,
    expiry_date: member.expiry_date,
    salesforce_id: member.salesforce_id,
    salesforce_uuid: member.salesforce_uuid,
    salesforce_account_uuid: member.salesforce_account_uuid,
    salesforce_contact_uuid: member.salesforce_contact_uuid,
    is_paid: member.payment_status,
  };
}

/** The paid columns of `is_paid` set at `now` on `today` (`expiry` as given, if given). */
function paidColumns(
  was: Pick<StaffMember, 'payment_status' | 'expiry_date'>,
  isPaid: boolean,
  expiry: CalendarDate | null | undefined,
  now: Date,
) {
  if (isPaid === was.payment_status) return { expiry_date: expiry ?? was.expiry_date };
  if (!isPaid)
    return { payment_status: false, paid_at: null, expiry_date: expiry ?? was.expiry_date };
  return {
    payment_status: true,
    paid_at: now,
    expiry_date: expiry ?? membershipExpiry(calendarDateAt(now)),
  };
}

/**
 * Changes member `publicId` by `patch` for `staff`.
 * @throws DomainError NOT_FOUND 'Member not found'; ZodError (400) for a record breaking a rule.
 */
export async function updateMember(
  deps: MemberDeps,
  publicId: string,
  patch: MemberPatch,
  staff: Staff,
): Promise<StaffMember> {
  return writeMember(deps, publicId, staff, async (tx, before, { now, today }) => {
    const given = Object.fromEntries(
      Object.entries(patch).filter(([, value]) => value !== undefined),
    );
    const { is_paid, expiry_date, ...fields } = memberRecordSchema(today).parse({
      ...editable(before),
      ...given,
    });
    await tx
      .update(members)
      .set({
        ...fields,
        ...paidColumns(before, is_paid, 'expiry_date' in given ? expiry_date : undefined, now),
      })
      .where(eq(members.id, before.id));
  });
}

/** The member staff registered with `idempotencyKey`, or null. */
async function memberOfKey(db: Database, idempotencyKey: string | null, today: CalendarDate) {
  if (idempotencyKey === null) return null;
  const [row] = await db
    .select({ public_id: members.public_id })
    .from(members)
    .where(eq(members.idempotency_key, idempotencyKey));
  return row ? logged(await readStaffMember(db, row.public_id, today)) : null;
}

/**
 * Registers `form` as staff (`staff`) at the clock's now, once per `idempotencyKey`.
 * @returns the member, and whether this request made it (false: a retry's answer).
 * @throws DomainError as `registerMember` (unknown membership, beneficiary rules).
 */
export async function registerStaffMember(
  deps: { db: Database; clock: Clock },
  form: StaffMemberRegistration,
  staff: Staff,
  idempotencyKey: string | null,
): Promise<{ member: StaffMember; created: boolean }> {
  const now = deps.clock.now();
  const today = calendarDateAt(now);
  const earlier = await memberOfKey(deps.db, idempotencyKey, today);
  if (earlier) return { member: earlier, created: false };
  try {
    return { member: await registerOnce(deps.db, form, staff, idempotencyKey, now), created: true };
  } catch (error) {
    // A retry that arrived while the first was being written.
    const raced = isUniqueViolation(error, 'members_idempotency_key_unique')
      ? await memberOfKey(deps.db, idempotencyKey, today)
      : null;
    if (raced) return { member: raced, created: false };
    throw error;
  }
}

async function registerOnce(
  db: Database,
  form: StaffMemberRegistration,
  staff: Staff,
  idempotencyKey: string | null,
  now: Date,
): Promise<StaffMember> {
  const today = calendarDateAt(now);
  const { is_paid, payment_method, expiry_date, ...registration } = form;
  return db.transaction(async (tx) => {
    const registered = await registerMember(tx, registration, now, {
      idempotency_key: idempotencyKey,
      registration_type: 'staff',
      payment_method,
      salesforce_id: registration.salesforce_id,
      salesforce_uuid: registration.salesforce_uuid,
      salesforce_account_uuid: registration.salesforce_account_uuid,
      salesforce_contact_uuid: registration.salesforce_contact_uuid,
      ...paidColumns({ payment_status: false, expiry_date: null }, is_paid, expiry_date, now),
    });
    const member = logged(await readStaffMember(tx, registered.member_public_id, today));
    await recordStaffChange(
      tx,
      staff,
      { entity: 'member', entity_id: member.public_id, before: null, after: member },
      now,
    );
    return member;
  });
}
