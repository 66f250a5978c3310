/**
 * Turns a priced cart into the rows a booking stores: one row per request line that priced to
 * something (lines with no guests, vehicles, participants or amount are left out, as the quote
 * leaves them out), each with its rounded amount from the quote, and what each facility and
 * activity line holds (units per night, slots on a date).
 *
 * The staff desk's lines are kept too (desk-lines-store.ts writes what booking_facilities
 * cannot hold):
 * - a camping multi-arrivals line becomes facility rows holding the site (1 unit) on every
 *   night an arrival takes, one row per unbroken run of nights (the line's amount on the
 *   first, 0 on the others, so the booking still adds up), and its arrivals
 *   (`camping_arrivals`, tied to the first row by its public id);
 * - an external accommodation line becomes an `external_facilities` row holding `rooms` of its
 *   partner lodge on each of its nights, with its parameters, supplements, and the
 *   conservancy's commission on its amount (to the cent, half up) under the lodge's analysis
 *   code.
 * Each priced row keeps its discounts by kind (line-discounts.ts), a multi-arrivals line's on
 * its first row; donations are never discounted.
 *
 * spec: pricing-rules.md §Lines, §Discounts; staff-booking.md §2.3, §2.4, §3.6–3.10; public-site.md §3.
 */
import { randomUUID } from 'node:crypto';
import type { Activity, Residency } from '@hifadhi/shared/catalogue/catalogue';
import { addDays, type CalendarDate } from '@hifadhi/shared/dates/calendar-date';
import { convert } from '@hifadhi/shared/money/convert';
import { compareAmounts, exactAmount, ZERO } from '@hifadhi/shared/money/exact-amount';
import type { Rates } from '@hifadhi/shared/money/rates';
import { defaultResidency } from '@hifadhi/shared/pricing/default-residency';
import { externalStay } from '@hifadhi/shared/pricing/external-accommodation-line';
import { heldCampingNights } from '@hifadhi/shared/pricing/multi-arrivals-line';
import { activityParticipants, unitsHeld } from '@hifadhi/shared/pricing/units-held';
import type {
  MultiArrivalsLine,
  Quote,
  QuoteLine,
  QuoteRequest,
} from '@hifadhi/shared/schemas/quote';
import Decimal from 'decimal.js';
import { heldNights, type NightRange } from '../availability/held-capacity';
import type { PricingCatalogueView } from '../catalogue/catalogue-repository';
import { type LineDiscounts, NO_DISCOUNTS } from './line-discounts';

/** A facility line as stored, with its place in the request and the nights it holds. */
export interface FacilityLineRow {
  index: number;
  /** The request field it came from when not `facilities.{index}`: `multi.{i}`. */
  path?: string;
  /** Set beforehand on a multi-arrivals row, which its arrivals name. */
  facility_booking_public_id?: string;
  facility_public_id: string;
  start_date: CalendarDate;
  end_date: CalendarDate;
  nights: NightRange;
  units_held: number;
  number_of_rooms: number;
  residency: Residency;
  catering_type: string | null;
  adults: number;
  children: number;
  extra_pax_adults: number;
  extra_pax_children: number;
  /** Whole units of the booking currency. */
  amount: number;
  discounts: LineDiscounts;
}

/** An activity line as stored, with its place in the request. */
export interface ActivityLineRow {
  index: number;
  activity_public_id: string;
  date: CalendarDate;
  adults: number;
  children: number;
  extra_pax_adults: number;
  extra_pax_children: number;
  rangers: number;
  residency_adults: Residency;
  residency_children: Residency;
  residency_extra_adults: Residency;
  residency_extra_children: Residency;
  time_frame: string | null;
  pick_up_location: string | null;
  participants: number;
  /** Price of one adult (or ranger) and one child in the booking currency, to the cent. */
  cost_per_adult: string;
  cost_per_child: string;
  /** Whole units of the booking currency. */
  amount: number;
  discounts: LineDiscounts;
}

/** An arrival of a camping multi-arrivals line, on the facility row it belongs to. */
export interface CampingArrivalRow {
  facility_booking_public_id: string;
  start_date: CalendarDate;
  end_date: CalendarDate;
  adults: number;
  children: number;
  /** Percent, as given; null when none. */
  discount: string | null;
  expected_to_pay: boolean;
}

/** An external accommodation line as stored, with its place in the request. */
export interface ExternalFacilityLineRow {
  index: number;
  lodge_public_id: string;
  start_date: CalendarDate;
  end_date: CalendarDate;
  nights: NightRange;
  rooms: number;
  parameters: { parameter_public_id: string; value: number }[];
  supplements: { supplement_public_id: string; is_include: boolean }[];
  discount: string | null;
  commission_percentage: string;
  /** The commission on `amount`, to the cent, booking currency. */
  commission_amount: string;
  analysis_code: string;
  /** Whole units of the booking currency. */
  amount: number;
  discounts: LineDiscounts;
}

