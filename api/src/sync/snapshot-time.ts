/**
 * The snapshot time a download starts from, taken before its first page: the database's clock,
 * or the start of the oldest transaction still open on this database if that is earlier.
 * Every change not yet committed then belongs to a transaction that started at or after it,
 * and the change triggers stamp with `clock_timestamp()` (never before their transaction's
 * start), so such a change is stamped at or after the snapshot time and the next download
 * (changes at or after it) carries it.
 *
 * The time is kept as Postgres prints it (microseconds, offset), never rounded through a
 * JavaScript `Date`. Postgres shows a session's transaction start only to the same role (or
 * one with pg_read_all_stats), so every API instance must connect as one role, as they do.
 *
 * spec: research offline-checkin-anchors.md §1 (save the first page's time; changes made while
 * paging are caught next run).
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database';

export async function snapshotTime(db: Executor): Promise<string> {
  const rows = await db.execute<{ at: string }>(sql`
    select least(
      clock_timestamp(),
      (select min(xact_start) from pg_stat_activity
        where datname = current_database()
          and backend_type = 'client backend'
          and pid <> pg_backend_pid())
    )::text as at`);
  const at = rows[0]?.at;
  if (at === undefined) throw new Error('The database gave no time');
  return at;
}
