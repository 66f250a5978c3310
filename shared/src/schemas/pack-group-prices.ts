/**
 * A facility's pack prices and group prices as the back office sets them (Pelican House, or any
 * facility priced by them: pricing/facility-rules.ts), each as a whole set replacing the last:
 * `PUT /facilities/{public_id}/pack-prices` (per pack catering type, one currency and its tiers
 * of adults: the nightly price for lower_limit ≤ adults ≤ upper_limit, children free) and
 * `PUT /facilities/{public_id}/group-prices` (the switch `group_pricing_status` and the tiers of
 * guests: mandatory_price + extra_price × max(0, guests − maximum_number) a night). Counts are
 * whole numbers (a form's text too), prices exact decimal strings in the currency's whole units.
 *
 * spec: pricing-rules.md §Lines (Pelican: pack and group tiers); public-site.md §Facility
 * (pack entries, group_price); membership-backoffice.md §2.5 (Facilities), §3 (Facility:
 * pricing with parameters, extra pricing).
 */
import { z } from 'zod';
import {
  currencyCode,
  groupPriceSchema,
  packPriceSchema,
  pricingGroupSchema,
} from '../catalogue/catalogue';
import { decimalAmount, list, maxLengths, onceValid, requiredText } from './common';

/** Messages of these requests (the API's and the staff screen's). */
export const packGroupPriceMessages = {
  limit: 'Enter a whole number from 1 to 1,000',
  included: 'Enter a whole number from 0 to 1,000',
  tierRange: 'The lower limit cannot be above the upper limit',
  groupRange: 'From cannot be above to',
  tiersRequired: 'Add at least one tier',
  tiersContiguous:
    'Tiers must follow one another with no gap or overlap (1–4, 5–8, …), lowest first',
  cateringTypeTwice: 'Each catering type once: put all its tiers under one entry',
  groupOverlap: (currency: string, first: string, second: string) =>
    `Group price tiers ${first} and ${second} in ${currency} overlap: each number of guests takes one tier`,
  cateringType: 'Choose a catering type',
  notPackType: (name: string) =>
    `${name} is not a pack catering type: its stays take the group prices`,
} as const;

/** Most tiers per list; most pack entries (one per pack catering type). */
const MAX_TIERS = 20;
const MAX_PACKS = 20;

/** A whole number from `min` to 1,000, also from a form's text input. */
function tierCount(min: number, message: string) {
  return z.coerce.number({ error: message }).int(message).min(min, message).max(1000, message);
}

/** One pack tier: the nightly price for lower_limit ≤ adults ≤ upper_limit. */
const packTierRequest = z
  .object({
    lower_limit: tierCount(1, packGroupPriceMessages.limit),
    upper_limit: tierCount(1, packGroupPriceMessages.limit),
    price: decimalAmount,
  })
  .refine((tier) => tier.lower_limit <= tier.upper_limit, {
    message: packGroupPriceMessages.tierRange,
    path: ['upper_limit'],
    ...onceValid('lower_limit', 'upper_limit'),
  });

/** One pack catering type's prices: its currency and tiers, lowest first, with no gap. */
const packPriceRequest = z.object({
  catering_type: requiredText(packGroupPriceMessages.cateringType, maxLengths.id),
  currency: currencyCode,
  tiers: list(packTierRequest, MAX_TIERS)
    .min(1, packGroupPriceMessages.tiersRequired)
    .refine(
      (tiers) =>
        tiers.every(
          (tier, index) => index === 0 || tier.lower_limit === tiers[index - 1]!.upper_limit + 1,
        ),
      { message: packGroupPriceMessages.tiersContiguous },
    ),
});

/** `PUT /facilities/{public_id}/pack-prices`: the whole set (an empty list removes them all). */
export const packPricesRequestSchema = z.object({
  pack_prices: list(packPriceRequest, MAX_PACKS).refine(
    (packs) => new Set(packs.map((pack) => pack.catering_type)).size === packs.length,
    { message: packGroupPriceMessages.cateringTypeTwice },
  ),
});
export type PackPricesRequest = z.output<typeof packPricesRequestSchema>;

/** One group price tier: guests from_number to to_number, maximum_number of them included. */
const groupPriceRequest = z
  .object({
    currency_type: currencyCode,
    from_number: tierCount(1, packGroupPriceMessages.limit),
    to_number: tierCount(1, packGroupPriceMessages.limit),
    maximum_number: tierCount(0, packGroupPriceMessages.included),
    mandatory_price: decimalAmount,
    extra_price: decimalAmount,
  })
  .refine((tier) => tier.from_number <= tier.to_number, {
    message: packGroupPriceMessages.groupRange,
    path: ['to_number'],
    ...onceValid('from_number', 'to_number'),
  });

type GroupTier = z.output<typeof groupPriceRequest>;

/** The first two tiers of one currency whose ranges of guests overlap, if any. */
export function overlappingGroupTiers(tiers: readonly GroupTier[]): [number, number] | null {
  for (let second = 1; second < tiers.length; second += 1) {
    for (let first = 0; first < second; first += 1) {
      const [a, b] = [tiers[first]!, tiers[second]!];
      if (
        a.currency_type === b.currency_type &&
        a.from_number <= b.to_number &&
        b.from_number <= a.to_number
      ) {
        return [first, second];
      }
    }
  }
  return null;
}

/** A tier's range as the messages name it ("1–10"). */
const rangeOf = (tier: GroupTier) => `${tier.from_number}–${tier.to_number}`;

/**
 * `PUT /facilities/{public_id}/group-prices`: whether group pricing is on, and the whole list
 * of tiers (ranges of one currency may not overlap).
 */
export const groupPricesRequestSchema = z.object({
  group_pricing_status: z.boolean(),
  group_price: list(groupPriceRequest, MAX_TIERS).superRefine((tiers, context) => {
    const overlap = overlappingGroupTiers(tiers);
    if (!overlap) return;
    const [first, second] = overlap.map((index) => tiers[index]!);
    context.addIssue({
      code: 'custom',
      message: packGroupPriceMessages.groupOverlap(
        first!.currency_type,
        rangeOf(first!),
        rangeOf(second!),
      ),
    });
  }),
});
export type GroupPricesRequest = z.output<typeof groupPricesRequestSchema>;

/** A facility's pack and group prices as set (`GET …/pack-group-prices`, and each PUT's answer). */
export const packGroupPricesReadSchema = z.object({
  facility_public_id: z.string(),
  group_pricing_status: z.boolean(),
  pack_prices: z.array(packPriceSchema),
  group_price: z.array(groupPriceSchema),
  /** The catering types (pricing groups) in catalogue order, for the editor's choices. */
  catering_types: z.array(pricingGroupSchema),
});
export type PackGroupPricesRead = z.infer<typeof packGroupPricesReadSchema>;
