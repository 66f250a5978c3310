/**
 * The API's configuration, parsed once from the environment with zod. Every setting has a
 * default that runs the API alone on this machine: port 8787 on 127.0.0.1, an embedded
 * Postgres under `.data/postgres` when `DATABASE_URL` is unset, the public site and the kiosk
 * (ports 5173 and 5174) as the only CORS origins.
 *
 * spec: api-contract.md §Running; ARCHITECTURE.md §Running it.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { readImageStoreSettings } from './catalogue-admin/image-store-settings';

/** The repository root: relative `DATA_DIR` values are resolved against it. */
export const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

const defaultSiteOrigins = [5173, 5174]
  .flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`])
  .join(',');

const port = z.coerce.number().int().min(0).max(65_535);
const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);

const origin = z
  .string()
  .trim()
  .refine((value) => URL.canParse(value) && new URL(value).origin === value, {
    message: 'must be an origin such as http://127.0.0.1:5173 (scheme, host, port; no path)',
  });

/** An IPv4 or IPv6 address, or a CIDR block of either (`10.0.0.0/8`, `fd00::/8`). */
const addressOrBlock = z
  .string()
  .trim()
  .refine(
    (value) => {
      const [address = '', prefix, ...rest] = value.split('/');
      const family = isIP(address);
      if (family === 0 || rest.length > 0) return false;
      if (prefix === undefined) return true;
      const bits = Number(prefix);
      return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
    },
    { message: 'must list IP addresses or CIDR blocks such as 10.0.0.0/8, separated by commas' },
  );

export const configSchema = z
  .object({
    PORT: port.default(8787),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    DATABASE_URL: z.preprocess(
      unsetWhenEmpty,
      z
        .string()
        .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    DATA_DIR: z
      .string()
      .min(1)
      .default('.data')
      .transform((dir) => path.resolve(repositoryRoot, dir)),
    /** Connections the API keeps open to Postgres. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /** Port of the embedded Postgres; 54329 keeps clear of a system Postgres on 5432. */
    EMBEDDED_PG_PORT: port.default(54_329),
    SITE_ORIGINS: z
      .string()
      .default(defaultSiteOrigins)
      .transform((list) => list.split(',').filter((entry) => entry.trim() !== ''))
      .pipe(z.array(origin).min(1, 'must list at least one origin')),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Minutes an unpaid booking holds its units before it expires. */
    BOOKING_HOLD_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
    /**
     * Unpaid held bookings one client (the same e-mail, or the same address) may have at once;
     * spec: public-site.md §2.12 (holds), issue 11 item 5.
     */
    UNPAID_HOLDS_PER_CLIENT: z.coerce.number().int().min(1).max(100).default(3),
    /**
     * Share of a facility's units (0–1) one client's unpaid holds may take on any night; at least
     * one unit is always allowed.
     */
    HOLD_MAX_FACILITY_SHARE: z.coerce.number().min(0).max(1).default(0.5),
    /** Seconds between two sweeps that mark lapsed holds expired. */
    HOLD_EXPIRY_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
    /** The public site's origin: where the browser is sent back to after a card payment. */
    PUBLIC_SITE_URL: origin.default('http://127.0.0.1:5173'),
    /**
     * Where payment providers and browsers reach this API (scheme, host, port; no path), for the
     * STK callback and card return URLs; default the address it listens on.
     */
    PUBLIC_API_URL: z.preprocess(unsetWhenEmpty, origin.optional()),
    /** SMTP server for e-mail (smtp:// or smtps://); unset, mail is written under DATA_DIR/mail. */
    SMTP_URL: z.preprocess(
      unsetWhenEmpty,
      z
        .string()
        .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    /** Seconds a pending payment waits for its callback or return before the provider is asked. */
    PAYMENT_SETTLE_AFTER_SECONDS: z.coerce.number().int().min(0).max(3_600).default(30),
    /** Seconds between two sweeps that settle pending payments with their provider. */
    PAYMENT_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3_600).default(15),
    /**
     * Whether gate kiosks also receive administrators' offline sign-in verifiers (`true`);
     * default `false`: only gate staff can sign in at a kiosk offline.
     */
    KIOSK_ADMIN_VERIFIERS: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false')
      .transform((flag) => flag === 'true'),
    /**
     * Reverse proxies (addresses or CIDR blocks, comma-separated) whose `X-Forwarded-For` the
     * API believes; unset, the client is always the connection's peer.
     */
    TRUSTED_PROXIES: z
      .string()
      .default('')
      .transform((list) => list.split(',').filter((entry) => entry.trim() !== ''))
      .pipe(z.array(addressOrBlock)),
    /** Where the API runs; `production` never gets the demo staff users. */
    NODE_ENV: z.string().trim().min(1).default('development'),
    /**
     * Whether to seed the demo catalogue's staff users (with their demo passwords) on first
     * start: unset, yes except in production; `true` in production is refused.
     */
    DEMO_STAFF: z.preprocess(
      unsetWhenEmpty,
      z
        .enum(['true', 'false'], { error: 'must be true or false' })
        .transform((flag) => flag === 'true')
        .optional(),
    ),
  })
  .check(
    z.refine((config) => !(config.DEMO_STAFF === true && config.NODE_ENV === 'production'), {
      message: 'must not be true when NODE_ENV is production: demo staff have public passwords',
      path: ['DEMO_STAFF'],
    }),
  );

/** The parsed configuration; `DATA_DIR` is absolute, `SITE_ORIGINS` a list of origins. */
export type Config = z.infer<typeof configSchema>;

/**
 * Whether this API seeds the demo staff users: `DEMO_STAFF` when set, otherwise everywhere but
 * production. spec: membership-backoffice.md §6 (demo roles; never in production).
 */
export function demoStaffEnabled(config: Pick<Config, 'DEMO_STAFF' | 'NODE_ENV'>): boolean {
  return config.DEMO_STAFF ?? config.NODE_ENV !== 'production';
}

/** Raised when the environment holds a value the API cannot run with. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Parses `env` into a `Config`, checking the upload store's S3 settings (`S3_*`, read by
 * catalogue-admin/image-store-settings.ts) with the rest, so a half-set store stops the API
 * before it opens the database.
 * @throws ConfigError naming every bad or missing variable and what it must be, one per line
 *   ("  S3_ENDPOINT: must be set when S3_BUCKET is set").
 */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(env);
  const problems = [
    ...(result.error?.issues ?? []).map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    ),
    ...readImageStoreSettings(env).issues.map(
      ({ variable, message }) => `  ${variable}: ${message}`,
    ),
  ];
  if (result.success && problems.length === 0) return result.data;
  throw new ConfigError(`Invalid API configuration:\n${problems.join('\n')}`);
}

/** `parseConfig(process.env)`, or prints the problems and exits with status 1. */
export function loadConfigOrExit(): Config {
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
