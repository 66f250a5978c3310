import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/test-database';
import { migrateDatabase } from './database';

const journal = JSON.parse(
  readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: { tag: string }[] };

describe('migrations', () => {
  const database = useTestDatabase({ seed: false });

  it('create every catalogue and booking table', async () => {
    const rows = await database.sql<{ table_name: string }[]>`
      select table_name from information_schema.tables where table_schema = 'public'`;
    expect(rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        'currencies',
        'currency_rates',
        'conservation_fees',
        'vehicle_fees',
        'pricing_groups',
        'facilities',
        'facility_prices',
        'facility_pack_prices',
        'facility_pack_price_tiers',
        'facility_group_prices',
        'activities',
        'activity_prices',
        'activity_time_frames',
        'gates',
        'entry_modes',
        'destinations',
        'pick_up_locations',
        'causes',
        'volunteer_programs',
        'membership_settings',
        'beneficiary_amounts',
        'partners',
        'promo_codes',
        'schools',
        'group_booking_types',
        'bookings',
        'booking_guests',
        'booking_vehicles',
        'booking_facilities',
        'booking_activities',
        'booking_residency_proofs',
        'booking_donations',
        'booking_events',
      ]),
    );
  });

  it('record each migration of api/drizzle once, and re-apply as a no-op', async () => {
    const applied = async () =>
      (await database.sql`select hash from drizzle.__drizzle_migrations order by id`).map(
        (row) => row.hash,
      );
    const first = await applied();
    expect(first).toHaveLength(journal.entries.length);
    await migrateDatabase(database.url);
    await migrateDatabase(database.url);
    expect(await applied()).toEqual(first);
  });

  it('let instances starting together migrate one after the other', async () => {
    await expect(
      Promise.all([migrateDatabase(database.url), migrateDatabase(database.url)]),
    ).resolves.toBeDefined();
    const rows = await database.sql`select id from drizzle.__drizzle_migrations`;
    expect(rows).toHaveLength(journal.entries.length);
  });
});

describe('api/drizzle', () => {
  const apiDirectory = fileURLToPath(new URL('../..', import.meta.url));
  const drizzleKit = path.join(
    path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')),
    'bin.cjs',
  );

  it('holds a migration for every change of the schema (nothing left to generate)', async () => {
    const copy = await mkdtemp(path.join(tmpdir(), 'hifadhi-drizzle-'));
    try {
      await cp(path.join(apiDirectory, 'drizzle'), copy, { recursive: true });
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          drizzleKit,
          'generate',
          '--dialect=postgresql',
          '--schema=./src/db/schema/*.ts',
          `--out=${path.relative(apiDirectory, copy)}`,
        ],
        { cwd: apiDirectory },
      );
      expect(stdout).toContain('No schema changes');
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });
});
