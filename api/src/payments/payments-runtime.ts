/**
 * What the payment services need besides the database: the provider adapters, where the API is
 * reachable from outside (the STK callback and card return URLs), where the public site is (the
 * browser's destination after a card return), and the payable handlers.
 *
 * spec: api-contract.md §Running, §Payments.
 */
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { PayableHandlers } from './payable';
import type { OnlineMethod, PaymentProvider } from './payment-provider';
import type { ReferenceLookupLimiter } from './reference-lookup-limit';

/** The providers and public addresses of one API process. */
export interface PaymentsRuntime {
  providers: Record<OnlineMethod, PaymentProvider>;
  /** The API's base URL as providers and browsers reach it, e.g. http://127.0.0.1:8787/api/v1. */
  apiBaseUrl: () => string;
  /** The public site's origin, e.g. http://127.0.0.1:5173. */
  siteUrl: string;
}

/** Everything a payment service takes. */
export interface PaymentDeps {
  db: Database;
  clock: Clock;
  logger: Logger;
  payments: PaymentsRuntime;
  handlers: PayableHandlers;
  /** Limits public lookups of payables by reference, per client address. */
  lookups: ReferenceLookupLimiter;
}
