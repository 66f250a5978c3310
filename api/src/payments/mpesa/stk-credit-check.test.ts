import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { StkCallbackResult } from './stk-callback';
import { decideStkCallbackCredit, decideStkQueryCredit } from './stk-credit-check';
import { stkResultMessage, stkResultMessages } from './stk-result-messages';

const pending = { checkoutRequestId: 'ws_CO_260306003015123', amount: '48160' };

const paid: StkCallbackResult = {
  outcome: 'paid',
  merchantRequestId: '29115-34620561-1',
  checkoutRequestId: 'ws_CO_260306003015123',
  resultCode: 0,
  resultDesc: 'The service request is processed successfully.',
  amount: new Decimal('48160.00'),
  mpesaReceiptNumber: 'NLJ7RT61SV',
  phoneNumber: '254708374149',
  transactionDate: '20260306003115',
  transactedAt: new Date('2026-03-05T21:31:15Z'),
};

describe('decideStkCallbackCredit', () => {
  it('credits a ResultCode 0 callback for the pending CheckoutRequestID and amount', () => {
    const decision = decideStkCallbackCredit(pending, paid);
    expect(decision).toMatchObject({
      credit: true,
      mpesaReceiptNumber: 'NLJ7RT61SV',
      source: 'callback',
    });
    expect(decision.credit && decision.amount.toString()).toBe('48160');
  });

  it('does not credit a different amount', () => {
    const decision = decideStkCallbackCredit(pending, { ...paid, amount: new Decimal(1) });
    expect(decision).toMatchObject({ credit: false, reason: 'amount_mismatch' });
  });

  it('does not credit a callback for another CheckoutRequestID', () => {
    const decision = decideStkCallbackCredit(pending, {
      ...paid,
      checkoutRequestId: 'ws_CO_other',
    });
    expect(decision).toEqual({ credit: false, reason: 'checkout_request_mismatch' });
  });

  it('does not credit a failed callback and says why to the visitor', () => {
    const decision = decideStkCallbackCredit(pending, {
      outcome: 'failed',
      merchantRequestId: paid.merchantRequestId,
      checkoutRequestId: paid.checkoutRequestId,
      resultCode: 1032,
      resultDesc: 'Request cancelled by user',
    });
    expect(decision).toEqual({
      credit: false,
      reason: 'not_paid',
      resultCode: 1032,
      message: stkResultMessages.cancelled,
    });
  });
});

describe('decideStkQueryCredit', () => {
  const completed = {
    status: 'completed' as const,
    merchantRequestId: paid.merchantRequestId,
    checkoutRequestId: pending.checkoutRequestId,
    resultDesc: 'The service request is processed successfully.',
  };

  it('credits the amount asked when the query reports ResultCode 0', () => {
    const decision = decideStkQueryCredit(pending, { ...completed, resultCode: 0 });
    expect(decision).toMatchObject({ credit: true, mpesaReceiptNumber: null, source: 'stk_query' });
    expect(decision.credit && decision.amount.toString()).toBe('48160');
  });

  it('waits while the prompt is still open, and refuses other checkout requests', () => {
    expect(
      decideStkQueryCredit(pending, {
        status: 'processing',
        checkoutRequestId: pending.checkoutRequestId,
      }),
    ).toEqual({ credit: false, reason: 'still_processing' });
    expect(
      decideStkQueryCredit(pending, {
        ...completed,
        resultCode: 0,
        checkoutRequestId: 'ws_CO_other',
      }),
    ).toEqual({ credit: false, reason: 'checkout_request_mismatch' });
  });

  it('reports an unpaid end with the visitor message', () => {
    expect(decideStkQueryCredit(pending, { ...completed, resultCode: 1037 })).toMatchObject({
      credit: false,
      reason: 'not_paid',
      message: stkResultMessages.unreachable,
    });
  });
});

describe('stkResultMessage', () => {
  it.each([
    [1032, stkResultMessages.cancelled],
    [1037, stkResultMessages.unreachable],
    [2001, stkResultMessages.wrongPin],
    [1, stkResultMessages.insufficientFunds],
    [1019, stkResultMessages.expired],
    [17, stkResultMessages.generic],
    [8006, stkResultMessages.generic],
  ])('result code %i', (code, message) => {
    expect(stkResultMessage(code)).toBe(message);
  });

  it('gives a distinct message for each code the visitor can act on', () => {
    const texts = [1032, 1037, 2001, 1, 1019].map(stkResultMessage);
    expect(new Set(texts).size).toBe(5);
    expect(texts).not.toContain(stkResultMessages.generic);
  });
});
