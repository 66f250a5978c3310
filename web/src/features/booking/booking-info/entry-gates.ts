/**
 * The gates the booking form offers as entry points: those serving the chosen entry mode and
 * admitting to the trip's destination (either unchosen: no filter on it).
 *
 * spec: public-site.md §9 (gate: gate_name, gate_public_id, entry_mode_public_id);
 * staff-booking.md §3.1 (destination, entry_point), §5 (an entry mode filters the gates).
 */
import type { Lookups } from '../../catalogue/catalogue-types';

type Gate = Lookups['gates'][number];

/** `gates` serving `entryMode` at `destination` ('' for either: any), in their order. */
export function entryGates(
  gates: readonly Gate[],
  { entryMode, destination }: { entryMode: string; destination: string },
): Gate[] {
  return gates.filter(
    (gate) =>
      (!entryMode || gate.entry_mode_public_id === entryMode) &&
      (!destination || gate.destination_public_id === destination),
  );
}
