/**
 * What the signed-in user may do at the gate, from the features of their role: a user with
 * the check-in feature works the gate (scan and record, walk-ins, payments, receipts); a user
 * with only the inspection feature (the Inspection Ranger) checks tickets and records nothing.
 * The gate service enforces the same; the screens only hide what the user may not do.
 *
 * spec: staff-booking.md §6 (menu features; the inspection user type); membership-backoffice.md
 * §2.5 (feature urls `checkin`, `bookings/inspection`).
 */
import type { GateUser } from './gate-types';

/** Feature urls of the gate (the API's access catalogue). */
export const gateFeatureUrls = { checkIn: 'checkin', inspection: 'bookings/inspection' } as const;

export interface GateAbilities {
  /** Records check-ins and check-outs, books walk-ins, takes payments, prints receipts. */
  check_in: boolean;
  /** Checks a ticket without recording anything. */
  inspect: boolean;
}

/** The gate abilities of `user`. */
export function gateAbilitiesOf(user: Pick<GateUser, 'features'>): GateAbilities {
  const check_in = user.features.includes(gateFeatureUrls.checkIn);
  return { check_in, inspect: check_in || user.features.includes(gateFeatureUrls.inspection) };
}

/** The screen a user starts on: the gate for clerks, the inspection screen for rangers. */
export function landingOf(abilities: GateAbilities): '/gate' | '/inspection' {
  return abilities.check_in ? '/gate' : '/inspection';
}
