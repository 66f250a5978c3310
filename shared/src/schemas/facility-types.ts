/**
 * Facility types as the back office administers them: a name and the pricing rule their
 * facilities follow (`accommodation` per night, `camping` by the 7-day camping rule), added,
 * edited (name, rule or both), soft deleted and restored. Shared by the API, which validates
 * with them, and the staff app's form.
 *
 * spec: membership-backoffice.md §3–4 (facility type: CRUD, soft delete and restore);
 * pricing-rules.md §Lines (Accommodation and camping).
 */
import { z } from 'zod';
import { facilityPricingRuleSchema } from '../catalogue/catalogue';
import { facilityPricingRules } from '../catalogue/facility-types';
import { messages } from '../messages';
import { afterEarlierRules, maxLengths, requiredText } from './common';

/** Messages of these requests. */
export const facilityTypeMessages = {
  pricingRule: 'Choose a pricing rule',
} as const;

/** How the staff app words each pricing rule. */
export const facilityPricingRuleLabels = {
  accommodation: 'Accommodation (per night)',
  camping: 'Camping (mandatory price per started 7 days)',
} as const;

const pricingRule = z.enum(facilityPricingRules, { error: facilityTypeMessages.pricingRule });

/** `POST /facility-types`: a new type. */
export const facilityTypeBodySchema = z.strictObject({
  name: requiredText(undefined, maxLengths.name),
  pricing_rule: pricingRule,
});
export type FacilityTypeBody = z.output<typeof facilityTypeBodySchema>;

/** `PATCH /facility-types/{public_id}`: its name, its pricing rule, or both. */
export const facilityTypePatchSchema = facilityTypeBodySchema
  .partial()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: messages.nothingToChange,
    ...afterEarlierRules,
  });
export type FacilityTypePatch = z.output<typeof facilityTypePatchSchema>;

export const facilityTypeReadSchema = z.object({
  public_id: z.string(),
  name: z.string(),
  pricing_rule: facilityPricingRuleSchema,
  deleted: z.boolean(),
});
export type FacilityTypeRead = z.infer<typeof facilityTypeReadSchema>;
