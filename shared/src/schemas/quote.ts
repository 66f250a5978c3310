/**
 * The quote request (a cart to price) and the quote response, as the API contract writes them.
 * The public schema refuses the staff-only fields (`discount` on a line, `member`, `partner`);
 * the staff schema accepts them. The staff desk's own lines (camping multi-arrivals, external
 * accommodation) and its school booking fields are defined here as `deskQuoteFields` and
 * accepted by staff-quote.ts; the engine prices them when a request carries them.
 *
 * spec: api-contract.md §Quote; pricing-rules.md.
 */
import { z } from 'zod';
import { currencyCode, residency } from '../catalogue/catalogue';
import { messages } from '../messages';
import {
  boundedText,
  calendarDate,
  count,
  decimalAmount,
  idText,
  list,
  MAX_COUNT,
  maxEntries,
  maxLengths,
  percent,
} from './common';

const staffDiscount = { discount: percent.optional() };

const guestLine = z.object({
  payment_public_id: idText.min(1),
  payment_guests: count,
});

const vehicleLine = z.object({
  vehicle_public_id: idText.min(1),
  vehicles: count,
});

const facilityLine = z.object({
  public_id: idText.min(1),
  /** Omitted: the booking's check-in. */
  start_date: calendarDate.optional(),
  /** Omitted: the booking's check-out. */
  end_date: calendarDate.optional(),
  adults: count,
  children: count,
  extra_pax_adults: count,
  extra_pax_children: count,
  number_of_rooms: count,
  /** Omitted: the residency of the booking's first adult guest category. */
  residency: residency.nullish(),
  /** Pricing group public id (Pelican House only). */
  catering_type: idText.nullish(),
});

const activityLine = z.object({
  public_id: idText.min(1),
  date: calendarDate,
  adults: count,
  children: count,
  extra_pax_adults: count,
  extra_pax_children: count,
  rangers: count,
  residency_adults: residency.nullish(),
  residency_children: residency.nullish(),
  residency_extra_adults: residency.nullish(),
  residency_extra_children: residency.nullish(),
  time_frame: idText.nullish(),
  pick_up_location: boundedText(maxLengths.text).nullish(),
});

const donationLine = z.object({
  amount: decimalAmount,
  currency: currencyCode.default('KES'),
  cause: idText.nullish(),
});

/**
 * One arrival of a camping multi-arrivals line (staff-booking.md §2.3, §3.8): its own dates,
 * guests and discount; an arrival not expected to pay still holds its places but costs nothing.
 */
const campingArrival = z
  .object({
    start_date: calendarDate,
    end_date: calendarDate,
    adults: count,
    children: count,
    discount: percent.optional(),
    expected_to_pay: z.boolean().default(true),
  })
  .refine((arrival) => arrival.end_date >= arrival.start_date, {
    message: 'End date cannot be before start date',
    path: ['end_date'],
  });

/** A camping multi-arrivals line: one camping site, several arrivals, one combined line. */
const multiArrivalsLine = z.object({
  public_id: idText.min(1),
  /** Omitted: the residency of the booking's first adult guest category. */
  residency: residency.nullish(),
  arrivals: list(campingArrival, maxEntries.lines).min(1, messages.required),
});

/**
 * An external accommodation ("Escapes") line (staff-booking.md §2.4, §3.9): a partner lodge,
 * its dates, the rooms it takes, the value of each pricing parameter (omitted: the
 * parameter's default) and each supplement's switch (omitted: the supplement's default).
 */
const externalFacilityLine = z.object({
  public_id: idText.min(1),
  /** Omitted: the booking's check-in. */
  start_date: calendarDate.optional(),
  /** Omitted: the booking's check-out. */
  end_date: calendarDate.optional(),
  rooms: z
    .number({ error: 'Must be a whole number' })
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(MAX_COUNT, messages.countMaximum(MAX_COUNT))
    .default(1),
  parameters: list(
    z.object({ parameter_public_id: idText.min(1), value: count }),
    maxEntries.choices,
  ).default([]),
  supplements: list(
    z.object({ supplement_public_id: idText.min(1), is_include: z.boolean() }),
    maxEntries.choices,
  ).default([]),
  discount: percent.optional(),
});

/**
 * The staff desk's quote fields beyond the public cart: camping multi-arrivals, external
 * accommodation, and the booking type, school and destination that select school pricing.
 */
export const deskQuoteFields = {
  multi: list(multiArrivalsLine, maxEntries.lines).default([]),
  external_facilities: list(externalFacilityLine, maxEntries.lines).default([]),
  /** Destination public id: school conservation fee rates are per destination. */
  destination: idText.nullish(),
};

const quoteFields = {
  check_in: calendarDate,
  check_out: calendarDate,
  currency: currencyCode.default('KES'),
  donations: list(donationLine, maxEntries.lines).default([]),
  promo_code: idText
    .trim()
    .nullish()
    .transform((code) => (code ? code.toUpperCase() : null)),
};

const checkOutNotBeforeCheckIn = (value: { check_in: string; check_out: string }) =>
  value.check_out >= value.check_in;
