/**
 * The M-Pesa Daraja client over `fetch`: STK push (Lipa na M-Pesa Online) and STK query, with
 * the OAuth token cached per app. Every answer is a typed `DarajaResult`; nothing here throws.
 * The synchronous STK push reply only means Safaricom accepted the request: the payment is
 * settled by the callback (`stk-callback.ts`) or by an STK query.
 *
 * Source: research/payments.md §1; spec: api-contract.md §Payments, public-site.md §4 Payment.
 */
import { normalisePhone } from '@hifadhi/shared/phone/normalise-phone';
import { z } from 'zod';
import { type Clock, systemClock } from '../../clock';
import { createAccessTokenCache } from './daraja-access-token';
import { callDaraja, type DarajaResult, darajaFailure } from './daraja-http';
import { darajaPassword, darajaTimestamp } from './daraja-timestamp';
import { buildStkPushBody, type StkMerchant, type StkPushRequest } from './stk-push-request';

/** How to reach one Daraja app (real or simulated) and whose shortcode receives the money. */
export interface DarajaClientOptions extends StkMerchant {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  fetch?: typeof fetch;
  /** Time source for the `Timestamp` and token expiry (default the machine's clock). */
  clock?: Clock;
  timeoutMs?: number;
}

/** Safaricom accepted the STK push; the prompt is on the phone. Not a payment. */
export interface StkPushAccepted {
  merchantRequestId: string;
  checkoutRequestId: string;
  customerMessage: string;
}

/** What an STK query says about one checkout request. */
export type StkQueryOutcome =
  /** The prompt is still open (`500.001.1001` "The transaction is being processed"). */
  | { status: 'processing'; checkoutRequestId: string }
  /** Finished with `resultCode` (0 paid; 1032 cancelled; 1037 unreachable; …). */
  | {
      status: 'completed';
      merchantRequestId: string;
      checkoutRequestId: string;
      resultCode: number;
      resultDesc: string;
    };

export interface DarajaClient {
  /** Sends the STK push prompt; whole KES only, phone normalised to 2547…/2541…. */
  stkPush(request: StkPushRequest): Promise<DarajaResult<StkPushAccepted>>;
  /** Asks Daraja how the checkout request ended, if it has. */
  stkQuery(checkoutRequestId: string): Promise<DarajaResult<StkQueryOutcome>>;
}

const responseCode = z.union([z.string(), z.number()]).transform(String);
const resultCode = z.union([z.string().regex(/^\d+$/), z.number().int()]).transform(Number);

const stkPushReply = z.object({
  MerchantRequestID: z.string(),
  CheckoutRequestID: z.string(),
  ResponseCode: responseCode,
  ResponseDescription: z.string(),
  CustomerMessage: z.string().default(''),
});

const stkQueryReply = z.object({
  MerchantRequestID: z.string(),
  CheckoutRequestID: z.string(),
  ResponseCode: responseCode,
  ResponseDescription: z.string(),
  ResultCode: resultCode,
  ResultDesc: z.string(),
});

const INVALID_ACCESS_TOKEN = '404.001.03';
const BEING_PROCESSED = '500.001.1001';

/** Creates a Daraja client for one app and shortcode. */
export function createDarajaClient(options: DarajaClientOptions): DarajaClient {
  const fetchFn = options.fetch ?? fetch;
  const clock = options.clock ?? systemClock;
  const tokens = createAccessTokenCache({ ...options, fetch: fetchFn, clock });

  async function postJson<T>(
    path: string,
    body: unknown,
    schema: z.ZodType<T>,
  ): Promise<DarajaResult<T>> {
    for (let attempt = 0; ; attempt++) {
      const token = await tokens.token();
      if (!token.ok) return token;
      const reply = await callDaraja(
        fetchFn,
        `${options.baseUrl}${path}`,
        {
          method: 'POST',
          headers: { Authorization: `Bearer ${token.value}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        },
        schema,
        options.timeoutMs,
      );
      const staleToken =
        !reply.ok &&
        reply.failure.kind === 'daraja_error' &&
        reply.failure.errorCode === INVALID_ACCESS_TOKEN;
      if (!staleToken || attempt > 0) return reply;
      tokens.invalidate();
    }
  }

  return {
    async stkPush(request) {
      const phone = normalisePhone(request.phone);
      if (phone === null) {
        return darajaFailure({
          kind: 'invalid_request',
          field: 'PhoneNumber',
          message: 'Phone must be a Safaricom number 2547XXXXXXXX or 2541XXXXXXXX',
        });
      }
      const body = buildStkPushBody(options, { ...request, phone }, darajaTimestamp(clock.now()));
      if (!body.ok) return body;
      const reply = await postJson('/mpesa/stkpush/v1/processrequest', body.value, stkPushReply);
      if (!reply.ok) return reply;
      if (reply.value.ResponseCode !== '0') {
        return darajaFailure({
          kind: 'daraja_error',
          httpStatus: 200,
          errorCode: reply.value.ResponseCode,
          errorMessage: reply.value.ResponseDescription,
        });
      }
      return {
        ok: true,
        value: {
          merchantRequestId: reply.value.MerchantRequestID,
          checkoutRequestId: reply.value.CheckoutRequestID,
          customerMessage: reply.value.CustomerMessage,
        },
      };
    },

    async stkQuery(checkoutRequestId) {
      const timestamp = darajaTimestamp(clock.now());
      const reply = await postJson(
        '/mpesa/stkpushquery/v1/query',
        {
          BusinessShortCode: options.shortcode,
          Password: darajaPassword(options.shortcode, options.passkey, timestamp),
          Timestamp: timestamp,
          CheckoutRequestID: checkoutRequestId,
        },
        stkQueryReply,
      );
      if (!reply.ok) {
        const { failure } = reply;
        const processing =
          failure.kind === 'daraja_error' &&
          failure.errorCode === BEING_PROCESSED &&
          /being processed/i.test(failure.errorMessage);
        return processing
          ? { ok: true, value: { status: 'processing', checkoutRequestId } }
          : reply;
      }
      return {
        ok: true,
        value: {
          status: 'completed',
          merchantRequestId: reply.value.MerchantRequestID,
          checkoutRequestId: reply.value.CheckoutRequestID,
          resultCode: reply.value.ResultCode,
          resultDesc: reply.value.ResultDesc,
        },
      };
    },
  };
}
