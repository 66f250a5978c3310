/**
 * Payment provider settings from the environment, parsed with zod.
 * - M-Pesa: real Daraja when `MPESA_BASE_URL`, `MPESA_CONSUMER_KEY`, `MPESA_CONSUMER_SECRET`,
 *   `MPESA_SHORTCODE` and `MPESA_PASSKEY` are all set (optional `MPESA_TRANSACTION_TYPE`,
 *   default CustomerPayBillOnline, and `MPESA_PARTY_B`, the till number for buy goods, default
 *   the shortcode); with none of them, the local Daraja simulator on `MPESA_SIM_PORT` (8788)
 *   with Safaricom's sandbox shortcode 174379 and passkey, its callbacks after
 *   `MPESA_SIM_CALLBACK_DELAY_MS` (1000).
 * - Card: real iVeri Lite when `CARD_BASE_URL`, `CARD_APPLICATION_ID_KES` and
 *   `CARD_APPLICATION_ID_USD` are all set; with none of them, the card simulator on
 *   `CARD_SIM_PORT` (8789). `CARD_ORDER_ID_PREFIX` (default HIFADHI) is the fixed
 *   `Lite_ConsumerOrderID_PreFix`.
 * - Simulators listen on `HOST` (default 127.0.0.1).
 * Setting only some of a provider's variables is refused, so a half-configured production
 * server never takes payments through a simulator.
 *
 * spec: api-contract.md §Running; ARCHITECTURE.md (MPESA_*, CARD_* switch each simulator to
 * the real service).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { z } from 'zod';
import { DARAJA_SANDBOX } from './mpesa/daraja-sandbox';
import { STK_TRANSACTION_TYPES, type StkTransactionType } from './mpesa/stk-push-request';
import { CARD_SIMULATOR_APPLICATION_IDS } from './simulators/card-simulator';
import { DARAJA_SIMULATOR_CREDENTIALS } from './simulators/daraja-simulator';
import { simulatorUrl } from './simulators/serve-simulator';

/** M-Pesa through Daraja (real) or the local simulator. */
export interface MpesaSettings {
  mode: 'daraja' | 'simulator';
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  transactionType: StkTransactionType;
  partyB: string;
  simulatorPort: number;
  simulatorCallbackDelayMs: number;
}

/** Card payments through iVeri Lite (real) or the local simulator. */
export interface CardSettings {
  mode: 'iveri' | 'simulator';
  baseUrl: string;
  applicationIds: Record<CurrencyCode, string>;
  orderIdPrefix: string;
  simulatorPort: number;
}

export interface PaymentsConfig {
  mpesa: MpesaSettings;
  card: CardSettings;
  /** Interface the simulators listen on. */
  simulatorHost: string;
}

/** The environment does not describe a usable payments set-up; the message says why. */
export class PaymentsConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentsConfigError';
  }
}

const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const text = z.preprocess(blankAsUnset, z.string().trim().optional());
const url = z.preprocess(
  blankAsUnset,
  z
    .url({ protocol: /^https?$/ })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
);
const shortcode = z.preprocess(
  blankAsUnset,
  z
    .string()
    .regex(/^\d{5,7}$/)
    .optional(),
);
const port = (fallback: number) =>
  z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(65535).default(fallback));

const paymentsEnv = z.object({
  HOST: z.preprocess(blankAsUnset, z.string().default('127.0.0.1')),
  MPESA_BASE_URL: url,
  MPESA_CONSUMER_KEY: text,
  MPESA_CONSUMER_SECRET: text,
  MPESA_SHORTCODE: shortcode,
  MPESA_PASSKEY: text,
  MPESA_TRANSACTION_TYPE: z.preprocess(
    blankAsUnset,
    z.enum(STK_TRANSACTION_TYPES).default('CustomerPayBillOnline'),
  ),
  MPESA_PARTY_B: shortcode,
  MPESA_SIM_PORT: port(8788),
  MPESA_SIM_CALLBACK_DELAY_MS: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(0).default(1000),
  ),
  CARD_BASE_URL: url,
  CARD_APPLICATION_ID_KES: text,
  CARD_APPLICATION_ID_USD: text,
  CARD_ORDER_ID_PREFIX: z.preprocess(blankAsUnset, z.string().trim().default('HIFADHI')),
  CARD_SIM_PORT: port(8789),
});

