/**
 * Realistic carts and booking forms for the benchmark, drawn from a seeded random source so
 * every run loads and sends the same mix: day visits and stays of 1–5 nights by citizens,
 * residents and foreign visitors, with a vehicle, often a room or a campsite, sometimes an
 * activity, a donation or a promo code. Each cart is checked by pricing it; a draw the
 * catalogue refuses (a Pelican tier that does not exist, …) is drawn again.
 */
import { addDays, type CalendarDate } from '@hifadhi/shared/dates/calendar-date';
import { priceQuote } from '@hifadhi/shared/pricing/price-quote';
import type { PublicBookingRequestInput } from '@hifadhi/shared/schemas/booking';
import { type QuoteRequestInput, staffQuoteRequestSchema } from '@hifadhi/shared/schemas/quote';
import type { PricingCatalogueView } from '../src/catalogue/catalogue-repository';

/** A seeded pseudo-random source (mulberry32). */
export interface Random {
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (probability) => next() < probability,
  };
}

type Party = 'citizen' | 'resident' | 'non_resident';
const GUEST_CATEGORIES: Record<Party, [adult: string, child: string]> = {
  citizen: ['cf-cit-a', 'cf-cit-c'],
  resident: ['cf-res-a', 'cf-res-c'],
  non_resident: ['cf-nr-a', 'cf-nr-c'],
};
const PRICED_ACTIVITIES = ['act-lion', 'act-night-drive', 'act-chimp', 'act-rhino-boma'];

function facilityLine(random: Random, party: Party, adults: number, children: number) {
  const residency = party;
  switch (random.int(0, 5)) {
    case 0: {
      const rooms = Math.ceil((adults + children) / 2);
      return { public_id: 'fac-stables', adults, children, number_of_rooms: rooms, residency };
    }
    case 1:
      return { public_id: 'fac-murera', adults, children, residency };
    case 2:
      return { public_id: 'fac-ewaso', adults, children, residency };
    case 3:
      return {
        public_id: 'fac-pelican',
        adults,
        children,
        catering_type: random.pick(['9a9a77eb', '266677c3', '377788d4', '4b1e0c2a']),
      };
    case 4:
      return {
        public_id: 'fac-rc-single',
        adults,
        children,
        number_of_rooms: adults + children,
        residency,
      };
    default:
      return {
        public_id: 'fac-rc-double',
        adults,
        children,
        number_of_rooms: Math.ceil((adults + children) / 2),
        residency,
      };
  }
}

/** One random cart arriving on `checkIn`, unchecked. */
function drawCart(random: Random, checkIn: CalendarDate): QuoteRequestInput {
  const party = random.pick<Party>(['citizen', 'citizen', 'resident', 'non_resident']);
  const adults = random.int(1, 6);
  const children = random.chance(0.4) ? random.int(1, 3) : 0;
  const nights = random.chance(0.45) ? 0 : random.int(1, 5);
  const checkOut = addDays(checkIn, nights);
  const [adultCategory, childCategory] = GUEST_CATEGORIES[party];
  const cart: QuoteRequestInput = {
    check_in: checkIn,
    check_out: checkOut,
    currency: party === 'non_resident' && random.chance(0.6) ? 'USD' : 'KES',
    guests: [
      { payment_public_id: adultCategory, payment_guests: adults },
      ...(children > 0 ? [{ payment_public_id: childCategory, payment_guests: children }] : []),
    ],
    vehicles: [
      { vehicle_public_id: adults + children > 6 ? 'vf-14' : 'vf-6', vehicles: random.int(1, 2) },
    ],
    facilities:
      nights > 0 && random.chance(0.7) ? [facilityLine(random, party, adults, children)] : [],
    inventory: random.chance(0.35)
      ? [
          {
            public_id: random.pick(PRICED_ACTIVITIES),
            date: addDays(checkIn, random.int(0, nights)),
            adults: Math.min(adults, 4),
            children: Math.min(children, 2),
            residency_adults: party,
            residency_children: party,
          },
        ]
      : [],
    donations: random.chance(0.1)
      ? [
          {
            amount: String(random.pick([500, 1000, 2500, 5000])),
            currency: 'KES',
            cause: 'cause-rhino',
          },
        ]
      : [],
    promo_code: random.chance(0.05) ? 'KARIBU10' : null,
  };
  return cart;
}

/** A cart arriving on `checkIn` that the catalogue prices (drawn again until it does). */
export function randomCart(
  random: Random,
  checkIn: CalendarDate,
  catalogue: PricingCatalogueView,
): QuoteRequestInput {
  for (;;) {
    const cart = drawCart(random, checkIn);
    try {
      priceQuote(staffQuoteRequestSchema.parse(cart), { catalogue });
      return cart;
    } catch {
      // Not bookable as drawn: draw again.
    }
  }
}

const FIRST_NAMES = ['Wanjiku', 'Otieno', 'Amina', 'Kiprop', 'Achieng', 'Mwangi', 'Grace', 'Tom'];
const LAST_NAMES = ['Kamau', 'Odhiambo', 'Mohamed', 'Chebet', 'Njoroge', 'Smith', 'Müller'];
const CITIES = ['Nairobi', 'Nanyuki', 'Nyeri', 'Mombasa', 'Kisumu', 'London', 'Berlin'];

/** The booking form of a visitor from Kenya, the United Kingdom or Germany. */
function randomBookingForm(random: Random) {
  const first_name = random.pick(FIRST_NAMES);
  const last_name = random.pick(LAST_NAMES);
  const [country, phonePrefix] = random.pick([
    ['KE', '+2547'],
    ['KE', '+2547'],
    ['GB', '+447'],
    ['DE', '+49151'],
  ] as const);
  const digits = Array.from({ length: 13 - phonePrefix.length }, () => random.int(0, 9)).join('');
  return {
    first_name,
    last_name,
    email: `${first_name}.${last_name}${random.int(1, 9999)}@example.com`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase(),
    phone: `${phonePrefix}${digits}`,
    country,
    city: random.pick(CITIES),
    terms: true as const,
    disclaimer: true as const,
  };
}

/** A full public booking request: a cart that prices plus a booking form. */
export function randomBookingRequest(
  random: Random,
  checkIn: CalendarDate,
  catalogue: PricingCatalogueView,
): PublicBookingRequestInput {
  return { ...randomCart(random, checkIn, catalogue), ...randomBookingForm(random) };
}
