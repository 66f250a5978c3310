/**
 * Recording an inspection and reading a booking's inspections back. An inspection is what a
 * ranger found (`valid`, `not_valid`, `partly_paid`, `overstay`, `guests_differ`), with an
 * optional note, gate and scanned ticket code: it is never a check-in, so neither the booking
 * nor its check-ins change; one `inspected` event joins the booking's history in the same
 * transaction. An `Idempotency-Key` answers a retried request with the first inspection.
 *
 * spec: staff-booking.md §2 (BookingInspection), §4 (history); api-contract.md §Staff bookings
 * (one event per operation); shared/src/schemas/inspection.ts.
 */
import { DomainError } from '@hifadhi/shared/errors';
import {
  type InspectionOutcome,
  inspectionMessages,
  inspectionOutcomes,
} from '@hifadhi/shared/schemas/inspection';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '../clock';
import type { Database, Executor } from '../db/database';
import { users } from '../db/schema/auth';
import { bookings } from '../db/schema/bookings';
import { gates } from '../db/schema/catalogue';
import { bookingInspections } from '../db/schema/inspections';
import { appendBookingEvent, type StaffActor } from '../staff-bookings/booking-operation';
import { staffBookingMessages } from '../staff-bookings/staff-booking-messages';
import { bookingInScope } from '../staff-bookings/staff-booking-read';

/** One inspection as the API answers it. */
export const inspectionSchema = z.object({
  inspection_public_id: z.string(),
  booking_public_id: z.string(),
  booking_ref_code: z.string(),
  outcome: z.enum(inspectionOutcomes),
  note: z.string().nullable(),
  gate_public_id: z.string().nullable(),
  gate_name: z.string().nullable(),
  scanned_code: z.string().nullable(),
  /** The ranger's full name (their public id if the user is gone). */
  inspected_by: z.string(),
  /** ISO 8601 instant. */
  inspected_at: z.string(),
});
export type Inspection = z.infer<typeof inspectionSchema>;

/** What the ranger sends, parsed by `inspectionBodySchema`. */
export interface InspectionInput {
  outcome: InspectionOutcome;
  note: string | null;
  gate: string | null;
  scanned_code: string | null;
}

/** The columns of `inspectionSchema`, joined with the booking, the gate and the ranger. */
export const inspectionColumns = {
  inspection_public_id: bookingInspections.inspection_public_id,
  booking_public_id: bookings.booking_public_id,
  booking_ref_code: bookings.booking_ref_code,
  outcome: bookingInspections.outcome,
  note: bookingInspections.note,
  gate_public_id: bookingInspections.gate_public_id,
  gate_name: gates.gate_name,
  scanned_code: bookingInspections.scanned_code,
  inspected_by: sql<string>`coalesce(${users.full_name}, ${bookingInspections.inspected_by})`,
  inspected_at: bookingInspections.inspected_at,
};

/** The inspections of the rows `where` selects, joined for `inspectionSchema`. */
export function selectInspections(db: Executor) {
  return db
    .select(inspectionColumns)
    .from(bookingInspections)
    .innerJoin(bookings, eq(bookings.id, bookingInspections.booking_id))
    .leftJoin(gates, eq(gates.gate_public_id, bookingInspections.gate_public_id))
    .leftJoin(users, eq(sql`${users.public_id}::text`, bookingInspections.inspected_by));
}

/** A row of `selectInspections`. */
type InspectionRow = Omit<Inspection, 'outcome' | 'inspected_at'> & {
  outcome: string;
  inspected_at: Date;
};

/** A selected row as the API answers it. */
export function inspectionOf(row: InspectionRow): Inspection {
  return {
    ...row,
    outcome: row.outcome as InspectionOutcome,
    inspected_at: row.inspected_at.toISOString(),
  };
}

async function checkGate(db: Executor, gate: string | null): Promise<void> {
  if (gate === null) return;
  const [known] = await db
    .select({ id: gates.gate_public_id })
    .from(gates)
    .where(eq(gates.gate_public_id, gate));
  if (!known) {
    throw new DomainError('VALIDATION_FAILED', inspectionMessages.unknownGate, {
      fields: { gate: inspectionMessages.unknownGate },
    });
  }
}

/**
 * Records what `actor` found on booking `bookingPublicId` (see the module comment).
 * @throws DomainError BOOKING_NOT_FOUND (also another partner's booking); VALIDATION_FAILED
 *   (field gate) 'No such gate'; CONFLICT when the key was used for another booking.
 */
export async function recordInspection(
  deps: { db: Database; clock: Clock },
  bookingPublicId: string,
  actor: StaffActor,
  input: InspectionInput,
  idempotencyKey: string | null,
): Promise<Inspection> {
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    const bookingId = await bookingInScope(tx, bookingPublicId, actor.partnerPublicId);
    await checkGate(tx, input.gate);
    const [inserted] = await tx
      .insert(bookingInspections)
      .values({
        booking_id: bookingId,
        outcome: input.outcome,
        note: input.note,
        gate_public_id: input.gate,
        scanned_code: input.scanned_code,
        inspected_by: actor.publicId,
        inspected_at: now,
        idempotency_key: idempotencyKey,
      })
      .onConflictDoNothing({ target: bookingInspections.idempotency_key })
      .returning();
    if (!inserted) return earlierInspection(tx, idempotencyKey!, bookingId);
    await appendBookingEvent(tx, {
      bookingId,
      type: 'inspected',
      actor: actor.publicId,
      at: now,
      details: {
        inspection_public_id: inserted.inspection_public_id,
        outcome: input.outcome,
        note: input.note,
        gate: input.gate,
      },
    });
    return inserted.id;
  });
  const [row] = await selectInspections(deps.db).where(eq(bookingInspections.id, id));
  return inspectionOf(row!);
}

/** The id of the inspection recorded earlier under `key`, if it was for `bookingId`. */
async function earlierInspection(tx: Executor, key: string, bookingId: number): Promise<number> {
  const [earlier] = await tx
    .select({ id: bookingInspections.id, booking_id: bookingInspections.booking_id })
    .from(bookingInspections)
    .where(eq(bookingInspections.idempotency_key, key));
  if (!earlier || earlier.booking_id !== bookingId) {
    throw new DomainError('CONFLICT', staffBookingMessages.idempotencyKeyReused);
  }
  return earlier.id;
}

/**
 * The inspections of booking `bookingPublicId`, oldest first.
 * @throws DomainError BOOKING_NOT_FOUND (also another partner's booking).
 */
export async function bookingInspectionsOf(
  db: Database,
  bookingPublicId: string,
  partnerPublicId: string | null,
): Promise<Inspection[]> {
  const bookingId = await bookingInScope(db, bookingPublicId, partnerPublicId);
  const rows = await selectInspections(db)
    .where(eq(bookingInspections.booking_id, bookingId))
    .orderBy(asc(bookingInspections.inspected_at), asc(bookingInspections.id));
  return rows.map(inspectionOf);
}
