/**
 * Daraja OAuth: `GET /oauth/v1/generate?grant_type=client_credentials` with
 * `Authorization: Basic base64(consumerKey:consumerSecret)`, answered with
 * `{access_token, expires_in}` (seconds, sent as a string). One token is kept per app and
 * reused until `refreshMarginSeconds` before it expires; callers asking at the same time share
 * one OAuth call. `invalidate()` drops it (after `404.001.03` "Invalid Access Token").
 *
 * Source: research/payments.md §1 "OAuth".
 */
import { z } from 'zod';
import type { Clock } from '../../clock';
import { callDaraja, type DarajaResult } from './daraja-http';

/** Where the token comes from and how long to trust it. */
export interface AccessTokenOptions {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  fetch: typeof fetch;
  clock: Clock;
  /** Seconds before `expires_in` runs out at which a fresh token is fetched (default 60). */
  refreshMarginSeconds?: number;
  timeoutMs?: number;
}

/** A cached Daraja access token. */
export interface AccessTokenCache {
  /** A valid bearer token, fetched only when none is cached or it is about to expire. */
  token(): Promise<DarajaResult<string>>;
  /** Forgets the cached token so the next `token()` fetches a new one. */
  invalidate(): void;
}

const tokenReply = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive(),
});

/** Creates the token cache of one Daraja app. */
export function createAccessTokenCache(options: AccessTokenOptions): AccessTokenCache {
  const margin = options.refreshMarginSeconds ?? 60;
  const basic = Buffer.from(`${options.consumerKey}:${options.consumerSecret}`).toString('base64');
  let cached: { token: string; refreshAtMs: number } | undefined;
  let inFlight: Promise<DarajaResult<string>> | undefined;

  async function fetchToken(): Promise<DarajaResult<string>> {
    const issuedAtMs = options.clock.now().getTime();
    const reply = await callDaraja(
      options.fetch,
      `${options.baseUrl}/oauth/v1/generate?grant_type=client_credentials`,
      { method: 'GET', headers: { Authorization: `Basic ${basic}` } },
      tokenReply,
      options.timeoutMs,
    );
    if (!reply.ok) return reply;
    const lifetimeSeconds = Math.max(0, reply.value.expires_in - margin);
    cached = { token: reply.value.access_token, refreshAtMs: issuedAtMs + lifetimeSeconds * 1000 };
    return { ok: true, value: reply.value.access_token };
  }

  return {
    token() {
      if (cached && options.clock.now().getTime() < cached.refreshAtMs) {
        return Promise.resolve({ ok: true, value: cached.token });
      }
      inFlight ??= fetchToken().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
