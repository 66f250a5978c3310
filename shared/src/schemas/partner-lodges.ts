/**
 * Partner lodges ("Escapes") as the back office administers them: the lodge (name, partner,
 * codes, currency, rooms per night, commission, VAT and catering levy flags) with its pricing
 * parameters and supplements, added, edited (the two lists replaced as a whole), soft deleted
 * and restored. A parameter or supplement keeps its public id when sent with it (bookings name
 * them); a row without one is new. Prices are exact decimal strings in the lodge's currency
 * (whole units); the commission is a percent 0–100. Shared by the API, which validates with
 * them, and the staff app's form.
 *
 * spec: staff-booking.md §2.4, §3.9 (external accommodation); membership-backoffice.md §3–4.
 */
import Decimal from 'decimal.js';
import { z } from 'zod';
import {
  currencyCode,
  partnerLodgeParameterSchema,
  partnerLodgeSchema,
  partnerLodgeSupplementSchema,
} from '../catalogue/catalogue';
import { messages } from '../messages';
import {
  afterEarlierRules,
  count,
  decimalAmount,
  idText,
  list,
  maxEntries,
  maxLengths,
  requiredText,
} from './common';

/** Messages of these requests. */
export const partnerLodgeMessages = {
  currency: 'Choose KES or USD',
  commission: 'Must be between 0-100%',
  pricingPoint: 'Choose per night or per stay',
  duplicateRow: (id: string) => `Listed twice: ${id}`,
} as const;

/** How the staff app words each pricing point. */
export const pricingPointLabels = { per_night: 'Per night', per_stay: 'Per stay' } as const;

const pricingPoint = z.enum(['per_night', 'per_stay'], {
  error: partnerLodgeMessages.pricingPoint,
});
const rowId = idText.trim().optional();

/** One pricing parameter row of the form: price × value, per night or per stay. */
export const partnerLodgeParameterBodySchema = z.strictObject({
  parameter_public_id: rowId,
  facility_parameter_name: requiredText(undefined, maxLengths.name),
  parameter_default_value: count,
  facility_pricing_point: pricingPoint,
  price: decimalAmount,
  non_priced_parameter: z.boolean().default(false),
});

/** One supplement row of the form; `is_include` is where the desk's switch starts. */
export const partnerLodgeSupplementBodySchema = z.strictObject({
  supplement_public_id: rowId,
  name: requiredText(undefined, maxLengths.name),
  supplement_price: decimalAmount,
  facility_pricing_point: pricingPoint,
  is_include: z.boolean().default(false),
});

/** A list whose rows' ids (where given) appear once each ("Listed twice: par-x"). */
function rows<T extends z.ZodType<Record<string, unknown>>>(row: T, idField: string) {
  return list(row, maxEntries.choices).superRefine((items, ctx) => {
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      const id = item[idField];
      if (id === undefined) return;
      if (seen.has(id)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, idField],
          message: partnerLodgeMessages.duplicateRow(String(id)),
        });
      }
      seen.add(id);
    });
  });
}

const fields = {
  name: requiredText(undefined, maxLengths.name),
  partner_name: requiredText(undefined, maxLengths.name),
  description: z.string().trim().max(maxLengths.text, messages.tooLong(maxLengths.text)),
  code: requiredText(undefined, maxLengths.id),
  analysis_code: requiredText(undefined, maxLengths.id),
  currency: z.enum(currencyCode.options, { error: partnerLodgeMessages.currency }),
  /** Required here (a patch must not reset it to 0). */
  quantity: count.unwrap(),
  percentage_commission: decimalAmount.refine((value) => new Decimal(value).lte(100), {
    message: partnerLodgeMessages.commission,
    ...afterEarlierRules,
  }),
  pricing_status: z.boolean(),
  vat: z.boolean().default(false),
  catering_levy: z.boolean().default(false),
  parameters: rows(partnerLodgeParameterBodySchema, 'parameter_public_id'),
  supplements: rows(partnerLodgeSupplementBodySchema, 'supplement_public_id'),
};

/** `POST /partner-lodges`: a new lodge with its parameters and supplements. */
export const partnerLodgeBodySchema = z.strictObject(fields);
export type PartnerLodgeBody = z.output<typeof partnerLodgeBodySchema>;
export type PartnerLodgeBodyInput = z.input<typeof partnerLodgeBodySchema>;

/**
 * `PATCH /partner-lodges/{public_id}`: any of the fields; `parameters` or `supplements`, when
 * sent, replace that list as a whole.
 */
export const partnerLodgePatchSchema = z
  .strictObject({
    ...fields,
    vat: z.boolean(),
    catering_levy: z.boolean(),
  })
  .partial()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: messages.nothingToChange,
    ...afterEarlierRules,
  });
export type PartnerLodgePatch = z.output<typeof partnerLodgePatchSchema>;

/** A lodge as the back office reads it: the catalogue's shape, flags given, and `deleted`. */
export const partnerLodgeReadSchema = partnerLodgeSchema.extend({
  pricing_status: z.boolean(),
  vat: z.boolean(),
  catering_levy: z.boolean(),
  parameters: z.array(partnerLodgeParameterSchema),
  supplements: z.array(partnerLodgeSupplementSchema),
  deleted: z.boolean(),
});
export type PartnerLodgeRead = z.infer<typeof partnerLodgeReadSchema>;
