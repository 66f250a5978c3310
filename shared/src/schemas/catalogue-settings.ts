/**
 * Catalogue settings' requests and answers: partners and partner types, promo codes (list,
 * edit, activate, delete, usage) and promo code types, currencies with their exchange rate
 * history, the VAT and catering levy rates with theirs, and the conservation and vehicle fee
 * schedules. Dates are `YYYY-MM-DD` (Africa/Nairobi); percentages, rates and amounts are exact
 * decimal strings. Lists are `{ page, items, total, data }`.
 *
 * spec: membership-backoffice.md §2.5 (Partners, Promo codes, VAT, Catering levy, Currency),
 * §3, §4, §5 (discount 0–100), §7 (Partners, Promo codes); staff-booking.md §3.2, §7
 * (get_newly_scheduled_pricing); pricing-rules.md §Money and rounding 3, §Taxes.
 */
import Decimal from 'decimal.js';
import { z } from 'zod';
import { currencyCode } from '../catalogue/catalogue';
import { promoCodeRequestSchema } from './catalogue-admin';
import { catalogueSettingsMessages } from './catalogue-settings-messages';
import {
  afterEarlierRules,
  calendarDate,
  decimalAmount,
  emailAddress,
  idText,
  list,
  maxEntries,
  maxLengths,
  onceValid,
  optionalText,
  requiredText,
} from './common';
import { pageQuery, searchText } from './payments-admin';

export { catalogueSettingsMessages };

/** A page of `item`: `{ page, items, total, data }`. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    page: z.number().int(),
    items: z.number().int(),
    total: z.number().int(),
    data: z.array(item),
  });
}

/** A percentage from 0 to 100 with at most two decimals, kept as a string. */
export const discountPercent = z
  .union([z.string().max(20, catalogueSettingsMessages.discount), z.number()])
  .transform((value) => String(value).trim())
  .refine((value) => /^\d+(\.\d{1,2})?$/.test(value), {
    message: catalogueSettingsMessages.discount,
    abort: true,
  })
  .refine((value) => new Decimal(value).lte(100), { message: catalogueSettingsMessages.discount });

/** A KRA PIN: a letter, nine digits and a letter (A123456789B), upper-cased; blank is none. */
const kraPin = optionalText(20).refine((pin) => pin === null || /^[A-Z]\d{9}[A-Z]$/i.test(pin), {
  message: catalogueSettingsMessages.kraPin,
});

// --- named types (partner types, promo code types) ---

/** `POST` and `PATCH` of a partner type or a promo code type. */
export const namedTypeBodySchema = z.strictObject({
  name: requiredText(undefined, maxLengths.name),
});
export type NamedTypeBody = z.infer<typeof namedTypeBodySchema>;

export const namedTypeReadSchema = z.object({
  public_id: z.string(),
  name: z.string(),
  deleted: z.boolean(),
});
export type NamedTypeRead = z.infer<typeof namedTypeReadSchema>;

/** A catering type (a pricing group): its name and whether stays of it take pack tiers. */
export const cateringTypeBodySchema = namedTypeBodySchema.extend({ pack: z.boolean() });
export type CateringTypeBody = z.infer<typeof cateringTypeBodySchema>;

/** A catering type's new name or pack flag (at least one). */
export const cateringTypePatchSchema = cateringTypeBodySchema
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, {
    message: catalogueSettingsMessages.nothingToChange,
  });
export type CateringTypePatch = z.infer<typeof cateringTypePatchSchema>;

export const cateringTypeReadSchema = namedTypeReadSchema.extend({ pack: z.boolean() });
export type CateringTypeRead = z.infer<typeof cateringTypeReadSchema>;

// --- partners ---

export const partnerStatuses = ['active', 'suspended', 'deleted'] as const;
export type PartnerStatus = (typeof partnerStatuses)[number];

const partnerFields = {
  name: requiredText(undefined, maxLengths.name),
  type_public_id: requiredText('Partner type is required', maxLengths.id),
  email: emailAddress(),
  tel: optionalText(maxLengths.phone),
  postal_address: optionalText(maxLengths.name),
  postal_code: optionalText(20),
  customer_code: optionalText(40),
  customer_code_usd: optionalText(40),
  kra_pin_number: kraPin,
  conservation_fee_discount: discountPercent,
  facility_discount: discountPercent,
  facility_commission: discountPercent,
  /** The destinations it books for (public ids). */
  destinations: list(idText, maxEntries.choices),
};

/** `POST /partners`. */
export const partnerBodySchema = z.strictObject(partnerFields);
export type PartnerBody = z.infer<typeof partnerBodySchema>;
export type PartnerBodyInput = z.input<typeof partnerBodySchema>;

