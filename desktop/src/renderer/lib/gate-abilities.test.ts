/**
 * The gate's screens by role: a clerk works the gate, an Inspection Ranger only inspects
 * (spec: staff-booking.md §6; the demo roles' features).
 */
import { describe, expect, it } from 'vitest';
import { gateAbilitiesOf, landingOf } from './gate-abilities';

describe('gate abilities', () => {
  it('lets a Gate Clerk record check-ins and starts them at the gate', () => {
    const clerk = gateAbilitiesOf({ features: ['dashboard', 'checkin', 'gate-payment'] });
    expect(clerk).toEqual({ check_in: true, inspect: true });
    expect(landingOf(clerk)).toBe('/gate');
  });

  it('lets an Inspection Ranger only check, on the inspection screen', () => {
    const ranger = gateAbilitiesOf({
      features: ['bookings/inspection', 'booking/inspection', 'bookings/ban'],
    });
    expect(ranger).toEqual({ check_in: false, inspect: true });
    expect(landingOf(ranger)).toBe('/inspection');
  });

  it('gives a role with neither feature nothing at the gate', () => {
    expect(gateAbilitiesOf({ features: ['dashboard', 'partner-bookings'] })).toEqual({
      check_in: false,
      inspect: false,
    });
  });
});
