import { describe, expect, it } from 'vitest';
import { demoCatalogue, loadCatalogue, resolveRelativeDate } from './load-catalogue';

describe('resolveRelativeDate', () => {
  it('turns +Nd and -Nd into dates counted from today', () => {
    expect(resolveRelativeDate('+30d', '2026-11-21')).toBe('2026-12-21');
    expect(resolveRelativeDate('-1d', '2026-01-01')).toBe('2025-12-31');
  });
  it('keeps an absolute date and refuses anything else', () => {
    expect(resolveRelativeDate('2027-01-02', '2026-11-21')).toBe('2027-01-02');
    expect(() => resolveRelativeDate('next week', '2026-11-21')).toThrow(RangeError);
  });
});

describe('demoCatalogue', () => {
  const catalogue = demoCatalogue('2026-11-21');

  it('is Kijani Conservancy with KES and USD at buy 128 / sell 131', () => {
    expect(catalogue.conservancy.name).toBe('Kijani Conservancy');
    const usd = catalogue.currencies.find((c) => c.currency_public_id === 'USD');
    expect(usd).toMatchObject({ buy_amount: '128.00', sell_amount: '131.00' });
  });

  it('resolves the volunteer programme and promo code dates', () => {
    const monitoring = catalogue.volunteer_programs.find((p) => p.public_id === 'prog-monitoring');
    expect(monitoring).toMatchObject({ start_date: '2026-12-21', end_date: '2027-01-04' });
    const expired = catalogue.promo_codes.find((p) => p.code === 'EXPIRED5');
    expect(expired?.end_date).toBe('2026-11-20');
  });

  it('refuses a document that is not a catalogue', () => {
    expect(() => loadCatalogue({ currencies: 'none' }, '2026-11-21')).toThrow();
  });
});
