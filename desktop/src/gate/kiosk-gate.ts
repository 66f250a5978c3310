/**
 * The gate this kiosk is registered at, as its replica's catalogue describes it: its name and
 * the destination it admits to, which a walk-in here is priced at unless the clerk names
 * another (fee schedules are per destination).
 *
 * spec: staff-booking.md §2.1 (the walk-in's destination), §3.1 (Gate: gate_public_id,
 * gate_name; destination), §7 (scheduled pricing per destination).
 */
import type { ReplicaCatalogue } from '@hifadhi/shared/schemas/sync';
import { gateDevice } from './gate-bookings';
import type { ReplicaDatabase } from './replica-database';

/** The kiosk's gate: `GET /gate/v1/walk-in/options` → `gate`. */
export interface KioskGate {
  gate_public_id: string;
  gate_name: string;
  /** The destination the gate admits to; null while the replica's catalogue lacks it. */
  destination_public_id: string | null;
}

/**
 * The kiosk's gate in `catalogue`, or null before registration or when the catalogue does not
 * list the gate (not synced yet).
 */
export function kioskGate(
  db: ReplicaDatabase,
  catalogue: ReplicaCatalogue | null,
): KioskGate | null {
  const device = gateDevice(db);
  const gate = catalogue?.gates.find((known) => known.gate_public_id === device?.gate_public_id);
  if (!gate) return null;
  return {
    gate_public_id: gate.gate_public_id,
    gate_name: gate.gate_name,
    // A replica synced before gates had destinations has none until its next sync.
    destination_public_id: gate.destination_public_id ?? null,
  };
}
