/**
 * The data migration `partner_edit_booking`: a database seeded before the Partner role was
 * given `edit-booking` (issue 14: a partner amends its own bookings) gets the grant when it
 * migrates, leaving every other role's features as they were; applied again, it changes
 * nothing.
 *
 * spec: staff-booking.md §2.1 (EditBooking); membership-backoffice.md §6 (roles and features).
 */

import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dropDatabase } from '../test/drop-database';
import { migrateDatabase } from './database';

const drizzleFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
const MIGRATION = /_partner_edit_booking$/;

/** A copy of api/drizzle whose journal stops before the partner_edit_booking migration. */
async function migrationsBeforeIt(): Promise<string> {
  const copy = await mkdtemp(path.join(tmpdir(), 'hifadhi-before-partner-edit-'));
  await cp(drizzleFolder, copy, { recursive: true });
  const journalPath = path.join(copy, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((entry) => MIGRATION.test(entry.tag));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return copy;
}

/** The partner_edit_booking migration's SQL as committed. */
async function migrationSql(): Promise<string> {
  const file = (await readdir(drizzleFolder)).find((name) =>
    MIGRATION.test(name.replace(/\.sql$/, '')),
  );
  return readFile(path.join(drizzleFolder, file!), 'utf8');
}

describe('migration partner_edit_booking', () => {
  const server = inject('adminDatabaseUrl');
  const name = `hifadhi_test_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  const url = new URL(server);
  url.pathname = `/${name}`;
  let sql: ReturnType<typeof postgres>;

  beforeAll(async () => {
    const admin = postgres(server, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    await admin.end();
    sql = postgres(url.href, { max: 1, onnotice: () => {} });
  });
  afterAll(async () => {
    await sql?.end();
    await dropDatabase(server, name);
  });

  /** Each role's feature urls, sorted. */
  const grants = async () => {
    const rows = await sql<{ role: string; url: string }[]>`
      select r.role_public_id as role, f.url from user_type_features g
      join user_types r on r.id = g.user_type_id join features f on f.id = g.feature_id
      order by 1, 2`;
    const byRole: Record<string, string[]> = {};
    for (const row of rows) byRole[row.role] = [...(byRole[row.role] ?? []), row.url];
    return byRole;
  };

  it('gives the Partner role edit-booking where it lacks it, once', async () => {
    const before = await migrationsBeforeIt();
    try {
      await migrate(drizzle(sql), { migrationsFolder: before });
    } finally {
      await rm(before, { recursive: true, force: true });
    }
    // The grants an older release's seed wrote: the partner without edit-booking.
    await sql`insert into user_types (role_public_id, name) values
      ('role-administrator', 'Administrator'), ('role-partner', 'Partner'),
      ('role-gate-clerk', 'Gate Clerk')`;
    const [menu] = await sql`insert into menus (name) values ('Bookings') returning id`;
    await sql`insert into features (menu_id, name, url, type) values
      (${menu!.id}, 'Amend booking', 'edit-booking', 1),
      (${menu!.id}, 'Partner bookings', 'partner-bookings', 1),
      (${menu!.id}, 'New booking', 'new-booking', 1)`;
    await sql`insert into user_type_features (user_type_id, feature_id)
      select r.id, f.id from user_types r, features f
      where (r.role_public_id = 'role-administrator')
        or (r.role_public_id = 'role-partner' and f.url = 'partner-bookings')
        or (r.role_public_id = 'role-gate-clerk' and f.url = 'new-booking')`;
    const old = await grants();
    expect(old['role-partner']).toEqual(['partner-bookings']);

    await migrateDatabase(url.href);
    const migrated = await grants();
    expect(migrated).toEqual({
      'role-administrator': ['edit-booking', 'new-booking', 'partner-bookings'],
      'role-gate-clerk': ['new-booking'],
      'role-partner': ['edit-booking', 'partner-bookings'],
    });

    await sql.unsafe(await migrationSql());
    expect(await grants()).toEqual(migrated);
  });
});
