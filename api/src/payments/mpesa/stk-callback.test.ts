import { DomainError } from '@hifadhi/shared/errors';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MalformedStkCallbackError, parseStkCallback } from './stk-callback';

/** Safaricom's documented success callback, metadata items in a shuffled order. */
const paidCallback = {
  Body: {
    stkCallback: {
      MerchantRequestID: '29115-34620561-1',
      CheckoutRequestID: 'ws_CO_191220191020363925',
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      CallbackMetadata: {
        Item: [
          { Name: 'PhoneNumber', Value: 254708374149 },
          { Name: 'Balance' },
          { Name: 'MpesaReceiptNumber', Value: 'NLJ7RT61SV' },
          { Name: 'TransactionDate', Value: 20191219102115 },
          { Name: 'Amount', Value: 1.0 },
        ],
      },
    },
  },
};

const cancelledCallback = {
  Body: {
    stkCallback: {
      MerchantRequestID: '29115-34620561-1',
      CheckoutRequestID: 'ws_CO_191220191020363925',
      ResultCode: 1032,
      ResultDesc: 'Request cancelled by user',
    },
  },
};

function reasonFor(body: unknown): string {
  try {
    parseStkCallback(body);
  } catch (error) {
    if (error instanceof MalformedStkCallbackError) return error.reason;
    throw error;
  }
  throw new Error('expected the callback to be refused');
}

describe('parseStkCallback', () => {
  it('reads a success callback, looking metadata up by Name', () => {
    const result = parseStkCallback(paidCallback);
    expect(result).toMatchObject({
      outcome: 'paid',
      merchantRequestId: '29115-34620561-1',
      checkoutRequestId: 'ws_CO_191220191020363925',
      resultCode: 0,
      mpesaReceiptNumber: 'NLJ7RT61SV',
      phoneNumber: '254708374149',
      transactionDate: '20191219102115',
    });
    expect(result.outcome === 'paid' && result.amount.toFixed(2)).toBe('1.00');
    expect(result.outcome === 'paid' && result.transactedAt.toISOString()).toBe(
      '2019-12-19T07:21:15.000Z',
    );
  });

  it('reads an amount sent as text with decimals', () => {
    const body = structuredClone(paidCallback);
    body.Body.stkCallback.CallbackMetadata.Item[4] = { Name: 'Amount', Value: '48160.00' } as never;
    const result = parseStkCallback(body);
    expect(result.outcome === 'paid' && result.amount.toString()).toBe('48160');
  });

  it('reads a failure callback with its ResultCode and ResultDesc', () => {
    expect(parseStkCallback(cancelledCallback)).toEqual({
      outcome: 'failed',
      merchantRequestId: '29115-34620561-1',
      checkoutRequestId: 'ws_CO_191220191020363925',
      resultCode: 1032,
      resultDesc: 'Request cancelled by user',
    });
  });

  it('refuses bodies that are not an STK callback, with a typed error', () => {
    expect(reasonFor(null)).toMatch(/^body/);
    expect(reasonFor('ResultCode=0')).toMatch(/^body/);
    expect(reasonFor({ stkCallback: paidCallback.Body.stkCallback })).toMatch(/^Body/);
    expect(
      reasonFor({
        Body: { stkCallback: { ...cancelledCallback.Body.stkCallback, CheckoutRequestID: '' } },
      }),
    ).toMatch(/CheckoutRequestID/);
    expect(
      reasonFor({
        Body: { stkCallback: { ...cancelledCallback.Body.stkCallback, ResultCode: 'paid' } },
      }),
    ).toMatch(/ResultCode/);
  });

  it('refuses a success callback missing its receipt, amount or date', () => {
    const without = (name: string) => {
      const body = structuredClone(paidCallback);
      const meta = body.Body.stkCallback.CallbackMetadata;
      meta.Item = meta.Item.filter((item) => item.Name !== name);
      return body;
    };
    expect(reasonFor(without('MpesaReceiptNumber'))).toBe(
      'CallbackMetadata item MpesaReceiptNumber is missing',
    );
    expect(reasonFor(without('Amount'))).toBe('CallbackMetadata item Amount is missing');
    expect(reasonFor(without('TransactionDate'))).toBe(
      'CallbackMetadata item TransactionDate is missing',
    );
    const { CallbackMetadata: _, ...noMetadata } = paidCallback.Body.stkCallback;
    expect(reasonFor({ Body: { stkCallback: noMetadata } })).toBe(
      'CallbackMetadata item Amount is missing',
    );
  });

  it('is a DomainError VALIDATION_FAILED, so the API answers 400', () => {
    const error = (() => {
      try {
        parseStkCallback({});
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('VALIDATION_FAILED');
  });

  it('never throws anything but MalformedStkCallbackError, whatever the body', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.anything()), (body) => {
        try {
          parseStkCallback(body);
        } catch (error) {
          return error instanceof MalformedStkCallbackError;
        }
        return true;
      }),
      { numRuns: 500 },
    );
    const metadataItem = fc.record({
      Name: fc.constantFrom('Amount', 'MpesaReceiptNumber', 'TransactionDate', 'PhoneNumber'),
      Value: fc.option(fc.oneof(fc.string(), fc.double(), fc.integer()), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(metadataItem), (Item) => {
        const body = structuredClone(paidCallback);
        body.Body.stkCallback.CallbackMetadata = { Item } as never;
        try {
          const result = parseStkCallback(body);
          return result.outcome === 'paid' && result.amount.gt(0);
        } catch (error) {
          return error instanceof MalformedStkCallbackError;
        }
      }),
      { numRuns: 500 },
    );
  });
});
