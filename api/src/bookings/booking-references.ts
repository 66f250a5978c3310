/**
 * The catalogue ids of a booking that the pricing engine does not read but the booking stores:
 * the entry mode and gate of the booking form, each proof of residency's guest category, each
 * facility line's catering type and each activity line's pick-up location. An unknown id is
 * the visitor's mistake (400), never a foreign-key failure. The gate must be one of the
 * booking's destination's gates (each gate admits to one destination).
 *
 * spec: public-site.md §3 (Booking form, Proof of residency item, Lookups).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import { atRequestPath, findReference } from '@hifadhi/shared/pricing/line-errors';
import { catalogueSettingsMessages } from '@hifadhi/shared/schemas/catalogue-settings-messages';
import type { CatalogueSnapshot } from '../catalogue/catalogue-cache';
import type { BookingRequest } from './create-booking';

/**
 * Checks that gate `entry_point` admits to `destination` (nothing to check when either is
 * absent or the destination is unknown: the caller checks the destination itself).
 * @throws DomainError VALIDATION_FAILED '{gate} is not a gate of the {destination}' on
 * `entry_point`.
 */
function checkGateDestination(
  gate: CatalogueSnapshot['gates'][number],
  destination: string | null | undefined,
  snapshot: CatalogueSnapshot,
): void {
  if (!destination || gate.destination_public_id === destination) return;
  const named = snapshot.destinations.find((row) => row.destination_public_id === destination);
  if (!named) return;
  const message = messages.gateOfOtherDestination(gate.gate_name, named.destination_name);
  throw new DomainError('VALIDATION_FAILED', message, { fields: { entry_point: message } });
}

/**
 * @throws DomainError UNKNOWN_REFERENCE 'Unknown {what}: {id}' on the field at fault
 * (`entry_point`, `proof_of_residency.0.payment_public_id`, `inventory.1.pick_up_location`, …),
 * '{gate} is no longer an entry point' on `entry_point` for a deleted gate;
 * VALIDATION_FAILED '{gate} is not a gate of the {destination}' on `entry_point` for a gate of
 * another destination than `destination`.
 */
export function checkBookingReferences(
  request: Pick<
    BookingRequest,
    'entry_mode' | 'entry_point' | 'destination' | 'proof_of_residency' | 'facilities' | 'inventory'
  >,
  snapshot: CatalogueSnapshot,
): void {
  const { entry_mode, entry_point } = request;
  if (entry_mode !== null) {
    findReference(snapshot.entry_modes, (mode) => mode.entry_mode_public_id === entry_mode, {
      field: 'entry_mode',
      what: 'entry mode',
      id: entry_mode,
    });
  }
  if (entry_point !== null) {
    const deleted = snapshot.deleted_gates.find((row) => row.gate_public_id === entry_point);
    if (deleted) {
      const message = catalogueSettingsMessages.gateDeleted(deleted.gate_name);
      throw new DomainError('UNKNOWN_REFERENCE', message, { fields: { entry_point: message } });
    }
    const gate = findReference(snapshot.gates, (row) => row.gate_public_id === entry_point, {
      field: 'entry_point',
      what: 'gate',
      id: entry_point,
    });
    checkGateDestination(gate, request.destination, snapshot);
  }
  request.proof_of_residency.forEach((proof, index) => {
    atRequestPath(`proof_of_residency.${index}`, () =>
      findReference(
        snapshot.catalogue.conservation_fees,
        (fee) => fee.payment_public_id === proof.payment_public_id,
        { field: 'payment_public_id', what: 'guest category', id: proof.payment_public_id },
      ),
    );
  });
  request.facilities.forEach(({ catering_type }, index) => {
    if (!catering_type) return;
    atRequestPath(`facilities.${index}`, () =>
      findReference(
        snapshot.catalogue.pricing_groups,
        (group) => group.public_id === catering_type,
        { field: 'catering_type', what: 'catering type', id: catering_type },
      ),
    );
  });
  request.inventory.forEach(({ pick_up_location }, index) => {
    if (!pick_up_location) return;
    atRequestPath(`inventory.${index}`, () =>
      findReference(
        snapshot.pick_up_locations,
        (location) => location.location_public_id === pick_up_location,
        { field: 'pick_up_location', what: 'pick-up location', id: pick_up_location },
      ),
    );
  });
}
