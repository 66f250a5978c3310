/**
 * The card provider against the card simulator over real HTTP: the hosted checkout form, and
 * the status query as the only source of the verdict (pending until the payer chooses, then
 * paid or declined with the provider's reason).
 */
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../payment-provider';
import { CARD_SIMULATOR_APPLICATION_IDS, startCardSimulator } from '../simulators/card-simulator';
import type { RunningSimulator } from '../simulators/serve-simulator';
import { createCardProvider } from './card-provider';
import { createIveriCardAdapter } from './iveri-card-adapter';

let simulator: RunningSimulator;
let provider: PaymentProvider;

beforeAll(async () => {
  simulator = await startCardSimulator({ port: 0 });
  provider = createCardProvider(
    createIveriCardAdapter({
      baseUrl: simulator.url,
      applicationIds: CARD_SIMULATOR_APPLICATION_IDS,
      orderIdPrefix: 'HIFADHI',
    }),
  );
});

afterAll(async () => {
  await simulator.close();
});

const returnUrls = {
  success: 'http://127.0.0.1:8787/api/v1/payments/card/return/p1?outcome=success',
  fail: 'http://127.0.0.1:8787/api/v1/payments/card/return/p1?outcome=fail',
  tryLater: 'http://127.0.0.1:8787/api/v1/payments/card/return/p1?outcome=try_later',
  error: 'http://127.0.0.1:8787/api/v1/payments/card/return/p1?outcome=error',
};

async function checkout() {
  const started = await provider.start({
    amount: new Decimal(368),
    currency: 'USD',
    reference: 'K7M2QX9D',
    description: 'Booking Total',
    email: 'wanjiku@example.com',
    callbackUrl: '',
    returnUrls,
  });
  if (!started.ok || started.next.kind !== 'card_form') throw new Error('No card form');
  return { form: started.next, keys: started.keys };
}

/** The payer chooses on the simulated card page, as the browser would. */
async function choose(trace: string, choice: string, reason?: string) {
  await fetch(`${simulator.url}/Lite/Simulator/Choose`, {
    method: 'POST',
    body: new URLSearchParams({
      Lite_Merchant_Trace: trace,
      choice,
      ...(reason ? { reason } : {}),
    }),
  });
}

describe('card provider', () => {
  it('builds the hosted checkout form in minor units with the USD application id', async () => {
    const { form } = await checkout();
    expect(form.action).toBe(`${simulator.url}/Lite/Authorise.aspx`);
    expect(form.fields).toMatchObject({
      Lite_Merchant_ApplicationId: CARD_SIMULATOR_APPLICATION_IDS.USD,
      Lite_Order_Amount: '36800',
      Lite_Currency_AlphaCode: 'USD',
      Lite_Order_LineItems_Product_1: 'Booking Total',
      Ecom_ConsumerOrderID: 'K7M2QX9D',
      Lite_Website_Successful_Url: returnUrls.success,
    });
  });

  it('is pending until the payer chooses, then paid by the status query', async () => {
    const { form, keys } = await checkout();
    const payment = {
      amount: new Decimal(368),
      currency: 'USD' as const,
      checkoutRequestId: null,
      merchantTrace: keys.merchantTrace ?? null,
      applicationId: keys.applicationId ?? null,
    };
    expect(await provider.check(payment)).toMatchObject({ status: 'pending' });
    await fetch(form.action, { method: 'POST', body: new URLSearchParams(form.fields) });
    expect(await provider.check(payment)).toMatchObject({ status: 'pending' });
    await choose(keys.merchantTrace ?? '', 'approve');
    const verdict = await provider.check(payment);
    expect(verdict).toMatchObject({ status: 'paid', currency: 'USD' });
    expect(verdict.status === 'paid' && verdict.amount.toNumber()).toBe(368);
  });

  it("reports a decline with the provider's reason", async () => {
    const { form, keys } = await checkout();
    await fetch(form.action, { method: 'POST', body: new URLSearchParams(form.fields) });
    await choose(keys.merchantTrace ?? '', 'decline', 'Do not honour');
    expect(
      await provider.check({
        amount: new Decimal(368),
        currency: 'USD',
        checkoutRequestId: null,
        merchantTrace: keys.merchantTrace ?? null,
        applicationId: keys.applicationId ?? null,
      }),
    ).toMatchObject({ status: 'failed', reason: 'Do not honour' });
  });
});
