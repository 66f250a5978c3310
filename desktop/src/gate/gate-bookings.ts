/**
 * What the gate knows of its bookings: the replica's copy, plus the gate's own work the server
 * has not reflected yet, so a download landing between an operation and its upload never hides
 * it. Walk-ins made here live in `local_walk_ins` (provisional reference) until the server's
 * copy arrives in the replica; queued or answered outbox check-ins and cash payments are laid
 * over the body until the replica shows them (a cash payment by its reference, which the server
 * sets to the operation's idempotency key; a check-in by this device and its device time).
 * Rejected operations are never laid over.
 *
 * spec: ARCHITECTURE.md §The gate kiosk; research offline-checkin-anchors.md §1 (queued
 * check-ins count towards the decision); k-contract.md §Bookings and the gate.
 */
import type { CheckInEvent } from '@hifadhi/shared/check-in/decide-scan';
import type { CheckInPayload, ReplicaBooking } from '@hifadhi/shared/schemas/sync';
import { type OutboxEntry, outboxEntries } from './outbox';
import { type ReplicaDatabase, statement } from './replica-database';

/** The kiosk's registration, or null before it is registered. */
export interface GateDevice {
  device_public_id: string;
  gate_public_id: string;
  name: string;
}

/** A booking as the gate shows it. */
export interface GateBookingView {
  booking: ReplicaBooking;
  /** True for a walk-in made here whose server copy has not arrived (its reference is provisional). */
  provisional: boolean;
  /** Guests of this booking are inside now. */
  inside: boolean;
}

/** The kiosk's registration row. */
export function gateDevice(db: ReplicaDatabase): GateDevice | null {
  const row = statement(
    db,
    'select device_public_id, gate_public_id, name from device where id = 1',
  ).get() as GateDevice | undefined;
  return row ?? null;
}

const overlayKinds = "kind in ('check_in', 'cash_payment') and status != 'rejected'";

/** Operations laid over bookings: check-ins and cash payments not rejected, oldest first. */
export function overlayOperations(db: ReplicaDatabase): OutboxEntry[] {
  return outboxEntries(db, overlayKinds);
}

/**
 * The operations laid over one booking: those naming its public id or its reference (through
 * the outbox's expression indexes, so a lookup never reads the whole outbox).
 */
function overlayOperationsOf(
  db: ReplicaDatabase,
  bookingPublicId: string,
  bookingRefCode: string,
): OutboxEntry[] {
  return outboxEntries(
    db,
    `${overlayKinds} and (json_extract(payload, '$.booking_public_id') = @id
       or json_extract(payload, '$.booking_ref_code') = @ref)`,
    { id: bookingPublicId, ref: bookingRefCode },
  );
}

function sameInstant(a: string, b: string): boolean {
  return Date.parse(a) === Date.parse(b);
}

/** Whether a queued check-in names `booking` (by public id, else by reference). */
function namesBooking(payload: CheckInPayload, booking: ReplicaBooking): boolean {
  if (payload.booking_public_id !== undefined) {
    return payload.booking_public_id === booking.booking_public_id;
  }
  return payload.booking_ref_code === booking.booking_ref_code;
}

/** Whether `events` say the guests are inside (the booking's status when there are none). */
function isInside(booking: ReplicaBooking): boolean {
  const last = [...booking.check_ins]
    .sort((a, b) => Date.parse(a.device_time) - Date.parse(b.device_time))
    .at(-1);
  return last ? last.direction === 'check_in' : booking.booking_status === 'checked_in';
}

/** `booking` with the gate's unreflected operations from `operations` laid over it. */
export function withOperations(
  booking: ReplicaBooking,
  operations: readonly OutboxEntry[],
  device: GateDevice | null,
): ReplicaBooking {
  const view: ReplicaBooking = {
    ...booking,
    payments: [...booking.payments],
    check_ins: [...booking.check_ins],
  };
  for (const operation of operations) {
    if (operation.kind === 'cash_payment') {
      const payload = operation.payload as {
        booking_public_id: string;
        amount: number;
        currency: string;
      };
      if (payload.booking_public_id !== booking.booking_public_id) continue;
      if (view.payments.some((payment) => payment.reference === operation.idempotency_key))
        continue;
      view.payments.push({
        payment_public_id: operation.idempotency_key,
        method: 'cash',
        status: 'paid',
        amount: payload.amount,
        currency: booking.currency,
        reference: operation.idempotency_key,
        created_at: operation.device_time,
        paid_at: operation.device_time,
      });
      view.booking_payment_balance -= payload.amount;
      view.booking_payment_status = view.booking_payment_balance <= 0 ? 'Paid' : 'Partially Paid';
      if (view.booking_payment_balance <= 0 && view.booking_status === 'held') {
        view.booking_status = 'confirmed';
      }
    } else {
      const payload = operation.payload as unknown as CheckInPayload;
      if (!namesBooking(payload, booking)) continue;
      const reflected = view.check_ins.some(
        (event) =>
          event.device_public_id === device?.device_public_id &&
          event.direction === payload.direction &&
          sameInstant(event.device_time, operation.device_time),
      );
      if (reflected) continue;
      view.check_ins.push({
        check_in_public_id: operation.idempotency_key,
        direction: payload.direction,
        gate_public_id: device?.gate_public_id ?? '',
        device_public_id: device?.device_public_id ?? null,
        device_time: operation.device_time,
        server_time: operation.device_time,
        forced: false,
      });
      view.booking_status = payload.direction === 'check_in' ? 'checked_in' : 'checked_out';
    }
  }
  return view;
}

