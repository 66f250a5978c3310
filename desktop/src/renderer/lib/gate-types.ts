/**
 * The gate service's answers as the renderer reads them (k-contract.md). Money is whole units
 * of the booking's currency; dates are `YYYY-MM-DD` in Africa/Nairobi; times ISO 8601 instants.
 *
 * spec: ARCHITECTURE.md §The gate kiosk; staff-booking.md §3.12 (booking as read back).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import type { ScanDecision, ScanDirection } from '@hifadhi/shared/check-in/decide-scan';
import type { ReplicaBooking } from '@hifadhi/shared/schemas/sync';

export type { ReplicaBooking, ScanDecision, ScanDirection };

/** `GET /gate/v1/status`. */
export interface GateStatus {
  registered: boolean;
  /** True when the API withdrew this kiosk: it no longer syncs and must be registered again. */
  revoked?: boolean;
  device_name: string | null;
  gate_public_id: string | null;
  gate_name: string | null;
  mode: 'online' | 'offline';
  last_sync_at: string | null;
  pending_operations: number;
  flagged_operations: number;
  syncing: boolean;
  today: string;
}

/** `POST /gate/v1/sync`. */
export interface SyncAnswer {
  status: GateStatus;
  report: { uploaded: number; pages: number } | null;
  error: string | null;
}

/** The signed-in clerk. */
export interface GateUser {
  public_id: string;
  full_name: string;
  email: string;
  user_type: string;
  features: string[];
}

/** `POST /gate/v1/session`. */
export interface SessionCreated {
  token: string;
  user: GateUser;
  offline: boolean;
}

/** A booking as lists and the gate show it. */
export interface BookingSummary {
  booking_public_id: string;
  booking_ref_code: string;
  /** A walk-in not synced yet: its reference is provisional. */
  provisional: boolean;
  first_name: string;
  last_name: string;
  phone: string;
  check_in_date: string;
  check_out_date: string;
  guest_total: number;
  booking_status: string;
  booking_payment_status: string;
  booking_payment_balance: number;
  amount_due: number;
  currency: CurrencyCode;
  inside: boolean;
}

/** `GET /gate/v1/dashboard`. */
export interface Dashboard {
  today: string;
  expected_arrivals: BookingSummary[];
  inside: BookingSummary[];
  guests_inside: number;
  checked_out_today: number;
}

/** A print of a receipt, kept on the kiosk. */
export interface ReceiptLogEntry {
  receipt_id: string;
  booking_public_id: string;
  booking_ref_code: string;
  copy: boolean;
  printed_at: string;
  printer: string;
  clerk_name: string;
  /** The decoded receipt text, 42 columns. */
  preview: string;
  qr: string | null;
}

/** `GET /gate/v1/bookings/:id`. */
export interface BookingView {
  booking: ReplicaBooking;
  summary: BookingSummary;
  proof_of_residency: { required: boolean; message: string; categories: string[] };
  receipts: ReceiptLogEntry[];
}

/** `POST /gate/v1/scans` and `POST /gate/v1/check-ins`. */
export interface ScanAnswer {
  decision: ScanDecision;
  booking: BookingSummary | null;
  /** Only from `/check-ins`: true when the check-in or check-out was recorded. */
  recorded?: boolean;
}

/** `GET /gate/v1/walk-in/options`: the replica catalogue's choices for a walk-in. */
export interface WalkInOptions {
  today: string;
  destinations: { destination_public_id: string; destination_name: string }[];
  countries: { code: string; name: string }[];
  currencies: { currency_public_id: CurrencyCode; currency_name: string }[];
  conservation_fees: {
    payment_public_id: string;
    payment_person: string;
    residency: string;
    marker: 'A' | 'C';
    payment_person_currency: CurrencyCode;
    payment_person_amount: string;
    residency_proof: boolean;
  }[];
  vehicle_fees: {
    vehicle_public_id: string;
    vehicle_charge_category: string;
    vehicle_charge_cost_currency: CurrencyCode;
    vehicle_charge_category_cost: string;
  }[];
  facilities: { public_id: string; name: string; facility_type: string; maximum_guests: number }[];
  activities: { public_id: string; name: string; maximum_guests: number }[];
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
