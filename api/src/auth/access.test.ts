import { describe, expect, it } from 'vitest';
import { accessLabel, feature, isAllowed, signedIn } from './access';

const clerk = { features: new Set(['bookings', 'checkin']) };
const nobody = { features: new Set<string>() };

describe('isAllowed', () => {
  it('lets any signed-in user through a signed-in endpoint, even one with no features', () => {
    expect(isAllowed(signedIn, nobody)).toBe(true);
  });

  it('needs one of the named features', () => {
    expect(isAllowed(feature('checkin'), clerk)).toBe(true);
    expect(isAllowed(feature('users'), clerk)).toBe(false);
    expect(isAllowed(feature('users', 'bookings'), clerk)).toBe(true);
    expect(isAllowed(feature('bookings'), nobody)).toBe(false);
  });
});

describe('accessLabel', () => {
  it('names the rule as the OpenAPI document shows it', () => {
    expect(accessLabel(signedIn)).toBe('signed-in');
    expect(accessLabel(feature('bookings', 'partner-bookings'))).toBe(
      'feature:bookings|partner-bookings',
    );
  });
});
