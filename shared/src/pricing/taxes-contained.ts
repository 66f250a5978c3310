/**
 * The taxes a set of priced lines contains, for the quote's `taxes` breakdown and for the
 * booking's receipt and invoice alike (one computation, so the desk, the guest and the paper
 * see the same figures). Prices include VAT and, on catered accommodation and food, the
 * catering levy; which line carries which is a catalogue setting of its facility, activity or
 * partner lodge (`vat`, `catering_levy`). Conservation and vehicle fees are exempt, and so is a
 * donation. Each taxed line's tax is computed from its rounded amount and rounded to the cent
 * (containedTax), then the lines' figures are added up.
 *
 * spec: pricing-rules.md §Taxes.
 */
import Decimal from 'decimal.js';
import {
  type ContainedTax,
  containedTax,
  type TaxRates,
  type TaxTreatment,
} from '../money/contained-tax';
import type { QuoteLine } from '../schemas/quote';
import type { PricingCatalogue } from './price-quote';

/** A catalogue item's tax settings; absent means exempt. */
export interface TaxFlags {
  vat?: boolean;
  catering_levy?: boolean;
}

/** A line's amount (whole units, rounded) with the taxes its price contains. */
export interface TaxedLine {
  amount: Decimal.Value;
  tax: TaxTreatment;
}

/** The lines' taxes added up, exact decimals to the cent. */
export interface TaxesContained {
  /** What the exempt lines come to. */
  exempt: Decimal;
  net: Decimal;
  vat: Decimal;
  levy: Decimal;
  /** Whether a line contains the catering levy. */
  has_levy: boolean;
}

/**
 * The treatment of an item with `flags`: exempt without VAT, else VAT, with the levy when set.
 * @example taxTreatment({ vat: true, catering_levy: true }) //=> 'vat_and_levy'
 */
export function taxTreatment(flags: TaxFlags | undefined): TaxTreatment {
  if (!flags?.vat) return 'exempt';
  return flags.catering_levy ? 'vat_and_levy' : 'vat';
}

/**
 * The taxes `lines` contain at `rates`.
 * @example taxesContained([{ amount: 30000, tax: 'vat_and_levy' }, { amount: 3000, tax: 'exempt' }], { vat_rate: '0.16', catering_levy_rate: '0.02' })
 * //=> { exempt: 3000, net: 25423.73, vat: 4067.80, levy: 508.47, has_levy: true }
 */
export function taxesContained(lines: readonly TaxedLine[], rates: TaxRates): TaxesContained {
  const taxed = lines.filter((line) => line.tax !== 'exempt');
  const contained = taxed.map((line) =>
    containedTax(new Decimal(line.amount).toNumber(), line.tax, rates),
  );
  const sum = (part: keyof ContainedTax) =>
    contained.reduce((total, tax) => total.plus(tax[part]), new Decimal(0));
  return {
    exempt: lines
      .filter((line) => line.tax === 'exempt')
      .reduce((total, line) => total.plus(line.amount), new Decimal(0)),
    net: sum('net'),
    vat: sum('vat'),
    levy: sum('levy'),
    has_levy: taxed.some((line) => line.tax === 'vat_and_levy'),
  };
}

/**
 * The treatment of a quote line, from the catalogue item it prices: its facility, partner lodge
 * or activity; every other kind is exempt.
 */
export function quoteLineTaxTreatment(
  line: Pick<QuoteLine, 'kind' | 'ref'>,
  catalogue: Pick<PricingCatalogue, 'facilities' | 'activities' | 'partner_lodges'>,
): TaxTreatment {
  switch (line.kind) {
    case 'accommodation':
      return taxTreatment(catalogue.facilities.find((item) => item.public_id === line.ref));
    case 'external_accommodation':
      return taxTreatment(catalogue.partner_lodges?.find((item) => item.public_id === line.ref));
    case 'activity':
      return taxTreatment(catalogue.activities.find((item) => item.public_id === line.ref));
    default:
      return 'exempt';
  }
}
