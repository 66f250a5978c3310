/**
 * What the signed-in user may do at the gate, as the gate service's session says
 * (`gate_abilities`, from the features of their role): a clerk checks guests in and out,
 * books walk-ins, takes payments (and closes their shift) and prints receipts; a user who may
 * only scan (the Inspection Ranger, `inspection_only`) gets the inspection screen, which
 * records nothing.
 * The gate service enforces the same; the screens only hide what the user may not do.
 *
 * spec: staff-booking.md §6 (menu features; the inspection user type).
 */
import type { GateAbility } from '@hifadhi/shared/schemas/sync';
import type { GateUser } from './gate-types';

/** The kiosk's screens in the navigation, each with the ability it needs. */
const screens: readonly { to: string; label: string; needs: GateAbility }[] = [
  { to: '/gate', label: 'Gate', needs: 'check_in' },
  { to: '/dashboard', label: 'Dashboard', needs: 'scan' },
  { to: '/find', label: 'Find a booking', needs: 'scan' },
  { to: '/walk-in', label: 'Walk-in', needs: 'walk_in' },
  { to: '/review', label: 'Review', needs: 'check_in' },
  { to: '/shift', label: 'Close shift', needs: 'cash' },
];

type Abilities = Pick<GateUser, 'gate_abilities' | 'inspection_only'>;

/** True when `user` has gate `ability`. */
export function can(user: Abilities, ability: GateAbility): boolean {
  return user.gate_abilities.includes(ability);
}

/** The screens `user` may open: the inspection screen first for a user who may only scan. */
export function screensOf(user: Abilities): { to: string; label: string }[] {
  const allowed = screens
    .filter((screen) => can(user, screen.needs))
    .map(({ to, label }) => ({ to, label }));
  return user.inspection_only ? [{ to: '/inspection', label: 'Inspection' }, ...allowed] : allowed;
}
