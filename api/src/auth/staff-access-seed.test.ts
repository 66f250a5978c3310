import { verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { seedStaffAccess } from '../db/seed';
import { testNow } from '../test/test-clock';
import { useTestDatabase } from '../test/test-database';
import { seedMenus } from './access-catalogue';
import { demoStaff } from './test-staff';

const database = useTestDatabase();

describe('seeding staff access', () => {
  it('writes the roles, menus and features once, and no user unless demo staff are allowed', async () => {
    const everyUrl = seedMenus.flatMap((menu) => menu.features.map((feature) => feature.url));
    expect(await seedStaffAccess(database.db, testNow, { demoStaff: false })).toEqual({
      access_control: true,
      demo_staff: false,
      features_added: everyUrl,
    });
    expect(await seedStaffAccess(database.db, testNow, { demoStaff: false })).toEqual({
      access_control: false,
      demo_staff: false,
      features_added: [],
    });
    const roles = await database.sql`select name, landing from user_types order by id`;
    expect(roles.map((role) => [role.name, role.landing])).toEqual([
      ['Administrator', '/dashboard'],
      ['Gate Clerk', '/dashboard'],
      ['Inspection Ranger', '/bookings/inspection'],
      ['Partner', '/dashboard'],
      ['Public User', '/dashboard'],
    ]);
    const [users] = await database.sql`select count(*)::int as n from users`;
    expect(users!.n).toBe(0);
  });

  it("adds a release's new features to a database seeded before them, given to the catalogue's roles", async () => {
    await database.sql`delete from features where url in ('bookings/inspection', 'bookings/foc')`;
    await database.sql`update features set deleted_at = now() where url = 'calendar'`;
    expect(
      (await seedStaffAccess(database.db, testNow, { demoStaff: false })).features_added,
    ).toEqual(['bookings/foc', 'bookings/inspection']);
    const holders = await database.sql`select f.url, array_agg(t.name order by t.id) as roles
      from features f join user_type_features r on r.feature_id = f.id
      join user_types t on t.id = r.user_type_id
      where f.url in ('bookings/inspection', 'bookings/foc') group by f.url order by f.url`;
    expect(holders.map((row) => [row.url, row.roles])).toEqual([
      ['bookings/foc', ['Administrator']],
      ['bookings/inspection', ['Administrator', 'Inspection Ranger']],
    ]);
    const [calendar] =
      await database.sql`select count(*)::int as n from features where url = 'calendar'`;
    expect(calendar!.n).toBe(1);
  });

  it('writes the demo staff once when allowed, each with their role, partner and gates', async () => {
    expect(await seedStaffAccess(database.db, testNow, { demoStaff: true })).toEqual({
      access_control: false,
      demo_staff: true,
      features_added: [],
    });
    expect((await seedStaffAccess(database.db, testNow, { demoStaff: true })).demo_staff).toBe(
      false,
    );
    const users =
      await database.sql`select u.email, u.user_kind, t.name as role, u.partner_public_id,
        u.password_hash, array(select gate_public_id from user_gates g where g.user_id = u.id
          order by 1) as gates
      from users u join user_types t on t.id = u.user_type_id order by u.id`;
    expect(users.map(({ password_hash, ...user }) => user)).toEqual([
      {
        email: 'admin@kijani.example',
        user_kind: 'institution',
        role: 'Administrator',
        partner_public_id: null,
        gates: ['gate-airstrip', 'gate-main', 'gate-river'],
      },
      {
        email: 'clerk@kijani.example',
        user_kind: 'institution',
        role: 'Gate Clerk',
        partner_public_id: null,
        gates: ['gate-airstrip', 'gate-main', 'gate-river'],
      },
      {
        email: 'ranger@kijani.example',
        user_kind: 'institution',
        role: 'Inspection Ranger',
        partner_public_id: null,
        gates: ['gate-airstrip', 'gate-main', 'gate-river'],
      },
      {
        email: 'agent@savannatrails.example',
        user_kind: 'partner',
        role: 'Partner',
        partner_public_id: 'ptn-savanna',
        gates: [],
      },
    ]);
    for (const user of users) {
      const staff = Object.values(demoStaff).find((candidate) => candidate.email === user.email)!;
      expect(await verify(user.password_hash, staff.password)).toBe(true);
    }
  });
});
