/**
 * Catalogue administration's requests and answers: a facility's closure (unavailability),
 * surge schedule and price change, and a new promo code. Every text and list is bounded; dates
 * are `YYYY-MM-DD` (Africa/Nairobi) and ranges include both their dates; percentages and
 * prices are exact decimal strings.
 *
 * spec: api-contract.md §Catalogue administration; membership-backoffice.md §2.5 (Facilities,
 * Promo codes).
 */
import Decimal from 'decimal.js';
import { z } from 'zod';
import { currencyCode, facilityPriceSchema, residency } from '../catalogue/catalogue';
import {
  calendarDate,
  decimalAmount,
  list,
  maxLengths,
  onceValid,
  optionalText,
  requiredText,
} from './common';

/** Messages of these requests. */
export const catalogueAdminMessages = {
  endBeforeStart: 'End date cannot be before start date',
  surgePercentage: 'Enter a percentage above 0 and at most 1000',
  percentageOff: 'Enter a percentage above 0 and at most 100',
  priceRequired: 'Enter at least one price',
  effectiveFromPast: 'Prices can take effect from today on, not on an earlier date',
  residencyTwice: 'Each residency may have one price',
  promoCodeFormat: 'Use 3 to 40 letters, digits, dashes or underscores',
  promoCodeExists: (code: string) => `Promo code ${code} already exists`,
  maxUses: 'Enter a number of uses from 1 to 1,000,000',
  facilityNotFound: (id: string) => `Unknown facility: ${id}`,
  scheduleNotFound: (id: string) => `Unknown schedule: ${id}`,
  activityNotFound: (id: string) => `Unknown activity: ${id}`,
  maintenanceUnits: 'Enter a number of units from 1 to 10,000',
  maintenanceBeyondQuantity: (quantity: number) =>
    `Only ${quantity} ${quantity === 1 ? 'unit exists' : 'units exist'}: enter at most ${quantity}`,
  allocationPartner: 'Choose a partner',
  partnerNotFound: (id: string) => `Unknown partner: ${id}`,
  partnerDeleted: (name: string) => `${name} is deleted: restore the partner first`,
  /** "The allocations would set aside 12 of The Stables' 10 units on 2026-12-05". */
  overAllocated: (units: number, facility: string, quantity: number, night: string) =>
    `The allocations would set aside ${units} of ${facility}${facility.endsWith('s') ? "'" : "'s"} ${quantity} ${quantity === 1 ? 'unit' : 'units'} on ${night}`,
} as const;

/** A positive decimal percentage, at most `max`, kept as a string. */
export function percentage(max: number, message: string) {
  return z
    .union([z.string().max(20, message), z.number()])
    .transform((value) => String(value).trim())
    .refine((value) => /^\d+(\.\d+)?$/.test(value), { message, abort: true })
    .refine((value) => new Decimal(value).gt(0) && new Decimal(value).lte(max), { message });
}

/** The rule of a date range (both dates included): its end is not before its start. */
const endNotBeforeStart: [
  (range: { start_date: string; end_date: string }) => boolean,
  z.core.$ZodCustomParams,
] = [
  (range) => range.end_date >= range.start_date,
  {
    message: catalogueAdminMessages.endBeforeStart,
    path: ['end_date'],
    ...onceValid('start_date', 'end_date'),
  },
];

/** `POST /facilities/{public_id}/unavailability`. */
export const facilityUnavailabilityRequestSchema = z
  .object({
    start_date: calendarDate,
    end_date: calendarDate,
    reason: requiredText(undefined, 500),
  })
  .refine(...endNotBeforeStart);
export type FacilityUnavailabilityRequest = z.infer<typeof facilityUnavailabilityRequestSchema>;

export const facilityUnavailabilityReadSchema = z.object({
  unavailability_public_id: z.string(),
  facility_public_id: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  reason: z.string(),
  /**
   * Bookings holding units of the facility on those nights: they are not cancelled, staff
   * move or cancel them.
   */
  overlapping_bookings: z.number().int(),
});
export type FacilityUnavailabilityRead = z.infer<typeof facilityUnavailabilityReadSchema>;

