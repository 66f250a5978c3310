/**
 * The Daraja client against the Daraja simulator over real HTTP on 127.0.0.1, with a local
 * callback receiver standing in for the API's callback route.
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../clock';
import { DARAJA_SIMULATOR_CREDENTIALS, startDarajaSimulator } from '../simulators/daraja-simulator';
import { type DarajaTestPhone, darajaTestPhones } from '../simulators/daraja-test-phones';
import { type RunningSimulator, serveSimulator } from '../simulators/serve-simulator';
import { createDarajaClient, type DarajaClientOptions } from './daraja-client';
import { DARAJA_SANDBOX } from './daraja-sandbox';
import { darajaTimestamp, parseDarajaTimestamp } from './daraja-timestamp';
import { parseStkCallback } from './stk-callback';
import { decideStkCallbackCredit, decideStkQueryCredit } from './stk-credit-check';
import { stkResultMessages } from './stk-result-messages';

const CALLBACK_DELAY_MS = 80;

let daraja: RunningSimulator;
let receiver: RunningSimulator;
const callbacks: { token: string; body: unknown }[] = [];

beforeAll(async () => {
  daraja = await startDarajaSimulator({ port: 0, callbackDelayMs: CALLBACK_DELAY_MS });
  const app = new Hono();
  app.post('/payments/mpesa/callback/:token', async (c) => {
    callbacks.push({ token: c.req.param('token'), body: await c.req.json() });
    return c.json({ ResultCode: 0, ResultDesc: 'Accepted' });
  });
  receiver = await serveSimulator(app.fetch, 0, '127.0.0.1');
});

afterAll(async () => {
  await daraja.close();
  await receiver.close();
});

/** A fetch that records each request's path, headers and JSON body. */
function recordingFetch() {
  const calls: { path: string; authorization: string | null; body: unknown }[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    calls.push({
      path: url.pathname,
      authorization: headers.get('Authorization'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return fetch(input, init);
  };
  return { calls, fetchFn };
}

function client(overrides: Partial<DarajaClientOptions> = {}) {
  return createDarajaClient({
    baseUrl: daraja.url,
    ...DARAJA_SIMULATOR_CREDENTIALS,
    shortcode: DARAJA_SANDBOX.shortcode,
    passkey: DARAJA_SANDBOX.passkey,
    transactionType: 'CustomerPayBillOnline',
    partyB: DARAJA_SANDBOX.shortcode,
    ...overrides,
  });
}

let tokenCounter = 0;
function callbackUrl(): { url: string; token: string } {
  tokenCounter += 1;
  const token = `tok${tokenCounter}`;
  return { url: `${receiver.url}/payments/mpesa/callback/${token}`, token };
}

async function waitFor<T>(probe: () => T | undefined, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const callbacksFor = (token: string) => callbacks.filter((entry) => entry.token === token);

async function push(scenario: DarajaTestPhone, amount = '48160') {
  const { url, token } = callbackUrl();
  const result = await client().stkPush({
    phone: scenario.phone,
    amount,
    accountReference: 'HF-2612-0042',
    transactionDesc: 'Booking',
    callbackUrl: url,
  });
  if (!result.ok) throw new Error(`push refused: ${JSON.stringify(result.failure)}`);
  return { accepted: result.value, token };
}

describe('OAuth token', () => {
  it('is fetched once for two STK pushes', async () => {
    const { calls, fetchFn } = recordingFetch();
    const mpesa = client({ fetch: fetchFn });
    for (const phone of ['0708 374 149', '+254 708 374149']) {
      const result = await mpesa.stkPush({
        phone,
        amount: 100,
        accountReference: 'HF-1',
        callbackUrl: callbackUrl().url,
      });
      expect(result).toMatchObject({
        ok: true,
        value: { customerMessage: 'Success. Request accepted for processing' },
      });
    }
    expect(calls.map((call) => call.path)).toEqual([
      '/oauth/v1/generate',
      '/mpesa/stkpush/v1/processrequest',
      '/mpesa/stkpush/v1/processrequest',
    ]);
    const basic = Buffer.from(
      `${DARAJA_SIMULATOR_CREDENTIALS.consumerKey}:${DARAJA_SIMULATOR_CREDENTIALS.consumerSecret}`,
    ).toString('base64');
    expect(calls[0]?.authorization).toBe(`Basic ${basic}`);
    expect(calls[1]?.authorization).toBe(calls[2]?.authorization);
    expect(calls[1]?.authorization).toMatch(/^Bearer .+/);
  });

  it('is fetched again shortly before expires_in runs out', async () => {
    const { calls, fetchFn } = recordingFetch();
    let offsetMs = 0;
    const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };
    const mpesa = client({ fetch: fetchFn, clock });
    const query = () => mpesa.stkQuery('ws_CO_unknown');
    await query();
    offsetMs = 3_500_000; // 58 min 20 s: still inside 3599 s less the 60 s margin
    await query();
    offsetMs = 3_545_000; // 59 min 5 s: within the last minute, so a new token
    await query();
    expect(calls.filter((call) => call.path === '/oauth/v1/generate')).toHaveLength(2);
  }, 10_000);

  it('is fetched again once when Daraja answers 404.001.03 Invalid Access Token', async () => {
    const { calls, fetchFn } = recordingFetch();
    let spoiled = false;
    const spoilFirstToken: typeof fetch = (input, init) => {
      if (!spoiled && String(input).includes('processrequest')) {
        spoiled = true;
        return fetchFn(input, {
          ...init,
          headers: { ...(init?.headers as Record<string, string>), Authorization: 'Bearer stale' },
        });
      }
      return fetchFn(input, init);
    };
    const result = await client({ fetch: spoilFirstToken }).stkPush({
      phone: darajaTestPhones.pays.phone,
      amount: 1,
      accountReference: 'HF-1',
      callbackUrl: callbackUrl().url,
    });
    expect(result.ok).toBe(true);
    expect(calls.map((call) => call.path)).toEqual([
      '/oauth/v1/generate',
      '/mpesa/stkpush/v1/processrequest',
      '/oauth/v1/generate',
      '/mpesa/stkpush/v1/processrequest',
    ]);
  });

  it('with a wrong consumer secret is a typed 400.008.01 failure', async () => {
    const result = await client({ consumerSecret: 'wrong' }).stkQuery('ws_CO_1');
    expect(result).toEqual({
      ok: false,
      failure: {
        kind: 'daraja_error',
        httpStatus: 400,
        errorCode: '400.008.01',
        errorMessage: 'Invalid Authentication passed',
      },
    });
  });
});

describe('STK push', () => {
  it('sends the Password for an EAT timestamp, whatever the server zone', async () => {
    const serverZone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      const { calls, fetchFn } = recordingFetch();
      const before = darajaTimestamp(new Date());
      const result = await client({ fetch: fetchFn }).stkPush({
        phone: '0711 001 032',
        amount: '48160',
        accountReference: 'HF-2612-0042',
        callbackUrl: callbackUrl().url,
      });
      expect(result.ok).toBe(true);
      const body = calls[1]?.body as Record<string, unknown>;
      const timestamp = String(body.Timestamp);
      expect(timestamp >= before && timestamp <= darajaTimestamp(new Date())).toBe(true);
      const sentAt = parseDarajaTimestamp(timestamp)?.getTime() ?? 0;
      expect(Math.abs(sentAt - Date.now())).toBeLessThan(5000);
      expect(Buffer.from(String(body.Password), 'base64').toString()).toBe(
        `${DARAJA_SANDBOX.shortcode}${DARAJA_SANDBOX.passkey}${timestamp}`,
      );
      expect(body).toMatchObject({
        Amount: 48160,
        PartyA: '254711001032',
        PhoneNumber: '254711001032',
        PartyB: '174379',
      });
    } finally {
      process.env.TZ = serverZone;
    }
  });

  it('refuses a fractional amount before calling Daraja', async () => {
    const { calls, fetchFn } = recordingFetch();
    const result = await client({ fetch: fetchFn }).stkPush({
      phone: darajaTestPhones.pays.phone,
      amount: '100.50',
      accountReference: 'HF-1',
      callbackUrl: callbackUrl().url,
    });
    expect(result).toMatchObject({
      ok: false,
      failure: { kind: 'invalid_request', field: 'Amount' },
    });
    expect(calls).toHaveLength(0);
  });

  it('refuses a phone that is not a Kenyan mobile number', async () => {
    const result = await client().stkPush({
      phone: '020 222 2222',
      amount: 1,
      accountReference: 'HF-1',
      callbackUrl: callbackUrl().url,
    });
    expect(result).toMatchObject({
      ok: false,
      failure: { kind: 'invalid_request', field: 'PhoneNumber' },
    });
  });

  it('surfaces a wrong passkey as the typed 500.001.1001 "Wrong credentials"', async () => {
    const result = await client({ passkey: 'not-the-passkey' }).stkPush({
      phone: darajaTestPhones.pays.phone,
      amount: 1,
      accountReference: 'HF-1',
      callbackUrl: callbackUrl().url,
    });
    expect(result).toEqual({
      ok: false,
      failure: {
        kind: 'daraja_error',
        httpStatus: 500,
        errorCode: '500.001.1001',
        errorMessage: 'Wrong credentials',
      },
    });
  });

  it('is unreachable, not a crash, when nothing listens', async () => {
    const closed = await startDarajaSimulator({ port: 0 });
    await closed.close();
    const result = await client({ baseUrl: closed.url }).stkPush({
      phone: darajaTestPhones.pays.phone,
      amount: 1,
      accountReference: 'HF-1',
      callbackUrl: callbackUrl().url,
    });
    expect(result).toMatchObject({ ok: false, failure: { kind: 'unreachable' } });
  });
});

describe('simulator field rules', () => {
  async function rawPush(overrides: Record<string, unknown>) {
    const token = await fetch(`${daraja.url}/oauth/v1/generate?grant_type=client_credentials`, {
      headers: {
        Authorization: `Basic ${Buffer.from(`${DARAJA_SIMULATOR_CREDENTIALS.consumerKey}:${DARAJA_SIMULATOR_CREDENTIALS.consumerSecret}`).toString('base64')}`,
      },
    }).then((response) => response.json() as Promise<{ access_token: string }>);
    const timestamp = darajaTimestamp(new Date());
    const body = {
      BusinessShortCode: '174379',
      Password: Buffer.from(`174379${DARAJA_SANDBOX.passkey}${timestamp}`).toString('base64'),
      Timestamp: timestamp,
      TransactionType: 'CustomerPayBillOnline',
      Amount: 1,
      PartyA: '254708374149',
      PartyB: '174379',
      PhoneNumber: '254708374149',
      CallBackURL: callbackUrl().url,
      AccountReference: 'HF-1',
      TransactionDesc: 'Booking',
      ...overrides,
    };
    const response = await fetch(`${daraja.url}/mpesa/stkpush/v1/processrequest`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token.access_token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  }

  it.each([
    [{ Amount: '100.00' }, 'Amount'],
    [{ Amount: 0 }, 'Amount'],
    [{ AccountReference: 'HF-2612-00421' }, 'AccountReference'],
    [{ AccountReference: null }, 'AccountReference'],
    [{ TransactionDesc: 'Booking totals' }, 'TransactionDesc'],
    [{ PhoneNumber: '0708374149' }, 'PhoneNumber'],
    [{ PartyA: '254208374149' }, 'PartyA'],
    [{ CallBackURL: 'https://example.org/ callback' }, 'CallBackURL'],
    [{ TransactionType: 'CustomerPayBill' }, 'TransactionType'],
    [{ Timestamp: darajaTimestamp(new Date(Date.now() - 3 * 3600_000)) }, 'Timestamp'],
  ])('answers 400.002.02 for %j', async (overrides, field) => {
    const reply = await rawPush(overrides);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      errorCode: '400.002.02',
      errorMessage: `Bad Request - Invalid ${field}`,
    });
  });

  it('accepts the same request when every field is right', async () => {
    const reply = await rawPush({});
    expect(reply).toMatchObject({ status: 200, body: { ResponseCode: '0' } });
  });
});

describe('callbacks by test phone number', () => {
  const scenarios = [
    ['pays', darajaTestPhones.pays],
    ['cancelled', darajaTestPhones.cancelled],
    ['unreachable', darajaTestPhones.unreachable],
    ['wrong PIN', darajaTestPhones.wrongPin],
    ['insufficient funds', darajaTestPhones.insufficientFunds],
  ] as const;

  it.each(scenarios)(
    '%s: the callback arrives with its ResultCode and is parsed',
    async (_, scenario) => {
      const { accepted, token } = await push(scenario);
      const [delivered] = await waitFor(() => {
        const found = callbacksFor(token);
        return found.length > 0 ? found : undefined;
      });
      const callback = parseStkCallback(delivered?.body);
      expect(callback.checkoutRequestId).toBe(accepted.checkoutRequestId);
      expect(callback.merchantRequestId).toBe(accepted.merchantRequestId);
      expect(callback.resultCode).toBe(scenario.resultCode);
      const decision = decideStkCallbackCredit(
        { checkoutRequestId: accepted.checkoutRequestId, amount: '48160' },
        callback,
      );
      if (scenario.resultCode === 0) {
        expect(callback).toMatchObject({ outcome: 'paid', phoneNumber: scenario.phone });
        expect(callback.outcome === 'paid' && callback.mpesaReceiptNumber).toMatch(
          /^[A-Z0-9]{10}$/,
        );
        expect(decision.credit && decision.amount.toString()).toBe('48160');
      } else {
        expect(callback).toMatchObject({ outcome: 'failed', resultDesc: scenario.resultDesc });
        expect(decision).toMatchObject({ credit: false, reason: 'not_paid' });
      }
    },
  );

  it('cancelled: the visitor is told they cancelled', async () => {
    const { accepted, token } = await push(darajaTestPhones.cancelled);
    const [delivered] = await waitFor(() => callbacksFor(token)[0] && callbacksFor(token));
    const decision = decideStkCallbackCredit(
      { checkoutRequestId: accepted.checkoutRequestId, amount: '48160' },
      parseStkCallback(delivered?.body),
    );
    expect(decision).toMatchObject({ message: stkResultMessages.cancelled });
  });

  it('duplicate: the same success callback arrives twice', async () => {
    const { accepted, token } = await push(darajaTestPhones.duplicateCallback);
    const both = await waitFor(() =>
      callbacksFor(token).length >= 2 ? callbacksFor(token) : undefined,
    );
    expect(both).toHaveLength(2);
    expect(both[0]?.body).toEqual(both[1]?.body);
    const callback = parseStkCallback(both[1]?.body);
    expect(callback).toMatchObject({
      outcome: 'paid',
      checkoutRequestId: accepted.checkoutRequestId,
    });
  });

  it('no callback: only the STK query tells that it was paid', async () => {
    const { accepted, token } = await push(darajaTestPhones.noCallback);
    const mpesa = client();
    const pending = { checkoutRequestId: accepted.checkoutRequestId, amount: '48160' };
    const early = await mpesa.stkQuery(accepted.checkoutRequestId);
    expect(early).toEqual({
      ok: true,
      value: { status: 'processing', checkoutRequestId: accepted.checkoutRequestId },
    });
    expect(early.ok && decideStkQueryCredit(pending, early.value)).toEqual({
      credit: false,
      reason: 'still_processing',
    });
    await new Promise((resolve) => setTimeout(resolve, CALLBACK_DELAY_MS * 3));
    const settled = await mpesa.stkQuery(accepted.checkoutRequestId);
    expect(settled).toMatchObject({ ok: true, value: { status: 'completed', resultCode: 0 } });
    expect(settled.ok && decideStkQueryCredit(pending, settled.value)).toMatchObject({
      credit: true,
      source: 'stk_query',
    });
    expect(callbacksFor(token)).toHaveLength(0);
  });

  it('a settled failure reads the same through the STK query', async () => {
    const { accepted } = await push(darajaTestPhones.wrongPin);
    await new Promise((resolve) => setTimeout(resolve, CALLBACK_DELAY_MS * 3));
    const settled = await client().stkQuery(accepted.checkoutRequestId);
    expect(settled).toMatchObject({
      ok: true,
      value: {
        status: 'completed',
        resultCode: 2001,
        resultDesc: 'The initiator information is invalid.',
      },
    });
  });

  it('an unknown CheckoutRequestID is a typed 400.002.02 failure', async () => {
    const result = await client().stkQuery('ws_CO_nobody');
    expect(result).toMatchObject({
      ok: false,
      failure: { kind: 'daraja_error', httpStatus: 400, errorCode: '400.002.02' },
    });
  });

  it('a real callback for another amount or checkout request does not credit', async () => {
    const { accepted, token } = await push(darajaTestPhones.pays, '100');
    const [delivered] = await waitFor(() => callbacksFor(token)[0] && callbacksFor(token));
    const callback = parseStkCallback(delivered?.body);
    expect(
      decideStkCallbackCredit(
        { checkoutRequestId: accepted.checkoutRequestId, amount: '48160' },
        callback,
      ),
    ).toMatchObject({ credit: false, reason: 'amount_mismatch' });
    expect(
      decideStkCallbackCredit({ checkoutRequestId: 'ws_CO_someone_else', amount: '100' }, callback),
    ).toEqual({ credit: false, reason: 'checkout_request_mismatch' });
  });
});
