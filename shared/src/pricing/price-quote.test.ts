import { describe, expect, it } from 'vitest';
import type { Facility } from '../catalogue/catalogue';
import { demoCatalogue } from '../catalogue/load-catalogue';
import { DomainError, type ErrorBody } from '../errors';
import { type QuoteRequestInput, staffQuoteRequestSchema } from '../schemas/quote';
import { type PricingContext, priceQuote } from './price-quote';

const catalogue = demoCatalogue('2026-11-21');
const stables = catalogue.facilities.find((facility) => facility.public_id === 'fac-stables')!;

const trip = {
  check_in: '2026-12-10',
  check_out: '2026-12-12',
  currency: 'KES',
} satisfies QuoteRequestInput;

function price(input: Partial<QuoteRequestInput>, context: Partial<PricingContext> = {}) {
  return priceQuote(staffQuoteRequestSchema.parse({ ...trip, ...input }), {
    catalogue,
    ...context,
  });
}

function amounts(input: Partial<QuoteRequestInput>, context: Partial<PricingContext> = {}) {
  return price(input, context).lines.map((line) => [line.description, line.quantity, line.amount]);
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

function withFacility(changed: Facility): PricingContext['catalogue'] {
  return {
    ...catalogue,
    facilities: catalogue.facilities.map((facility) =>
      facility.public_id === changed.public_id ? changed : facility,
    ),
  };
}

describe('default residency of facility lines and activity groups', () => {
  const stablesLine = [{ public_id: 'fac-stables', adults: 2, number_of_rooms: 1 }];

  it('is the residency of the first adult guest category', () => {
    const guests = [
      { payment_public_id: 'cf-cit-c', payment_guests: 1 },
      { payment_public_id: 'cf-nr-a', payment_guests: 2 },
      { payment_public_id: 'cf-cit-a', payment_guests: 1 },
    ];
    expect(amounts({ guests, facilities: stablesLine }).at(-1)).toEqual(['The Stables', 1, 20960]);
  });

  it('skips categories without guests, then falls back to the first category', () => {
    const guests = [
      { payment_public_id: 'cf-nr-a', payment_guests: 0 },
      { payment_public_id: 'cf-res-c', payment_guests: 2 },
    ];
    expect(amounts({ guests, facilities: stablesLine }).at(-1)).toEqual(['The Stables', 1, 14000]);
  });

  it('is non_resident when the booking has no guest categories', () => {
    expect(amounts({ facilities: stablesLine })).toEqual([['The Stables', 1, 20960]]);
  });

  it('prices each activity group at its own residency, defaulting to the booking’s', () => {
    const guests = [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }];
    const inventory = [
      { public_id: 'act-rhino-boma', date: '2026-12-11', adults: 2, children: 1 },
      {
        public_id: 'act-rhino-boma',
        date: '2026-12-11',
        adults: 1,
        residency_adults: 'non_resident' as const,
        extra_pax_children: 1,
        residency_extra_children: 'resident' as const,
      },
    ];
    expect(amounts({ guests, inventory }).slice(1)).toEqual([
      ['Endangered Species Boma Visit', 3, 5000],
      ['Endangered Species Boma Visit', 2, 8050],
    ]);
  });
});

