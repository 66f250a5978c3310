/**
 * Facility types: an administered list (membership-backoffice.md §3–4, "facility type: CRUD")
 * whose every type carries the pricing rule its facilities follow — `accommodation` (priced per
 * night) or `camping` (the camping rule: mandatory price per started 7 days, pricing-rules.md
 * §Lines). The catalogue names a facility's type (`facility_type`) and its rule
 * (`facility_pricing_rule`); a replica written before types carried their rule lacks the
 * field, and its rule is read from the two seeded names: 'Camping Sites' (camping) and
 * 'Accomodation' (accommodation), also the seeded types' public ids.
 *
 * spec: membership-backoffice.md §3–4; public-site.md §9 (facility_type_id); pricing-rules.md
 * §Lines (Accommodation and camping).
 *
 * No zod here: the public site's home route reads the rule, and its first download stays
 * within its weight budget (the schema is `facilityPricingRuleSchema` in catalogue.ts).
 */

/** The pricing rules a facility type may carry. */
export const facilityPricingRules = ['accommodation', 'camping'] as const;
export type FacilityPricingRule = (typeof facilityPricingRules)[number];

/**
 * The pricing rule of a catalogue facility: its `facility_pricing_rule`, or for a replica
 * without it `camping` when its type is called 'Camping Sites', else `accommodation`.
 * @example facilityPricingRule({ facility_type: 'Tented camps', facility_pricing_rule: 'camping' }) //=> 'camping'
 */
export function facilityPricingRule(facility: {
  facility_type: string;
  facility_pricing_rule?: FacilityPricingRule | undefined;
}): FacilityPricingRule {
  if (facility.facility_pricing_rule) return facility.facility_pricing_rule;
  return facility.facility_type === 'Camping Sites' ? 'camping' : 'accommodation';
}
