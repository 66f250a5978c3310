/**
 * True when `error` is Postgres refusing a duplicate on the unique index or constraint
 * `constraint` (SQLSTATE 23505), whether postgres.js raised it or Drizzle wrapped it.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const pg = cause as Error & { code?: string; constraint_name?: string };
    if (pg.code === '23505') return pg.constraint_name === constraint;
  }
  return false;
}
