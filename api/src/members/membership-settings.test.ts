/**
 * `GET /public/membership-settings` over real HTTP: the membership types the public
 * registration offers, in catalogue order, with prices and the beneficiary amounts.
 */
import { describe, expect, it } from 'vitest';
import { call, usePaymentTestServer } from '../payments/payment-test-server';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
const server = usePaymentTestServer(database);

describe('membership settings', () => {
  it('lists the membership types with their prices and the beneficiary amounts', async () => {
    const answer = await call(server, 'GET', '/public/membership-settings');
    expect(answer.status).toBe(200);
    expect(answer.body.beneficiary_amounts).toEqual({ citizen: '2400', other: '4800' });
    expect(answer.body.settings[0]).toEqual({
      public_id: 'ms-cit-ind',
      custom_name: 'Citizen Individual',
      membership_type: 'Individual',
      residence: 'citizen',
      name: 'Kijani Friend',
      price: '6000',
      currency: 'KES',
      number_of_persons: 1,
      number_of_children: 0,
    });
  });
});