interface BookingRow {
  body: string;
  provisional: 0 | 1;
}

/**
 * SQL conditions choosing bookings: `replica` on the replica's `bookings` (columns
 * `booking_public_id`, `booking_ref_code`, `booking_status`, `check_in_date`, `check_out_date`,
 * `body`), `local` on the walk-ins made here (`booking_public_id`, `booking_ref_code`, `body`);
 * a string applies to both.
 */
export type BookingFilter = string | { replica: string; local: string };

/** Replica bookings and walk-ins made here whose server copy has not arrived, under `filter`. */
function bookingRows(
  db: ReplicaDatabase,
  filter: BookingFilter,
  params: Record<string, string>,
): BookingRow[] {
  const { replica, local } =
    typeof filter === 'string' ? { replica: filter, local: filter } : filter;
  return statement(
    db,
    `select body, 0 as provisional from bookings where ${replica}
     union all
     select body, 1 as provisional from local_walk_ins where (${local})
       and booking_public_id not in (select booking_public_id from bookings)`,
  ).all(params) as BookingRow[];
}

function viewOf(
  row: BookingRow,
  operations: readonly OutboxEntry[],
  device: GateDevice | null,
): GateBookingView {
  const booking = withOperations(JSON.parse(row.body) as ReplicaBooking, operations, device);
  return { booking, provisional: row.provisional === 1, inside: isInside(booking) };
}

/** The bookings the gate knows under `filter`, with their operations laid over. */
export function gateBookingsWhere(
  db: ReplicaDatabase,
  filter: BookingFilter,
  params: Record<string, string> = {},
): GateBookingView[] {
  const operations = overlayOperations(db);
  const device = gateDevice(db);
  return bookingRows(db, filter, params).map((row) => viewOf(row, operations, device));
}

/** The one booking under the unique condition `where`, reading only its own operations. */
function oneGateBooking(
  db: ReplicaDatabase,
  where: string,
  params: Record<string, string>,
): GateBookingView | null {
  const [row] = bookingRows(db, where, params);
  if (!row) return null;
  const { booking_public_id, booking_ref_code } = JSON.parse(row.body) as ReplicaBooking;
  const operations = overlayOperationsOf(db, booking_public_id, booking_ref_code);
  return viewOf(row, operations, gateDevice(db));
}

/** The booking with `bookingPublicId`, or null when the gate does not know it. */
export function gateBookingById(
  db: ReplicaDatabase,
  bookingPublicId: string,
): GateBookingView | null {
  return oneGateBooking(db, 'booking_public_id = @id', { id: bookingPublicId });
}

/** The booking whose reference is `bookingRefCode` (any case), or null. */
export function gateBookingByRef(
  db: ReplicaDatabase,
  bookingRefCode: string,
): GateBookingView | null {
  return oneGateBooking(db, 'booking_ref_code = @ref', {
    ref: bookingRefCode.trim().toUpperCase(),
  });
}

/** The booking's check-ins and check-outs (replicated and queued) as the decision reads them. */
export function checkInEventsOf(booking: ReplicaBooking): CheckInEvent[] {
  return booking.check_ins.map((event) => ({
    booking_ref_code: booking.booking_ref_code,
    direction: event.direction,
    gate_public_id: event.gate_public_id,
    at: event.device_time,
  }));
}

/**
 * Queued check-ins of a booking the gate does not hold (admitted from its signature), as
 * decision events: those naming `bookingRefCode`.
 */
export function queuedEventsOfReference(
  db: ReplicaDatabase,
  bookingRefCode: string,
): CheckInEvent[] {
  const device = gateDevice(db);
  return outboxEntries(
    db,
    `${overlayKinds} and kind = 'check_in' and json_extract(payload, '$.booking_ref_code') = @ref`,
    { ref: bookingRefCode },
  )
    .map((operation) => ({ operation, payload: operation.payload as unknown as CheckInPayload }))
    .map(({ operation, payload }) => ({
      booking_ref_code: bookingRefCode,
      direction: payload.direction,
      gate_public_id: device?.gate_public_id ?? '',
      at: operation.device_time,
    }));
}
