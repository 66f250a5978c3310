/**
 * The membership notices the API e-mails by itself, each at most once per member and period
 * (`member_notices`, unique on member, kind and period, is the log of what was sent):
 * - renewal: a paid member whose membership expires within `RENEWAL_NOTICE_DAYS` (30) days of
 *   today gets one reminder to renew before its expiry date (period: that expiry date, so a
 *   renewed membership is reminded again before its next expiry);
 * - payment reminder: a member registered at least `PAYMENT_REMINDER_AFTER_DAYS` days ago and
 *   still unpaid gets one reminder a calendar month (period: `YYYY-MM`) with the page to pay.
 * Deleted members get none. Staff may also send an unpaid member's payment reminder at once
 * (`remindPayment`), which counts as that month's. Expired members need no action here: their discounts already stop
 * (`memberStanding`). Each notice is claimed and sent in one transaction: a failed send leaves
 * it unclaimed for the next sweep, and two API instances never send the same notice twice.
 *
 * spec: membership-backoffice.md §3 (Member: expiry_date, payment_status), §7 (Members: remind
 * payment), §9 (dates YYYY-MM-DD).
 */
import { addDays, type CalendarDate, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { DomainError } from '@hifadhi/shared/errors';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { RENEWAL_NOTICE_DAYS } from '@hifadhi/shared/schemas/members-admin';
import { and, between, desc, eq, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database, Executor } from '../db/database';
import { membershipSettings } from '../db/schema/catalogue';
import { members } from '../db/schema/members';
import { memberNotices } from '../db/schema/members-admin';
import { readConservancyContact } from '../mail/conservancy-contact';
import type { Mail, Mailer } from '../mail/mailer';
import { thankYouMail } from '../mail/thank-you-mails';
import { memberNotFound } from '../members/read-member';
import { isPublicId } from '../payments/payment-records';

/** Days after registration before an unpaid member is first reminded to pay. */
export const PAYMENT_REMINDER_AFTER_DAYS = 3;

export type MemberNoticeKind = 'renewal' | 'payment_reminder';

export interface MembershipNoticeDeps {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  /** The public site's address, for the payment page's link. */
  siteUrl: string;
}

/** What one sweep sent: member reference numbers by kind. */
export interface NoticesSent {
  renewal: string[];
  payment_reminder: string[];
}

interface Candidate {
  id: number;
  member_reference_number: string;
  first_name: string;
  email: string;
  membership: string;
  amount: string;
  currency: string;
  expiry_date: string | null;
}

function noticeSent(kind: MemberNoticeKind, period: ReturnType<typeof sql>) {
  return notExists(
    sql`(select 1 from ${memberNotices} where ${memberNotices.member_id} = ${members.id}
      and ${memberNotices.kind} = ${kind} and ${memberNotices.period} = ${period})`,
  );
}

function candidates(db: Database) {
  return db
    .select({
      id: members.id,
      member_reference_number: members.member_reference_number,
      first_name: members.first_name,
      email: members.email,
      membership: membershipSettings.name,
      amount: members.amount,
      currency: members.currency,
      expiry_date: members.expiry_date,
    })
    .from(members)
    .innerJoin(membershipSettings, eq(membershipSettings.public_id, members.member_setting));
}

/** Members due a renewal reminder on `today`. */
function dueRenewal(db: Database, today: CalendarDate): Promise<Candidate[]> {
  return candidates(db).where(
    and(
      eq(members.payment_status, true),
      isNull(members.deleted_at),
      between(members.expiry_date, today, addDays(today, RENEWAL_NOTICE_DAYS)),
      noticeSent('renewal', sql`${members.expiry_date}::text`),
    ),
  );
}

/** Unpaid members due their payment reminder of `today`'s month. */
function duePayment(db: Database, today: CalendarDate): Promise<Candidate[]> {
  return candidates(db).where(
    and(
      eq(members.payment_status, false),
      isNull(members.deleted_at),
      lte(members.registration_date, addDays(today, -PAYMENT_REMINDER_AFTER_DAYS)),
      noticeSent('payment_reminder', sql`${today.slice(0, 7)}`),
    ),
  );
}

/** The renewal reminder of `member`. */
export function renewalMail(
  member: Candidate,
  contact: Awaited<ReturnType<typeof readConservancyContact>>,
): Mail {
  return thankYouMail(
    {
      to: member.email,
      first_name: member.first_name,
      subject: `Your ${contact.name} membership expires on ${member.expiry_date}`,
      message: `Your membership expires on ${member.expiry_date}. Renew it before then to keep your members' discounts; after that day they no longer apply.`,
      rows: [
        { label: 'Member reference', value: member.member_reference_number },
        { label: 'Membership', value: member.membership },
        { label: 'Expiry date', value: member.expiry_date ?? '' },
      ],
    },
    contact,
  );
}

/** The payment reminder of unpaid `member`, with its payment page at `siteUrl`. */
export function paymentReminderMail(
  member: Candidate,
  contact: Awaited<ReturnType<typeof readConservancyContact>>,
  siteUrl: string,
): Mail {
  const page = `${siteUrl.replace(/\/+$/, '')}/membership-payment/${member.member_reference_number}`;
  return thankYouMail(
    {
      to: member.email,
      first_name: member.first_name,
      subject: `Your ${contact.name} membership is waiting for payment (${member.member_reference_number})`,
      message: `Your membership has not been paid yet, so it gives no discount. Pay it at ${page}`,
      rows: [
        { label: 'Member reference', value: member.member_reference_number },
        { label: 'Membership', value: member.membership },
        { label: 'Amount', value: formatMoney(member.amount, member.currency as 'KES', 2) },
      ],
    },
    contact,
  );
}

/** Claims notice `kind`/`period` of `member` and sends `mail` in one transaction; false if taken. */
async function claimAndSend(
  deps: MembershipNoticeDeps,
  member: Candidate,
  kind: MemberNoticeKind,
  period: string,
  mail: Mail,
  now: Date,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(memberNotices)
      .values({ member_id: member.id, kind, period, email: member.email, sent_at: now })
      .onConflictDoNothing()
      .returning({ id: memberNotices.id });
    if (!claimed) return false;
    await deps.mailer.send(mail, `membership-${kind}-${member.member_reference_number}`);
    return true;
  });
}