/** `POST /facilities/{public_id}/surge`. */
export const facilitySurgeRequestSchema = z
  .object({
    start_date: calendarDate,
    end_date: calendarDate,
    percentage: percentage(1000, catalogueAdminMessages.surgePercentage),
  })
  .refine(...endNotBeforeStart);
export type FacilitySurgeRequest = z.infer<typeof facilitySurgeRequestSchema>;

export const facilitySurgeReadSchema = z.object({
  surge_public_id: z.string(),
  facility_public_id: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  percentage: z.string(),
});
export type FacilitySurgeRead = z.infer<typeof facilitySurgeReadSchema>;

/** Units of a facility a maintenance range takes down or an allocation sets aside: 1 to 10,000. */
const facilityUnits = z.coerce
  .number({ error: catalogueAdminMessages.maintenanceUnits })
  .int(catalogueAdminMessages.maintenanceUnits)
  .min(1, catalogueAdminMessages.maintenanceUnits)
  .max(10_000, catalogueAdminMessages.maintenanceUnits);

/** `POST /facilities/{public_id}/maintenance`: `units` down on the nights start_date to end_date. */
export const facilityMaintenanceRequestSchema = z
  .object({
    start_date: calendarDate,
    end_date: calendarDate,
    units: facilityUnits,
    reason: requiredText(undefined, 500),
  })
  .refine(...endNotBeforeStart);
export type FacilityMaintenanceRequest = z.infer<typeof facilityMaintenanceRequestSchema>;

export const facilityMaintenanceReadSchema = z.object({
  maintenance_public_id: z.string(),
  facility_public_id: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  units: z.number().int(),
  reason: z.string(),
  /**
   * Bookings holding units of the facility on those nights: they are not cancelled; when the
   * units left do not take them all, staff move or cancel some.
   */
  overlapping_bookings: z.number().int(),
});
export type FacilityMaintenanceRead = z.infer<typeof facilityMaintenanceReadSchema>;

/**
 * `POST /facilities/{public_id}/allocation`: `units` set aside for partner `partner_public_id`
 * on the nights start_date to end_date (both included); `note` optional ('' when left out).
 */
export const facilityAllocationRequestSchema = z
  .object({
    partner_public_id: requiredText(catalogueAdminMessages.allocationPartner, maxLengths.id),
    start_date: calendarDate,
    end_date: calendarDate,
    units: facilityUnits,
    note: optionalText(500).transform((note) => note ?? ''),
  })
  .refine(...endNotBeforeStart);
export type FacilityAllocationRequest = z.infer<typeof facilityAllocationRequestSchema>;

/** One allocation as the facility's page lists it (`GET /facilities/{id}` `allocations`). */
export const facilityAllocationRowSchema = z.object({
  schedule_public_id: z.string(),
  partner_public_id: z.string(),
  partner_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  units: z.number().int(),
  note: z.string(),
  /** The staff user's public id who added it. */
  created_by: z.string(),
  /** ISO 8601 instant. */
  created_at: z.string(),
});
export type FacilityAllocationRow = z.infer<typeof facilityAllocationRowSchema>;

/** The answer to adding an allocation. */
export const facilityAllocationReadSchema = facilityAllocationRowSchema.extend({
  /**
   * Bookings holding units of the facility on those nights (anyone's): nothing is cancelled;
   * they stay, and the allocation sets aside only what they leave.
   */
  overlapping_bookings: z.number().int().optional(),
});
export type FacilityAllocationRead = z.infer<typeof facilityAllocationReadSchema>;

/** `POST /activities/{public_id}/unavailability` (the body of a facility's closure). */
export const activityUnavailabilityRequestSchema = facilityUnavailabilityRequestSchema;
export type ActivityUnavailabilityRequest = FacilityUnavailabilityRequest;

export const activityUnavailabilityReadSchema = z.object({
  unavailability_public_id: z.string(),
  activity_public_id: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  reason: z.string(),
  /** Bookings holding slots of the activity on those dates: not cancelled, staff move them. */
  overlapping_bookings: z.number().int(),
});
export type ActivityUnavailabilityRead = z.infer<typeof activityUnavailabilityReadSchema>;

