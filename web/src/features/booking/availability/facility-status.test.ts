import { describe, expect, it } from 'vitest';
import { facilityStatus, facilityStatusText } from './facility-status';

const priced = {
  pricing_status: 'true' as const,
  price: [
    {
      residency: 'citizen' as const,
      currency_type: 'KES' as const,
      mandatory_price: '2000',
      adult_price: '800',
      child_price: '400',
    },
  ],
  pack_prices: [],
  group_price: [],
};
const free = (units: number, guests: number) => ({
  public_id: 'fac-ewaso',
  available_units: units,
  available_guests: guests,
});

describe('facility status for the dates (issue 11 item 8)', () => {
  it('never offers an unpriced facility as available', () => {
    const bandas = { ...priced, pricing_status: 'false' as const, price: [] };
    expect(facilityStatus(bandas, free(6, 12))).toEqual({ kind: 'unpriced' });
    expect(facilityStatus({ ...priced, price: [] }, free(6, 12))).toEqual({ kind: 'unpriced' });
    expect(facilityStatusText({ kind: 'unpriced' }, 6)).toBe(
      'Not bookable: no pricing has been set for this period',
    );
  });

  it('says a facility with no unit free is full', () => {
    expect(facilityStatus(priced, free(0, 0))).toEqual({ kind: 'full' });
    expect(facilityStatusText({ kind: 'full' }, 1)).toBe('Full for your dates: nothing is free');
  });

  it('counts what is free, and waits for the answer', () => {
    expect(facilityStatus(priced, undefined)).toEqual({ kind: 'checking' });
    const status = facilityStatus(priced, free(2, 24));
    expect(facilityStatusText(status, 6)).toBe('2 of 6 free for your dates — up to 24 guests');
  });
});
