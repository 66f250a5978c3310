/**
 * An accommodation or camping line, for its own nights (end date − start date, 1 for day use)
 * at the facility's price entry for the line's residency, converted to the booking currency:
 * - plain: (mandatory_price + adult_price × adults + child_price × children) × nights;
 * - camping site: mandatory_price × ceil(nights ÷ 7) + (adult_price × adults + child_price ×
 *   children) × nights;
 * - The Stables: (mandatory_price × rooms + adult_price × adults + child_price × children +
 *   share × extra adults + share ÷ 2 × extra children) × nights, share = mandatory_price ÷
 *   maximum_guests;
 * - research-centre room type: (mandatory_price × number_of_rooms + adult_price × adults +
 *   child_price × children) × nights;
 * - pack or group prices (Pelican House, or any facility with them set): its nightly pack or
 *   group price (pack-or-group-nightly-price.ts) × nights.
 * Each night is priced apart and the nights added up exactly: a night takes the price list in
 * force on it (a stay straddling a price change pays each night at its own price) and its
 * surge percentage on the exact nightly amount (facility-schedules.ts); the line's single
 * ceiling comes after, in priceQuote.
 * Adults + children may not exceed units × maximum_guests (extras may, at The Stables).
 *
 * spec: pricing-rules.md §Lines (Accommodation and camping); staff-booking.md §2.2, §9.
 */
import type { Facility, FacilityPrice, Residency } from '../catalogue/catalogue';
import { type CalendarDate, eachNight } from '../dates/calendar-date';
import { DomainError } from '../errors';
import { messages } from '../messages';
import { add, divide, type ExactAmount, exactAmount, multiply } from '../money/exact-amount';
import type { QuoteRequest } from '../schemas/quote';
import { type BookingMoney, type ExactLine, inBookingCurrency } from './exact-line';
import {
  type FacilityGuests,
  type FacilityPricingKind,
  facilityGuests,
  facilityPricingKind,
} from './facility-rules';
import { priceListOn, withSurge } from './facility-schedules';
import { findReference } from './line-errors';
import { packOrGroupNightlyPrice } from './pack-or-group-nightly-price';
import type { PricingCatalogue } from './price-quote';
import { unitsHeld } from './units-held';

type FacilityLineRequest = QuoteRequest['facilities'][number];

/** The booking a facility line belongs to: its dates and its default residency. */
export interface FacilityBooking {
  check_in: CalendarDate;
  check_out: CalendarDate;
  residency: Residency;
}

/**
 * The exact line, or null when it has no guests. `quantity` is the units held (unitsHeld).
 * @throws DomainError UNKNOWN_REFERENCE (field public_id) for an unknown facility;
 * PRICING_NOT_SET 'No pricing has been set for this period' when pricing_status is 'false' or
 * there is no price for the residency; VALIDATION_FAILED 'Enter number of rooms needed'
 * (number_of_rooms) and ROOM_CAPACITY_EXCEEDED 'One room can have a maximum of {n} people'
 * (adults); the Pelican errors of packOrGroupNightlyPrice; VALIDATION_FAILED (end_date) when the
 * end date is before the start date.
 * @example accommodationLine(stables1Room2Adults, catalogue, { ..., residency: 'non_resident' }, kes)
 * //=> The Stables, 1 unit, KES 20,960 (USD 80 × 131 × 2 nights)
 */
