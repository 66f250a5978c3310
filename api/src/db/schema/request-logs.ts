/**
 * Append-only logs of what staff do beside their writes (those are `staff_changes`):
 * - `staff_requests`: every staff API request (user, method, path, status, duration, time);
 * - `feature_visits`: which feature (screen) a user opened, and when (the feature tracker).
 * A trigger refuses UPDATE and DELETE on both (see their migration).
 *
 * spec: membership-backoffice.md §2.5 (Logs: system, feature tracker), §7 (Logs: requests,
 * feature logs).
 */
import { bigint, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const staffRequests = pgTable(
  'staff_requests',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_public_id: text().notNull(),
    user_email: text().notNull(),
    method: text().notNull(),
    /** The path without the query string (`/api/v1/donations`). */
    path: text().notNull(),
    status: smallint().notNull(),
    duration_ms: integer().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('staff_requests_at').on(table.at),
    index('staff_requests_user').on(table.user_public_id, table.at),
  ],
);

export const featureVisits = pgTable(
  'feature_visits',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_public_id: text().notNull(),
    user_email: text().notNull(),
    /** The feature url (`donations`, `visitors`, …). */
    feature: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('feature_visits_at').on(table.at),
    index('feature_visits_user').on(table.user_public_id, table.at),
  ],
);