describe('accommodation and camping', () => {
  it('gives The Stables ceil((adults + children) ÷ 2) rooms when number_of_rooms is 0', () => {
    const facilities = [{ public_id: 'fac-stables', adults: 3, residency: 'citizen' as const }];
    expect(amounts({ facilities })).toEqual([['The Stables', 2, 24000]]);
  });

  it('charges Stables extras the per-person share of a room, children half', () => {
    const facilities = [
      {
        public_id: 'fac-stables',
        adults: 2,
        extra_pax_adults: 1,
        extra_pax_children: 1,
        number_of_rooms: 1,
        residency: 'citizen' as const,
      },
    ];
    expect(amounts({ facilities })).toEqual([['The Stables', 1, (6000 + 3000 + 1500) * 2]]);
  });

  it('prices a share ÷ maximum_guests exactly: (80 + 80 ÷ 3 + 80 ÷ 6) × 2 nights = USD 240', () => {
    const threeBeds = withFacility({ ...stables, maximum_guests: 3 });
    const facilities = [
      {
        public_id: 'fac-stables',
        adults: 1,
        extra_pax_adults: 1,
        extra_pax_children: 1,
        number_of_rooms: 1,
        residency: 'non_resident' as const,
      },
    ];
    const quote = price({ currency: 'USD', facilities }, { catalogue: threeBeds });
    expect(quote.lines[0]?.amount).toBe(240);
  });

  it('charges a camping site’s mandatory price per started 7 days', () => {
    const facilities = [{ public_id: 'fac-ewaso', adults: 2, residency: 'citizen' as const }];
    expect(amounts({ facilities, check_out: '2026-12-17' })).toEqual([
      ['Ewaso Public Campsite', 1, 2000 + 1600 * 7],
    ]);
    expect(amounts({ facilities, check_out: '2026-12-18' })).toEqual([
      ['Ewaso Public Campsite', 1, 4000 + 1600 * 8],
    ]);
  });

  it('prices a line for its own dates, and day use as 1 night', () => {
    const facilities = [
      {
        public_id: 'fac-ewaso',
        start_date: '2026-12-11',
        end_date: '2026-12-11',
        adults: 1,
        residency: 'resident' as const,
      },
    ];
    expect(amounts({ facilities })).toEqual([['Ewaso Public Campsite', 1, 2000 + 1200]]);
  });

  it('prices research-centre rooms per room', () => {
    const facilities = [
      { public_id: 'fac-rc-double', adults: 3, number_of_rooms: 2, residency: 'resident' as const },
    ];
    expect(amounts({ facilities })).toEqual([['Research Centre Double Room', 2, 7000 * 2 * 2]]);
  });

  it('prices Pelican House Chef Service for 9 adults at the 9–10 tier, children free', () => {
    const facilities = [
      { public_id: 'fac-pelican', adults: 9, children: 1, catering_type: '266677c3' },
    ];
    expect(amounts({ facilities })).toEqual([['Pelican House', 1, 57000 * 2]]);
  });

  it('counts extra guests as adults and children where a facility has no extras', () => {
    const facilities = [
      {
        public_id: 'fac-murera',
        adults: 1,
        extra_pax_adults: 1,
        extra_pax_children: 2,
        residency: 'citizen' as const,
      },
    ];
    expect(amounts({ facilities })).toEqual([['Murera Campsite', 1, 10000 + (2000 + 1000) * 2]]);
  });
});

describe('activities and donations', () => {
  it('prices a ranger activity as adult_price × rangers, counting rangers as participants', () => {
    const inventory = [{ public_id: 'act-ranger-walk', date: '2026-12-11', adults: 4, rangers: 3 }];
    expect(amounts({ inventory })).toEqual([['Armed Ranger Escort (bush walk)', 3, 9000]]);
  });

  it('converts a donation to the booking currency and adds it to the amount due only', () => {
    const quote = price({
      currency: 'USD',
      guests: [{ payment_public_id: 'cf-nr-a', payment_guests: 1 }],
      donations: [
        { amount: '1000', currency: 'KES', cause: 'cause-rhino' },
        { amount: '12.5', currency: 'USD' },
      ],
    });
    expect(quote.lines.slice(1)).toEqual([
      {
        kind: 'donation',
        ref: 'cause-rhino',
        description: 'Rhino protection',
        quantity: 1,
        amount: 8,
      },
      { kind: 'donation', ref: '', description: 'Donation', quantity: 1, amount: 13 },
    ]);
    expect(quote.totals).toMatchObject({ grand_total: 100, donations: 21, amount_due: 121 });
  });
});

describe('lines with a zero count', () => {
  it('are left out', () => {
    const quote = price({
      guests: [
        { payment_public_id: 'cf-cit-a', payment_guests: 0 },
        { payment_public_id: 'cf-cit-c', payment_guests: 1 },
      ],
      vehicles: [{ vehicle_public_id: 'vf-14', vehicles: 0 }],
      facilities: [{ public_id: 'fac-sweetwaters' }],
      inventory: [{ public_id: 'act-k9', date: '2026-12-11' }],
      donations: [{ amount: '0' }],
    });
    expect(quote.lines.map((line) => line.description)).toEqual(['Citizen Child']);
    expect(quote.totals.amount_due).toBe(750);
  });
});

