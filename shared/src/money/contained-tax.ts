/**
 * The taxes a catalogue price already contains, for receipts and invoices. Prices include VAT
 * and, on catered accommodation and food, the catering levy; taxes never change a total. Each
 * taxable line's tax is computed exactly from its rounded amount and rounded to the cent, half
 * up: levy = amount × levy_rate ÷ (1 + vat_rate + levy_rate), VAT = amount × vat_rate ÷
 * (1 + vat_rate + levy_rate); the net is the amount less both. Exempt lines (conservation and
 * vehicle fees, donations) carry none.
 *
 * spec: pricing-rules.md §Taxes.
 */
import Decimal from 'decimal.js';

/** Which taxes a line's price contains. */
export type TaxTreatment = 'exempt' | 'vat' | 'vat_and_levy';

/** The rates as the catalogue stores them: decimal strings, "0.16" and "0.02". */
export interface TaxRates {
  vat_rate: string;
  catering_levy_rate: string;
}

/** What one line contains, in cents-exact decimal strings of its currency ("4137.93"). */
export interface ContainedTax {
  net: string;
  vat: string;
  levy: string;
}

const cents = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/**
 * The tax contained in `amount` (whole units, already rounded) under `treatment`.
 * @example containedTax(30000, 'vat_and_levy', { vat_rate: '0.16', catering_levy_rate: '0.02' })
 *   //=> { net: '25423.73', vat: '4067.80', levy: '508.47' }
 */
export function containedTax(
  amount: number,
  treatment: TaxTreatment,
  rates: TaxRates,
): ContainedTax {
  const whole = new Decimal(amount);
  if (treatment === 'exempt') return { net: whole.toFixed(2), vat: '0.00', levy: '0.00' };
  const vatRate = new Decimal(rates.vat_rate);
  const levyRate = treatment === 'vat_and_levy' ? new Decimal(rates.catering_levy_rate) : null;
  const gross = Decimal.add(1, vatRate).add(levyRate ?? 0);
  const vat = cents(whole.times(vatRate).dividedBy(gross));
  const levy = levyRate ? cents(whole.times(levyRate).dividedBy(gross)) : new Decimal(0);
  return {
    net: whole.minus(vat).minus(levy).toFixed(2),
    vat: vat.toFixed(2),
    levy: levy.toFixed(2),
  };
}

/** The sum of decimal strings, as a decimal string with two places. */
export function sumCents(values: readonly string[]): string {
  return values.reduce((total, value) => total.plus(value), new Decimal(0)).toFixed(2);
}

/**
 * A rate as printed: "0.16" is "16%", "0.025" is "2.5%".
 * @example ratePercent('0.02') //=> '2%'
 */
export function ratePercent(rate: string): string {
  return `${new Decimal(rate).times(100).toString()}%`;
}
