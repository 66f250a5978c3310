/**
 * The base price lists a booking was priced at, kept in its pricing basis so an amendment
 * re-prices at the base prices in force when the booking was made, whatever the back office
 * has edited since: each facility's price list, pack prices and group prices, each activity's
 * price list, each conservation and vehicle fee's own amount and currency, each partner
 * lodge's ("Escapes") currency, commission percentage and the prices and pricing points of its
 * parameters and supplements, and each school conservation fee rate's amount, currency and
 * dates (the dated fee schedules and facility price changes are kept beside them in the
 * basis). A facility, activity, fee, lodge, lodge parameter or supplement, or school rate added
 * to the catalogue after the booking was made has no frozen entry and is priced as it stands:
 * a new line at a lodge the basis lacks costs today's prices. Entries the catalogue no longer
 * has are not brought back. Lodges and school rates are optional in a basis kept before they
 * were (such a basis prices them as they stand). Pure; amounts stay the catalogue's decimal
 * strings.
 *
 * spec: pricing-rules.md §"Money and rounding" 3 (a booking is priced again at what was in
 * force when it was created), §Lines; staff-booking.md §2.4, §3.9 (Escapes), §4 (school
 * pricing); api-contract.md §Staff bookings (`PATCH /bookings/{id}`).
 */
import type {
  Activity,
  ConservationFee,
  Facility,
  PartnerLodge,
  PartnerLodgeParameter,
  PartnerLodgeSupplement,
  SchoolConservationFee,
  VehicleFee,
} from '@hifadhi/shared/catalogue/catalogue';

type FacilityBase = Pick<Facility, 'price' | 'pack_prices' | 'group_price'>;
type ConservationBase = Pick<ConservationFee, 'payment_person_amount' | 'payment_person_currency'>;
type VehicleBase = Pick<
  VehicleFee,
  'vehicle_charge_category_cost' | 'vehicle_charge_cost_currency'
>;
type ParameterBase = Pick<
  PartnerLodgeParameter,
  'price' | 'facility_pricing_point' | 'non_priced_parameter'
>;
type SupplementBase = Pick<PartnerLodgeSupplement, 'supplement_price' | 'facility_pricing_point'>;
/** A lodge's prices: parameters and supplements by their public ids. */
interface LodgeBase extends Pick<PartnerLodge, 'currency' | 'percentage_commission'> {
  parameters: Record<string, ParameterBase>;
  supplements: Record<string, SupplementBase>;
}
type SchoolRateBase = Pick<
  SchoolConservationFee,
  'currency' | 'amount' | 'start_date' | 'end_date'
>;

/** The base price lists, by public id; plain JSON. */
export interface BasePriceLists {
  facilities: Record<string, FacilityBase>;
  activities: Record<string, Activity['price']>;
  conservation_fees: Record<string, ConservationBase>;
  vehicle_fees: Record<string, VehicleBase>;
  /** Absent in a basis kept before lodges were: the lodges as they stand. */
  partner_lodges?: Record<string, LodgeBase>;
  /** Absent in a basis kept before school rates were: the rates as they stand. */
  school_conservation_fees?: Record<string, SchoolRateBase>;
}

/** The part of a pricing catalogue that carries base prices. */
export interface PricedCatalogueParts {
  facilities: readonly Facility[];
  activities: readonly Activity[];
  conservation_fees: readonly ConservationFee[];
  vehicle_fees: readonly VehicleFee[];
  partner_lodges: readonly PartnerLodge[];
  school_conservation_fees: readonly SchoolConservationFee[];
}

