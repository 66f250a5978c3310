/**
 * The gate service's answers as the renderer reads them (k-contract.md): the gate modules' own
 * types (type-only imports, erased from the bundle) and the answers the routes compose. Money
 * is whole units of the booking's currency; dates are `YYYY-MM-DD` in Africa/Nairobi; times
 * ISO 8601 instants.
 *
 * spec: ARCHITECTURE.md §The gate kiosk; staff-booking.md §3.12 (booking as read back).
 */
import type { ScanDecision, ScanDirection } from '@hifadhi/shared/check-in/decide-scan';
import type { ReplicaBooking } from '@hifadhi/shared/schemas/sync';
import type { BookingSummary, Dashboard } from '../../gate/booking-summaries';
import type { ReceiptLogEntry } from '../../gate/gate-receipts';
import type { GateStatus } from '../../gate/gate-status';
import type { proofOfResidency } from '../../gate/proof-of-residency';
import type { GateUser } from '../../gate/session-store';
import type { walkInOptions } from '../../gate/walk-ins';

export type {
  BookingSummary,
  Dashboard,
  GateStatus,
  GateUser,
  ReceiptLogEntry,
  ReplicaBooking,
  ScanDecision,
  ScanDirection,
};

/** `GET /gate/v1/walk-in/options`: the replica catalogue's choices for a walk-in. */
export type WalkInOptions = ReturnType<typeof walkInOptions>;

/** `POST /gate/v1/sync`. */
export interface SyncAnswer {
  status: GateStatus;
  report: { uploaded: number; pages: number } | null;
  error: string | null;
}

/** `POST /gate/v1/session`. */
export interface SessionCreated {
  token: string;
  user: GateUser;
  offline: boolean;
}

/** `GET /gate/v1/bookings/:id`. */
export interface BookingView {
  booking: ReplicaBooking;
  summary: BookingSummary;
  proof_of_residency: ReturnType<typeof proofOfResidency>;
  receipts: ReceiptLogEntry[];
}

/** `POST /gate/v1/scans` and `POST /gate/v1/check-ins`. */
export interface ScanAnswer {
  decision: ScanDecision;
  booking: BookingSummary | null;
  /** Only from `/check-ins`: true when the check-in or check-out was recorded. */
  recorded?: boolean;
}

/** `POST /gate/v1/bookings/:id/mpesa-payments` and its status. */
export interface MpesaStatus {
  status: 'pending' | 'paid' | 'failed';
  message: string;
  summary: BookingSummary;
}

/** One flagged or rejected operation (the API's `GET /sync/forced`). */
export interface FlaggedOperation {
  idempotency_key: string;
  kind: string;
  status: 'forced' | 'rejected';
  device_name: string;
  gate_public_id: string;
  device_time: string;
  received_at: string;
  payload: Record<string, unknown>;
  result: Record<string, unknown> | null;
  error: Record<string, unknown> | null;
}

/** `GET /gate/v1/review/flagged` (online): this gate's operations. */
export interface FlaggedPage {
  operations: FlaggedOperation[];
}
