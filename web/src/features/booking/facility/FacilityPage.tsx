/**
 * A facility's page (`facility/{facility_id}`): its gallery, description, maximum capacity and
 * prices, the search bar for the trip's dates, and Book now, which opens the BOOKING DETAILS
 * dialog (tabs Accommodation Availability and Conservation Fees); Make Reservation adds the
 * facility to the trip and goes to the reservation stepper.
 *
 * spec: public-site.md §2.6, §5 "Facility page reservation".
 */
import { facilityPricingRule } from '@hifadhi/shared/catalogue/facility-types';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Carousel } from '../../../components/Carousel';
import { Spinner } from '../../../components/Spinner';
import { imageUrl } from '../../../lib/image-url';
import { useFacilities } from '../../catalogue/catalogue-queries';
import { FacilityCartDialog } from '../add-to-cart/FacilityCartDialog';
import { SearchBar } from '../search/SearchBar';
import { FacilityPrices } from '../steps/FacilityPrices';
import { useTrip } from '../trip/trip-context';

export function FacilityPage() {
  const { facilityId = '' } = useParams();
  const { trip } = useTrip();
  const navigate = useNavigate();
  const facilities = useFacilities();
  const [open, setOpen] = useState(false);
  const facility = facilities.data?.find((candidate) => candidate.public_id === facilityId);
  useEffect(() => {
    if (facility) document.title = `${facility.name} — Kijani Conservancy`;
  }, [facility]);

  if (!facilities.data) return <Spinner label="Loading" />;
  if (!facility) {
    return (
      <section className="page narrow">
        <h1>Facility not found</h1>
        <Link className="button" to="/index">
          Go to the home page
        </Link>
      </section>
    );
  }
  const pictures = facility.images.length > 0 ? facility.images : [facility.thumbnail];
  return (
    <article className="page detail">
      <h1>{facility.name}</h1>
      <Carousel
        label={`Pictures of ${facility.name}`}
        images={pictures.map((picture, index) => ({
          src: imageUrl(picture),
          alt: `${facility.name}, picture ${index + 1}`,
        }))}
      />
      <p>{facility.description}</p>
      <p>
        <strong>Maximum capacity:</strong> {facility.maximum_guests} guests
        {facility.quantity > 1 ? ` per unit, ${facility.quantity} units` : ''}
      </p>
      <FacilityPrices facility={facility} currency={trip.user.currency} />
      <h2>Your dates</h2>
      <SearchBar onHome={false} />
      <button type="button" className="button primary" onClick={() => setOpen(true)}>
        Book now
      </button>
      <FacilityCartDialog
        open={open}
        onClose={() => setOpen(false)}
        facility={facility}
        choices={[facility]}
        kind={facilityPricingRule(facility) === 'camping' ? 'campsite' : 'accommodation'}
        mode="reservation"
        onAdded={() => navigate('/reservation')}
      />
    </article>
  );
}