/** Sends every notice due at the clock's now (see the module comment). */
export async function sendMembershipNotices(deps: MembershipNoticeDeps): Promise<NoticesSent> {
  const now = deps.clock.now();
  const today = calendarDateAt(now);
  const sent: NoticesSent = { renewal: [], payment_reminder: [] };
  const [renewals, unpaid] = await Promise.all([
    dueRenewal(deps.db, today),
    duePayment(deps.db, today),
  ]);
  if (renewals.length === 0 && unpaid.length === 0) return sent;
  const contact = await readConservancyContact(deps.db);
  for (const member of renewals) {
    const mail = renewalMail(member, contact);
    if (await claimAndSend(deps, member, 'renewal', member.expiry_date!, mail, now)) {
      sent.renewal.push(member.member_reference_number);
    }
  }
  for (const member of unpaid) {
    const mail = paymentReminderMail(member, contact, deps.siteUrl);
    if (await claimAndSend(deps, member, 'payment_reminder', today.slice(0, 7), mail, now)) {
      sent.payment_reminder.push(member.member_reference_number);
    }
  }
  return sent;
}

/** Why a staff payment reminder is refused. */
export const reminderRefusals = {
  paid: 'This membership is paid: there is no payment to remind',
  sent: 'A payment reminder was already sent this month',
} as const;

/**
 * Sends unpaid member `publicId`'s payment reminder now (this month's; logged).
 * @throws DomainError NOT_FOUND 'Member not found'; CONFLICT `reminderRefusals` when the
 *   membership is paid or this month's reminder has gone.
 */
export async function remindPayment(deps: MembershipNoticeDeps, publicId: string): Promise<void> {
  const now = deps.clock.now();
  const today = calendarDateAt(now);
  const [member] = isPublicId(publicId)
    ? await candidates(deps.db).where(
        and(eq(members.public_id, publicId), isNull(members.deleted_at)),
      )
    : [];
  if (!member) throw new DomainError('NOT_FOUND', memberNotFound);
  const [paid] = await deps.db
    .select({ paid: members.payment_status })
    .from(members)
    .where(eq(members.id, member.id));
  if (paid?.paid) throw new DomainError('CONFLICT', reminderRefusals.paid);
  const mail = paymentReminderMail(member, await readConservancyContact(deps.db), deps.siteUrl);
  if (!(await claimAndSend(deps, member, 'payment_reminder', today.slice(0, 7), mail, now))) {
    throw new DomainError('CONFLICT', reminderRefusals.sent);
  }
}

/** The notices sent to the member with row id `memberId`, newest first. */
export async function readMemberNotices(db: Executor, memberId: number) {
  const rows = await db
    .select({
      kind: memberNotices.kind,
      period: memberNotices.period,
      email: memberNotices.email,
      sent_at: memberNotices.sent_at,
    })
    .from(memberNotices)
    .where(eq(memberNotices.member_id, memberId))
    .orderBy(desc(memberNotices.sent_at), desc(memberNotices.id));
  return rows.map((row) => ({ ...row, sent_at: row.sent_at.toISOString() }));
}