/** The rows of a booking, amounts in whole units of the booking currency. */
export interface BookingLines {
  guests: {
    payment_public_id: string;
    payment_guests: number;
    amount: number;
    discounts: LineDiscounts;
  }[];
  vehicles: {
    vehicle_public_id: string;
    vehicles: number;
    amount: number;
    discounts: LineDiscounts;
  }[];
  /** Its facility lines, then the rows of its camping multi-arrivals lines. */
  facilities: FacilityLineRow[];
  camping_arrivals: CampingArrivalRow[];
  external_facilities: ExternalFacilityLineRow[];
  activities: ActivityLineRow[];
  /** Each donation in its own currency and amount, and as priced in the booking currency. */
  donations: {
    cause_public_id: string | null;
    currency: string;
    amount: string;
    booking_amount: number;
  }[];
}

/**
 * Pairs the request lines that priced to something with the quote's lines of `kind` (the
 * quote keeps request order), with each quote line's `discounts` (aligned with `quote.lines`).
 * @throws Error when they do not pair up one to one: a defect, not a visitor's mistake.
 */
function pairWithQuote<L>(
  quote: Quote,
  discounts: readonly LineDiscounts[] | undefined,
  kind: QuoteLine['kind'],
  lines: readonly L[],
  priced: (line: L) => boolean,
  /** Which of the quote's lines of `kind` are these lines' (default all). */
  part: (quoted: QuoteLine[]) => QuoteLine[] = (quoted) => quoted,
): { line: L; index: number; amount: number; discounts: LineDiscounts }[] {
  const quoted = part(quote.lines.filter((line) => line.kind === kind));
  const kept = lines.flatMap((line, index) => (priced(line) ? [{ line, index }] : []));
  if (kept.length !== quoted.length) {
    throw new Error(`The quote has ${quoted.length} ${kind} lines for ${kept.length} in the cart`);
  }
  return kept.map((entry, position) => {
    const priced = quoted[position]!;
    const at = quote.lines.indexOf(priced);
    return { ...entry, amount: priced.amount, discounts: discounts?.[at] ?? NO_DISCOUNTS };
  });
}

function centsOf(
  activity: Activity,
  residency: Residency,
  field: 'adult_price' | 'child_price',
  currency: QuoteRequest['currency'],
  rates: Rates,
): string {
  const entry = activity.price.find((price) => price.residency === residency);
  if (!entry) return '0';
  const exact = convert(entry[field], entry.currency_type, currency, rates);
  return exact.numerator.div(exact.denominator).toFixed(2);
}

/**
 * The booking rows of `request` as `quote` priced it from `catalogue` at `rates`, with the
 * discounts of `quote.lines` (quoteLineDiscounts; default none).
 * @throws Error when the quote and the cart do not pair up (see pairWithQuote).
 */
