/**
 * Members at the gate's walk-in, from the replica (so it works offline): the picker's search by
 * member number or name, and the discounts a member's walk-in gets, judged by the shared rule
 * (`memberStanding`: a paid membership in force on check-in) with the wizard's and API's words
 * when it gives none. Discounts are percentages as decimal strings.
 *
 * spec: staff-booking.md §2.1 (member picker with member summary), §9 (member discounts);
 * membership-backoffice.md §3; shared/src/pricing/member-discounts.ts.
 */
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { DomainError } from '@hifadhi/shared/errors';
import { memberStanding } from '@hifadhi/shared/pricing/member-discounts';
import type { MemberDiscounts } from '@hifadhi/shared/pricing/price-quote';
import { memberNotFoundMessage } from '@hifadhi/shared/schemas/staff-quote';
import type { ReplicaMember } from '@hifadhi/shared/schemas/sync';
import { validationError } from './gate-errors';
import { type ReplicaDatabase, statement } from './replica-database';

/** How many members a search answers at most. */
export const MEMBER_SEARCH_RESULTS = 5;
/** The shortest search the picker runs. */
export const MEMBER_SEARCH_MIN = 2;

/** A member as the walk-in's picker shows it: 'Current', 'Expired' or 'Unpaid' on `today`. */
export interface GateMember extends ReplicaMember {
  standing: 'Current' | 'Expired' | 'Unpaid';
}

function withStanding(member: ReplicaMember, today: string): GateMember {
  const standing = !member.payment_status
    ? 'Unpaid'
    : member.expiry_date !== null && member.expiry_date >= today
      ? 'Current'
      : 'Expired';
  return { ...member, standing };
}

function bodies(rows: unknown[]): ReplicaMember[] {
  return (rows as { body: string }[]).map((row) => JSON.parse(row.body) as ReplicaMember);
}

/**
 * Members whose number starts with `term` or whose name contains it (case-insensitive), exact
 * numbers first, at most `MEMBER_SEARCH_RESULTS`; none for a term shorter than
 * `MEMBER_SEARCH_MIN`.
 */
export function searchMembers(db: ReplicaDatabase, term: string, now: Date): GateMember[] {
  const text = term.trim();
  if (text.length < MEMBER_SEARCH_MIN) return [];
  const like = `%${text.replace(/[\\%_]/g, (found) => `\\${found}`)}%`;
  const rows = statement(
    db,
    `select body from members
     where member_reference_number = ? or member_reference_number like ? escape '\\'
       or full_name like ? escape '\\'
     order by member_reference_number = ? desc, full_name
     limit ?`,
  ).all(text, like.slice(1), like, text, MEMBER_SEARCH_RESULTS);
  const today = calendarDateAt(now);
  return bodies(rows).map((member) => withStanding(member, today));
}

/**
 * The membership number of member `publicId` in the replica.
 * @throws DomainError UNKNOWN_REFERENCE 'Member not found' (on `member`).
 */
export function memberReferenceNumber(db: ReplicaDatabase, publicId: string): string {
  return replicaMember(db, publicId).member_reference_number;
}

/** Member `publicId` as the replica keeps it; throws UNKNOWN_REFERENCE when it has none. */
function replicaMember(db: ReplicaDatabase, publicId: string): ReplicaMember {
  const [member] = bodies(
    statement(db, 'select body from members where member_public_id = ?').all(publicId),
  );
  if (!member) {
    throw new DomainError('UNKNOWN_REFERENCE', memberNotFoundMessage, {
      fields: { member: memberNotFoundMessage },
    });
  }
  return member;
}

/**
 * The discounts member `publicId` gives a walk-in checking in on `checkIn`, judged on the
 * gate's day at `now`.
 * @throws DomainError UNKNOWN_REFERENCE 'Member not found', or VALIDATION_FAILED with the reason
 *   an unpaid or expired membership gives none (`membershipRefusals`); both on `member`.
 */
export function walkInMemberDiscounts(
  db: ReplicaDatabase,
  publicId: string,
  { checkIn, now }: { checkIn: string; now: Date },
): MemberDiscounts {
  const member = replicaMember(db, publicId);
  const standing = memberStanding(member, { today: calendarDateAt(now), checkIn });
  if (!standing.usable) throw validationError(standing.reason, 'member');
  return standing.discounts;
}
