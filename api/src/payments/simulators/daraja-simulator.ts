/**
 * A local stand-in for Safaricom Daraja that speaks its JSON: OAuth
 * (`GET /oauth/v1/generate?grant_type=client_credentials`, Basic auth), STK push
 * (`POST /mpesa/stkpush/v1/processrequest`) and STK query (`POST /mpesa/stkpushquery/v1/query`),
 * both with a Bearer token. It checks the credentials, the token, the `Password` for the given
 * `Timestamp`, and every STK field rule, answering Safaricom's error JSON
 * (`{requestId, errorCode, errorMessage}`) when something is broken. After `callbackDelayMs` it
 * settles the checkout request as the phone number's scenario says (`daraja-test-phones.ts`) and
 * posts the STK callback to `CallBackURL`: once, twice, or never.
 *
 * Stricter than Daraja on one point (assumed, not documented): the `Timestamp` must be within
 * `timestampToleranceSeconds` of the simulator's clock in EAT, so a timestamp built in UTC or the
 * server's zone is refused as "Invalid Timestamp".
 *
 * Source: research/payments.md §1; spec: api-contract.md §Running (payments through the
 * simulators when no MPESA_* settings are given).
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { DARAJA_SANDBOX } from '../mpesa/daraja-sandbox';
import { darajaPassword, darajaTimestamp, parseDarajaTimestamp } from '../mpesa/daraja-timestamp';
import {
  isCallbackUrl,
  MPESA_MSISDN,
  STK_ACCOUNT_REFERENCE_MAX,
  STK_TRANSACTION_DESC_MAX,
  STK_TRANSACTION_TYPES,
} from '../mpesa/stk-push-request';
import { type DarajaTestPhone, darajaTestPhoneFor } from './daraja-test-phones';
import { type RunningSimulator, serveSimulator } from './serve-simulator';

/** The consumer key and secret the simulator accepts unless told otherwise. */
export const DARAJA_SIMULATOR_CREDENTIALS = {
  consumerKey: 'hifadhi-simulator-consumer-key',
  consumerSecret: 'hifadhi-simulator-consumer-secret',
} as const;

/** Defaults: sandbox shortcode and passkey, simulator credentials, 1 s callback delay. */
export interface DarajaSimulatorOptions {
  /** TCP port; 0 picks a free one. */
  port: number;
  /** Interface to listen on (default 127.0.0.1). */
  host?: string;
  /** Milliseconds between the STK push and its callback (and between duplicate callbacks). */
  callbackDelayMs?: number;
  consumerKey?: string;
  consumerSecret?: string;
  shortcode?: string;
  passkey?: string;
  /** `expires_in` of issued tokens, in seconds (default 3599, as Daraja). */
  tokenLifetimeSeconds?: number;
  /** How far a `Timestamp` may be from the simulator's EAT clock, in seconds (default 600). */
  timestampToleranceSeconds?: number;
  /** Told of every STK push the simulator accepts (tests count the prompts a phone gets). */
  onStkPush?: (push: { phone: string; amount: number; checkoutRequestId: string }) => void;
}

interface CheckoutRequest {
  merchantRequestId: string;
  checkoutRequestId: string;
  amount: number;
  phone: string;
  scenario: DarajaTestPhone;
  settled: boolean;
}

type Json = Record<string, unknown>;

const ACCEPTED = 'Success. Request accepted for processing';

function randomDigits(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}

