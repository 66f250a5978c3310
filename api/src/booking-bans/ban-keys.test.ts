import { describe, expect, it } from 'vitest';
import { banKeys } from './ban-keys';

describe('banKeys', () => {
  it('matches an e-mail whatever its case, a phone by its digits, a plate without spaces', () => {
    expect(
      banKeys({
        email: ' Wanjiru.K@Example.COM ',
        phone: '+254 712-345 678',
        vehicle_registration: 'kda 123-a',
      }),
    ).toEqual({
      email_key: 'wanjiru.k@example.com',
      phone_key: '254712345678',
      vehicle_key: 'KDA123A',
    });
  });

  it('gives null for blank or missing fields, so nothing matches on them', () => {
    expect(banKeys({ email: '', phone: ' - ', vehicle_registration: null })).toEqual({
      email_key: null,
      phone_key: null,
      vehicle_key: null,
    });
  });
});
