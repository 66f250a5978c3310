/**
 * The M-Pesa provider against the Daraja simulator over real HTTP: STK push accepted, the
 * payer's messages for refused pushes, and the STK query settling a push whose callback never
 * comes.
 */

import { messages } from '@hifadhi/shared/messages';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvider, ProviderStartRequest } from '../payment-provider';
import { DARAJA_SIMULATOR_CREDENTIALS, startDarajaSimulator } from '../simulators/daraja-simulator';
import { darajaTestPhones } from '../simulators/daraja-test-phones';
import type { RunningSimulator } from '../simulators/serve-simulator';
import { createDarajaClient } from './daraja-client';
import { DARAJA_SANDBOX } from './daraja-sandbox';
import { createMpesaProvider } from './mpesa-provider';
import { stkPushFailureMessages } from './stk-push-failure-message';
import { stkResultMessages } from './stk-result-messages';

const CALLBACK_DELAY_MS = 60;
let daraja: RunningSimulator;
let provider: PaymentProvider;

beforeAll(async () => {
  daraja = await startDarajaSimulator({ port: 0, callbackDelayMs: CALLBACK_DELAY_MS });
  provider = createMpesaProvider(
    createDarajaClient({
      baseUrl: daraja.url,
      ...DARAJA_SIMULATOR_CREDENTIALS,
      shortcode: DARAJA_SANDBOX.shortcode,
      passkey: DARAJA_SANDBOX.passkey,
      transactionType: 'CustomerPayBillOnline',
      partyB: DARAJA_SANDBOX.shortcode,
    }),
  );
});

afterAll(async () => {
  await daraja.close();
});

const request = (phone: string): ProviderStartRequest => ({
  amount: new Decimal(4250),
  currency: 'KES',
  reference: 'K7M2QX9D-TOO-LONG',
  description: 'Booking Total and more',
  phone,
  callbackUrl: 'http://127.0.0.1:9/api/v1/payments/mpesa/callback/abc',
  returnUrls: { success: '', fail: '', tryLater: '', error: '' },
});

const settled = () => new Promise((resolve) => setTimeout(resolve, CALLBACK_DELAY_MS * 3));

async function pending(phone: string) {
  const started = await provider.start(request(phone));
  if (!started.ok || started.next.kind !== 'stk_push') throw new Error('STK push refused');
  return {
    next: started.next,
    payment: {
      amount: new Decimal(4250),
      currency: 'KES' as const,
      checkoutRequestId: started.keys.checkoutRequestId ?? null,
      merchantTrace: null,
      applicationId: null,
    },
  };
}

describe('M-Pesa provider', () => {
  it('sends the STK push and reports the prompt, not a payment', async () => {
    const { next } = await pending(darajaTestPhones.pays.phone);
    expect(next.checkout_request_id).toMatch(/^ws_CO_/);
    expect(next.customer_message).toBe('Success. Request accepted for processing');
  });

  it('reports pending while the prompt is open, then paid by STK query', async () => {
    const { payment } = await pending(darajaTestPhones.noCallback.phone);
    expect(await provider.check(payment)).toMatchObject({ status: 'pending' });
    await settled();
    const verdict = await provider.check(payment);
    expect(verdict).toMatchObject({ status: 'paid', currency: 'KES', providerReference: null });
    expect(verdict.status === 'paid' && verdict.amount.toNumber()).toBe(4250);
  });

  it("reports a cancelled prompt as failed with the payer's message", async () => {
    const { payment } = await pending(darajaTestPhones.cancelled.phone);
    await settled();
    expect(await provider.check(payment)).toMatchObject({
      status: 'failed',
      reason: stkResultMessages.cancelled,
    });
  });

  it('refuses a number that is not a Kenyan mobile number with the M-Pesa phone message', async () => {
    expect(await provider.start(request('020 222 2222'))).toMatchObject({
      ok: false,
      reason: messages.mpesaPhoneInvalid,
    });
  });

  it('says M-Pesa cannot be reached when Daraja does not answer', async () => {
    const offline = createMpesaProvider(
      createDarajaClient({
        baseUrl: 'http://127.0.0.1:9',
        ...DARAJA_SIMULATOR_CREDENTIALS,
        shortcode: DARAJA_SANDBOX.shortcode,
        passkey: DARAJA_SANDBOX.passkey,
        transactionType: 'CustomerPayBillOnline',
        partyB: DARAJA_SANDBOX.shortcode,
        timeoutMs: 2000,
      }),
    );
    expect(await offline.start(request(darajaTestPhones.pays.phone))).toMatchObject({
      ok: false,
      reason: stkPushFailureMessages.unreachable,
    });
  });
});
