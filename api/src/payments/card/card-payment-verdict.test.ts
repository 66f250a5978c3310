import { describe, expect, it } from 'vitest';
import { decideCardPayment } from './card-payment-verdict';
import type { PendingCardPayment } from './iveri-checkout-form';
import { parseIveriFields } from './iveri-status-query';

const pending: PendingCardPayment = {
  merchantTrace: 'HFD-trace-1',
  applicationId: '11111111-2222-3333-4444-555555555555',
  currency: 'KES',
  amountMinor: 4816000,
};

const approved = {
  Lite_Merchant_ApplicationId: '11111111-2222-3333-4444-555555555555',
  Lite_Merchant_Trace: 'HFD-trace-1',
  Lite_Order_Amount: '4816000',
  Lite_Payment_Card_Status: '0',
  Lite_Result_Description: 'Approved',
  Lite_Order_AuthorisationCode: '123456',
  Lite_TransactionIndex: '{A1B2}',
  Lite_BankReference: '000111222333',
  Lite_TransactionDate: '2026-03-06T09:00:00.000Z',
};

describe('decideCardPayment', () => {
  it('is paid when status 0 and trace, application id and amount match', () => {
    expect(decideCardPayment(pending, approved)).toEqual({
      status: 'paid',
      currency: 'KES',
      amountMinor: 4816000,
      transactionIndex: '{A1B2}',
      authorisationCode: '123456',
      bankReference: '000111222333',
      transactionDate: '2026-03-06T09:00:00.000Z',
    });
  });

  it('is not paid when the amount, trace, application id or currency differ', () => {
    expect(decideCardPayment(pending, { ...approved, Lite_Order_Amount: '100' })).toMatchObject({
      status: 'mismatch',
      field: 'amount',
    });
    expect(
      decideCardPayment(pending, { ...approved, Lite_Merchant_Trace: 'HFD-other' }),
    ).toMatchObject({
      status: 'mismatch',
      field: 'trace',
    });
    expect(
      decideCardPayment(pending, { ...approved, Lite_Merchant_ApplicationId: 'USD-APP' }),
    ).toMatchObject({ status: 'mismatch', field: 'application_id' });
    expect(
      decideCardPayment(pending, { ...approved, Lite_Currency_AlphaCode: 'USD' }),
    ).toMatchObject({
      status: 'mismatch',
      field: 'currency',
    });
    const { Lite_Merchant_ApplicationId: _, ...withoutApplication } = approved;
    expect(decideCardPayment(pending, withoutApplication)).toMatchObject({ status: 'mismatch' });
  });

  it('is declined with the provider reason for a fail or error status', () => {
    expect(
      decideCardPayment(pending, {
        ...approved,
        Lite_Payment_Card_Status: '4',
        Lite_Result_Description: 'Insufficient funds',
      }),
    ).toEqual({ status: 'declined', cardStatus: 4, reason: 'Insufficient funds' });
    expect(
      decideCardPayment(pending, {
        ...approved,
        Lite_Payment_Card_Status: '255',
        Lite_Result_Description: '',
      }),
    ).toEqual({ status: 'declined', cardStatus: 255, reason: 'Declined' });
  });

  it('is pending for try-later statuses and when there is no status yet', () => {
    for (const status of ['1', '2', '5', '9']) {
      expect(
        decideCardPayment(pending, { ...approved, Lite_Payment_Card_Status: status }),
      ).toMatchObject({
        status: 'pending',
        cardStatus: Number(status),
      });
    }
    expect(
      decideCardPayment(pending, {
        Lite_Merchant_ApplicationId: pending.applicationId,
        Lite_Merchant_Trace: pending.merchantTrace,
        Lite_Result_Description: 'Transaction not found',
      }),
    ).toEqual({ status: 'pending', cardStatus: null, reason: 'Transaction not found' });
  });
});

describe('parseIveriFields', () => {
  it('reads hidden inputs in any attribute order, quoting and escaping', () => {
    const html = `<html><body><form>
      <input name="Lite_Merchant_Trace" type="hidden" value="trace-1">
      <INPUT type='hidden' value='0' name='Lite_Payment_Card_Status' />
      <input type=hidden name=Lite_Order_Amount value=4816000>
      <input name="Lite_Result_Description" value="Approved &amp; settled &#39;ok&#39; &#x2713;">
      <input name="Empty">
    </form></body></html>`;
    expect(parseIveriFields(html)).toEqual({
      Lite_Merchant_Trace: 'trace-1',
      Lite_Payment_Card_Status: '0',
      Lite_Order_Amount: '4816000',
      Lite_Result_Description: "Approved & settled 'ok' ✓",
      Empty: '',
    });
  });

  it('reads a name=value&… answer', () => {
    expect(
      parseIveriFields(
        'Lite_Merchant_Trace=trace-1&Lite_Payment_Card_Status=4&Lite_Result_Description=Do+not+honour',
      ),
    ).toEqual({
      Lite_Merchant_Trace: 'trace-1',
      Lite_Payment_Card_Status: '4',
      Lite_Result_Description: 'Do not honour',
    });
  });

  it('reads nothing from a page without fields', () => {
    expect(parseIveriFields('<html><body>Server Error &#99999999;</body></html>')).toEqual({});
  });
});