/** The prices of `lodge` (see LodgeBase). */
function lodgeBaseOf(lodge: PartnerLodge): LodgeBase {
  return {
    currency: lodge.currency,
    percentage_commission: lodge.percentage_commission,
    parameters: Object.fromEntries(
      lodge.parameters.map((parameter) => [
        parameter.parameter_public_id,
        {
          price: parameter.price,
          facility_pricing_point: parameter.facility_pricing_point,
          non_priced_parameter: parameter.non_priced_parameter,
        },
      ]),
    ),
    supplements: Object.fromEntries(
      lodge.supplements.map((supplement) => [
        supplement.supplement_public_id,
        {
          supplement_price: supplement.supplement_price,
          facility_pricing_point: supplement.facility_pricing_point,
        },
      ]),
    ),
  };
}

/** `lodge` with the prices of `frozen` put back (parameters and supplements it lacks as they stand). */
function withLodgeBase(lodge: PartnerLodge, frozen: LodgeBase | undefined): PartnerLodge {
  if (!frozen) return lodge;
  return {
    ...lodge,
    currency: frozen.currency,
    percentage_commission: frozen.percentage_commission,
    parameters: lodge.parameters.map((parameter) => ({
      ...parameter,
      ...frozen.parameters[parameter.parameter_public_id],
    })),
    supplements: lodge.supplements.map((supplement) => ({
      ...supplement,
      ...frozen.supplements[supplement.supplement_public_id],
    })),
  };
}

/** The base price lists of `catalogue` as it stands. */
export function basePriceListsOf(catalogue: PricedCatalogueParts): BasePriceLists {
  return {
    facilities: Object.fromEntries(
      catalogue.facilities.map(({ public_id, price, pack_prices, group_price }) => [
        public_id,
        { price, pack_prices, group_price },
      ]),
    ),
    activities: Object.fromEntries(
      catalogue.activities.map((activity) => [activity.public_id, activity.price]),
    ),
    conservation_fees: Object.fromEntries(
      catalogue.conservation_fees.map((fee) => [
        fee.payment_public_id,
        {
          payment_person_amount: fee.payment_person_amount,
          payment_person_currency: fee.payment_person_currency,
        },
      ]),
    ),
    vehicle_fees: Object.fromEntries(
      catalogue.vehicle_fees.map((fee) => [
        fee.vehicle_public_id,
        {
          vehicle_charge_category_cost: fee.vehicle_charge_category_cost,
          vehicle_charge_cost_currency: fee.vehicle_charge_cost_currency,
        },
      ]),
    ),
    partner_lodges: Object.fromEntries(
      catalogue.partner_lodges.map((lodge) => [lodge.public_id, lodgeBaseOf(lodge)]),
    ),
    school_conservation_fees: Object.fromEntries(
      catalogue.school_conservation_fees.map(
        ({ public_id, currency, amount, start_date, end_date }) => [
          public_id,
          { currency, amount, start_date, end_date },
        ],
      ),
    ),
  };
}

/** `catalogue` with the base prices of `frozen` put back (entries it lacks stay as they are). */
export function withBasePriceLists<C extends PricedCatalogueParts>(
  catalogue: C,
  frozen: BasePriceLists,
): C {
  return {
    ...catalogue,
    facilities: catalogue.facilities.map((facility) => ({
      ...facility,
      ...frozen.facilities[facility.public_id],
    })),
    activities: catalogue.activities.map((activity) => {
      const price = frozen.activities[activity.public_id];
      return price ? { ...activity, price } : activity;
    }),
    conservation_fees: catalogue.conservation_fees.map((fee) => ({
      ...fee,
      ...frozen.conservation_fees[fee.payment_public_id],
    })),
    vehicle_fees: catalogue.vehicle_fees.map((fee) => ({
      ...fee,
      ...frozen.vehicle_fees[fee.vehicle_public_id],
    })),
    partner_lodges: catalogue.partner_lodges.map((lodge) =>
      withLodgeBase(lodge, frozen.partner_lodges?.[lodge.public_id]),
    ),
    school_conservation_fees: catalogue.school_conservation_fees.map((rate) => ({
      ...rate,
      ...frozen.school_conservation_fees?.[rate.public_id],
    })),
  };
}
