/**
 * Extra adults and extra children on accommodation lines (staff routes): at a facility with
 * extras (The Stables) each extra adult pays the per-person share of a room (mandatory_price ÷
 * maximum_guests) and each extra child half of it, beyond the room's maximum; anywhere else an
 * extra guest is priced and counted as an adult or a child.
 *
 * spec: staff-booking.md §2.2, §9 (Stables extra guests: adults pay the per-person share,
 * children half); pricing-rules.md §Lines (Accommodation and camping).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Facility } from '../catalogue/catalogue';
import { demoCatalogue } from '../catalogue/load-catalogue';
import { DomainError } from '../errors';
import { type QuoteRequestInput, staffQuoteRequestSchema } from '../schemas/quote';
import { priceQuote } from './price-quote';

const demo = demoCatalogue('2026-11-21');
const plain = (id: string): Facility => {
  const facility = demo.facilities.find((candidate) => candidate.public_id === id)!;
  return { ...facility, surges: undefined, price_changes: undefined };
};
/** The demo catalogue with The Stables and Murera Campsite at their base prices every night. */
const catalogue = {
  ...demo,
  facilities: demo.facilities.map((facility) =>
    ['fac-stables', 'fac-murera'].includes(facility.public_id)
      ? plain(facility.public_id)
      : facility,
  ),
};

type FacilityLine = NonNullable<QuoteRequestInput['facilities']>[number];

/** The KES amount of one citizen facility line from 2027-02-01 for `nights` nights. */
function lineAmount(line: FacilityLine, nights = 2): number {
  const request = staffQuoteRequestSchema.parse({
    check_in: '2027-02-01',
    check_out: `2027-02-${String(1 + nights).padStart(2, '0')}`,
    currency: 'KES',
    facilities: [{ residency: 'citizen', ...line }],
  });
  const quote = priceQuote(request, { catalogue });
  return quote.lines.find((quoted) => quoted.kind === 'accommodation')!.amount;
}

describe('extra adults and children at The Stables (citizen: KES 6,000 a room, 2 guests)', () => {
  it('charges an extra adult the share of a room (3,000) and an extra child half (1,500) a night', () => {
    const room = { public_id: 'fac-stables', adults: 2, number_of_rooms: 1 };
    expect(lineAmount(room)).toBe(12_000);
    expect(lineAmount({ ...room, extra_pax_adults: 1 })).toBe(18_000);
    expect(lineAmount({ ...room, extra_pax_adults: 1, extra_pax_children: 1 })).toBe(21_000);
  });

  it('prices docs/pricing.md’s worked example: non-residents in KES → 36,680', () => {
    const request = staffQuoteRequestSchema.parse({
      check_in: '2026-12-10',
      check_out: '2026-12-12',
      currency: 'KES',
      facilities: [
        {
          public_id: 'fac-stables',
          residency: 'non_resident',
          adults: 2,
          number_of_rooms: 1,
          extra_pax_adults: 1,
          extra_pax_children: 1,
        },
      ],
    });
    expect(priceQuote(request, { catalogue }).lines).toEqual([
      expect.objectContaining({ description: 'The Stables', quantity: 1, amount: 36_680 }),
    ]);
  });

  it('lets extras stay beyond the room’s two guests, but not adults and children', () => {
    expect(lineAmount({ public_id: 'fac-stables', adults: 2, extra_pax_adults: 3 })).toBe(30_000);
    expect(() => lineAmount({ public_id: 'fac-stables', adults: 3, number_of_rooms: 1 })).toThrow(
      DomainError,
    );
  });

  it('adds share × extra adults + share ÷ 2 × extra children a night, for any party', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 2 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 1, max: 6 }),
        (rooms, adultsPerRoom, extraAdults, extraChildren, nights) => {
          const line = {
            public_id: 'fac-stables',
            adults: adultsPerRoom * rooms,
            number_of_rooms: rooms,
          };
          const withExtras = lineAmount(
            { ...line, extra_pax_adults: extraAdults, extra_pax_children: extraChildren },
            nights,
          );
          expect(withExtras).toBe(
            lineAmount(line, nights) + (3000 * extraAdults + 1500 * extraChildren) * nights,
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('extra guests at a facility without extras (Murera Campsite)', () => {
  it('prices and counts an extra adult as an adult and an extra child as a child', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 4 }),
        (adults, children, extraAdults, extraChildren) => {
          fc.pre(adults + children + extraAdults + extraChildren > 0);
          const site = { public_id: 'fac-murera', number_of_rooms: 1 };
          expect(
            lineAmount({
              ...site,
              adults,
              children,
              extra_pax_adults: extraAdults,
              extra_pax_children: extraChildren,
            }),
          ).toBe(
            lineAmount({
              ...site,
              adults: adults + extraAdults,
              children: children + extraChildren,
            }),
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses extras that take a site beyond its maximum guests', () => {
    const full = { public_id: 'fac-murera', adults: 20, number_of_rooms: 1 };
    expect(lineAmount(full)).toBeGreaterThan(0);
    expect(() => lineAmount({ ...full, extra_pax_children: 1 })).toThrow(
      'One room can have a maximum of 20 people',
    );
  });
});
