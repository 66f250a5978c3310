/**
 * Builds the payment services of one API process: the provider adapters from the payments
 * settings (real Daraja and iVeri Lite, or the simulators at the URLs they actually listen on),
 * and the payable handlers of bookings, donations, volunteer applications and memberships with
 * the mailer they e-mail through.
 *
 * spec: api-contract.md §Running, §Payments; ARCHITECTURE.md §Ownership (payments).
 */
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { createDonationPayable } from '../donations/donation-payable';
import { safeErrorFields } from '../http/request-logger';
import type { Mailer } from '../mail/mailer';
import { createMemberPayable } from '../members/member-payable';
import { createVolunteerPayable } from '../programs/volunteer-payable';
import { createBookingPayable } from './booking-payable';
import { createCardProvider } from './card/card-provider';
import { createIveriCardAdapter } from './card/iveri-card-adapter';
import { createDarajaClient } from './mpesa/daraja-client';
import { createMpesaProvider } from './mpesa/mpesa-provider';
import type { PayableHandlers } from './payable';
import type { PaymentsConfig } from './payments-config';
import type { PaymentDeps, PaymentsRuntime } from './payments-runtime';
import { createReferenceLookupLimiter } from './reference-lookup-limit';

/** Where the process is reached and where the simulators actually listen. */
export interface RuntimeAddresses {
  /** The API's public base URL, e.g. http://127.0.0.1:8787/api/v1 (read when a payment starts). */
  apiBaseUrl: () => string;
  /** The public site's origin. */
  siteUrl: string;
  /** The running simulators' URLs, replacing the configured ones. */
  simulatorUrls?: { mpesa?: string; card?: string };
}

/** The provider adapters for `config`, reached at `addresses`. */
export function createPaymentsRuntime(
  config: PaymentsConfig,
  addresses: RuntimeAddresses,
  clock: Clock,
): PaymentsRuntime {
  const daraja = createDarajaClient({
    ...config.mpesa,
    baseUrl: addresses.simulatorUrls?.mpesa ?? config.mpesa.baseUrl,
    clock,
  });
  const iveri = createIveriCardAdapter({
    ...config.card,
    baseUrl: addresses.simulatorUrls?.card ?? config.card.baseUrl,
  });
  return {
    providers: { mpesa: createMpesaProvider(daraja), card: createCardProvider(iveri) },
    apiBaseUrl: addresses.apiBaseUrl,
    siteUrl: addresses.siteUrl,
  };
}

/** The payable handlers, e-mailing through `mailer`. */
function createPayableHandlers(deps: {
  db: Database;
  mailer: Mailer;
  logger: Logger;
}): PayableHandlers {
  return {
    booking: createBookingPayable(deps),
    donation: createDonationPayable(deps),
    volunteer: createVolunteerPayable(deps),
    membership: createMemberPayable(deps),
  };
}

/** Everything the payment services take. */
export function createPaymentDeps(deps: {
  db: Database;
  clock: Clock;
  logger: Logger;
  payments: PaymentsRuntime;
  mailer: Mailer;
}): PaymentDeps {
  return {
    db: deps.db,
    clock: deps.clock,
    // Errors of the sweep and of after-payment work (e-mail) are logged without the values
    // they carry (e-mail addresses, names, query parameters).
    logger: deps.logger.child(
      {},
      { serializers: { err: (error: unknown) => safeErrorFields(error) } },
    ),
    payments: deps.payments,
    handlers: createPayableHandlers(deps),
    lookups: createReferenceLookupLimiter(deps.clock),
  };
}