/** `PATCH /partners/{public_id}`: any of the fields. */
export const partnerPatchSchema = z
  .strictObject(partnerFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, {
    message: catalogueSettingsMessages.nothingToChange,
  });
export type PartnerPatch = z.infer<typeof partnerPatchSchema>;

export const partnerReadSchema = z.object({
  public_id: z.string(),
  name: z.string(),
  type_public_id: z.string(),
  type_name: z.string().nullable(),
  email: z.string(),
  tel: z.string().nullable(),
  postal_address: z.string().nullable(),
  postal_code: z.string().nullable(),
  customer_code: z.string().nullable(),
  customer_code_usd: z.string().nullable(),
  kra_pin_number: z.string().nullable(),
  conservation_fee_discount: z.string(),
  facility_discount: z.string(),
  facility_commission: z.string(),
  status: z.enum(partnerStatuses),
  destinations: z.array(
    z.object({ destination_public_id: z.string(), destination_name: z.string() }),
  ),
  /** The partner's users (partner users sign in and book for it). */
  users: z.array(
    z.object({
      public_id: z.string(),
      full_name: z.string(),
      email: z.string(),
      suspended: z.boolean(),
    }),
  ),
});
export type PartnerRead = z.infer<typeof partnerReadSchema>;

export const partnerListQuerySchema = z.object({
  ...pageQuery,
  search: searchText,
  status: z.enum(partnerStatuses).optional(),
});
export type PartnerListQuery = z.infer<typeof partnerListQuerySchema>;

export const partnerPageSchema = pageOf(partnerReadSchema);
export type PartnerPage = z.infer<typeof partnerPageSchema>;

// --- promo codes ---

export const promoCodeStatuses = ['active', 'inactive', 'deleted'] as const;
export type PromoCodeStatus = (typeof promoCodeStatuses)[number];

const promoShape = promoCodeRequestSchema.shape;

/** `PATCH /promo-codes/{code}`: its terms, type, and `active` to activate or deactivate it. */
export const promoCodePatchSchema = z
  .strictObject({
    percentage_off: promoShape.percentage_off,
    start_date: promoShape.start_date,
    end_date: promoShape.end_date,
    max_uses: promoShape.max_uses,
    active: z.boolean(),
    promo_type_public_id: z.string().trim().max(maxLengths.id).nullable(),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, {
    message: catalogueSettingsMessages.nothingToChange,
  })
  .refine((patch) => !patch.start_date || !patch.end_date || patch.end_date >= patch.start_date, {
    message: catalogueSettingsMessages.endBeforeStart,
    path: ['end_date'],
    ...onceValid('start_date', 'end_date'),
  });
export type PromoCodePatch = z.infer<typeof promoCodePatchSchema>;

export const promoCodeSettingsReadSchema = z.object({
  code: z.string(),
  percentage_off: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  max_uses: z.number().int(),
  status: z.enum(promoCodeStatuses),
  promo_type_public_id: z.string().nullable(),
  promo_type_name: z.string().nullable(),
  /** Bookings using it now (held, paid, confirmed, checked in or out). */
  uses: z.number().int(),
  /** Paid bookings that used it. */
  paid_uses: z.number().int(),
});
export type PromoCodeSettingsRead = z.infer<typeof promoCodeSettingsReadSchema>;

export const promoCodeListQuerySchema = z.object({
  ...pageQuery,
  search: searchText,
  status: z.enum(promoCodeStatuses).optional(),
});
export type PromoCodeListQuery = z.infer<typeof promoCodeListQuerySchema>;

export const promoCodePageSchema = pageOf(promoCodeSettingsReadSchema);
export type PromoCodePage = z.infer<typeof promoCodePageSchema>;

/** `GET /promo-codes/{code}/usage?page&items`: the paid bookings that used it, newest first. */
export const promoCodeUsageQuerySchema = z.object(pageQuery);
export type PromoCodeUsageQuery = z.infer<typeof promoCodeUsageQuerySchema>;

export const promoCodeUsageSchema = pageOf(
  z.object({
    booking_public_id: z.string(),
    booking_ref_code: z.string(),
    guest: z.string(),
    check_in: z.string(),
    currency: z.string(),
    total_cost: z.string(),
    booking_payment_status: z.string(),
    created_at: z.string(),
  }),
).extend({ code: z.string() });
export type PromoCodeUsage = z.infer<typeof promoCodeUsageSchema>;

const promoCodeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random 8-character promo code (no 0/O or 1/I to misread), for the Generate button. */
export function randomPromoCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return [...bytes].map((byte) => promoCodeAlphabet[byte % promoCodeAlphabet.length]).join('');
}

// --- currencies and exchange rates ---

const exchangeRate = decimalAmount.refine((value) => new Decimal(value).gt(0), {
  message: catalogueSettingsMessages.exchangeRate,
  ...afterEarlierRules,
});

