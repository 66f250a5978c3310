/**
 * The Residency step's price per guest per day: the amount in force at the chosen destination
 * and dates, read from a quote the shared pricing engine made, and the catalogue's own amount
 * before the first quote.
 */
import { demoCatalogue } from '@hifadhi/shared/catalogue/load-catalogue';
import { priceQuote } from '@hifadhi/shared/pricing/price-quote';
import { staffQuoteRequestSchema } from '@hifadhi/shared/schemas/quote';
import { describe, expect, it } from 'vitest';
import { guestAmountPerDay } from './quote-figures';

const catalogue = demoCatalogue('2026-11-21');
const citizenAdult = catalogue.conservation_fees.find(
  (fee) => fee.payment_public_id === 'cf-cit-a',
)!;
const nonResidentAdult = catalogue.conservation_fees.find(
  (fee) => fee.payment_public_id === 'cf-nr-a',
)!;

/** The research centre charges citizen adults KES 1,800 from 2027-01-01; elsewhere 1,500. */
const scheduled = {
  ...catalogue,
  fee_schedules: [
    {
      fee_kind: 'conservation' as const,
      fee_public_id: 'cf-cit-a',
      destination_public_id: 'dst-research',
      effective_from: '2027-01-01',
      amount: '1800',
      currency: 'KES' as const,
    },
  ],
};

function quoteAt(destination: string, currency: 'KES' | 'USD' = 'KES') {
  const request = staffQuoteRequestSchema.parse({
    check_in: '2027-01-10',
    check_out: '2027-01-13',
    currency,
    guests: [{ payment_public_id: 'cf-cit-a', payment_guests: 2 }],
  });
  return priceQuote({ ...request, destination }, { catalogue: scheduled });
}

describe("the Residency step's price per day", () => {
  it('is the catalogue amount before the first quote', () => {
    expect(guestAmountPerDay(citizenAdult, null)).toEqual({ amount: '1500', currency: 'KES' });
  });

  it("is the destination's scheduled amount on the chosen dates once quoted", () => {
    const quote = quoteAt('dst-research');
    expect(quote.conservation_days).toBe(2);
    expect(guestAmountPerDay(citizenAdult, quote)).toEqual({ amount: '1800', currency: 'KES' });
    expect(guestAmountPerDay(citizenAdult, quoteAt('dst-main'))).toEqual({
      amount: '1500',
      currency: 'KES',
    });
  });

  it('is in the booking currency once quoted', () => {
    const quote = quoteAt('dst-research', 'USD');
    const line = quote.lines.find((found) => found.ref === 'cf-cit-a')!;
    expect(guestAmountPerDay(citizenAdult, quote)).toEqual({
      amount: String(line.amount / 2 / quote.conservation_days),
      currency: 'USD',
    });
  });

  it('keeps the catalogue amount for a category the quote has no guests of', () => {
    expect(guestAmountPerDay(nonResidentAdult, quoteAt('dst-research'))).toEqual({
      amount: nonResidentAdult.payment_person_amount,
      currency: nonResidentAdult.payment_person_currency,
    });
  });
});