export function accommodationLine(
  line: FacilityLineRequest,
  catalogue: Pick<PricingCatalogue, 'facilities' | 'pricing_groups'>,
  booking: FacilityBooking,
  money: BookingMoney,
): ExactLine | null {
  const facility = findReference(
    catalogue.facilities,
    (candidate) => candidate.public_id === line.public_id,
    { field: 'public_id', what: 'facility', id: line.public_id },
  );
  const guests = facilityGuests(line, facility);
  if (guests.adults + guests.children + guests.extra_adults + guests.extra_children === 0) {
    return null;
  }
  if (facility.pricing_status === 'false') {
    throw new DomainError('PRICING_NOT_SET', messages.pricingNotSet);
  }
  const units = unitsHeld(line, facility);
  if (guests.adults + guests.children > units * facility.maximum_guests) {
    const message = messages.roomMaximum(facility.maximum_guests);
    throw new DomainError('ROOM_CAPACITY_EXCEEDED', message, { fields: { adults: message } });
  }
  const nights = lineNights(
    line.start_date ?? booking.check_in,
    line.end_date ?? booking.check_out,
  );
  const residency = line.residency ?? booking.residency;
  return {
    kind: 'accommodation',
    ref: facility.public_id,
    description: facility.name,
    quantity: units,
    amount: stayAmount(line, facility, guests, { units, nights, residency }, catalogue, money),
  };
}

function stayAmount(
  line: FacilityLineRequest,
  facility: Facility,
  guests: FacilityGuests,
  stay: Stay,
  catalogue: Pick<PricingCatalogue, 'pricing_groups'>,
  money: BookingMoney,
): ExactAmount {
  const kind = facilityPricingKind(facility);
  if (kind === 'pack_or_group') {
    const nightly = packOrGroupNightlyPrice(line, facility, catalogue.pricing_groups, guests);
    const converted = inBookingCurrency(money, nightly.amount, nightly.currency);
    return add(...stay.nights.map((night) => withSurge(converted, facility, night)));
  }
  return add(
    ...stay.nights.map((night, index) => {
      const price = priceEntry(priceListOn(facility, night), stay.residency);
      const amount = nightlyAmount(kind, price, facility, guests, stay.units, index);
      return withSurge(inBookingCurrency(money, amount, price.currency_type), facility, night);
    }),
  );
}

interface Stay {
  units: number;
  /** Each night priced: start date up to the end date, the start date alone for day use. */
  nights: CalendarDate[];
  residency: Residency;
}

/**
 * One night's amount in the price's currency; `index` is the night's place in the stay (a
 * camping site's mandatory price falls on the first night of each started 7 days, at the
 * price and surge of that night).
 */
function nightlyAmount(
  kind: Exclude<FacilityPricingKind, 'pack_or_group'>,
  price: FacilityPrice,
  facility: Facility,
  guests: FacilityGuests,
  units: number,
  index: number,
): ExactAmount {
  const mandatory = exactAmount(price.mandatory_price);
  const perPerson = add(
    multiply(exactAmount(price.adult_price), guests.adults),
    multiply(exactAmount(price.child_price), guests.children),
  );
  switch (kind) {
    case 'plain':
      return add(mandatory, perPerson);
    case 'camping':
      return index % 7 === 0 ? add(mandatory, perPerson) : perPerson;
    case 'room_type':
      return add(multiply(mandatory, units), perPerson);
    case 'stables': {
      const share = divide(mandatory, facility.maximum_guests);
      return add(
        multiply(mandatory, units),
        perPerson,
        multiply(share, guests.extra_adults),
        multiply(divide(share, 2), guests.extra_children),
      );
    }
  }
}

/**
 * The price entry of `residency` in a price list.
 * @throws DomainError PRICING_NOT_SET when the list has none for it.
 */
export function priceEntry(prices: readonly FacilityPrice[], residency: Residency): FacilityPrice {
  const entry = prices.find((candidate) => candidate.residency === residency);
  if (!entry) throw new DomainError('PRICING_NOT_SET', messages.pricingNotSet);
  return entry;
}

/**
 * The nights a line from `startDate` to `endDate` is priced for: each night up to the end date,
 * the start date alone for day use.
 * @throws DomainError VALIDATION_FAILED (field end_date) when the end is before the start.
 */
export function lineNights(startDate: CalendarDate, endDate: CalendarDate): CalendarDate[] {
  if (endDate < startDate) {
    const message = 'End date cannot be before start date';
    throw new DomainError('VALIDATION_FAILED', message, { fields: { end_date: message } });
  }
  return endDate > startDate ? eachNight(startDate, endDate) : [startDate];
}
