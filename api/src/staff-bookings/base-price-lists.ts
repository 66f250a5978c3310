/**
 * The base price lists a booking was priced at, kept in its pricing basis so an amendment
 * re-prices at the base prices in force when the booking was made, whatever the back office
 * has edited since: each facility's price list, pack prices and group prices, each activity's
 * price list, and each conservation and vehicle fee's own amount and currency (the dated fee
 * schedules and facility price changes are kept beside them in the basis). A facility, activity
 * or fee added to the catalogue after the booking was made has no frozen entry and is priced
 * as it stands. Pure; amounts stay the catalogue's decimal strings.
 *
 * spec: pricing-rules.md §"Money and rounding" 3 (a booking is priced again at what was in
 * force when it was created), §Lines; api-contract.md §Staff bookings (`PATCH /bookings/{id}`).
 */
import type {
  Activity,
  ConservationFee,
  Facility,
  VehicleFee,
} from '@hifadhi/shared/catalogue/catalogue';

type FacilityBase = Pick<Facility, 'price' | 'pack_prices' | 'group_price'>;
type ConservationBase = Pick<ConservationFee, 'payment_person_amount' | 'payment_person_currency'>;
type VehicleBase = Pick<
  VehicleFee,
  'vehicle_charge_category_cost' | 'vehicle_charge_cost_currency'
>;

/** The base price lists, by public id; plain JSON. */
export interface BasePriceLists {
  facilities: Record<string, FacilityBase>;
  activities: Record<string, Activity['price']>;
  conservation_fees: Record<string, ConservationBase>;
  vehicle_fees: Record<string, VehicleBase>;
}

/** The part of a pricing catalogue that carries base prices. */
export interface PricedCatalogueParts {
  facilities: readonly Facility[];
  activities: readonly Activity[];
  conservation_fees: readonly ConservationFee[];
  vehicle_fees: readonly VehicleFee[];
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
  };
}
