/**
 * The destination the fee panel asks for travels with the trip: stored in user_data, sent with
 * the quote request, and named with the chosen date when the fee amounts are read.
 * spec: public-site.md §3 "Browser storage keys" (user_data.destination); api-contract.md
 * §Quote (optional destination), §Catalogue (fees on a date at a destination).
 */
import { describe, expect, it } from 'vitest';
import { feesPath } from '../../catalogue/catalogue-queries';
import { tripReducer } from '../trip/trip-reducer';
import { emptyTrip } from '../trip/trip-storage';
import { tripQuoteRequest } from './trip-quote-request';

const dated = tripReducer(emptyTrip(), {
  type: 'set_dates',
  check_in: '2027-03-01',
  check_out: '2027-03-02',
});

describe('the trip destination', () => {
  it('is stored by the fee panel and sent with the quote request', () => {
    expect(tripQuoteRequest(dated)?.destination).toBeNull();
    const chosen = tripReducer(dated, { type: 'set_destination', destination: 'dst-research' });
    expect(chosen.user.destination).toBe('dst-research');
    expect(tripQuoteRequest(chosen)?.destination).toBe('dst-research');
  });

  it('asks for the fee amounts on the chosen date at the chosen destination', () => {
    expect(feesPath('/public/conservation-fees')).toBe('/public/conservation-fees');
    expect(feesPath('/public/vehicle-fees', { date: '', destination: '' })).toBe(
      '/public/vehicle-fees',
    );
    expect(
      feesPath('/public/conservation-fees', { date: '2027-03-01', destination: 'dst-research' }),
    ).toBe('/public/conservation-fees?date=2027-03-01&destination=dst-research');
  });
});