/** `PATCH /currencies/{currency_public_id}`: its name, sign and description. */
export const currencyPatchSchema = z
  .strictObject({
    currency_name: requiredText(undefined, 20),
    currency_sign: requiredText(undefined, 10),
    description: requiredText(undefined, maxLengths.name),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, {
    message: catalogueSettingsMessages.nothingToChange,
  });
export type CurrencyPatch = z.infer<typeof currencyPatchSchema>;

/**
 * `POST /currencies/{currency_public_id}/rates`: KES per one unit; in force from the start of
 * `effective_from` (Nairobi), or from now when it is today, past or omitted.
 */
export const exchangeRateBodySchema = z
  .strictObject({
    buy_amount: exchangeRate,
    sell_amount: exchangeRate,
    effective_from: calendarDate.nullish(),
  })
  .refine((body) => new Decimal(body.sell_amount).gte(body.buy_amount), {
    message: catalogueSettingsMessages.sellBelowBuy,
    path: ['sell_amount'],
    ...onceValid('buy_amount', 'sell_amount'),
  });
export type ExchangeRateBody = z.infer<typeof exchangeRateBodySchema>;
export type ExchangeRateBodyInput = z.input<typeof exchangeRateBodySchema>;

export const exchangeRateReadSchema = z.object({
  buy_amount: z.string(),
  sell_amount: z.string(),
  /** The instant it takes or took effect (ISO 8601). */
  effective_at: z.string(),
  in_force: z.boolean(),
});
export type ExchangeRateRead = z.infer<typeof exchangeRateReadSchema>;

export const currencyReadSchema = z.object({
  currency_public_id: z.string(),
  currency_name: z.string(),
  currency_sign: z.string(),
  description: z.string(),
  is_default: z.boolean(),
  /** The rate in force now; null when none is yet. */
  rate: exchangeRateReadSchema.nullable(),
  /** Every rate, latest first (GET of one currency only; empty in the list). */
  history: z.array(exchangeRateReadSchema),
});
export type CurrencyRead = z.infer<typeof currencyReadSchema>;

// --- VAT and catering levy ---

export const taxKinds = ['vat', 'catering_levy'] as const;
export type TaxKind = (typeof taxKinds)[number];

/** `POST /tax-rates`: the rate as a percentage ("16" for 16 %), in force from `effective_from`. */
export const taxRateBodySchema = z.strictObject({
  tax: z.enum(taxKinds),
  rate_percent: z
    .union([z.string().max(20, catalogueSettingsMessages.rate), z.number()])
    .transform((value) => String(value).trim())
    .refine((value) => /^\d+(\.\d{1,2})?$/.test(value), {
      message: catalogueSettingsMessages.rate,
      abort: true,
    })
    .refine((value) => new Decimal(value).lt(100), { message: catalogueSettingsMessages.rate }),
  effective_from: calendarDate,
});
export type TaxRateBody = z.infer<typeof taxRateBodySchema>;
export type TaxRateBodyInput = z.input<typeof taxRateBodySchema>;

export const taxRateReadSchema = z.object({
  /** Null for the conservancy's own rate (in force before any in the history). */
  public_id: z.string().nullable(),
  tax: z.enum(taxKinds),
  rate_percent: z.string(),
  effective_from: z.string().nullable(),
  in_force: z.boolean(),
  deleted: z.boolean(),
  created_by: z.string().nullable(),
});
export type TaxRateRead = z.infer<typeof taxRateReadSchema>;

export const taxRateListQuerySchema = z.object({ tax: z.enum(taxKinds) });

export const taxRateListSchema = z.object({
  tax: z.enum(taxKinds),
  /** The rate in force today, percent. */
  in_force_percent: z.string(),
  data: z.array(taxRateReadSchema),
});
export type TaxRateList = z.infer<typeof taxRateListSchema>;

// --- conservation and vehicle fee schedules ---

export const feeKinds = ['conservation', 'vehicle'] as const;
export type FeeKind = (typeof feeKinds)[number];

/** `POST /fee-schedules`: a fee's amount from `effective_from`, at one destination or all. */
export const feeScheduleBodySchema = z.strictObject({
  fee_kind: z.enum(feeKinds),
  fee_public_id: requiredText('Item is required', maxLengths.id),
  destination_public_id: optionalText(maxLengths.id),
  effective_from: calendarDate,
  amount: decimalAmount,
  currency: currencyCode,
});
export type FeeScheduleBody = z.infer<typeof feeScheduleBodySchema>;
export type FeeScheduleBodyInput = z.input<typeof feeScheduleBodySchema>;

/**
 * `PATCH /fee-schedules/{public_id}`: a schedule's corrected amount, currency, effective date
 * or destination (its fee and kind stay); the fields sent, at least one, checked as on add.
 */
export const feeSchedulePatchSchema = feeScheduleBodySchema
  .omit({ fee_kind: true, fee_public_id: true })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, {
    message: catalogueSettingsMessages.nothingToChange,
  });