/** `POST /activities/{public_id}/surge` (the body of a facility's surge). */
export const activitySurgeRequestSchema = facilitySurgeRequestSchema;
export type ActivitySurgeRequest = FacilitySurgeRequest;

export const activitySurgeReadSchema = z.object({
  surge_public_id: z.string(),
  activity_public_id: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  percentage: z.string(),
});
export type ActivitySurgeRead = z.infer<typeof activitySurgeReadSchema>;

/** One price entry as `GET /public/facilities` gives it. */
export const priceEntryRequest = z.object({
  residency,
  currency_type: currencyCode,
  mandatory_price: decimalAmount,
  adult_price: decimalAmount,
  child_price: decimalAmount,
});

/**
 * A price list: at most one entry per residency, at least one. A form's residency row left
 * blank (no amount typed) is dropped before the list is checked, and a blank amount in a row
 * that has others is 0 (no charge of that kind).
 */
export function priceList<T extends z.ZodObject>(entry: T) {
  return z.preprocess(
    (entries) =>
      Array.isArray(entries)
        ? entries.filter((row) => !isBlankRow(row)).map(blankAmountsAsZero)
        : entries,
    list(entry, residency.options.length)
      .min(1, catalogueAdminMessages.priceRequired)
      .refine(
        (entries) =>
          new Set(entries.map((row) => (row as { residency: string }).residency)).size ===
          entries.length,
        { message: catalogueAdminMessages.residencyTwice },
      ),
  );
}

/** The row with its blank amounts as '0'. */
function blankAmountsAsZero(row: unknown): unknown {
  if (typeof row !== 'object' || row === null) return row;
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      key.endsWith('_price') && value === '' ? '0' : value,
    ]),
  );
}

/** A price row whose amounts are all blank (a residency the form's user did not price). */
function isBlankRow(row: unknown): boolean {
  if (typeof row !== 'object' || row === null) return false;
  const amounts = Object.entries(row).filter(([key]) => key.endsWith('_price'));
  return amounts.length > 0 && amounts.every(([, amount]) => amount === '' || amount === null);
}

/** `POST /facilities/{public_id}/prices`. */
export const facilityPriceChangeRequestSchema = z.object({
  effective_from: calendarDate,
  price: priceList(priceEntryRequest),
});
export type FacilityPriceChangeRequest = z.infer<typeof facilityPriceChangeRequestSchema>;

export const facilityPriceChangeReadSchema = z.object({
  price_change_public_id: z.string(),
  facility_public_id: z.string(),
  effective_from: z.string(),
  price: z.array(facilityPriceSchema),
});
export type FacilityPriceChangeRead = z.infer<typeof facilityPriceChangeReadSchema>;

/** `POST /promo-codes`: the code is kept upper-cased, as quotes and bookings read it. */
export const promoCodeRequestSchema = z
  .object({
    code: z
      .string({ error: catalogueAdminMessages.promoCodeFormat })
      .trim()
      .max(maxLengths.id, catalogueAdminMessages.promoCodeFormat)
      .regex(/^[A-Za-z0-9_-]{3,40}$/, catalogueAdminMessages.promoCodeFormat)
      .transform((code) => code.toUpperCase()),
    percentage_off: percentage(100, catalogueAdminMessages.percentageOff),
    start_date: calendarDate,
    end_date: calendarDate,
    max_uses: z
      .number({ error: catalogueAdminMessages.maxUses })
      .int(catalogueAdminMessages.maxUses)
      .min(1, catalogueAdminMessages.maxUses)
      .max(1_000_000, catalogueAdminMessages.maxUses),
  })
  .refine(...endNotBeforeStart);
export type PromoCodeRequest = z.infer<typeof promoCodeRequestSchema>;

export const promoCodeReadSchema = z.object({
  code: z.string(),
  percentage_off: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  max_uses: z.number().int(),
});
export type PromoCodeRead = z.infer<typeof promoCodeReadSchema>;