describe('discounts', () => {
  const booking = {
    guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
    vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
    facilities: [{ public_id: 'fac-stables', adults: 2, number_of_rooms: 1 }],
    inventory: [{ public_id: 'act-lion', date: '2026-12-11', adults: 2 }],
    donations: [{ amount: '1000', cause: 'cause-general' }],
  } satisfies Partial<QuoteRequestInput>;
  const undiscounted = [
    ['Citizen Adult', 2, 3000],
    ['Up to 6 seater', 1, 1000],
    ['The Stables', 1, 12000],
    ['Lion Tracking', 2, 8000],
    ['General conservation', 1, 1000],
  ];

  it('apply nothing without a member, partner, promo or line discount', () => {
    expect(amounts(booking)).toEqual(undiscounted);
  });

  it('apply a member’s entry, accommodation and activity discounts to their lines', () => {
    const member = { entry_discount: '100', accommodation_discount: '10', activity_discount: '10' };
    expect(amounts(booking, { member })).toEqual([
      ['Citizen Adult', 2, 0],
      ['Up to 6 seater', 1, 1000],
      ['The Stables', 1, 10800],
      ['Lion Tracking', 2, 7200],
      ['General conservation', 1, 1000],
    ]);
  });

  it('apply a partner’s conservation discount, and its facility discount then commission', () => {
    const partner = {
      conservation_fee_discount: '10',
      facility_discount: '15',
      facility_commission: '5',
    };
    expect(amounts(booking, { partner })).toEqual([
      ['Citizen Adult', 2, 2700],
      ['Up to 6 seater', 1, 1000],
      ['The Stables', 1, 9690],
      ['Lion Tracking', 2, 8000],
      ['General conservation', 1, 1000],
    ]);
  });

  it('apply a promo code to every line except donations', () => {
    const promo = { code: 'KARIBU10', percentage_off: '10' };
    expect(amounts(booking, { promo })).toEqual([
      ['Citizen Adult', 2, 2700],
      ['Up to 6 seater', 1, 900],
      ['The Stables', 1, 10800],
      ['Lion Tracking', 2, 7200],
      ['General conservation', 1, 1000],
    ]);
  });

  it('multiply one after another on the exact amount, rounding once (1,000 × 0.667 × 0.9 = 600.3)', () => {
    const discounted = {
      ...booking,
      vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1, discount: 33.3 }],
    };
    const promo = { code: 'KARIBU10', percentage_off: '10' };
    expect(amounts(discounted, { promo })[1]).toEqual(['Up to 6 seater', 1, 601]);
  });

  it('are exact at a stored buy rate of 129.30: KES 13,792 less 10% is USD 96, not 97', () => {
    const costly = {
      ...catalogue,
      vehicle_fees: [{ ...catalogue.vehicle_fees[0]!, vehicle_charge_category_cost: '13792' }],
    };
    const rates = { USD: { buy_amount: '129.30', sell_amount: '131.00' } };
    const quote = price(
      {
        check_in: '2026-12-10',
        check_out: '2026-12-11',
        currency: 'USD',
        vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1, discount: 10 }],
      },
      { catalogue: costly, rates },
    );
    expect(quote.lines[0]?.amount).toBe(96);
    expect(quote.rates).toEqual(rates);
  });

  it('price USD 1200 at a sell rate of 1.1 as KES 1,320', () => {
    const dear = {
      ...catalogue,
      conservation_fees: [{ ...catalogue.conservation_fees[4]!, payment_person_amount: '1200' }],
    };
    const rates = { USD: { buy_amount: '1.1', sell_amount: '1.1' } };
    const guests = [{ payment_public_id: 'cf-nr-a', payment_guests: 1 }];
    expect(price({ guests }, { catalogue: dear, rates }).totals.grand_total).toBe(1320);
  });
});

