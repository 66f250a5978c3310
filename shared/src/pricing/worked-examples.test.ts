/**
 * Every worked example of pricing-rules.md §"Worked examples", priced from the demo
 * catalogue (USD buy 128, sell 131): each line and the total, to the shilling and the cent.
 */
import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../catalogue/load-catalogue';
import {
  type QuoteRequestInput,
  quoteResponseSchema,
  staffQuoteRequestSchema,
} from '../schemas/quote';
import { staffDeskQuoteRequestSchema } from '../schemas/staff-quote';
import { priceQuote } from './price-quote';
import { deskWorkedExamples, workedExample, workedExamples } from './worked-examples';

const catalogue = demoCatalogue('2026-11-21');

function quote(input: QuoteRequestInput) {
  return quoteResponseSchema.parse(priceQuote(staffQuoteRequestSchema.parse(input), { catalogue }));
}

describe('pricing-rules.md worked examples', () => {
  it.each(workedExamples)('$name', ({ request, lines, grandTotal, taxes }) => {
    const priced = quote(request);
    expect(priced.lines.map((line) => [line.description, line.amount])).toEqual(lines);
    expect(priced.totals.grand_total).toBe(grandTotal);
    expect(priced.totals.amount_due).toBe(grandTotal);
    expect(priced.currency).toBe(request.currency);
    if (taxes) expect(priced.taxes).toEqual(taxes);
  });

  it('answers the Stables trip in KES exactly as the API contract shows it', () => {
    expect(quote(workedExample('the same Stables trip in KES').request)).toEqual({
      currency: 'KES',
      nights: 2,
      conservation_days: 1,
      vehicle_days: 2,
      lines: [
        {
          kind: 'conservation',
          ref: 'cf-nr-a',
          description: 'Non-Resident Adult',
          quantity: 2,
          amount: 26200,
        },
        { kind: 'vehicle', ref: 'vf-6', description: 'Up to 6 seater', quantity: 1, amount: 1000 },
        {
          kind: 'accommodation',
          ref: 'fac-stables',
          description: 'The Stables',
          quantity: 1,
          amount: 20960,
        },
      ],
      totals: {
        conservation: 26200,
        vehicles: 1000,
        accommodation: 20960,
        external_accommodation: 0,
        activities: 0,
        donations: 0,
        grand_total: 48160,
        amount_due: 48160,
      },
      rates: { USD: { buy_amount: '128.00', sell_amount: '131.00' } },
      taxes: {
        vat_rate: '0.16',
        catering_levy_rate: '0.02',
        exempt: '27200.00',
        net: '18068.97',
        vat: '2891.03',
        catering_levy: '0.00',
      },
    });
  });

  it('counts 9 nights, 8 conservation days and 9 vehicle days at Murera', () => {
    const priced = quote(workedExample('nine nights at Murera').request);
    expect([priced.nights, priced.conservation_days, priced.vehicle_days]).toEqual([9, 8, 9]);
  });

  it('counts the extra adult among the Lion Tracking participants', () => {
    expect(quote(workedExample('Lion Tracking').request).lines.at(-1)?.quantity).toBe(3);
  });
});

describe('docs/pricing.md worked examples of the staff desk', () => {
  it.each(deskWorkedExamples)(
    '$name',
    ({ request, lines, grandTotal, externalAccommodation, taxes }) => {
      const priced = quoteResponseSchema.parse(
        priceQuote(staffDeskQuoteRequestSchema.parse(request), { catalogue }),
      );
      expect(priced.lines.map((line) => [line.description, line.amount])).toEqual(lines);
      expect(priced.totals.grand_total).toBe(grandTotal);
      expect(priced.totals.external_accommodation).toBe(externalAccommodation);
      if (taxes) expect(priced.taxes).toEqual(taxes);
    },
  );

  it("gives the multi-arrivals line the arrivals' adults and children added up", () => {
    const priced = priceQuote(staffDeskQuoteRequestSchema.parse(deskWorkedExamples[0]!.request), {
      catalogue,
    });
    expect(priced.lines[0]).toMatchObject({ quantity: 1, adults: 16, children: 4 });
  });
});
