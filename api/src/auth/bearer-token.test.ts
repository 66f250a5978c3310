import { describe, expect, it } from 'vitest';
import { bearerToken } from './bearer-token';

describe('bearerToken', () => {
  it('reads the token of a Bearer header, whatever the scheme case', () => {
    expect(bearerToken('Bearer abc-123_x')).toBe('abc-123_x');
    expect(bearerToken('bearer abc')).toBe('abc');
  });

  it('gives null for no header, another scheme, or no token', () => {
    expect(bearerToken(undefined)).toBeNull();
    expect(bearerToken('Basic dXNlcjpwYXNz')).toBeNull();
    expect(bearerToken('Bearer ')).toBeNull();
    expect(bearerToken('Bearer two tokens')).toBeNull();
  });
});
