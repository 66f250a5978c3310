/**
 * The worked examples of pricing-rules.md §"Worked examples" (demo catalogue, USD buy 128 /
 * sell 131) as data: each trip as a quote request, with the lines (description, amount in
 * whole units of the booking currency) and the grand total the rules page states. The pricing
 * engine's tests and the API's quote endpoint tests both prove every example from this table.
 * `deskWorkedExamples` are the staff desk's (docs/pricing.md: camping multi-arrivals, external
 * accommodation, school rates, the taxes a quote contains), computed by hand there; they need
 * the staff quote (`POST /quotes`).
 *
 * spec: pricing-rules.md §"Worked examples", §Taxes; staff-booking.md §2.3, §2.4, §9.
 */
import type { QuoteRequestInput, QuoteTaxes } from '../schemas/quote';
import type { StaffDeskQuoteRequestInput } from '../schemas/staff-quote';

export interface WorkedExample {
  name: string;
  request: QuoteRequestInput;
  /** [description, amount] per line, in the order the quote lists them. */
  lines: [string, number][];
  grandTotal: number;
  /** The taxes the quote must carry, where the example states them. */
  taxes?: QuoteTaxes;
}

/** A staff desk example: its request is a staff quote request. */
export interface DeskWorkedExample extends Omit<WorkedExample, 'request'> {
  request: StaffDeskQuoteRequestInput;
  /** The quote's external_accommodation total. */
  externalAccommodation: number;
}

const taxRates = { vat_rate: '0.16', catering_levy_rate: '0.02' };

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
    // Pelican House (VAT and levy): VAT 120,000 × 0.16 ÷ 1.18 = 16,271.19, levy 120,000 ×
    // 0.02 ÷ 1.18 = 2,033.90; Night Game Drive (VAT): 42,000 × 0.16 ÷ 1.16 = 5,793.10.
    taxes: {
      ...taxRates,
      exempt: '46500.00',
      net: '137901.81',
      vat: '22064.29',
      catering_levy: '2033.90',
    },
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

const schoolTrip = (check_in: string, check_out: string): StaffDeskQuoteRequestInput => ({
  check_in,
  check_out,
  currency: 'KES',
  booking_type: '8D7E6504',
  school: 'sch-nyeri-high',
  destination: 'dst-main',
  guests: [
    { payment_public_id: 'cf-cit-a', payment_guests: 4 },
    { payment_public_id: 'cf-cit-c', payment_guests: 40 },
    { payment_public_id: 'cf-nr-a', payment_guests: 1 },
  ],
  vehicles: [{ vehicle_public_id: 'vf-60', vehicles: 1 }],
});

export const deskWorkedExamples: DeskWorkedExample[] = [
  {
    name: 'camping multi-arrivals at Murera: three arrivals, one line → KES 50,800',
    request: {
      check_in: '2026-12-10',
      check_out: '2026-12-14',
      currency: 'KES',
      multi: [
        {
          public_id: 'fac-murera',
          residency: 'citizen',
          arrivals: [
            { start_date: '2026-12-10', end_date: '2026-12-13', adults: 8, children: 4 },
            { start_date: '2026-12-12', end_date: '2026-12-14', adults: 6, discount: 10 },
            {
              start_date: '2026-12-12',
              end_date: '2026-12-14',
              adults: 2,
              expected_to_pay: false,
            },
          ],
        },
      ],
    },
    // Site held 10–13 Dec (one run of 4 nights): mandatory 10,000 once; arrival 1: 3 × (8 ×
    // 1,000 + 4 × 500) = 30,000; arrival 2: 2 × 6 × 1,000 less 10 % = 10,800; arrival 3: free.
    lines: [['Murera Campsite (multi-arrivals)', 50800]],
    grandTotal: 50800,
    externalAccommodation: 0,
    taxes: { ...taxRates, exempt: '0.00', net: '43793.10', vat: '7006.90', catering_levy: '0.00' },
  },
  {
    name: 'external accommodation at Lolldaiga Hills, in KES → KES 149,733',
    request: {
      check_in: '2026-12-10',
      check_out: '2026-12-12',
      currency: 'KES',
      guests: [
        { payment_public_id: 'cf-nr-a', payment_guests: 2 },
        { payment_public_id: 'cf-nr-c', payment_guests: 1 },
      ],
      external_facilities: [
        {
          public_id: 'esc-lolldaiga',
          rooms: 1,
          parameters: [
            { parameter_public_id: 'par-lol-child', value: 1 },
            { parameter_public_id: 'par-lol-infant', value: 1 },
          ],
          supplements: [{ supplement_public_id: 'sup-lol-transfer', is_include: true }],
          discount: 5,
        },
      ],
    },
    // USD 180 × 2 adults × 2 nights + 90 × 1 child × 2 + transfer 40 = USD 940 = KES 123,140
    // at 131, less 5 % = 116,983. VAT 116,983 × 0.16 ÷ 1.18 = 15,862.10; levy × 0.02 ÷ 1.18 =
    // 1,982.76.
    lines: [
      ['Non-Resident Adult', 26200],
      ['Non-Resident Child', 6550],
      ['Lolldaiga Hills Tented Camp', 116983],
    ],
    grandTotal: 149733,
    externalAccommodation: 116983,
    taxes: {
      ...taxRates,
      exempt: '32750.00',
      net: '99138.14',
      vat: '15862.10',
      catering_levy: '1982.76',
    },
  },
  {
    name: 'school day visit, Nyeri High School, December 2026 rates → KES 31,100',
    request: schoolTrip('2026-12-05', '2026-12-06'),
    // 4 × 500 and 40 × 200 at the 2026 school rates; the non-resident teacher has no school
    // rate and pays the ordinary USD 100 × 131.
    lines: [
      ['Citizen Teacher (school)', 2000],
      ['Citizen Student (school)', 8000],
      ['Non-Resident Adult', 13100],
      ['15 to 60 seater', 8000],
    ],
    grandTotal: 31100,
    externalAccommodation: 0,
  },
  {
    name: 'the same school visit in January 2027, at the newly scheduled rates → KES 33,500',
    request: schoolTrip('2027-01-05', '2027-01-06'),
    lines: [
      ['Citizen Teacher (school)', 2400],
      ['Citizen Student (school)', 10000],
      ['Non-Resident Adult', 13100],
      ['15 to 60 seater', 8000],
    ],
    grandTotal: 33500,
    externalAccommodation: 0,
  },
];

/** The worked example named `name` prefix (for tests that check more than lines and total). */
export function workedExample(prefix: string): WorkedExample {
  const example = workedExamples.find((candidate) => candidate.name.startsWith(prefix));
  if (!example) throw new RangeError(`No worked example starts with: ${prefix}`);
  return example;
}
