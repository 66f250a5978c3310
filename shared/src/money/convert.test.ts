import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../catalogue/load-catalogue';
import { DomainError } from '../errors';
import { convert } from './convert';
import { exactAmount } from './exact-amount';
import { foreignRates, rateOf, ratesFromCurrencies } from './rates';
import { ceilToWhole } from './round';

const rates = ratesFromCurrencies(demoCatalogue('2026-11-21').currencies);

describe('ratesFromCurrencies', () => {
  it('keeps each currency’s buy and sell rates as stored', () => {
    expect(rates).toEqual({
      KES: { buy_amount: '1', sell_amount: '1' },
      USD: { buy_amount: '128.00', sell_amount: '131.00' },
    });
    expect(foreignRates(rates)).toEqual({ USD: { buy_amount: '128.00', sell_amount: '131.00' } });
  });
});

describe('convert', () => {
  it('leaves an amount in its own currency unchanged', () => {
    expect(ceilToWhole(convert('1500', 'KES', 'KES', rates))).toBe(1500);
    expect(ceilToWhole(convert('100', 'USD', 'USD', rates))).toBe(100);
  });

  it('turns USD into KES at the sell rate: USD 100 is KES 13,100', () => {
    expect(ceilToWhole(convert('100', 'USD', 'KES', rates))).toBe(13100);
  });

  it('turns KES into USD at the buy rate: KES 1,000 is USD 7.8125, charged 8', () => {
    const usd = convert(exactAmount('1000'), 'KES', 'USD', rates);
    expect(usd.numerator.div(usd.denominator).toString()).toBe('7.8125');
    expect(ceilToWhole(usd)).toBe(8);
  });

  it('treats KES as 1/1 even when the rates leave it out', () => {
    expect(rateOf({}, 'KES')).toMatchObject({ buy: expect.anything(), sell: expect.anything() });
    expect(rateOf({}, 'KES').sell.toString()).toBe('1');
  });

  it('refuses a currency without a positive rate', () => {
    const missing = () => convert('10', 'USD', 'KES', {});
    expect(missing).toThrow(DomainError);
    expect(missing).toThrow('No exchange rate is set for USD');
    const zero = { USD: { buy_amount: '0', sell_amount: '131' } };
    expect(() => convert('10', 'KES', 'USD', zero)).toThrow('No exchange rate is set for USD');
  });
});
