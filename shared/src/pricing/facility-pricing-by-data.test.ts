/**
 * Facilities are priced by their data, not their names: pack or group prices set → the pack
 * or group rule whatever the accommodation type is called; a facility type carrying the
 * camping rule → the 7-day camping rule whatever the type is called (issue 15).
 */
import { describe, expect, it } from 'vitest';
import { type Facility, facilitySchema } from '../catalogue/catalogue';
import { facilityPricingRule } from '../catalogue/facility-types';
import { demoCatalogue } from '../catalogue/load-catalogue';
import { DomainError, type ErrorBody } from '../errors';
import { messages } from '../messages';
import { type QuoteRequestInput, staffQuoteRequestSchema } from '../schemas/quote';
import { facilityPricingKind } from './facility-rules';
import { priceQuote } from './price-quote';

const catalogue = demoCatalogue('2026-11-21');
const selfCatering = '9a9a77eb';
const fullyCatered = '377788d4';

const citizenPrice = {
  residency: 'citizen',
  currency_type: 'KES',
  mandatory_price: '10000',
  adult_price: '1000',
  child_price: '500',
} as const;

/** A second house with pack tiers for Self Catering and no group prices. */
const heronHouse: Facility = facilitySchema.parse({
  public_id: 'fac-heron',
  name: 'Heron House',
  facility_type: 'Accomodation',
  facility_pricing_rule: 'accommodation',
  accomodation_type: 'Heron',
  description: 'A second house on the dam.',
  thumbnail: 'heron.jpg',
  quantity: 1,
  maximum_guests: 8,
  lead_time: 0,
  pricing_status: 'true',
  group_pricing_status: 'false',
  has_extras: false,
  pack_prices: [
    {
      catering_type: selfCatering,
      currency: 'KES',
      tiers: [
        { lower_limit: 1, upper_limit: 3, price: '18000' },
        { lower_limit: 4, upper_limit: 6, price: '24000' },
      ],
    },
  ],
});

/** A cottage with group prices only. */
const kingfisherCottage: Facility = {
  ...heronHouse,
  public_id: 'fac-kingfisher',
  name: 'Kingfisher Cottage',
  accomodation_type: 'Cottage',
  pack_prices: [],
  group_pricing_status: 'true',
  group_price: [
    {
      currency_type: 'KES',
      from_number: 1,
      to_number: 8,
      maximum_number: 4,
      mandatory_price: '20000',
      extra_price: '3000',
    },
  ],
};

/** A new facility type "Tented camps" carrying the camping rule. */
const tentedCamp: Facility = facilitySchema.parse({
  ...heronHouse,
  public_id: 'fac-tented',
  name: 'Lugga Tented Camp',
  facility_type: 'Tented camps',
  facility_pricing_rule: 'camping',
  accomodation_type: null,
  maximum_guests: 10,
  pack_prices: [],
  price: [citizenPrice],
});

function amounts(facilities: Facility[], input: Partial<QuoteRequestInput>) {
  const request = staffQuoteRequestSchema.parse({
    check_in: '2026-12-10',
    check_out: '2026-12-13',
    currency: 'KES',
    ...input,
  });
  const quote = priceQuote(request, {
    catalogue: { ...catalogue, facilities: [...catalogue.facilities, ...facilities] },
  });
  return quote.lines.map((line) => [line.description, line.quantity, line.amount]);
}

function errorOf(run: () => unknown): ErrorBody {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error.toBody();
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe('pack and group prices apply by data', () => {
  it('prices Heron House by its pack tiers: 5 adults and 2 children, 3 nights → 72,000', () => {
    // Tier 4–6 adults: 24,000 a night (children free) × 3 nights = 72,000.
    const facilities = [
      { public_id: 'fac-heron', adults: 5, children: 2, catering_type: selfCatering },
    ];
    expect(amounts([heronHouse], { facilities })).toEqual([['Heron House', 1, 72000]]);
  });

  it('asks Heron House for a catering type and refuses one it has no prices for', () => {
    const noCatering = [{ public_id: 'fac-heron', adults: 2 }];
    expect(errorOf(() => amounts([heronHouse], { facilities: noCatering }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'facilities.0.catering_type': messages.cateringTypeAccommodation },
    });
    const catered = [{ public_id: 'fac-heron', adults: 2, catering_type: fullyCatered }];
    expect(errorOf(() => amounts([heronHouse], { facilities: catered }))).toMatchObject({
      code: 'NO_SPECIAL_PRICING',
      message: messages.noSpecialPricing,
    });
  });

  it('prices a cottage with group prices only by them: 6 guests, 2 nights → 52,000', () => {
    // (20,000 + 3,000 × (6 − 4)) a night × 2 nights = 52,000.
    const facilities = [
      { public_id: 'fac-kingfisher', adults: 4, children: 2, catering_type: fullyCatered },
    ];
    expect(amounts([kingfisherCottage], { facilities, check_out: '2026-12-12' })).toEqual([
      ['Kingfisher Cottage', 1, 52000],
    ]);
  });

  it('prices a house called Pelican without pack or group prices per night, like any other', () => {
    const namedPelican: Facility = {
      ...heronHouse,
      accomodation_type: 'Pelican',
      pack_prices: [],
      price: [citizenPrice],
    };
    expect(facilityPricingKind(namedPelican)).toBe('plain');
    // (10,000 + 1,000 × 2) a night × 3 nights = 36,000.
    const facilities = [{ public_id: 'fac-heron', adults: 2, residency: 'citizen' as const }];
    expect(amounts([namedPelican], { facilities })).toEqual([['Heron House', 1, 36000]]);
  });
});

describe('facility types carry the camping rule', () => {
  const nineNights = { check_out: '2026-12-19' };
  const party = [
    { public_id: 'fac-tented', adults: 2, children: 1, residency: 'citizen' as const },
  ];

  it('prices a "Tented camps" site by the 7-day rule: 9 nights → 42,500', () => {
    // 10,000 × ceil(9 ÷ 7) + (1,000 × 2 + 500) × 9 = 20,000 + 22,500 = 42,500.
    expect(amounts([tentedCamp], { facilities: party, ...nineNights })).toEqual([
      ['Lugga Tented Camp', 1, 42500],
    ]);
  });

  it('prices the same site per night once its type carries the accommodation rule', () => {
    // (10,000 + 2,500) × 9 = 112,500.
    const lodge: Facility = { ...tentedCamp, facility_pricing_rule: 'accommodation' };
    expect(amounts([lodge], { facilities: party, ...nineNights })).toEqual([
      ['Lugga Tented Camp', 1, 112500],
    ]);
  });

  it('reads an older replica’s rule from the seeded names', () => {
    const { facility_pricing_rule: _dropped, ...old } = tentedCamp;
    const oldCamping = facilitySchema.parse({ ...old, facility_type: 'Camping Sites' });
    expect(oldCamping.facility_pricing_rule).toBeUndefined();
    expect(facilityPricingRule(oldCamping)).toBe('camping');
    expect(facilityPricingRule({ ...old, facility_type: 'Accomodation' })).toBe('accommodation');
    expect(amounts([oldCamping], { facilities: party, ...nineNights })).toEqual([
      ['Lugga Tented Camp', 1, 42500],
    ]);
  });
});