function receiptNumber(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return `S${Array.from(randomBytes(9), (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** Daraja refuses `100.00` ("Invalid Amount"): only whole numbers ≥ 1 pass. */
function isDarajaAmount(value: unknown): value is number | string {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1;
  return typeof value === 'string' && /^[1-9]\d*$/.test(value);
}

/** Builds the simulator's Hono app; `stop()` cancels callbacks not yet delivered. */
export function createDarajaSimulatorApp(options: Omit<DarajaSimulatorOptions, 'port' | 'host'>): {
  app: Hono;
  stop(): void;
} {
  const consumerKey = options.consumerKey ?? DARAJA_SIMULATOR_CREDENTIALS.consumerKey;
  const consumerSecret = options.consumerSecret ?? DARAJA_SIMULATOR_CREDENTIALS.consumerSecret;
  const shortcode = options.shortcode ?? DARAJA_SANDBOX.shortcode;
  const passkey = options.passkey ?? DARAJA_SANDBOX.passkey;
  const callbackDelayMs = options.callbackDelayMs ?? 1000;
  const tokenLifetimeSeconds = options.tokenLifetimeSeconds ?? 3599;
  const toleranceMs = (options.timestampToleranceSeconds ?? 600) * 1000;

  const tokens = new Map<string, number>();
  const checkouts = new Map<string, CheckoutRequest>();
  const timers = new Set<NodeJS.Timeout>();

  const later = (task: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      task();
    }, callbackDelayMs);
    timers.add(timer);
  };

  const darajaError = (c: Context, errorCode: string, errorMessage: string) =>
    c.json(
      { requestId: `${randomDigits(5)}-${randomDigits(8)}-1`, errorCode, errorMessage },
      Number(errorCode.slice(0, 3)) as 400 | 404 | 500,
    );
  const badRequest = (c: Context, field: string) =>
    darajaError(c, '400.002.02', `Bad Request - Invalid ${field}`);

  const hasValidToken = (c: Context) => {
    const match = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '');
    const expiresAt = match ? tokens.get(match[1] as string) : undefined;
    return expiresAt !== undefined && expiresAt > Date.now();
  };

  const readJson = async (c: Context): Promise<Json | undefined> => {
    try {
      const body: unknown = await c.req.json();
      return body !== null && typeof body === 'object' ? (body as Json) : undefined;
    } catch {
      return undefined;
    }
  };

  /** Shortcode, timestamp and password; the failing field's error response, or null. */
  const checkCredentials = (c: Context, body: Json) => {
    if (asText(body.BusinessShortCode) !== shortcode) return badRequest(c, 'BusinessShortCode');
    const timestamp = asText(body.Timestamp) ?? '';
    const at = parseDarajaTimestamp(timestamp);
    if (at === null || Math.abs(at.getTime() - Date.now()) > toleranceMs) {
      return badRequest(c, 'Timestamp');
    }
    if (body.Password !== darajaPassword(shortcode, passkey, timestamp)) {
      return darajaError(c, '500.001.1001', 'Wrong credentials');
    }
    return null;
  };

  const callbackBody = (checkout: CheckoutRequest) => {
    const { scenario } = checkout;
    const stkCallback: Json = {
      MerchantRequestID: checkout.merchantRequestId,
      CheckoutRequestID: checkout.checkoutRequestId,
      ResultCode: scenario.resultCode,
      ResultDesc: scenario.resultDesc,
    };
    if (scenario.resultCode === 0) {
      stkCallback.CallbackMetadata = {
        Item: [
          { Name: 'Amount', Value: checkout.amount },
          { Name: 'MpesaReceiptNumber', Value: receiptNumber() },
          { Name: 'Balance' },
          { Name: 'TransactionDate', Value: Number(darajaTimestamp(new Date())) },
          { Name: 'PhoneNumber', Value: Number(checkout.phone) },
        ],
      };
    }
    return { Body: { stkCallback } };
  };

  const deliver = (url: string, body: unknown) => {
    fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    })
      .then((response) => response.body?.cancel())
      .catch(() => undefined);
  };

  const app = new Hono();

  app.get('/oauth/v1/generate', (c) => {
    if (c.req.query('grant_type') !== 'client_credentials') {
      return darajaError(c, '400.008.02', 'Invalid grant type passed');
    }
    const expected = Buffer.from(`${consumerKey}:${consumerSecret}`).toString('base64');
    if (c.req.header('Authorization') !== `Basic ${expected}`) {
      return darajaError(c, '400.008.01', 'Invalid Authentication passed');
    }
    const token = randomBytes(21).toString('base64url');
    tokens.set(token, Date.now() + tokenLifetimeSeconds * 1000);
    return c.json({ access_token: token, expires_in: String(tokenLifetimeSeconds) });
  });

  app.post('/mpesa/stkpush/v1/processrequest', async (c) => {
    if (!hasValidToken(c)) return darajaError(c, '404.001.03', 'Invalid Access Token');
    const body = await readJson(c);
    if (!body) return badRequest(c, 'JSON');
    const refused = checkCredentials(c, body);
    if (refused) return refused;
    const transactionType = asText(body.TransactionType) ?? '';
    if (!(STK_TRANSACTION_TYPES as readonly string[]).includes(transactionType)) {
      return badRequest(c, 'TransactionType');
    }
    if (!isDarajaAmount(body.Amount)) return badRequest(c, 'Amount');
    const partyA = asText(body.PartyA) ?? '';
    if (!MPESA_MSISDN.test(partyA)) return badRequest(c, 'PartyA');
    const partyB = asText(body.PartyB) ?? '';
    const tillOrPaybill =
      transactionType === 'CustomerPayBillOnline' ? partyB === shortcode : /^\d{5,7}$/.test(partyB);
    if (!tillOrPaybill) return badRequest(c, 'PartyB');
    const phone = asText(body.PhoneNumber) ?? '';
    if (!MPESA_MSISDN.test(phone)) return badRequest(c, 'PhoneNumber');
    const callbackUrl = typeof body.CallBackURL === 'string' ? body.CallBackURL : '';
    if (!isCallbackUrl(callbackUrl)) return badRequest(c, 'CallBackURL');
    const reference = typeof body.AccountReference === 'string' ? body.AccountReference : '';
    if (reference.trim() === '' || reference.length > STK_ACCOUNT_REFERENCE_MAX) {
      return badRequest(c, 'AccountReference');
    }
    const desc = body.TransactionDesc;
    if (
      desc !== undefined &&
      (typeof desc !== 'string' || desc.length > STK_TRANSACTION_DESC_MAX)
    ) {
      return badRequest(c, 'TransactionDesc');
    }

    const checkout: CheckoutRequest = {
      merchantRequestId: `${randomDigits(5)}-${randomDigits(8)}-1`,
      checkoutRequestId: `ws_CO_${darajaTimestamp(new Date())}${randomDigits(10)}`,
      amount: Number(body.Amount),
      phone,
      scenario: darajaTestPhoneFor(phone),
      settled: false,
    };
    checkouts.set(checkout.checkoutRequestId, checkout);
    options.onStkPush?.({
      phone,
      amount: checkout.amount,
      checkoutRequestId: checkout.checkoutRequestId,
    });
    later(() => {
      checkout.settled = true;
      if (checkout.scenario.callbacks === 0) return;
      const callback = callbackBody(checkout);
      deliver(callbackUrl, callback);
      if (checkout.scenario.callbacks === 2) later(() => deliver(callbackUrl, callback));
    });
    return c.json({
      MerchantRequestID: checkout.merchantRequestId,
      CheckoutRequestID: checkout.checkoutRequestId,
      ResponseCode: '0',
      ResponseDescription: ACCEPTED,
      CustomerMessage: ACCEPTED,
    });
  });

  app.post('/mpesa/stkpushquery/v1/query', async (c) => {
    if (!hasValidToken(c)) return darajaError(c, '404.001.03', 'Invalid Access Token');
    const body = await readJson(c);
    if (!body) return badRequest(c, 'JSON');
    const refused = checkCredentials(c, body);
    if (refused) return refused;
    const checkout = checkouts.get(asText(body.CheckoutRequestID) ?? '');
    if (!checkout) return badRequest(c, 'CheckoutRequestID');
    if (!checkout.settled) {
      return darajaError(c, '500.001.1001', 'The transaction is being processed');
    }
    return c.json({
      ResponseCode: '0',
      ResponseDescription: 'The service request has been accepted successsfully',
      MerchantRequestID: checkout.merchantRequestId,
      CheckoutRequestID: checkout.checkoutRequestId,
      ResultCode: String(checkout.scenario.resultCode),
      ResultDesc: checkout.scenario.resultDesc,
    });
  });

  return {
    app,
    stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

/**
 * Starts the Daraja simulator on `host` (default 127.0.0.1) and `port` (0 = any free port).
 * Resolves with its base URL and `close()`, which also cancels callbacks not yet delivered.
 */
export async function startDarajaSimulator(
  options: DarajaSimulatorOptions,
): Promise<RunningSimulator> {
  const { app, stop } = createDarajaSimulatorApp(options);
  return serveSimulator(app.fetch, options.port, options.host ?? '127.0.0.1', stop);
}
