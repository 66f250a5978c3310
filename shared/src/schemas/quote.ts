/**
 * The quote request (a cart to price) and the quote response, as the API contract writes them.
 * The public schema refuses the staff-only fields (`discount` on a line, `member`, `partner`);
 * the staff schema accepts them.
 *
 * spec: api-contract.md §Quote; pricing-rules.md.
 */
import { z } from 'zod';
import { currencyCode, residency } from '../catalogue/catalogue';
import {
  boundedText,
  calendarDate,
  count,
  decimalAmount,
  idText,
  list,
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

/** A cart to price from the public site: no discounts, no member, no partner. */
export const publicQuoteRequestSchema = z
  .strictObject({
    ...quoteFields,
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

/** A parsed quote request; public requests are the same shape without staff fields. */
export type QuoteRequest = z.output<typeof staffQuoteRequestSchema>;
export type QuoteRequestInput = z.input<typeof staffQuoteRequestSchema>;

export const quoteLineKinds = [
  'conservation',
  'vehicle',
  'accommodation',
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
});
export type Quote = z.infer<typeof quoteResponseSchema>;
