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

  it('writes a Kenyan mobile number the same in every form, a foreign one as its digits', () => {
    for (const phone of ['0712 345 678', '+254712345678', '712-345-678', '254 712 345678']) {
      expect(banKeys({ email: null, phone, vehicle_registration: null }).phone_key).toBe(
        '254712345678',
      );
    }
    expect(
      banKeys({ email: null, phone: '+44 20 7946 0958', vehicle_registration: null }).phone_key,
    ).toBe('442079460958');
  });

  it('gives null for blank or missing fields, so nothing matches on them', () => {
    expect(banKeys({ email: '', phone: ' - ', vehicle_registration: null })).toEqual({
      email_key: null,
      phone_key: null,
      vehicle_key: null,
    });
  });
});
