/**
 * Facility and activity discounts as the back office writes and reads them: an item's own
 * offer (`discount` percent while `discount_status` is on), discount types (a named kind of
 * partner deal tied to one partner type) and a facility's deal per discount type (discount and
 * commission percent). Percentages are exact decimal strings 0–100 with at most two decimals.
 *
 * spec: membership-backoffice.md §2.5 (Facilities), §3 (Facility: commission, discounts), §4,
 * §5 (discount 0–100: 'Discount cannot be more than 100%'); staff-booking.md §3.5, §3.7;
 * docs/pricing.md "Facility and activity discounts".
 */
import { z } from 'zod';
import { discountPercent } from './catalogue-settings';
import { idText, maxLengths, requiredText } from './common';

/** Messages of these requests and of the refusals they lead to. */
export const facilityDiscountMessages = {
  discountTypeTaken: (name: string) => `A discount type named ${name} exists already`,
  partnerTypeTaken: 'This partner type has a discount type already',
  dealExists: 'This facility has a discount for this discount type already',
} as const;

/** `PUT` of a facility's or an activity's own offer. */
export const itemOfferBodySchema = z.strictObject({
  discount: discountPercent,
  discount_status: z.boolean(),
});
export type ItemOfferBody = z.infer<typeof itemOfferBodySchema>;

export const itemOfferReadSchema = z.object({
  public_id: z.string(),
  discount: z.string(),
  discount_status: z.boolean(),
});
export type ItemOfferRead = z.infer<typeof itemOfferReadSchema>;

/** `POST` and `PATCH` of a discount type. */
export const discountTypeBodySchema = z.strictObject({
  name: requiredText(undefined, maxLengths.name),
  partner_type_public_id: idText.min(1),
});
export type DiscountTypeBody = z.infer<typeof discountTypeBodySchema>;

export const discountTypeReadSchema = z.object({
  public_id: z.string(),
  name: z.string(),
  partner_type_public_id: z.string(),
  partner_type_name: z.string(),
  deleted: z.boolean(),
});
export type DiscountTypeRead = z.infer<typeof discountTypeReadSchema>;

/** `PATCH` of a facility's deal: its percentages (the discount type stays). */
export const facilityDiscountPatchSchema = z.strictObject({
  discount: discountPercent,
  commission: discountPercent,
});
export type FacilityDiscountPatch = z.infer<typeof facilityDiscountPatchSchema>;

/** `POST` of a facility's deal for one discount type. */
export const facilityDiscountBodySchema = facilityDiscountPatchSchema.extend({
  discount_type_id: idText.min(1),
});
export type FacilityDiscountBody = z.infer<typeof facilityDiscountBodySchema>;

export const facilityDiscountReadSchema = z.object({
  public_id: z.string(),
  facility_public_id: z.string(),
  discount_type_id: z.string(),
  discount_type_name: z.string(),
  partner_type_public_id: z.string(),
  discount: z.string(),
  commission: z.string(),
  deleted: z.boolean(),
});
export type FacilityDiscountRead = z.infer<typeof facilityDiscountReadSchema>;

/** A facility's discounts: its own offer and its deals per discount type (deleted ones too). */
export const facilityDiscountsReadSchema = itemOfferReadSchema.extend({
  discounts: z.array(facilityDiscountReadSchema),
});
export type FacilityDiscountsRead = z.infer<typeof facilityDiscountsReadSchema>;
