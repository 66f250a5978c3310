/**
 * The members' lookups staff keep (membership-backoffice.md §3 Lookups): member types,
 * residence types and household types, each a named list with soft delete like the visitors'
 * identification types. Names are unique regardless of case. The migration seeds them with the
 * values the membership settings use (Individual, Couple, Family; citizen, resident,
 * non_resident).
 *
 * spec: membership-backoffice.md §3 (Lookups: residence type and household type, member type),
 * §4 (soft delete and restore), §7 (Member types, residence types and households: CRUD-style).
 */
import { sql } from 'drizzle-orm';
import { pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { lookupColumns } from './visitors';

export const memberTypes = pgTable('member_types', lookupColumns(), (table) => [
  uniqueIndex('member_types_name').on(sql`lower(${table.name})`),
]);

export const residenceTypes = pgTable('residence_types', lookupColumns(), (table) => [
  uniqueIndex('residence_types_name').on(sql`lower(${table.name})`),
]);

export const householdTypes = pgTable('household_types', lookupColumns(), (table) => [
  uniqueIndex('household_types_name').on(sql`lower(${table.name})`),
]);
