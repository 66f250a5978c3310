/**
 * The worked examples of pricing-rules.md §"Worked examples" (demo catalogue, USD buy 128 /
 * sell 131) as data: each trip as a quote request, with the lines (description, amount in
 * whole units of the booking currency) and the grand total the rules page states. The pricing
 * engine's tests and the API's quote endpoint tests both prove every example from this table.
 *
 * spec: pricing-rules.md §"Worked examples".
 */
import type { QuoteRequestInput } from '../schemas/quote';

export interface WorkedExample {
  name: string;
  request: QuoteRequestInput;
  /** [description, amount] per line, in the order the quote lists them. */
  lines: [string, number][];
  grandTotal: number;
}

const stablesTrip = (currency: 'KES' | 'USD'): QuoteRequestInput => ({
  check_in: '2026-12-10',
  check_out: '2026-12-12',
  currency,
  guests: [{ payment_public_id: 'cf-nr-a', payment_guests: 2 }],
  vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
  facilities: [
    { public_id: 'fac-stables', adults: 2, number_of_rooms: 1, residency: 'non_resident' },
  ],
});

export const workedExamples: WorkedExample[] = [
  {
    name: 'day visit, KES: 2 Citizen Adult, 1 Citizen Child, one 6-seater → KES 4,250',
    request: {
      check_in: '2026-12-05',
      check_out: '2026-12-05',
      currency: 'KES',
      guests: [
        { payment_public_id: 'cf-cit-a', payment_guests: 2 },
        { payment_public_id: 'cf-cit-c', payment_guests: 1 },
      ],
      vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
    },
    lines: [
      ['Citizen Adult', 3000],
      ['Citizen Child', 750],
      ['Up to 6 seater', 500],
    ],
    grandTotal: 4250,
  },
  {
    name: 'two nights at The Stables, USD → USD 368 (6-seater 1,000 ÷ 128 = 7.81 → 8)',
    request: stablesTrip('USD'),
    lines: [
      ['Non-Resident Adult', 200],
      ['Up to 6 seater', 8],
      ['The Stables', 160],
    ],
    grandTotal: 368,
  },
  {
    name: 'the same Stables trip in KES → KES 48,160',
    request: stablesTrip('KES'),
    lines: [
      ['Non-Resident Adult', 26200],
      ['Up to 6 seater', 1000],
      ['The Stables', 20960],
    ],
    grandTotal: 48160,
  },
  {
    name: 'Pelican House Self Catering with a Night Game Drive, residents → KES 208,500',
    request: {
      check_in: '2026-12-20',
      check_out: '2026-12-23',
      currency: 'KES',
      guests: [
        { payment_public_id: 'cf-res-a', payment_guests: 6 },
        { payment_public_id: 'cf-res-c', payment_guests: 2 },
      ],
      vehicles: [{ vehicle_public_id: 'vf-14', vehicles: 1 }],
      facilities: [{ public_id: 'fac-pelican', adults: 6, children: 2, catering_type: '9a9a77eb' }],
      inventory: [
        {
          public_id: 'act-night-drive',
          date: '2026-12-21',
          adults: 6,
          children: 2,
          residency_adults: 'resident',
          residency_children: 'resident',
        },
      ],
    },
    lines: [
      ['East African Resident Adult', 36000],
      ['East African Resident Child', 6000],
      ['7 to 14 seater', 4500],
      ['Pelican House', 120000],
      ['Night Game Drive', 42000],
    ],
    grandTotal: 208500,
  },
  {
    name: 'Pelican House Fully Catered, 6 citizens → KES 168,000 (60,000 + 2 × 9,000 a night)',
    request: {
      check_in: '2026-12-20',
      check_out: '2026-12-22',
      currency: 'KES',
      guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 6 }],
      vehicles: [{ vehicle_public_id: 'vf-14', vehicles: 1 }],
      facilities: [{ public_id: 'fac-pelican', adults: 6, catering_type: '377788d4' }],
    },
    lines: [
      ['Citizen Adult', 9000],
      ['7 to 14 seater', 3000],
      ['Pelican House', 156000],
    ],
    grandTotal: 168000,
  },
  {
    name: 'nine nights at Murera Campsite with an armed ranger escort → KES 291,500',
    request: {
      check_in: '2027-01-02',
      check_out: '2027-01-11',
      currency: 'KES',
      guests: [
        { payment_public_id: 'cf-cit-a', payment_guests: 10 },
        { payment_public_id: 'cf-cit-c', payment_guests: 4 },
      ],
      vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 3 }],
      facilities: [{ public_id: 'fac-murera', adults: 10, children: 4, residency: 'citizen' }],
      inventory: [{ public_id: 'act-ranger-walk', date: '2027-01-03', rangers: 2 }],
    },
    lines: [
      ['Citizen Adult', 120000],
      ['Citizen Child', 24000],
      ['Up to 6 seater', 13500],
      ['Murera Campsite', 128000],
      ['Armed Ranger Escort (bush walk)', 6000],
    ],
    grandTotal: 291500,
  },
  {
    name: 'Lion Tracking for a mixed party, each at their own rate → KES 34,425',
    request: {
      check_in: '2026-12-05',
      check_out: '2026-12-06',
      currency: 'KES',
      guests: [
        { payment_public_id: 'cf-cit-a', payment_guests: 2 },
        { payment_public_id: 'cf-nr-a', payment_guests: 1 },
      ],
      vehicles: [{ vehicle_public_id: 'vf-6', vehicles: 1 }],
      inventory: [
        {
          public_id: 'act-lion',
          date: '2026-12-05',
          adults: 2,
          extra_pax_adults: 1,
          residency_adults: 'citizen',
          residency_extra_adults: 'non_resident',
        },
      ],
    },
    lines: [
      ['Citizen Adult', 3000],
      ['Non-Resident Adult', 13100],
      ['Up to 6 seater', 500],
      ['Lion Tracking', 17825],
    ],
    grandTotal: 34425,
  },
];

/** The worked example named `name` prefix (for tests that check more than lines and total). */
export function workedExample(prefix: string): WorkedExample {
  const example = workedExamples.find((candidate) => candidate.name.startsWith(prefix));
  if (!example) throw new RangeError(`No worked example starts with: ${prefix}`);
  return example;
}