type PaymentsEnv = z.infer<typeof paymentsEnv>;

const MPESA_REQUIRED = [
  'MPESA_BASE_URL',
  'MPESA_CONSUMER_KEY',
  'MPESA_CONSUMER_SECRET',
  'MPESA_SHORTCODE',
  'MPESA_PASSKEY',
] as const;
const CARD_REQUIRED = [
  'CARD_BASE_URL',
  'CARD_APPLICATION_ID_KES',
  'CARD_APPLICATION_ID_USD',
] as const;

/** True when all of `names` are set, false when none are; refuses a partial set. */
function allOrNone(env: PaymentsEnv, names: readonly (keyof PaymentsEnv)[], provider: string) {
  const missing = names.filter((name) => env[name] === undefined);
  if (missing.length > 0 && missing.length < names.length) {
    throw new PaymentsConfigError(
      `${provider} is partly configured: set ${missing.join(', ')} too, or unset all of ${names.join(', ')} to use the simulator`,
    );
  }
  return missing.length === 0;
}

/**
 * Reads the payments settings from `env`.
 * @throws PaymentsConfigError when a value is malformed or a provider is partly configured.
 */
export function loadPaymentsConfig(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const parsed = paymentsEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new PaymentsConfigError(`Invalid payments settings: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const simulatorHost = e.HOST;

  const mpesa: MpesaSettings = allOrNone(e, MPESA_REQUIRED, 'M-Pesa')
    ? {
        mode: 'daraja',
        baseUrl: e.MPESA_BASE_URL as string,
        consumerKey: e.MPESA_CONSUMER_KEY as string,
        consumerSecret: e.MPESA_CONSUMER_SECRET as string,
        shortcode: e.MPESA_SHORTCODE as string,
        passkey: e.MPESA_PASSKEY as string,
        transactionType: e.MPESA_TRANSACTION_TYPE,
        partyB: e.MPESA_PARTY_B ?? (e.MPESA_SHORTCODE as string),
        simulatorPort: e.MPESA_SIM_PORT,
        simulatorCallbackDelayMs: e.MPESA_SIM_CALLBACK_DELAY_MS,
      }
    : {
        mode: 'simulator',
        baseUrl: simulatorUrl(simulatorHost, e.MPESA_SIM_PORT),
        ...DARAJA_SIMULATOR_CREDENTIALS,
        shortcode: DARAJA_SANDBOX.shortcode,
        passkey: DARAJA_SANDBOX.passkey,
        transactionType: 'CustomerPayBillOnline',
        partyB: DARAJA_SANDBOX.shortcode,
        simulatorPort: e.MPESA_SIM_PORT,
        simulatorCallbackDelayMs: e.MPESA_SIM_CALLBACK_DELAY_MS,
      };

  const card: CardSettings = allOrNone(e, CARD_REQUIRED, 'Card')
    ? {
        mode: 'iveri',
        baseUrl: e.CARD_BASE_URL as string,
        applicationIds: {
          KES: e.CARD_APPLICATION_ID_KES as string,
          USD: e.CARD_APPLICATION_ID_USD as string,
        },
        orderIdPrefix: e.CARD_ORDER_ID_PREFIX,
        simulatorPort: e.CARD_SIM_PORT,
      }
    : {
        mode: 'simulator',
        baseUrl: simulatorUrl(simulatorHost, e.CARD_SIM_PORT),
        applicationIds: { ...CARD_SIMULATOR_APPLICATION_IDS },
        orderIdPrefix: e.CARD_ORDER_ID_PREFIX,
        simulatorPort: e.CARD_SIM_PORT,
      };

  return { mpesa, card, simulatorHost };
}

/** One line per provider saying which mode is active, e.g. for the start-up log. */
export function describePaymentsModes(config: PaymentsConfig): string[] {
  const { mpesa, card } = config;
  return [
    mpesa.mode === 'daraja'
      ? `M-Pesa: Daraja at ${mpesa.baseUrl} (shortcode ${mpesa.shortcode}, ${mpesa.transactionType})`
      : `M-Pesa: simulator at ${mpesa.baseUrl} (sandbox shortcode ${mpesa.shortcode}; set MPESA_* for Daraja)`,
    card.mode === 'iveri'
      ? `Card: iVeri Lite at ${card.baseUrl}`
      : `Card: simulator at ${card.baseUrl} (set CARD_* for iVeri Lite)`,
  ];
}
