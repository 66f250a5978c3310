/**
 * Alerts on a booking: notes staff put on it for the gate and the back office (the alerted
 * lists of `GET /bookings` show bookings with one still active), added, edited and resolved.
 * Each change writes one event in the booking's history: `alert_added`, `alert_updated` or
 * `alert_resolved`, naming the note and who did it. Resolving a resolved alert again changes
 * nothing (a retry); editing a resolved one is refused.
 *
 * spec: staff-booking.md §2 (route booking/update-alert/{note_id}), §2.9 (alerted and
 * unticketed alerted lists); api-contract.md §Staff bookings (every operation appends one event).
 */
import { DomainError } from '@hifadhi/shared/errors';
import {
  type BookingAlertBody,
  type BookingAlertPatch,
  type BookingAlertRead,
  bookingBanMessages,
} from '@hifadhi/shared/schemas/booking-ban';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { StaffPrincipal } from '../auth/auth-env';
import { isBookingPublicId } from '../bookings/booking-public-id';
import type { Clock } from '../clock';
import type { Database, Executor, Transaction } from '../db/database';
import { users } from '../db/schema/auth';
import { bookings } from '../db/schema/bookings';
import { bookingAlerts } from '../db/schema/staff-bookings';
import { appendBookingEvent } from '../staff-bookings/booking-operation';
import { partnerScope } from '../staff-bookings/staff-booking-list';
import { staffBookingMessages } from '../staff-bookings/staff-booking-messages';
import { bookingInScope } from '../staff-bookings/staff-booking-read';

/** Who asks: the staff user and, for a partner user, its institution. */
type Staff = Pick<StaffPrincipal, 'public_id' | 'partner_public_id'>;

/** What the alert services need. */
export interface AlertDeps {
  db: Database;
  clock: Clock;
}

const alertColumns = {
  note_public_id: bookingAlerts.note_public_id,
  booking_public_id: bookings.booking_public_id,
  booking_ref_code: bookings.booking_ref_code,
  note: bookingAlerts.note,
  created_by: sql<string>`coalesce(${users.full_name}, ${bookingAlerts.created_by})`,
  created_at: bookingAlerts.created_at,
  resolved_at: bookingAlerts.resolved_at,
};

function alertsQuery(db: Executor) {
  return db
    .select(alertColumns)
    .from(bookingAlerts)
    .innerJoin(bookings, eq(bookings.id, bookingAlerts.booking_id))
    .leftJoin(users, eq(sql`${users.public_id}::text`, bookingAlerts.created_by));
}

function alertRead(row: Awaited<ReturnType<ReturnType<typeof alertsQuery>['execute']>>[number]) {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    resolved_at: row.resolved_at?.toISOString() ?? null,
  } satisfies BookingAlertRead;
}

/**
 * Writes an alert on booking `bookingId` and its `alert_added` event (with `details` besides
 * the note), inside the caller's transaction; the new alert's public id, or null (nothing
 * written) when an alert was already added with `idempotencyKey`.
 */
export async function insertBookingAlert(
  tx: Transaction,
  alert: { bookingId: number; note: string; actor: string; at: Date; details?: object },
  idempotencyKey: string | null = null,
): Promise<string | null> {
  const [row] = await tx
    .insert(bookingAlerts)
    .values({
      booking_id: alert.bookingId,
      note: alert.note,
      created_by: alert.actor,
      created_at: alert.at,
      idempotency_key: idempotencyKey,
    })
    .onConflictDoNothing({ target: bookingAlerts.idempotency_key })
    .returning({ note_public_id: bookingAlerts.note_public_id });
  if (!row) return null;
  const note_public_id = row.note_public_id;
  await appendBookingEvent(tx, {
    bookingId: alert.bookingId,
    type: 'alert_added',
    actor: alert.actor,
    at: alert.at,
    details: { note_public_id, note: alert.note, ...alert.details },
  });
  return note_public_id;
}

/**
 * The alerts of booking `bookingPublicId`, newest first, resolved ones included.
 * @throws DomainError BOOKING_NOT_FOUND (also another partner's booking).
 */
export async function listBookingAlerts(
  db: Database,
  bookingPublicId: string,
  partnerPublicId: string | null,
): Promise<BookingAlertRead[]> {
  const id = await bookingInScope(db, bookingPublicId, partnerPublicId);
  const rows = await alertsQuery(db)
    .where(eq(bookingAlerts.booking_id, id))
    .orderBy(desc(bookingAlerts.id));
  return rows.map(alertRead);
}

