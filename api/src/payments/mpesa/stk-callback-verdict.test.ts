import { describe, expect, it } from 'vitest';
import { MalformedStkCallbackError } from './stk-callback';
import { stkCallbackRejections, stkCallbackVerdict } from './stk-callback-verdict';
import { stkResultMessages } from './stk-result-messages';

const pending = { checkoutRequestId: 'ws_CO_21112026090000123456', amount: '4250.00' };

function callback(resultCode: number, items?: { Name: string; Value?: string | number }[]) {
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: '29115-34620561-1',
        CheckoutRequestID: pending.checkoutRequestId,
        ResultCode: resultCode,
        ResultDesc:
          resultCode === 0
            ? 'The service request is processed successfully.'
            : 'Request cancelled by user',
        ...(items ? { CallbackMetadata: { Item: items } } : {}),
      },
    },
  };
}

const paidItems = (amount: number | string) => [
  { Name: 'MpesaReceiptNumber', Value: 'NLJ7RT61SV' },
  { Name: 'Balance' },
  { Name: 'TransactionDate', Value: 20261121090105 },
  { Name: 'PhoneNumber', Value: 254708374149 },
  { Name: 'Amount', Value: amount },
];

describe('stkCallbackVerdict', () => {
  it('is paid for ResultCode 0, the pending CheckoutRequestID and the amount asked', () => {
    const verdict = stkCallbackVerdict(pending, callback(0, paidItems('4250.00')));
    expect(verdict).toMatchObject({
      status: 'paid',
      currency: 'KES',
      providerReference: 'NLJ7RT61SV',
    });
    expect(verdict.status === 'paid' && verdict.amount.toNumber()).toBe(4250);
  });

  it('is failed with the payer message when the push ended unpaid', () => {
    expect(stkCallbackVerdict(pending, callback(1032))).toMatchObject({
      status: 'failed',
      reason: stkResultMessages.cancelled,
    });
  });

  it('is rejected for another amount', () => {
    expect(stkCallbackVerdict(pending, callback(0, paidItems(1)))).toEqual({
      status: 'rejected',
      reason: stkCallbackRejections.amountMismatch('1', '4250.00'),
      raw: callback(0, paidItems(1)),
    });
  });

  it('is rejected for another CheckoutRequestID', () => {
    expect(
      stkCallbackVerdict(
        { ...pending, checkoutRequestId: 'ws_CO_other' },
        callback(0, paidItems(4250)),
      ),
    ).toMatchObject({ status: 'rejected', reason: stkCallbackRejections.checkoutRequestMismatch });
  });

  it('throws for a body that is not an STK callback', () => {
    expect(() => stkCallbackVerdict(pending, { Body: {} })).toThrow(MalformedStkCallbackError);
  });
});
