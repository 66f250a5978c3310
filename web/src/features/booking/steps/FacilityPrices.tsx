/**
 * A facility's price list in the visitor's currency: per residency the price per unit per
 * night and per adult and child (a column no residency is charged is left out, never "KES 0"); for Pelican House its packs by number of adults per catering
 * type, and its group price.
 *
 * spec: public-site.md §2.8 (selected facility details with price packs), §3 "Facility"
 * (price, Pelican pack entries, group_price).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { useCurrencies, useLookups } from '../../catalogue/catalogue-queries';
import type { PublicFacility } from '../../catalogue/catalogue-types';
import { unitPrice } from '../../catalogue/unit-price';
import { RESIDENCY_OPTIONS } from '../add-to-cart/residency-options';

const PRICE_COLUMNS = [
  { field: 'mandatory_price', label: 'Per unit' },
  { field: 'adult_price', label: 'Per adult' },
  { field: 'child_price', label: 'Per child' },
] as const;

export function FacilityPrices({
  facility,
  currency,
}: {
  facility: PublicFacility;
  currency: CurrencyCode;
}) {
  const currencies = useCurrencies().data;
  const groups = useLookups().data?.pricing_groups ?? [];
  if (!currencies) return null;
  // A price charged by none of the residencies (e.g. nothing per adult on a room let per unit)
  // is left out, rather than shown as KES 0.
  const columns = PRICE_COLUMNS.filter((column) =>
    facility.price.some((entry) => Number(entry[column.field]) > 0),
  );
  const price = (amount: string, from: CurrencyCode) =>
    unitPrice(amount, from, currency, currencies);
  const residencyName = (code: string) =>
    RESIDENCY_OPTIONS.find((option) => option.value === code)?.label ?? code;
  return (
    <div className="facility-prices">
      {facility.price.length > 0 && (
        <table>
          <caption>Prices per night</caption>
          <thead>
            <tr>
              <th scope="col">Residency</th>
              {columns.map((column) => (
                <th key={column.field} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {facility.price.map((entry) => (
              <tr key={entry.residency}>
                <th scope="row">{residencyName(entry.residency)}</th>
                {columns.map((column) => (
                  <td key={column.field}>{price(entry[column.field], entry.currency_type)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {facility.pack_prices.map((pack) => (
        <table key={pack.catering_type}>
          <caption>
            {groups.find((group) => group.public_id === pack.catering_type)?.name ??
              pack.catering_type}{' '}
            — per night
          </caption>
          <thead>
            <tr>
              <th scope="col">Adults</th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody>
            {pack.tiers.map((tier) => (
              <tr key={tier.lower_limit}>
                <th scope="row">
                  {tier.lower_limit}–{tier.upper_limit}
                </th>
                <td>{price(tier.price, pack.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      {facility.group_pricing_status === 'true' &&
        facility.group_price.map((group) => (
          <p key={`${group.from_number}-${group.to_number}`}>
            Other catering types: {price(group.mandatory_price, group.currency_type)} per night for
            up to {group.maximum_number} guests, then{' '}
            {price(group.extra_price, group.currency_type)} per extra guest.
          </p>
        ))}
      {facility.price.length === 0 && facility.pack_prices.length === 0 && (
        <p>No pricing has been set for this period.</p>
      )}
    </div>
  );
}