describe('errors', () => {
  it('names the request path of an unknown reference', () => {
    expect(
      errorOf(() => price({ guests: [{ payment_public_id: 'cf-nope', payment_guests: 1 }] })),
    ).toEqual({
      code: 'UNKNOWN_REFERENCE',
      message: 'Unknown guest category: cf-nope',
      fields: { 'guests.0.payment_public_id': 'Unknown guest category: cf-nope' },
    });
    const vehicles = [
      { vehicle_public_id: 'vf-6', vehicles: 1 },
      { vehicle_public_id: 'vf-99', vehicles: 0 },
    ];
    expect(errorOf(() => price({ vehicles })).fields).toEqual({
      'vehicles.1.vehicle_public_id': 'Unknown vehicle category: vf-99',
    });
    expect(
      errorOf(() => price({ facilities: [{ public_id: 'fac-x', adults: 1 }] })).fields,
    ).toEqual({
      'facilities.0.public_id': 'Unknown facility: fac-x',
    });
    const inventory = [{ public_id: 'act-x', date: '2026-12-11', adults: 1 }];
    expect(errorOf(() => price({ inventory })).fields).toEqual({
      'inventory.0.public_id': 'Unknown activity: act-x',
    });
    expect(errorOf(() => price({ donations: [{ amount: '5', cause: 'cause-x' }] })).fields).toEqual(
      {
        'donations.0.cause': 'Unknown cause: cause-x',
      },
    );
    const facilities = [{ public_id: 'fac-pelican', adults: 2, catering_type: 'nope' }];
    expect(errorOf(() => price({ facilities })).fields).toEqual({
      'facilities.0.catering_type': 'Unknown catering type: nope',
    });
  });

  it('refuses a facility or activity without pricing', () => {
    const noPricing = {
      code: 'PRICING_NOT_SET',
      message: 'No pricing has been set for this period',
    };
    expect(
      errorOf(() => price({ facilities: [{ public_id: 'fac-sweetwaters', adults: 2 }] })),
    ).toEqual(noPricing);
    const inventory = [{ public_id: 'act-k9', date: '2026-12-11', adults: 2 }];
    expect(errorOf(() => price({ inventory }))).toEqual(noPricing);
    const unpriced = withFacility({ ...stables, price: stables.price.slice(0, 1) });
    const facilities = [{ public_id: 'fac-stables', adults: 1, residency: 'resident' as const }];
    expect(errorOf(() => price({ facilities }, { catalogue: unpriced }))).toEqual(noPricing);
  });

  it('asks for a catering type for Pelican House', () => {
    expect(errorOf(() => price({ facilities: [{ public_id: 'fac-pelican', adults: 2 }] }))).toEqual(
      {
        code: 'VALIDATION_FAILED',
        message: 'Please select a catering type for Pelican accommodation',
        fields: {
          'facilities.0.catering_type': 'Please select a catering type for Pelican accommodation',
        },
      },
    );
  });

  it('has no special pricing when group pricing is off or no tier covers the party', () => {
    const pelican = catalogue.facilities.find((facility) => facility.public_id === 'fac-pelican')!;
    const noSpecial = {
      code: 'NO_SPECIAL_PRICING',
      message: 'No special Pricing available for the selected Accommodation',
    };
    const groupOff = withFacility({ ...pelican, group_pricing_status: 'false' });
    const fullyCatered = [{ public_id: 'fac-pelican', adults: 2, catering_type: '377788d4' }];
    expect(errorOf(() => price({ facilities: fullyCatered }, { catalogue: groupOff }))).toEqual(
      noSpecial,
    );
    const childrenOnly = [{ public_id: 'fac-pelican', children: 2, catering_type: '9a9a77eb' }];
    expect(errorOf(() => price({ facilities: childrenOnly }))).toEqual(noSpecial);
    const selfCatered = [{ public_id: 'fac-pelican', adults: 2, catering_type: '9a9a77eb' }];
    expect(price({ facilities: selfCatered }, { catalogue: groupOff }).totals.grand_total).toBe(
      60000,
    );
  });

  it('asks for the number of rooms of a research-centre room', () => {
    const facilities = [{ public_id: 'fac-rc-single', adults: 1 }];
    expect(errorOf(() => price({ facilities }))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Enter number of rooms needed',
      fields: { 'facilities.0.number_of_rooms': 'Enter number of rooms needed' },
    });
  });

  it('caps the guests at units × maximum_guests', () => {
    const single = [{ public_id: 'fac-rc-single', adults: 2, number_of_rooms: 1 }];
    expect(errorOf(() => price({ facilities: single }))).toEqual({
      code: 'ROOM_CAPACITY_EXCEEDED',
      message: 'One room can have a maximum of 1 people',
      fields: { 'facilities.0.adults': 'One room can have a maximum of 1 people' },
    });
    const pelican = [
      { public_id: 'fac-pelican', adults: 8, children: 3, catering_type: '377788d4' },
    ];
    expect(errorOf(() => price({ facilities: pelican })).message).toBe(
      'One room can have a maximum of 10 people',
    );
    const stablesFull = [{ public_id: 'fac-stables', adults: 3, number_of_rooms: 1 }];
    expect(errorOf(() => price({ facilities: stablesFull })).message).toBe(
      'One room can have a maximum of 2 people',
    );
    const withExtras = [
      { public_id: 'fac-stables', adults: 2, extra_pax_adults: 1, number_of_rooms: 1 },
    ];
    expect(price({ facilities: withExtras }).lines).toHaveLength(1);
  });

  it('refuses a discount outside 0–100%', () => {
    const member = { entry_discount: '150', accommodation_discount: '0', activity_discount: '0' };
    const guests = [{ payment_public_id: 'cf-cit-a', payment_guests: 1 }];
    expect(errorOf(() => price({ guests }, { member }))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Must be between 0-100%',
    });
  });

  it('refuses a currency without rates', () => {
    const guests = [{ payment_public_id: 'cf-cit-a', payment_guests: 1 }];
    expect(errorOf(() => price({ currency: 'USD', guests }, { rates: {} }))).toEqual({
      code: 'CURRENCY_NOT_SUPPORTED',
      message: 'No exchange rate is set for USD',
    });
  });

  it('refuses dates that run backwards', () => {
    const request = staffQuoteRequestSchema.parse(trip);
    expect(
      errorOf(() => priceQuote({ ...request, check_out: '2026-12-09' }, { catalogue })),
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { check_out: 'Check-out cannot be before check-in' },
    });
    const facilities = [
      { public_id: 'fac-ewaso', start_date: '2026-12-12', end_date: '2026-12-11', adults: 1 },
    ];
    expect(errorOf(() => price({ facilities })).fields).toEqual({
      'facilities.0.end_date': 'End date cannot be before start date',
    });
  });
});
