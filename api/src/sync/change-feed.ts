/**
 * `GET /sync/changes`: one page of what a gate's kiosk needs since its cursor (see
 * `change-cursor.ts` for how a download runs and resumes).
 *
 * - On the first page of a download, the whole-list sections (the catalogue with its rates,
 *   the offline verifiers of the staff allowed at the gate (`staff-verifiers.ts`), the ticket-signing public keys,
 *   the revocation list, the members the gate prices walk-ins for) each come when their content differs from what the kiosk holds
 *   (compared by SHA-256 of their JSON), else null.
 * - Bookings whose stay touches the gate's window (yesterday to +14 days) come in pages by
 *   booking id: every one on a full download; afterwards those changed at or after the last
 *   download's snapshot time (`booking_changes`), and those new to the window since then.
 * - Bookings changed since then that no longer touch the window are listed as removed.
 *
 * spec: api-contract.md §Staff and devices (`GET /sync/changes?cursor=…` → `{ cursor, complete,
 * changes }`); research offline-checkin-anchors.md §1 (what is downloaded; paging).
 */

import { createHash } from 'node:crypto';
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import type { ChangeFeed } from '@hifadhi/shared/schemas/sync';
import { and, asc, eq, gt, gte, not, or, type SQL, sql } from 'drizzle-orm';
import type { DevicePrincipal } from '../auth/auth-env';
import type { CatalogueCache } from '../catalogue/catalogue-cache';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database, Executor } from '../db/database';
import { bookings } from '../db/schema/bookings';
import { bookingChanges } from '../db/schema/sync';
import { ticketPublicKeys } from '../tickets/ticket-signing-keys';
import {
  type ChangeCursor,
  decodeCursor,
  encodeCursor,
  type WholeListSection,
  wholeListSections,
} from './change-cursor';
import { type GateWindow, gateWindow } from './gate-window';
import { readReplicaBookings } from './replica-bookings';
import { readReplicaCatalogue } from './replica-catalogue';
import { readReplicaMembers } from './replica-members';
import { readRevocations } from './replica-revocations';
import { snapshotTime } from './snapshot-time';
import { staffVerifiers } from './staff-verifiers';

/** Bookings a page holds unless the kiosk asks for fewer. */
export const CHANGE_PAGE_SIZE = 100;

export interface ChangeFeedDeps {
  db: Database;
  clock: Clock;
  catalogueCache: CatalogueCache;
  /** `KIOSK_ADMIN_VERIFIERS`: whether kiosks also get administrators' verifiers (default no). */
  config?: Pick<Config, 'KIOSK_ADMIN_VERIFIERS'>;
}

type Sections = { [S in WholeListSection]: ChangeFeed['changes'][S] };

async function readSections(
  deps: ChangeFeedDeps,
  gatePublicId: string,
  window: GateWindow,
): Promise<{ [S in WholeListSection]: NonNullable<Sections[S]> }> {
  const now = deps.clock.now();
  const [catalogue, staff, keys, revocations, members] = await Promise.all([
    readReplicaCatalogue(deps.db, deps.catalogueCache, now),
    staffVerifiers(deps.db, gatePublicId, {
      includeAdministrators: deps.config?.KIOSK_ADMIN_VERIFIERS ?? false,
    }),
    ticketPublicKeys(deps.db),
    readRevocations(deps.db, window),
    readReplicaMembers(deps.db),
  ]);
  const ticket_keys = keys.map((key) => ({ ...key, revoked: key.revoked ?? false }));
  return { catalogue, staff, ticket_keys, revocations, members };
}

function sectionHash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

function touches(window: GateWindow): SQL {
  return sql`(${bookings.check_in} <= ${window.to} and ${bookings.check_out} >= ${window.from})`;
}

/** Ids of the bookings of this download after `after`, by id, at most `limit`. */
async function qualifyingBookingIds(
  db: Executor,
  cursor: ChangeCursor,
  round: NonNullable<ChangeCursor['round']>,
  limit: number,
): Promise<number[]> {
  const sinceCondition =
    cursor.since === null
      ? undefined
      : or(
          gte(bookingChanges.changed_at, sql`${cursor.since}::timestamptz`),
          cursor.since_window ? not(touches(cursor.since_window)) : undefined,
        );
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .leftJoin(bookingChanges, eq(bookingChanges.booking_id, bookings.id))
    .where(and(touches(round.window), gt(bookings.id, round.after), sinceCondition))
    .orderBy(asc(bookings.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Public ids of bookings changed at or after `since` that no longer touch `window`. */
async function removedBookingIds(db: Executor, since: string, window: GateWindow) {
  const rows = await db
    .select({ booking_public_id: bookings.booking_public_id })
    .from(bookingChanges)
    .innerJoin(bookings, eq(bookings.id, bookingChanges.booking_id))
    .where(and(gte(bookingChanges.changed_at, sql`${since}::timestamptz`), not(touches(window))))
    .orderBy(asc(bookings.id));
  return rows.map((row) => row.booking_public_id);
}

/**
 * One page of changes for `device` after `cursorText` (none: a full download), at most `limit`
 * bookings.
 * @throws DomainError VALIDATION_FAILED when the cursor cannot be read.
 */
export async function readChanges(
  deps: ChangeFeedDeps,
  device: DevicePrincipal,
  cursorText: string | undefined,
  limit: number = CHANGE_PAGE_SIZE,
): Promise<ChangeFeed> {
  const { db } = deps;
  const cursor = decodeCursor(cursorText, device.gate_public_id);
  const starting = cursor.round === null;
  const round = cursor.round ?? {
    snapshot: await snapshotTime(db),
    window: gateWindow(calendarDateAt(deps.clock.now())),
    after: 0,
  };

  const sections: Sections = {
    catalogue: null,
    staff: null,
    ticket_keys: null,
    revocations: null,
    members: null,
  };
  const hashes = { ...cursor.hashes };
  if (starting) {
    const fresh = await readSections(deps, device.gate_public_id, round.window);
    for (const section of wholeListSections) {
      const hash = sectionHash(fresh[section]);
      if (hash !== cursor.hashes[section]) Object.assign(sections, { [section]: fresh[section] });
      hashes[section] = hash;
    }
  }

  const ids = await qualifyingBookingIds(db, cursor, round, limit + 1);
  const complete = ids.length <= limit;
  const pageIds = ids.slice(0, limit);
  const [pageBookings, removed] = await Promise.all([
    readReplicaBookings(db, pageIds),
    starting && cursor.since !== null
      ? removedBookingIds(db, cursor.since, round.window)
      : Promise.resolve([]),
  ]);

  const next: ChangeCursor = complete
    ? { ...cursor, since: round.snapshot, since_window: round.window, hashes, round: null }
    : { ...cursor, hashes, round: { ...round, after: pageIds.at(-1) ?? round.after } };
  return {
    cursor: encodeCursor(next),
    complete,
    window: round.window,
    changes: { ...sections, bookings: pageBookings, removed_booking_public_ids: removed },
  };
}
