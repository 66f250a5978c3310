/**
 * `createApp(deps)` builds the API for the server and for the tests (`app.request()`): every
 * route under `/api/v1`, structured pino logs carrying a request id (echoed in `X-Request-Id`),
 * security headers, CORS for the configured site origins only, a 1 MB body limit, no NUL
 * character in any input, the one error path, the OpenAPI 3.1 document at
 * `/api/v1/openapi.json` and its browsable reference at `/api/v1/docs`.
 *
 * spec: ARCHITECTURE.md §The shape, §Errors; api-contract.md.
 */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import type { Logger } from 'pino';
import packageJson from '../package.json' with { type: 'json' };
import { authRoutes } from './auth/auth-routes';
import { clientAddressResolver } from './auth/client-address';
import { passwordResetSender } from './auth/password-reset-mail';
import { STAFF_SECURITY_SCHEME } from './auth/staff-route';
import { availabilityRoutes } from './availability/availability-routes';
import { bookingAlertsRoutes } from './booking-alerts/booking-alerts-routes';
import { bookingBansRoutes } from './booking-bans/booking-bans-routes';
import { bookingRoutes } from './bookings/booking-routes';
import { createCatalogueCache } from './catalogue/catalogue-cache';
import { catalogueRoutes } from './catalogue/catalogue-routes';
import { catalogueAdminRoutes } from './catalogue-admin/catalogue-admin-routes';
import { discountRoutes } from './catalogue-admin/discount-routes';
import { catalogueSettingsRoutes } from './catalogue-settings/catalogue-settings-routes';
import { cateringTypeRoutes } from './catalogue-settings/catering-type-routes';
import { contentSettingsRoutes } from './catalogue-settings/content-settings-routes';
import { facilityTypeRoutes } from './catalogue-settings/facility-type-routes';
import { partnerLodgeRoutes } from './catalogue-settings/partner-lodge-routes';
import { schoolFeeRoutes } from './catalogue-settings/school-fee-routes';
import type { Clock } from './clock';
import type { Config } from './config';
import type { CrmClient } from './crm/salesforce-client';
import type { Database, DatabaseKind } from './db/database';
import { devicesRoutes } from './devices/devices-routes';
import { docsRoutes } from './docs/docs-routes';
import { documentRoutes } from './documents/document-routes';
import { donationRoutes } from './donations/donation-routes';
import { gateShiftRoutes } from './gate-shifts/gate-shift-routes';
import { healthRoutes } from './health/health-routes';
import type { AppEnv } from './http/app-env';
import { createRouter } from './http/create-router';
import { limitBodySize } from './http/limit-body-size';
import { errorHandler, onNotFound } from './http/on-error';
import { refuseNulText } from './http/refuse-nul-text';
import { requestLogger } from './http/request-logger';
import { securityHeaders } from './http/security-headers';
import { inspectionRoutes } from './inspections/inspection-routes';
import { logsRoutes } from './logs/logs-routes';
import { staffRequestLog } from './logs/staff-request-log';
import { createMailer, type Mailer, mailDirectory } from './mail/mailer';
import { memberRoutes } from './members/member-routes';
import { membersAdminRoutes } from './members-admin/members-admin-routes';
import { paymentRoutes } from './payments/payment-routes';
import { createPaymentDeps, createPaymentsRuntime } from './payments/payment-services';
import { loadPaymentsConfig } from './payments/payments-config';
import type { PaymentsRuntime } from './payments/payments-runtime';
import { paymentsAdminRoutes } from './payments-admin/payments-admin-routes';
import { donationsAdminRoutes } from './people/donations-admin-routes';
import { peopleRoutes } from './people/people-routes';
import { programsAdminRoutes } from './people/programs-admin-routes';
import { programRoutes } from './programs/program-routes';
import { quoteRoutes } from './quotes/quote-routes';
import { staffQuoteRoutes } from './quotes/staff-quote-routes';
import { reportRoutes } from './reports/report-routes';
import { STAFF_APP_PATH, staffAppRoutes } from './staff-app/staff-app-routes';
import { staffBookingWriteRoutes } from './staff-bookings/staff-booking-write-routes';
import { staffBookingsRoutes } from './staff-bookings/staff-bookings-routes';
import { staffDirectoryRoutes } from './staff-directory/staff-directory-routes';
import { outboxAppliers } from './sync/outbox-appliers';
import { DEVICE_SECURITY_SCHEME, syncRoutes } from './sync/sync-routes';
import { accessControlRoutes } from './users/access-control-routes';
import { usersRoutes } from './users/users-routes';
import { visitorRoutes } from './visitors/visitor-routes';

/** Where the API is mounted. */
export const API_BASE_PATH = '/api/v1';

/** What every route may use; services receive the parts they need explicitly. */
export interface AppDeps {
  db: Database;
  config: Config;
  clock: Clock;
  logger: Logger;
  databaseKind: DatabaseKind;
  /**
   * The payment providers and the API's public address; default the simulators at their
   * configured ports and `PUBLIC_API_URL` or `http://HOST:PORT`.
   */
  payments?: PaymentsRuntime;
  /** Default: SMTP at `SMTP_URL`, else `.eml` files under `DATA_DIR/mail`. */
  mailer?: Mailer;
  /** The CRM members are synced to (`crm/crm-runtime.ts`); default none (the sync is off). */
  crm?: CrmClient | null;
}

