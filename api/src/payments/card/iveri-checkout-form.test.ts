import { describe, expect, it } from 'vitest';
import {
  bookingTotalLineItem,
  buildIveriCheckout,
  type CardCheckoutRequest,
  type IveriMerchant,
  MERCHANT_TRACE_MAX,
  newMerchantTrace,
} from './iveri-checkout-form';

const merchant: IveriMerchant = {
  baseUrl: 'https://portal.host.iveri.com',
  applicationIds: {
    KES: '11111111-2222-3333-4444-555555555555',
    USD: '66666666-7777-8888-9999-AAAAAAAAAAAA',
  },
  orderIdPrefix: 'HIFADHI',
};

const returns = {
  success: 'https://hifadhi.example/payment/B-1/card/success',
  fail: 'https://hifadhi.example/payment-failure/B-1',
  tryLater: 'https://hifadhi.example/payment/B-1/card/try-later',
  error: 'https://hifadhi.example/payment/B-1/card/error',
};

const request: CardCheckoutRequest = {
  currency: 'KES',
  lineItems: [bookingTotalLineItem('48160')],
  email: 'wanjiku@example.org',
  consumerOrderId: 'HF-2612-0042',
  merchantTrace: 'HFD-0f8b8e1c-6a59-4b55-9a43-2a1d8d3b9c11',
  returnUrls: returns,
};

describe('buildIveriCheckout', () => {
  it('builds the hosted form for KES 48,160 as 4816000 minor units', () => {
    const { form, pending } = buildIveriCheckout(merchant, request);
    expect(form).toEqual({
      action: 'https://portal.host.iveri.com/Lite/Authorise.aspx',
      fields: {
        Lite_Merchant_ApplicationId: '11111111-2222-3333-4444-555555555555',
        Lite_Order_Amount: '4816000',
        Lite_Currency_AlphaCode: 'KES',
        Lite_Order_LineItems_Product_1: 'Booking Total',
        Lite_Order_LineItems_Quantity_1: '1',
        Lite_Order_LineItems_Amount_1: '4816000',
        Lite_ConsumerOrderID_PreFix: 'HIFADHI',
        Ecom_BillTo_Online_Email: 'wanjiku@example.org',
        Ecom_Payment_Card_Protocols: 'iVeri',
        Ecom_ConsumerOrderID: 'HF-2612-0042',
        Ecom_TransactionComplete: 'false',
        Lite_Merchant_Trace: 'HFD-0f8b8e1c-6a59-4b55-9a43-2a1d8d3b9c11',
        Lite_Website_Successful_Url: returns.success,
        Lite_Website_Fail_Url: returns.fail,
        Lite_Website_TryLater_Url: returns.tryLater,
        Lite_Website_Error_Url: returns.error,
      },
    });
    expect(pending).toEqual({
      merchantTrace: 'HFD-0f8b8e1c-6a59-4b55-9a43-2a1d8d3b9c11',
      applicationId: '11111111-2222-3333-4444-555555555555',
      currency: 'KES',
      amountMinor: 4816000,
    });
  });

  it('uses the USD application id and cents for a USD order', () => {
    const { form } = buildIveriCheckout(merchant, {
      ...request,
      currency: 'USD',
      lineItems: [bookingTotalLineItem('368.10')],
    });
    expect(form.fields).toMatchObject({
      Lite_Merchant_ApplicationId: '66666666-7777-8888-9999-AAAAAAAAAAAA',
      Lite_Currency_AlphaCode: 'USD',
      Lite_Order_Amount: '36810',
    });
  });

  it('makes the order amount the sum of line amount × quantity', () => {
    const { form, pending } = buildIveriCheckout(merchant, {
      ...request,
      lineItems: [
        { product: 'Conservation fee', quantity: 3, amount: '1200.50' },
        { product: 'Donation', quantity: 1, amount: 500 },
      ],
    });
    expect(form.fields).toMatchObject({
      Lite_Order_LineItems_Amount_1: '120050',
      Lite_Order_LineItems_Quantity_1: '3',
      Lite_Order_LineItems_Product_2: 'Donation',
      Lite_Order_LineItems_Amount_2: '50000',
      Lite_Order_Amount: '410150',
    });
    expect(pending.amountMinor).toBe(410150);
  });

  it('refuses fractions of a cent, bad quantities, no lines and overlong traces', () => {
    const build = (overrides: Partial<CardCheckoutRequest>) => () =>
      buildIveriCheckout(merchant, { ...request, ...overrides });
    expect(build({ lineItems: [bookingTotalLineItem('10.005')] })).toThrow(RangeError);
    expect(build({ lineItems: [{ product: 'X', quantity: 0, amount: 1 }] })).toThrow(RangeError);
    expect(build({ lineItems: [{ product: 'X', quantity: 1.5, amount: 1 }] })).toThrow(RangeError);
    expect(build({ lineItems: [bookingTotalLineItem(0)] })).toThrow(RangeError);
    expect(build({ lineItems: [] })).toThrow(RangeError);
    expect(build({ merchantTrace: 'x'.repeat(MERCHANT_TRACE_MAX + 1) })).toThrow(RangeError);
    expect(build({ merchantTrace: '' })).toThrow(RangeError);
  });
});

describe('newMerchantTrace', () => {
  it('is unique and at most 64 characters', () => {
    const traces = Array.from({ length: 1000 }, newMerchantTrace);
    expect(new Set(traces).size).toBe(1000);
    expect(Math.max(...traces.map((trace) => trace.length))).toBeLessThanOrEqual(
      MERCHANT_TRACE_MAX,
    );
  });
});
