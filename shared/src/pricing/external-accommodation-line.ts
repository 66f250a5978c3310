/**
 * An external accommodation ("Escapes") line: a stay at a partner's lodge outside the
 * conservancy, priced from the lodge's pricing parameters and supplements in the lodge's
 * currency, then converted to the booking currency:
 *   Σ priced parameters (price × value × nights when priced per night, price × value when
 *   priced per stay) + Σ supplements switched on (supplement_price × nights or × 1: the
 *   supplement sum).
 * A parameter the request leaves out takes its parameter_default_value; a supplement it leaves
 * out takes its is_include. A non-priced parameter (infants) costs nothing. Nights are those of
 * the line (end date − start date, 1 for day use). The line's own discount and the promo code
 * apply in priceQuote (discounts.ts); the lodge's commission is the conservancy's share of the
 * amount and never changes what the guest pays.
 *
 * spec: staff-booking.md §2.4, §3.9, §9 (grand total includes external facilities);
 * pricing-rules.md §Totals.
 */
import type { PartnerLodge } from '../catalogue/catalogue';
import { DomainError } from '../errors';
import { messages } from '../messages';
import { add, type ExactAmount, exactAmount, multiply } from '../money/exact-amount';
import type { ExternalFacilityLine } from '../schemas/quote';
import type { FacilityBooking } from './accommodation-line';
import { lineNights } from './accommodation-line';
import { type BookingMoney, type ExactLine, inBookingCurrency } from './exact-line';
import { findReference } from './line-errors';

/** A parameter's value and a supplement's switch as the line settles them. */
export interface ExternalStay {
  nights: number;
  parameters: { parameter_public_id: string; value: number }[];
  supplements: { supplement_public_id: string; is_include: boolean }[];
}

/**
 * The values the line gives every parameter and supplement of `lodge` (defaults filled in) and
 * its nights.
 * @throws DomainError UNKNOWN_REFERENCE on `parameters.{i}.parameter_public_id` or
 * `supplements.{i}.supplement_public_id` for one the lodge lacks; VALIDATION_FAILED (end_date).
 */
export function externalStay(
  line: ExternalFacilityLine,
  lodge: PartnerLodge,
  booking: Pick<FacilityBooking, 'check_in' | 'check_out'>,
): ExternalStay {
  line.parameters.forEach((given, index) => {
    findReference(
      lodge.parameters,
      (parameter) => parameter.parameter_public_id === given.parameter_public_id,
      {
        field: `parameters.${index}.parameter_public_id`,
        what: 'pricing parameter',
        id: given.parameter_public_id,
      },
    );
  });
  line.supplements.forEach((given, index) => {
    findReference(
      lodge.supplements,
      (supplement) => supplement.supplement_public_id === given.supplement_public_id,
      {
        field: `supplements.${index}.supplement_public_id`,
        what: 'supplement',
        id: given.supplement_public_id,
      },
    );
  });
  const nights = lineNights(
    line.start_date ?? booking.check_in,
    line.end_date ?? booking.check_out,
  ).length;
  return {
    nights,
    parameters: lodge.parameters.map((parameter) => ({
      parameter_public_id: parameter.parameter_public_id,
      value:
        line.parameters.find((given) => given.parameter_public_id === parameter.parameter_public_id)
          ?.value ?? parameter.parameter_default_value,
    })),
    supplements: lodge.supplements.map((supplement) => ({
      supplement_public_id: supplement.supplement_public_id,
      is_include:
        line.supplements.find(
          (given) => given.supplement_public_id === supplement.supplement_public_id,
        )?.is_include ?? supplement.is_include,
    })),
  };
}

/**
 * The exact line: kind `external_accommodation`, `quantity` the rooms.
 * @throws DomainError UNKNOWN_REFERENCE (public_id) for an unknown lodge; PRICING_NOT_SET
 * 'No pricing has been set for this period' when its pricing_status is 'false'; as
 * externalStay throws.
 * @example externalAccommodationLine(lolldaigaTwoAdultsTwoNights, lodges, booking, kes)
 * //=> Lolldaiga Hills Tented Camp, 1 room, KES 94,320 (USD 180 × 2 × 2 × 131)
 */
export function externalAccommodationLine(
  line: ExternalFacilityLine,
  lodges: readonly PartnerLodge[],
  booking: Pick<FacilityBooking, 'check_in' | 'check_out'>,
  money: BookingMoney,
): ExactLine {
  const lodge = findReference(lodges, (candidate) => candidate.public_id === line.public_id, {
    field: 'public_id',
    what: 'partner lodge',
    id: line.public_id,
  });
  if (lodge.pricing_status === 'false') {
    throw new DomainError('PRICING_NOT_SET', messages.pricingNotSet);
  }
  const stay = externalStay(line, lodge, booking);
  const times = (point: 'per_night' | 'per_stay') => (point === 'per_night' ? stay.nights : 1);
  const parameters = lodge.parameters
    .filter((parameter) => !parameter.non_priced_parameter)
    .map((parameter) => {
      const { value } = stay.parameters.find(
        (given) => given.parameter_public_id === parameter.parameter_public_id,
      )!;
      return multiply(
        exactAmount(parameter.price),
        value * times(parameter.facility_pricing_point),
      );
    });
  const supplements: ExactAmount[] = lodge.supplements
    .filter(
      (supplement) =>
        stay.supplements.find(
          (given) => given.supplement_public_id === supplement.supplement_public_id,
        )!.is_include,
    )
    .map((supplement) =>
      multiply(exactAmount(supplement.supplement_price), times(supplement.facility_pricing_point)),
    );
  return {
    kind: 'external_accommodation',
    ref: lodge.public_id,
    description: lodge.name,
    quantity: line.rooms,
    amount: inBookingCurrency(money, add(...parameters, ...supplements), lodge.currency),
  };
}