export type FeeSchedulePatch = z.infer<typeof feeSchedulePatchSchema>;

export const feeScheduleReadSchema = z.object({
  public_id: z.string(),
  fee_kind: z.enum(feeKinds),
  fee_public_id: z.string(),
  fee_name: z.string(),
  destination_public_id: z.string().nullable(),
  destination_name: z.string().nullable(),
  effective_from: z.string(),
  amount: z.string(),
  currency: z.string(),
  deleted: z.boolean(),
  created_by: z.string(),
});
export type FeeScheduleRead = z.infer<typeof feeScheduleReadSchema>;

export const feeScheduleListQuerySchema = z.object({
  fee_kind: z.enum(feeKinds),
  deleted: z.enum(['true', 'false']).optional(),
});

export const feeScheduleListSchema = z.object({ data: z.array(feeScheduleReadSchema) });
export type FeeScheduleList = z.infer<typeof feeScheduleListSchema>;

/**
 * `GET /public/conservation-fees` and `/public/vehicle-fees`: the amounts in force on `date`
 * (default today) at `destination` (default: the schedules for every destination).
 */
export const feesOnDayQuerySchema = z.object({
  date: calendarDate.optional(),
  destination: z.string().trim().max(maxLengths.id).optional(),
});
export type FeesOnDayQuery = z.infer<typeof feesOnDayQuerySchema>;

/** `GET /fee-schedules/in-force` (get_newly_scheduled_pricing). */
export const scheduledPricingQuerySchema = z
  .object({
    check_in_date: calendarDate,
    check_out_date: calendarDate,
    destination: z.string().trim().max(maxLengths.id).optional(),
  })
  .refine((query) => query.check_out_date >= query.check_in_date, {
    message: catalogueSettingsMessages.endBeforeStart,
    path: ['check_out_date'],
    ...onceValid('check_in_date', 'check_out_date'),
  });

const scheduledFee = z.object({
  fee_public_id: z.string(),
  name: z.string(),
  amount: z.string(),
  currency: z.string(),
  /** The schedule's date, or null for the fee's own amount. */
  effective_from: z.string().nullable(),
});

export const scheduledPricingSchema = z.object({
  check_in_date: z.string(),
  destination: z.string().nullable(),
  conservation_fees: z.array(scheduledFee),
  vehicle_fees: z.array(scheduledFee),
});
export type ScheduledPricing = z.infer<typeof scheduledPricingSchema>;

// --- destinations and gates ---

/** `PATCH /destinations/{destination_public_id}`: its name. */
export const destinationPatchSchema = z.strictObject({
  destination_name: requiredText(undefined, maxLengths.name),
});
export type DestinationPatch = z.infer<typeof destinationPatchSchema>;

/** `POST /destinations`: a new destination, by name (its fees are the conservancy-wide ones
 * until it has schedules of its own). */
export const destinationBodySchema = destinationPatchSchema;
export type DestinationBody = DestinationPatch;

export const destinationReadSchema = z.object({
  destination_public_id: z.string(),
  destination_name: z.string(),
  /** Soft deleted: offered nowhere, refused in new quotes and bookings until restored. */
  deleted: z.boolean(),
});
export type DestinationRead = z.infer<typeof destinationReadSchema>;

/**
 * A gate as staff edit it: its name, the entry mode it serves and the destination it admits to
 * (walk-ins at its kiosk are priced there).
 */
export const gateBodySchema = z.strictObject({
  gate_name: requiredText(undefined, maxLengths.name),
  entry_mode_public_id: requiredText('Item is required', maxLengths.id),
  destination_public_id: requiredText('Item is required', maxLengths.id),
});
export type GateBody = z.infer<typeof gateBodySchema>;

/** `PATCH /gates/{gate_public_id}`: any of the gate's fields (`gateBodySchema`). */
export const gatePatchSchema = gateBodySchema
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, {
    message: catalogueSettingsMessages.nothingToChange,
  });
export type GatePatch = z.infer<typeof gatePatchSchema>;

export const gateReadSchema = z.object({
  gate_public_id: z.string(),
  gate_name: z.string(),
  entry_mode_public_id: z.string(),
  entry_mode_name: z.string(),
  destination_public_id: z.string(),
  destination_name: z.string(),
  /** Soft deleted: offered as no entry point, refused in new bookings until restored. */
  deleted: z.boolean(),
});
export type GateRead = z.infer<typeof gateReadSchema>;
