import { describe, expect, it } from 'vitest';
import { DARAJA_SANDBOX } from './daraja-sandbox';
import { buildStkPushBody, isWholeShillings, type StkPushRequest } from './stk-push-request';

const merchant = {
  shortcode: DARAJA_SANDBOX.shortcode,
  passkey: DARAJA_SANDBOX.passkey,
  transactionType: 'CustomerPayBillOnline' as const,
  partyB: DARAJA_SANDBOX.shortcode,
};
const request: StkPushRequest = {
  phone: '254708374149',
  amount: '48160',
  accountReference: 'HF-2612-0042',
  transactionDesc: 'Booking',
  callbackUrl: 'https://api.example.org/api/v1/payments/mpesa/callback/abc123',
};

function refusedField(overrides: Partial<StkPushRequest>): string | undefined {
  const result = buildStkPushBody(merchant, { ...request, ...overrides }, '20260306003015');
  return result.ok || result.failure.kind !== 'invalid_request' ? undefined : result.failure.field;
}

describe('buildStkPushBody', () => {
  it("fills Safaricom's fields, with the amount as whole KES", () => {
    const result = buildStkPushBody(merchant, request, '20260306003015');
    expect(result).toEqual({
      ok: true,
      value: {
        BusinessShortCode: '174379',
        Password: Buffer.from(`174379${DARAJA_SANDBOX.passkey}20260306003015`).toString('base64'),
        Timestamp: '20260306003015',
        TransactionType: 'CustomerPayBillOnline',
        Amount: 48160,
        PartyA: '254708374149',
        PartyB: '174379',
        PhoneNumber: '254708374149',
        CallBackURL: request.callbackUrl,
        AccountReference: 'HF-2612-0042',
        TransactionDesc: 'Booking',
      },
    });
  });

  it('refuses a fractional or zero amount instead of rounding it', () => {
    expect(refusedField({ amount: '48160.50' })).toBe('Amount');
    expect(refusedField({ amount: 0.5 })).toBe('Amount');
    expect(refusedField({ amount: 0 })).toBe('Amount');
    expect(refusedField({ amount: 'lots' })).toBe('Amount');
    expect(isWholeShillings('70000')).toBe(true);
  });

  it('refuses an AccountReference over 12 characters or blank, and a TransactionDesc over 13', () => {
    expect(refusedField({ accountReference: 'HF-2612-00421' })).toBe('AccountReference');
    expect(refusedField({ accountReference: '  ' })).toBe('AccountReference');
    expect(refusedField({ transactionDesc: 'Booking total' })).toBeUndefined();
    expect(refusedField({ transactionDesc: 'Booking totals' })).toBe('TransactionDesc');
  });

  it('refuses a callback URL with a stray space and a phone not in 2547/2541 form', () => {
    expect(refusedField({ callbackUrl: ' https://api.example.org/cb' })).toBe('CallBackURL');
    expect(refusedField({ callbackUrl: 'ftp://api.example.org/cb' })).toBe('CallBackURL');
    expect(refusedField({ phone: '0708374149' })).toBe('PhoneNumber');
  });
});
