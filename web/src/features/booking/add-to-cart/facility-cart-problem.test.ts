import { describe, expect, it } from 'vitest';
import { type FacilityCartDraft, facilityCartProblem } from './facility-cart-problem';

type CartFacility = NonNullable<FacilityCartDraft['facility']>;

const murera: CartFacility = {
  accomodation_type: null,
  pricing_status: 'true',
  group_pricing_status: 'false',
  pack_prices: [],
};
const selfCatering = {
  catering_type: '9a9a77eb',
  currency: 'KES' as const,
  tiers: [{ lower_limit: 1, upper_limit: 4, price: '30000' }],
};
const pelican: CartFacility = {
  accomodation_type: 'Pelican',
  pricing_status: 'true',
  group_pricing_status: 'true',
  pack_prices: [selfCatering],
};

const ready: FacilityCartDraft = {
  facility: murera,
  check_in: '2026-12-20',
  check_out: '2026-12-22',
  start_date: '2026-12-20',
  end_date: '2026-12-22',
  catering_type: null,
  adults: 2,
  children: 0,
};

describe('facility add-to-cart checks (public-site.md §5, in order)', () => {
  it('accepts a complete campsite line', () => {
    expect(facilityCartProblem(ready, 'campsite')).toBeNull();
  });

  it('reports only the first problem of an empty dialog: no campsite selected', () => {
    const empty = {
      ...ready,
      facility: null,
      check_in: '',
      check_out: '',
      start_date: '',
      adults: 0,
    };
    expect(facilityCartProblem(empty, 'campsite')).toEqual({
      title: 'Error',
      message: 'No campsite selected',
    });
    expect(facilityCartProblem(empty, 'accommodation')).toEqual({
      title: 'Error',
      message: 'No facility selected',
    });
  });

  it('then asks for the trip dates, then the line dates', () => {
    expect(facilityCartProblem({ ...ready, check_out: '', end_date: '' }, 'campsite')).toEqual({
      title: 'Missing Data',
      message: 'You need a check-in and check-out date to proceed',
    });
    expect(facilityCartProblem({ ...ready, end_date: '', adults: 0 }, 'campsite')).toEqual({
      title: 'Missing Data',
      message: 'You need a start and end date to proceed',
    });
  });

  it('asks Pelican House for a catering type, in the wording of the variant', () => {
    const line = { ...ready, facility: pelican, adults: 0 };
    expect(facilityCartProblem(line, 'accommodation')?.message).toBe(
      'Please select a catering type for Pelican accommodation',
    );
    expect(facilityCartProblem(line, 'campsite')?.message).toBe(
      'Please select a catering type for Pelican campsite',
    );
    expect(facilityCartProblem({ ...line, catering_type: '9a9a77eb' }, 'accommodation')).toEqual({
      title: 'Missing Data',
      message: 'Please select at least one adult or child',
    });
  });

  it('asks any house with pack prices for a catering type, whatever its accommodation type', () => {
    const heron: CartFacility = {
      ...murera,
      accomodation_type: 'Heron',
      pack_prices: [selfCatering],
    };
    expect(facilityCartProblem({ ...ready, facility: heron }, 'accommodation')?.message).toBe(
      'Please select a catering type for Pelican accommodation',
    );
    const namedPelican: CartFacility = { ...murera, accomodation_type: 'Pelican' };
    expect(facilityCartProblem({ ...ready, facility: namedPelican }, 'accommodation')).toBeNull();
  });

  it('refuses an unpriced facility, and a special Pelican catering type without group pricing', () => {
    const bandas: CartFacility = {
      accomodation_type: 'Bandas',
      pricing_status: 'false',
      group_pricing_status: 'false',
      pack_prices: [],
    };
    expect(facilityCartProblem({ ...ready, facility: bandas }, 'accommodation')).toEqual({
      title: 'Pricing Error',
      message: 'No pricing has been set for this period',
    });
    const noGroupPrice: CartFacility = { ...pelican, group_pricing_status: 'false' };
    const fullyCatered = { ...ready, facility: noGroupPrice, catering_type: '377788d4' };
    expect(facilityCartProblem(fullyCatered, 'accommodation')).toEqual({
      title: 'Pricing Error',
      message: 'No special Pricing available for the selected Accommodation',
    });
    expect(
      facilityCartProblem({ ...fullyCatered, catering_type: '266677c3' }, 'accommodation'),
    ).toBeNull();
  });
});
