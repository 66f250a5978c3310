/**
 * The kiosk's screens by the session's gate abilities: a clerk works the gate, an Inspection
 * Ranger only inspects (spec: staff-booking.md §6; shared `gateAbilities` of the demo roles).
 */
import { gateAbilities } from '@hifadhi/shared/schemas/sync';
import { describe, expect, it } from 'vitest';
import { can, screensOf } from './gate-abilities';

const clerk = {
  gate_abilities: gateAbilities(['dashboard', 'checkin', 'gate-payment']),
  inspection_only: false,
};
const ranger = {
  gate_abilities: gateAbilities(['bookings/inspection', 'booking/inspection', 'bookings/ban']),
  inspection_only: true,
};

describe('the kiosk screens by gate ability', () => {
  it('gives a Gate Clerk the gate, walk-ins, the review list and closing the shift', () => {
    expect(screensOf(clerk).map((screen) => screen.label)).toEqual([
      'Gate',
      'Dashboard',
      'Find a booking',
      'Walk-in',
      'Review',
      'Close shift',
    ]);
    expect(can(clerk, 'check_in')).toBe(true);
  });

  it('gives an Inspection Ranger the inspection screen and search, and no check-in', () => {
    expect(screensOf(ranger).map((screen) => screen.label)).toEqual([
      'Inspection',
      'Dashboard',
      'Find a booking',
    ]);
    expect(can(ranger, 'check_in')).toBe(false);
    expect(can(ranger, 'walk_in')).toBe(false);
  });
});