const checkOutIssue = {
  message: 'Check-out cannot be before check-in',
  path: ['check_out'],
};

/**
 * A cart to price from the public site: no discounts, no member, no partner. `destination`
 * (optional, a destination public id) selects that destination's fee schedules.
 */
export const publicQuoteRequestSchema = z
  .strictObject({
    ...quoteFields,
    destination: deskQuoteFields.destination,
    guests: list(guestLine.strict(), maxEntries.lines).default([]),
    vehicles: list(vehicleLine.strict(), maxEntries.lines).default([]),
    facilities: list(facilityLine.strict(), maxEntries.lines).default([]),
    inventory: list(activityLine.strict(), maxEntries.lines).default([]),
  })
  .refine(checkOutNotBeforeCheckIn, checkOutIssue);

/** A cart to price on a staff route: lines may carry `discount`, the booking a member or partner. */
export const staffQuoteRequestSchema = z
  .object({
    ...quoteFields,
    guests: list(guestLine.extend(staffDiscount), maxEntries.lines).default([]),
    vehicles: list(vehicleLine.extend(staffDiscount), maxEntries.lines).default([]),
    facilities: list(facilityLine.extend(staffDiscount), maxEntries.lines).default([]),
    inventory: list(activityLine.extend(staffDiscount), maxEntries.lines).default([]),
    /** Membership setting public id of the member the booking is for. */
    member: idText.nullish(),
    /** Partner (tour operator) public id. */
    partner: idText.nullish(),
  })
  .refine(checkOutNotBeforeCheckIn, checkOutIssue);

const deskFields = z.object(deskQuoteFields);

/** A booking's type code and school, which select school pricing (staff-quote.ts). */
export interface BookingKind {
  booking_type?: string | null;
  school?: string | null;
}

/**
 * A parsed quote request; public requests are the same shape without staff fields, and the
 * desk's own fields (`deskQuoteFields`, booking type and school) are there only on staff routes.
 */
export type QuoteRequest = z.output<typeof staffQuoteRequestSchema> &
  Partial<z.output<typeof deskFields>> &
  BookingKind;
export type QuoteRequestInput = z.input<typeof staffQuoteRequestSchema> &
  Partial<z.input<typeof deskFields>>;
/** A camping multi-arrivals line as parsed. */
export type MultiArrivalsLine = z.output<typeof multiArrivalsLine>;
/** An external accommodation line as parsed. */
export type ExternalFacilityLine = z.output<typeof externalFacilityLine>;

export const quoteLineKinds = [
  'conservation',
  'vehicle',
  'accommodation',
  'external_accommodation',
  'activity',
  'donation',
] as const;

export const quoteLineSchema = z.object({
  kind: z.enum(quoteLineKinds),
  /** Public id of what was priced (fee, vehicle category, facility, activity, cause). */
  ref: z.string(),
  description: z.string(),
  /** Guests, vehicles, rooms/units, participants or 1 for a donation. */
  quantity: z.number().int().nonnegative(),
  /** Whole units of the booking currency, already rounded up. */
  amount: z.number().int().nonnegative(),
  /** A camping multi-arrivals line only: its arrivals' adults and children added up. */
  adults: z.number().int().nonnegative().optional(),
  children: z.number().int().nonnegative().optional(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const quoteTotalsSchema = z.object({
  conservation: z.number().int(),
  vehicles: z.number().int(),
  accommodation: z.number().int(),
  external_accommodation: z.number().int(),
  activities: z.number().int(),
  donations: z.number().int(),
  grand_total: z.number().int(),
  amount_due: z.number().int(),
});
export type QuoteTotals = z.infer<typeof quoteTotalsSchema>;

/**
 * The taxes the quote's grand total contains (pricing-rules.md §Taxes): prices include them,
 * so no total changes. Decimal strings in the booking currency, to the cent: `exempt` is the
 * lines that carry no tax (conservation and vehicle fees); `net`, `vat` and `catering_levy`
 * split the taxed lines, each line's tax rounded to the cent half up and then added up — the
 * figures the booking's receipt and invoice print. Donations are outside the grand total.
 */
export const quoteTaxesSchema = z.object({
  vat_rate: z.string(),
  catering_levy_rate: z.string(),
  exempt: z.string(),
  net: z.string(),
  vat: z.string(),
  catering_levy: z.string(),
});
export type QuoteTaxes = z.infer<typeof quoteTaxesSchema>;

/** A priced cart. Money is whole units of `currency`. */
export const quoteResponseSchema = z.object({
  currency: currencyCode,
  nights: z.number().int().nonnegative(),
  conservation_days: z.number().int().positive(),
  vehicle_days: z.number().int().positive(),
  lines: z.array(quoteLineSchema),
  totals: quoteTotalsSchema,
  /** The rates used, for each foreign currency: KES per unit as decimal strings. */
  rates: z.record(z.string(), z.object({ buy_amount: z.string(), sell_amount: z.string() })),
  /** Present when the catalogue priced from carries the conservancy's tax rates. */
  taxes: quoteTaxesSchema.optional(),
});
export type Quote = z.infer<typeof quoteResponseSchema>;
