/**
 * CRM (Salesforce) settings from the environment, parsed with zod. Off unless `CRM_SYNC` says:
 * - `CRM_SYNC=off` (default): no member is synced and nothing is called;
 * - `CRM_SYNC=simulator`: the local Salesforce simulator, started by the API on `CRM_SIM_PORT`
 *   (8790) with its own client id and secret;
 * - `CRM_SYNC=salesforce`: the real org at `SALESFORCE_INSTANCE_URL` (https), signed in with the
 *   OAuth 2.0 client credentials flow of a connected app (`SALESFORCE_CLIENT_ID`,
 *   `SALESFORCE_CLIENT_SECRET`), REST API `SALESFORCE_API_VERSION` (default v60.0). All three are
 *   required; a half-configured CRM is refused at start.
 *
 * spec: membership-backoffice.md §3 (Member: salesforce_id, salesforce_uuid,
 * salesforce_account_uuid, salesforce_contact_uuid; credentials for a CRM integration), §7
 * (CRM sync triggers).
 */
import { z } from 'zod';

export const SALESFORCE_SIMULATOR_CREDENTIALS = {
  clientId: 'hifadhi-simulator',
  clientSecret: 'simulator-secret',
} as const;

export type CrmConfig =
  | { mode: 'off' }
  | {
      mode: 'salesforce' | 'simulator';
      /** The org's (or the simulator's) base URL, no trailing slash; the simulator's is set when it starts. */
      instanceUrl: string;
      clientId: string;
      clientSecret: string;
      apiVersion: string;
      simulatorPort: number;
    };

/** The environment does not describe a usable CRM set-up; the message says why. */
export class CrmConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CrmConfigError';
  }
}

const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const text = z.preprocess(blankAsUnset, z.string().trim().optional());

const envSchema = z.object({
  CRM_SYNC: z.preprocess(blankAsUnset, z.enum(['off', 'simulator', 'salesforce']).default('off')),
  CRM_SIM_PORT: z.preprocess(
    blankAsUnset,
    z.coerce.number().int().min(0).max(65_535).default(8790),
  ),
  SALESFORCE_INSTANCE_URL: z.preprocess(
    blankAsUnset,
    z
      .url({ protocol: /^https$/ })
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
  ),
  SALESFORCE_CLIENT_ID: text,
  SALESFORCE_CLIENT_SECRET: text,
  SALESFORCE_API_VERSION: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^v\d+\.\d$/, 'like v60.0')
      .default('v60.0'),
  ),
});

/**
 * The CRM settings of `env` (default `process.env`).
 * @throws CrmConfigError for a bad value or `CRM_SYNC=salesforce` without its three settings.
 */
export function loadCrmConfig(env: Record<string, string | undefined> = process.env): CrmConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new CrmConfigError(`${issue.path.join('.')}: ${issue.message}`);
  }
  const settings = parsed.data;
  if (settings.CRM_SYNC === 'off') return { mode: 'off' };
  if (settings.CRM_SYNC === 'simulator') {
    return {
      mode: 'simulator',
      instanceUrl: '',
      ...SALESFORCE_SIMULATOR_CREDENTIALS,
      apiVersion: settings.SALESFORCE_API_VERSION,
      simulatorPort: settings.CRM_SIM_PORT,
    };
  }
  const { SALESFORCE_INSTANCE_URL, SALESFORCE_CLIENT_ID, SALESFORCE_CLIENT_SECRET } = settings;
  if (!SALESFORCE_INSTANCE_URL || !SALESFORCE_CLIENT_ID || !SALESFORCE_CLIENT_SECRET) {
    throw new CrmConfigError(
      'CRM_SYNC=salesforce needs SALESFORCE_INSTANCE_URL, SALESFORCE_CLIENT_ID and SALESFORCE_CLIENT_SECRET',
    );
  }
  return {
    mode: 'salesforce',
    instanceUrl: SALESFORCE_INSTANCE_URL,
    clientId: SALESFORCE_CLIENT_ID,
    clientSecret: SALESFORCE_CLIENT_SECRET,
    apiVersion: settings.SALESFORCE_API_VERSION,
    simulatorPort: settings.CRM_SIM_PORT,
  };
}
