/**
 * A camping multi-arrivals line (staff-booking.md §2.3, §3.8, §4 "Camping arrivals"): several
 * arrivals at one camping site, each with its own dates, guests and discount, priced with the
 * site's price list and combined into ONE line (total adults, children and amount):
 * - the site is held on every night any arrival takes (a day-use arrival takes its date); its
 *   mandatory_price falls on the first night of each started 7 nights of every unbroken run
 *   of held nights, at that night's price and surge — as a single camping line of that run
 *   would pay it, never twice for one night however many arrivals share it;
 * - each arrival expected to pay adds (adult_price × adults + child_price × children) for each
 *   of its nights, at each night's price and surge, less its own discount; an arrival not
 *   expected to pay (a guide, a teacher travelling free) adds nothing but still counts;
 * - the guests of the arrivals present on a night may not exceed the site's maximum_guests.
 * The exact sum then takes the booking's accommodation discounts and one ceiling, in priceQuote.
 *
 * spec: staff-booking.md §2.3, §3.8, §9 ("Camping multi-arrival combined line"); pricing-rules.md
 * §Lines (camping site).
 */
import type { Facility, Residency } from '../catalogue/catalogue';
import type { CalendarDate } from '../dates/calendar-date';
import { addDays } from '../dates/calendar-date';
import { DomainError } from '../errors';
import { messages } from '../messages';
import { add, type ExactAmount, exactAmount, multiply } from '../money/exact-amount';
import type { MultiArrivalsLine } from '../schemas/quote';
import { lineNights, priceEntry } from './accommodation-line';
import { applyDiscounts } from './discounts';
import { type BookingMoney, type ExactLine, inBookingCurrency } from './exact-line';
import { facilityPricingKind } from './facility-rules';
import { priceListOn, withSurge } from './facility-schedules';
import { findReference } from './line-errors';

/** Message of a multi-arrivals line on a facility that is not a camping site. */
export const campingOnlyMessage = 'Multi-arrivals are for camping sites only';

/**
 * The nights the site is held: every night of every arrival with guests, in date order, once.
 * @example heldCampingNights([{ start_date: '2026-12-10', end_date: '2026-12-12', adults: 2, … }]) //=> ['2026-12-10', '2026-12-11']
 */
export function heldCampingNights(arrivals: MultiArrivalsLine['arrivals']): CalendarDate[] {
  const nights = new Set<CalendarDate>();
  for (const arrival of arrivals) {
    if (arrival.adults + arrival.children === 0) continue;
    for (const night of lineNights(arrival.start_date, arrival.end_date)) nights.add(night);
  }
  return [...nights].sort();
}

/**
 * The exact combined line, or null when no arrival has guests. `quantity` is 1 (the site),
 * `adults` and `children` the arrivals' totals.
 * @throws DomainError UNKNOWN_REFERENCE (public_id); VALIDATION_FAILED 'Multi-arrivals are
 * for camping sites only' (public_id); PRICING_NOT_SET; ROOM_CAPACITY_EXCEEDED 'One room can
 * have a maximum of {n} people' on `arrivals.{i}.adults` of the first arrival that overfills a
 * night; VALIDATION_FAILED (arrivals.{i}.end_date) for an end before its start.
 * @example multiArrivalsLine({ public_id: 'fac-murera', arrivals: [...] }, facilities, 'citizen', kes)
 */
export function multiArrivalsLine(
  line: MultiArrivalsLine,
  facilities: readonly Facility[],
  bookingResidency: Residency,
  money: BookingMoney,
): ExactLine | null {
  const facility = findReference(
    facilities,
    (candidate) => candidate.public_id === line.public_id,
    {
      field: 'public_id',
      what: 'facility',
      id: line.public_id,
    },
  );
  if (facilityPricingKind(facility) !== 'camping') {
    throw new DomainError('VALIDATION_FAILED', campingOnlyMessage, {
      fields: { public_id: campingOnlyMessage },
    });
  }
  const arrivals = line.arrivals.map((arrival, index) => ({
    arrival,
    index,
    nights: arrivalNights(arrival, index),
  }));
  const present = arrivals.filter(({ arrival }) => arrival.adults + arrival.children > 0);
  if (present.length === 0) return null;
  if (facility.pricing_status === 'false') {
    throw new DomainError('PRICING_NOT_SET', messages.pricingNotSet);
  }
  checkGuestsPerNight(facility, present);
  const residency = line.residency ?? bookingResidency;
  const nightPrice = (night: CalendarDate) => priceEntry(priceListOn(facility, night), residency);
  const inBooking = (night: CalendarDate, amount: ExactAmount) =>
    withSurge(inBookingCurrency(money, amount, nightPrice(night).currency_type), facility, night);

  const mandatory = mandatoryNights(heldCampingNights(line.arrivals)).map((night) =>
    inBooking(night, exactAmount(nightPrice(night).mandatory_price)),
  );
  const guests = present
    .filter(({ arrival }) => arrival.expected_to_pay)
    .map(({ arrival, nights }) =>
      applyDiscounts(
        add(
          ...nights.map((night) => {
            const price = nightPrice(night);
            return inBooking(
              night,
              add(
                multiply(exactAmount(price.adult_price), arrival.adults),
                multiply(exactAmount(price.child_price), arrival.children),
              ),
            );
          }),
        ),
        [arrival.discount],
      ),
    );
  return {
    kind: 'accommodation',
    ref: facility.public_id,
    description: `${facility.name} (multi-arrivals)`,
    quantity: 1,
    adults: present.reduce((sum, { arrival }) => sum + arrival.adults, 0),
    children: present.reduce((sum, { arrival }) => sum + arrival.children, 0),
    amount: add(...mandatory, ...guests),
  };
}

function arrivalNights(arrival: MultiArrivalsLine['arrivals'][number], index: number) {
  try {
    return lineNights(arrival.start_date, arrival.end_date);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    throw new DomainError(error.code, error.message, {
      fields: { [`arrivals.${index}.end_date`]: error.message },
    });
  }
}

/** The nights the mandatory price falls on: the 1st, 8th, 15th … night of each unbroken run. */
function mandatoryNights(held: readonly CalendarDate[]): CalendarDate[] {
  let runStart = 0;
  return held.filter((night, index) => {
    if (index > 0 && addDays(held[index - 1]!, 1) !== night) runStart = index;
    return (index - runStart) % 7 === 0;
  });
}

function checkGuestsPerNight(
  facility: Facility,
  present: readonly {
    arrival: MultiArrivalsLine['arrivals'][number];
    index: number;
    nights: CalendarDate[];
  }[],
): void {
  const perNight = new Map<CalendarDate, number>();
  for (const { arrival, index, nights } of present) {
    for (const night of nights) {
      const guests = (perNight.get(night) ?? 0) + arrival.adults + arrival.children;
      if (guests > facility.maximum_guests) {
        const message = messages.roomMaximum(facility.maximum_guests);
        throw new DomainError('ROOM_CAPACITY_EXCEEDED', message, {
          fields: { [`arrivals.${index}.adults`]: message },
        });
      }
      perNight.set(night, guests);
    }
  }
}