/**
 * Alert `notePublicId` if `partnerPublicId` (a partner user's institution, or null) may see it.
 * @throws DomainError NOT_FOUND 'Alert not found'.
 */
export async function readBookingAlert(
  db: Executor,
  notePublicId: string,
  partnerPublicId: string | null,
): Promise<BookingAlertRead> {
  const [row] = isBookingPublicId(notePublicId)
    ? await alertsQuery(db).where(
        and(eq(bookingAlerts.note_public_id, notePublicId), partnerScope(partnerPublicId)),
      )
    : [];
  if (!row) throw new DomainError('NOT_FOUND', bookingBanMessages.alertNotFound);
  return alertRead(row);
}

/**
 * Adds an alert to booking `bookingPublicId` as `actor` (see the module comment); with an
 * `idempotencyKey` already used on this booking, answers that alert again and writes nothing.
 * @throws DomainError BOOKING_NOT_FOUND; CONFLICT when the key was used for another booking.
 */
export async function addBookingAlert(
  deps: AlertDeps,
  bookingPublicId: string,
  body: BookingAlertBody,
  actor: Staff,
  idempotencyKey: string | null,
): Promise<BookingAlertRead> {
  const notePublicId = await deps.db.transaction(async (tx) => {
    const bookingId = await bookingInScope(tx, bookingPublicId, actor.partner_public_id);
    const added = await insertBookingAlert(
      tx,
      { bookingId, note: body.note, actor: actor.public_id, at: deps.clock.now() },
      idempotencyKey,
    );
    if (added !== null) return added;
    const [earlier] = await tx
      .select({ id: bookingAlerts.note_public_id, booking_id: bookingAlerts.booking_id })
      .from(bookingAlerts)
      .where(eq(bookingAlerts.idempotency_key, idempotencyKey ?? ''));
    if (earlier?.booking_id !== bookingId) {
      throw new DomainError('CONFLICT', staffBookingMessages.idempotencyKeyReused);
    }
    return earlier.id;
  });
  return readBookingAlert(deps.db, notePublicId, actor.partner_public_id);
}

/**
 * Edits the note of alert `notePublicId` and/or resolves it, writing one event (see the module
 * comment).
 * @throws DomainError NOT_FOUND 'Alert not found'; CONFLICT 'This alert is already resolved'
 *   for a new note on a resolved alert.
 */
export async function updateBookingAlert(
  deps: AlertDeps,
  notePublicId: string,
  patch: BookingAlertPatch,
  actor: Staff,
): Promise<BookingAlertRead> {
  await deps.db.transaction(async (tx) => {
    const [alert] = isBookingPublicId(notePublicId)
      ? await tx
          .select({
            id: bookingAlerts.id,
            booking_id: bookingAlerts.booking_id,
            note: bookingAlerts.note,
            resolved_at: bookingAlerts.resolved_at,
          })
          .from(bookingAlerts)
          .innerJoin(bookings, eq(bookings.id, bookingAlerts.booking_id))
          .where(
            and(
              eq(bookingAlerts.note_public_id, notePublicId),
              partnerScope(actor.partner_public_id),
            ),
          )
          .for('update', { of: bookingAlerts })
      : [];
    if (!alert) throw new DomainError('NOT_FOUND', bookingBanMessages.alertNotFound);
    const newNote = patch.note !== undefined && patch.note !== alert.note ? patch.note : undefined;
    if (alert.resolved_at !== null) {
      if (newNote !== undefined) {
        throw new DomainError('CONFLICT', bookingBanMessages.alreadyResolved);
      }
      return;
    }
    if (newNote === undefined && !patch.resolved) return;
    const now = deps.clock.now();
    await tx
      .update(bookingAlerts)
      .set({
        ...(newNote !== undefined ? { note: newNote } : {}),
        ...(patch.resolved ? { resolved_at: now } : {}),
      })
      .where(eq(bookingAlerts.id, alert.id));
    await appendBookingEvent(tx, {
      bookingId: alert.booking_id,
      type: patch.resolved ? 'alert_resolved' : 'alert_updated',
      actor: actor.public_id,
      at: now,
      details: {
        note_public_id: notePublicId,
        note: newNote ?? alert.note,
        ...(newNote !== undefined ? { previous_note: alert.note } : {}),
      },
    });
  });
  return readBookingAlert(deps.db, notePublicId, actor.partner_public_id);
}