/** The payment providers `createApp` uses when none are given. */
function defaultPayments(deps: AppDeps): PaymentsRuntime {
  const { config } = deps;
  const origin = config.PUBLIC_API_URL ?? `http://${config.HOST}:${config.PORT}`;
  return createPaymentsRuntime(
    loadPaymentsConfig({}),
    { apiBaseUrl: () => `${origin}${API_BASE_PATH}`, siteUrl: config.PUBLIC_SITE_URL },
    deps.clock,
  );
}

/** The whole API (see the module comment); routes validate with the shared zod schemas. */
export function createApp(deps: AppDeps) {
  const siteOrigins = new Set(deps.config.SITE_ORIGINS);
  const pricing = { ...deps, catalogueCache: createCatalogueCache(deps.db) };
  const booking = {
    ...pricing,
    holdMinutes: deps.config.BOOKING_HOLD_MINUTES,
    holdLimits: {
      perClient: deps.config.UNPAID_HOLDS_PER_CLIENT,
      facilityShare: deps.config.HOLD_MAX_FACILITY_SHARE,
    },
  };
  const mailer =
    deps.mailer ??
    createMailer({ smtpUrl: deps.config.SMTP_URL, directory: mailDirectory(deps.config.DATA_DIR) });
  const payments = createPaymentDeps({
    ...deps,
    payments: deps.payments ?? defaultPayments(deps),
    mailer,
  });
  const auth = {
    ...deps,
    siteUrl: deps.config.PUBLIC_SITE_URL,
    sendPasswordReset: passwordResetSender(deps.db, mailer),
  };
  const api = createRouter()
    .route('/', healthRoutes(deps))
    .route('/', catalogueRoutes(deps))
    .route('/', quoteRoutes(pricing))
    .route('/', staffQuoteRoutes(pricing))
    .route('/', availabilityRoutes(pricing))
    .route('/', bookingRoutes(booking))
    .route('/', paymentRoutes(payments))
    .route('/', donationRoutes(payments))
    .route('/', programRoutes(payments))
    .route('/', memberRoutes(payments))
    .route('/', authRoutes(auth))
    .route('/', usersRoutes(deps))
    .route('/', accessControlRoutes(deps))
    .route('/', staffBookingsRoutes(deps))
    .route('/', staffBookingWriteRoutes({ ...pricing, mailer }))
    .route('/', bookingBansRoutes(deps))
    .route('/', bookingAlertsRoutes(deps))
    .route('/', catalogueAdminRoutes(deps))
    .route('/', inspectionRoutes(deps))
    .route('/', documentRoutes(deps))
    .route('/', paymentsAdminRoutes(deps))
    .route('/', catalogueSettingsRoutes(pricing))
    .route('/', contentSettingsRoutes(deps))
    .route('/', membersAdminRoutes({ ...deps, mailer, siteUrl: deps.config.PUBLIC_SITE_URL }))
    .route('/', peopleRoutes(deps))
    .route('/', logsRoutes(deps))
    .route('/', reportRoutes(deps))
    .route('/', gateShiftRoutes(deps))
    .route('/', devicesRoutes(deps))
    .route('/', syncRoutes({ ...pricing, appliers: outboxAppliers({ booking, payments }) }))
    .route('/', docsRoutes(API_BASE_PATH));
  // Mounted apart from the chain above, whose type is at TypeScript's limit.
  api.route('/', visitorRoutes(deps));
  api.route('/', donationsAdminRoutes(payments));
  api.route('/', staffDirectoryRoutes(deps));
  api.route('/', programsAdminRoutes({ ...deps, mailer, siteUrl: deps.config.PUBLIC_SITE_URL }));
  api.route('/', discountRoutes(deps));
  api.route('/', facilityTypeRoutes(deps));
  api.route('/', cateringTypeRoutes(deps));
  api.route('/', partnerLodgeRoutes(deps));
  api.route('/', schoolFeeRoutes(deps));
  api.openAPIRegistry.registerComponent('securitySchemes', STAFF_SECURITY_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    description: 'The auth_token of POST /auth/login',
  });
  api.openAPIRegistry.registerComponent('securitySchemes', DEVICE_SECURITY_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    description: 'The device_token of POST /devices/register',
  });
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Hifadhi API',
      version: packageJson.version,
      description: 'Booking, ticketing, donation and gate system of Kijani Conservancy.',
    },
    servers: [{ url: API_BASE_PATH }],
  });

  const app = new Hono<AppEnv>()
    .use(requestId())
    .use(clientAddressResolver(deps.config.TRUSTED_PROXIES))
    .use(requestLogger(deps.logger))
    .use(securityHeaders())
    .use(
      cors({
        origin: (origin) => (siteOrigins.has(origin) ? origin : null),
        allowHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
        exposeHeaders: ['X-Request-Id'],
        maxAge: 600,
      }),
    )
    .use(limitBodySize())
    .use(refuseNulText())
    .use(`${API_BASE_PATH}/*`, staffRequestLog(deps))
    .route(API_BASE_PATH, api)
    .route(STAFF_APP_PATH, staffAppRoutes());
  app.onError(errorHandler(deps.logger));
  app.notFound(onNotFound);
  return app;
}

/** The API's type, for typed clients (`hc<AppType>`). */
export type AppType = ReturnType<typeof createApp>;
