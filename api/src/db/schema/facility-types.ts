/**
 * Facility types: an administered list (name, pricing rule), soft deleted and restorable. Each
 * facility names its type (`facilities.facility_type`); the type's pricing rule says how its
 * facilities are priced (`accommodation` per night, `camping` by the 7-day camping rule). The
 * two seeded types (inserted by their migration) have the spec's facility_type_id values as
 * public ids: 'Accomodation' and 'Camping Sites'. Catalogue: every write moves
 * `catalogue_version` (trigger in the migration).
 *
 * spec: membership-backoffice.md §3–4 (facility type: CRUD); pricing-rules.md §Lines.
 */
import { facilityPricingRules } from '@hifadhi/shared/catalogue/facility-types';
import { pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const facilityPricingRuleEnum = pgEnum('facility_pricing_rule', facilityPricingRules);

export const facilityTypes = pgTable('facility_types', {
  public_id: text().primaryKey(),
  name: text().notNull(),
  pricing_rule: facilityPricingRuleEnum().notNull(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  deleted_at: timestamp({ withTimezone: true }),
});
