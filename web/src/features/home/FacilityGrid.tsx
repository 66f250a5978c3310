/**
 * A home grid of facilities of one type: camping sites (only those whose pricing_status is
 * 'true' and which have a thumbnail) or accommodation (all, so an unpriced one answers with
 * the spec's Pricing Error). Each card has ADD TO CART (the facility dialog, loaded on first
 * use) and a link to the facility page.
 *
 * spec: public-site.md §2.4 (campsite grid; accommodation and camping cards link to
 * PFacility), §2.5, §5 (item 6).
 */
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useNotify } from '../../components/notification-context';
import { useFacilities } from '../catalogue/catalogue-queries';
import type { PublicFacility } from '../catalogue/catalogue-types';
import { CardGridPlaceholder } from './CardGridPlaceholder';
import { CatalogueCard } from './CatalogueCard';

const FacilityCartDialog = lazy(() =>
  import('../booking/add-to-cart/FacilityCartDialog').then((module) => ({
    default: module.FacilityCartDialog,
  })),
);

const FACILITY_TYPE = { campsite: 'Camping Sites', accommodation: 'Accomodation' } as const;

export function FacilityGrid({ kind }: { kind: 'campsite' | 'accommodation' }) {
  const facilities = useFacilities();
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
    (facility) => facility.facility_type === FACILITY_TYPE[kind],
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