export function bookingLines(
  request: QuoteRequest,
  quote: Quote,
  catalogue: PricingCatalogueView,
  rates: Rates,
  discounts?: readonly LineDiscounts[],
): BookingLines {
  const residency = defaultResidency(request.guests, catalogue.conservation_fees);
  const facilityOf = (id: string) => catalogue.facilities.find((f) => f.public_id === id)!;
  const activityOf = (id: string) => catalogue.activities.find((a) => a.public_id === id)!;

  // The quote lists the facility lines first, then the multi-arrivals lines.
  const hasGuests = (line: { arrivals: MultiArrivalsLine['arrivals'] }) =>
    heldCampingNights(line.arrivals).length > 0;
  const multiCount = (request.multi ?? []).filter(hasGuests).length;
  const multiLines = pairWithQuote(
    quote,
    discounts,
    'accommodation',
    request.multi ?? [],
    hasGuests,
    (quoted) => quoted.slice(quoted.length - multiCount),
  );
  const externals = pairWithQuote(
    quote,
    discounts,
    'external_accommodation',
    request.external_facilities ?? [],
    () => true,
  );
  const guests = pairWithQuote(
    quote,
    discounts,
    'conservation',
    request.guests,
    (l) => l.payment_guests > 0,
  );
  const vehicles = pairWithQuote(
    quote,
    discounts,
    'vehicle',
    request.vehicles,
    (l) => l.vehicles > 0,
  );
  const facilities = pairWithQuote(
    quote,
    discounts,
    'accommodation',
    request.facilities,
    (l) => l.adults + l.children + l.extra_pax_adults + l.extra_pax_children > 0,
    (quoted) => quoted.slice(0, quoted.length - multiCount),
  );
  const activities = pairWithQuote(
    quote,
    discounts,
    'activity',
    request.inventory,
    (l) => activityParticipants(l, activityOf(l.public_id)) > 0,
  );
  const donations = pairWithQuote(
    quote,
    discounts,
    'donation',
    request.donations,
    (l) => compareAmounts(exactAmount(l.amount), ZERO) !== 0,
  );

  const multi = multiLines.map(({ line, index, amount, discounts: off }) => {
    const runs = nightRuns(heldCampingNights(line.arrivals));
    const rows = runs.map(
      (run, position): FacilityLineRow => ({
        index,
        path: `multi.${index}`,
        facility_booking_public_id: randomUUID(),
        facility_public_id: line.public_id,
        start_date: run.from,
        end_date: run.until,
        nights: run,
        units_held: 1,
        number_of_rooms: 0,
        residency: line.residency ?? residency,
        catering_type: null,
        adults: line.arrivals.reduce((sum, arrival) => sum + arrival.adults, 0),
        children: line.arrivals.reduce((sum, arrival) => sum + arrival.children, 0),
        extra_pax_adults: 0,
        extra_pax_children: 0,
        amount: position === 0 ? amount : 0,
        discounts: position === 0 ? off : NO_DISCOUNTS,
      }),
    );
    const arrivals = line.arrivals.map(
      (arrival): CampingArrivalRow => ({
        facility_booking_public_id: rows[0]!.facility_booking_public_id!,
        start_date: arrival.start_date,
        end_date: arrival.end_date,
        adults: arrival.adults,
        children: arrival.children,
        discount: arrival.discount === undefined ? null : String(arrival.discount),
        expected_to_pay: arrival.expected_to_pay,
      }),
    );
    return { rows, arrivals };
  });

  return {
    camping_arrivals: multi.flatMap(({ arrivals }) => arrivals),
    external_facilities: externals.map(({ line, index, amount, discounts: off }) => {
      const lodge = catalogue.partner_lodges.find((l) => l.public_id === line.public_id)!;
      const start_date = line.start_date ?? request.check_in;
      const end_date = line.end_date ?? request.check_out;
      const stay = externalStay(line, lodge, request);
      return {
        index,
        lodge_public_id: lodge.public_id,
        start_date,
        end_date,
        nights: heldNights(start_date, end_date),
        rooms: line.rooms,
        parameters: stay.parameters,
        supplements: stay.supplements,
        discount: line.discount === undefined ? null : String(line.discount),
        commission_percentage: lodge.percentage_commission,
        commission_amount: new Decimal(amount)
          .times(lodge.percentage_commission)
          .dividedBy(100)
          .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
          .toFixed(2),
        analysis_code: lodge.analysis_code,
        amount,
        discounts: off,
      };
    }),
    guests: guests.map(({ line, amount, discounts: off }) => ({
      payment_public_id: line.payment_public_id,
      payment_guests: line.payment_guests,
      amount,
      discounts: off,
    })),
    vehicles: vehicles.map(({ line, amount, discounts: off }) => ({
      vehicle_public_id: line.vehicle_public_id,
      vehicles: line.vehicles,
      amount,
      discounts: off,
    })),
    facilities: facilities
      .map(({ line, index, amount, discounts: off }) => {
        const start_date = line.start_date ?? request.check_in;
        const end_date = line.end_date ?? request.check_out;
        return {
          index,
          facility_public_id: line.public_id,
          start_date,
          end_date,
          nights: heldNights(start_date, end_date),
          units_held: unitsHeld(line, facilityOf(line.public_id)),
          number_of_rooms: line.number_of_rooms,
          residency: line.residency ?? residency,
          catering_type: line.catering_type ?? null,
          adults: line.adults,
          children: line.children,
          extra_pax_adults: line.extra_pax_adults,
          extra_pax_children: line.extra_pax_children,
          amount,
          discounts: off,
        };
      })
      .concat(multi.flatMap(({ rows }) => rows)),
    activities: activities.map(({ line, index, amount, discounts: off }) => {
      const activity = activityOf(line.public_id);
      const residency_adults = line.residency_adults ?? residency;
      const residency_children = line.residency_children ?? residency;
      return {
        index,
        activity_public_id: line.public_id,
        date: line.date,
        adults: line.adults,
        children: line.children,
        extra_pax_adults: line.extra_pax_adults,
        extra_pax_children: line.extra_pax_children,
        rangers: line.rangers,
        residency_adults,
        residency_children,
        residency_extra_adults: line.residency_extra_adults ?? residency,
        residency_extra_children: line.residency_extra_children ?? residency,
        time_frame: line.time_frame ?? null,
        pick_up_location: line.pick_up_location ?? null,
        participants: activityParticipants(line, activity),
        cost_per_adult: centsOf(activity, residency_adults, 'adult_price', request.currency, rates),
        cost_per_child: centsOf(
          activity,
          residency_children,
          'child_price',
          request.currency,
          rates,
        ),
        amount,
        discounts: off,
      };
    }),
    donations: donations.map(({ line, amount }) => ({
      cause_public_id: line.cause ?? null,
      currency: line.currency,
      amount: line.amount,
      booking_amount: amount,
    })),
  };
}

/**
 * Sorted nights as unbroken runs, each a half-open range (the run's last night + 1 as its end).
 * @example nightRuns(['2026-12-10', '2026-12-11', '2026-12-20']) //=> [{ from: '2026-12-10', until: '2026-12-12' }, { from: '2026-12-20', until: '2026-12-21' }]
 */
function nightRuns(nights: readonly CalendarDate[]): NightRange[] {
  const runs: NightRange[] = [];
  for (const night of nights) {
    const last = runs.at(-1);
    if (last && last.until === night) last.until = addDays(night, 1);
    else runs.push({ from: night, until: addDays(night, 1) });
  }
  return runs;
}
