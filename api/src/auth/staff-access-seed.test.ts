import { verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { seedStaffAccess } from '../db/seed';
import { testNow } from '../test/test-clock';
import { useTestDatabase } from '../test/test-database';
import { demoStaff } from './test-staff';

const database = useTestDatabase();

describe('seeding staff access', () => {
  it('writes the roles, menus and features once, and no user unless demo staff are allowed', async () => {
    expect(await seedStaffAccess(database.db, testNow, { demoStaff: false })).toEqual({
      access_control: true,
      demo_staff: false,
    });
    expect(await seedStaffAccess(database.db, testNow, { demoStaff: false })).toEqual({
      access_control: false,
      demo_staff: false,
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

  it('writes the demo staff once when allowed, each with their role, partner and gates', async () => {
    expect(await seedStaffAccess(database.db, testNow, { demoStaff: true })).toEqual({
      access_control: false,
      demo_staff: true,
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
