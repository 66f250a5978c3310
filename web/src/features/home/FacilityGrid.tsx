/**
 * A home grid of facilities of one type: camping sites (only those whose pricing_status is
 * 'true' and which have a thumbnail) or accommodation (all, so an unpriced one answers with
 * the spec's Pricing Error). Each card has ADD TO CART (the facility dialog, loaded on first
 * use) and a link to the facility page, and its "from" price per night in the visitor's
 * currency (an unpriced one says it cannot be booked).
 *
 * spec: public-site.md §2.4 (campsite grid; accommodation and camping cards link to
 * PFacility), §2.5, §5 (item 6).
 */

import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { facilityPricingRule } from '@hifadhi/shared/catalogue/facility-types';
import { messages } from '@hifadhi/shared/messages';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useNotify } from '../../components/notification-context';
import { useTrip } from '../booking/trip/trip-context';
import { useCurrencies, useFacilities } from '../catalogue/catalogue-queries';
import type { PublicCurrency, PublicFacility } from '../catalogue/catalogue-types';
import { facilityFromPrice } from '../catalogue/from-price';
import { CardGridPlaceholder } from './CardGridPlaceholder';
import { CatalogueCard } from './CatalogueCard';

const FacilityCartDialog = lazy(() =>
  import('../booking/add-to-cart/FacilityCartDialog').then((module) => ({
    default: module.FacilityCartDialog,
  })),
);

/** The pricing rule of the facility types each grid shows. */
const PRICING_RULE = { campsite: 'camping', accommodation: 'accommodation' } as const;

/** The card's price line: "From KES 6,000 per night", or why it cannot be booked. */
function priceLine(
  facility: PublicFacility,
  currency: CurrencyCode,
  currencies: readonly PublicCurrency[] | undefined,
): string | undefined {
  if (!currencies) return undefined;
  const from = facilityFromPrice(facility, currency, currencies);
  return from === null
    ? `Not bookable: ${messages.pricingNotSet.toLowerCase()}`
    : `From ${formatMoney(from, currency)} per night`;
}

export function FacilityGrid({ kind }: { kind: 'campsite' | 'accommodation' }) {
  const facilities = useFacilities();
  const currencies = useCurrencies().data;
  const { currency } = useTrip().trip.user;
  const notify = useNotify();
  const [chosen, setChosen] = useState<PublicFacility | null>(null);
  const [open, setOpen] = useState(false);
  if (!facilities.data) {
    return facilities.error ? (
      <p role="alert">{facilities.error.message}</p>
    ) : (
      <CardGridPlaceholder label="Loading" />
    );
  }
  const ofKind = facilities.data.filter(
    (facility) => facilityPricingRule(facility) === PRICING_RULE[kind],
  );
  const shown =
    kind === 'campsite'
      ? ofKind.filter((facility) => facility.pricing_status === 'true' && facility.thumbnail)
      : ofKind;
  return (
    <>
      <div className="card-grid">
        {shown.map((facility) => (
          <CatalogueCard
            key={facility.public_id}
            name={facility.name}
            thumbnail={facility.thumbnail}
            facts={`Up to ${facility.maximum_guests} guests${facility.quantity > 1 ? ` each, ${facility.quantity} ${kind === 'campsite' ? 'pitches' : 'units'}` : ''}`}
            price={priceLine(facility, currency, currencies)}
          >
            <button
              type="button"
              className="button primary"
              aria-label={`ADD TO CART: ${facility.name}`}
              onClick={() => {
                setChosen(facility);
                setOpen(true);
              }}
            >
              ADD TO CART
            </button>
            <Link className="button secondary" to={`/facility/${facility.public_id}`}>
              Details<span className="visually-hidden">: {facility.name}</span>
            </Link>
          </CatalogueCard>
        ))}
      </div>
      {chosen && (
        <Suspense fallback={null}>
          <FacilityCartDialog
            open={open}
            onClose={() => setOpen(false)}
            facility={chosen}
            choices={ofKind}
            kind={kind}
            mode="cart"
            onAdded={(line) => notify({ message: `${line.name} added to your cart`, tone: 'info' })}
          />
        </Suspense>
      )}
    </>
  );
}
