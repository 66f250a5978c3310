import { describe, expect, it } from 'vitest';
import { kioskFeatures, roleNames, seedMenus, seedRoles, staffFeatures } from './access-catalogue';

const urls = seedMenus.flatMap((menu) => menu.features.map((feature) => feature.url));
const role = (name: string) => seedRoles.find((candidate) => candidate.name === name)!;

describe('the starting roles, menus and features', () => {
  it('has every feature url once, and every url the API needs', () => {
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of [...Object.values(staffFeatures), ...kioskFeatures]) {
      expect(urls).toContain(url);
    }
  });

  it('gives roles only features that exist', () => {
    for (const seeded of seedRoles) {
      if (seeded.features === 'all') continue;
      for (const url of seeded.features) expect(urls).toContain(url);
    }
  });

  it('has the four demo roles of the catalogue and a public role without features', () => {
    expect(seedRoles.map((seeded) => seeded.name)).toEqual([
      'Administrator',
      'Gate Clerk',
      'Inspection Ranger',
      'Partner',
      'Public User',
    ]);
    expect(role(roleNames.publicUser).features).toEqual([]);
  });

  it('lands an Inspection Ranger on /bookings/inspection and everyone else on /dashboard', () => {
    for (const seeded of seedRoles) {
      expect(seeded.landing).toBe(
        seeded.name === roleNames.inspectionRanger ? '/bookings/inspection' : '/dashboard',
      );
    }
  });

  it('lets the gate clerk check in but not manage users, and keeps abilities off partners', () => {
    const clerk = role(roleNames.gateClerk).features as readonly string[];
    expect(clerk).toContain(staffFeatures.checkIn);
    expect(clerk).not.toContain(staffFeatures.users);
    expect(clerk).not.toContain(staffFeatures.cancelBooking);
    const partner = role(roleNames.partner).features as readonly string[];
    expect(partner).toContain(staffFeatures.partnerBookings);
    expect(partner).not.toContain(staffFeatures.bookings);
  });
});
