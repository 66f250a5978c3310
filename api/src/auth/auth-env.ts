/**
 * The Hono environment of routes behind staff or device authentication: the API's own
 * variables plus who is calling, set by the guards (`staff-guard.ts`, `device-guard.ts`)
 * before any handler runs. `createAuthRouter()` is `createRouter()` for such routes.
 *
 * spec: api-contract.md §Staff and devices.
 */

import type { UserKind } from '@hifadhi/shared/schemas/auth';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../http/app-env';
import { throwValidationFailure } from '../http/validation-hook';

/** A signed-in user, as the staff guard found them for this request. */
export interface StaffPrincipal {
  session_id: number;
  user_id: number;
  public_id: string;
  full_name: string;
  email: string;
  phone: string | null;
  user_kind: UserKind;
  /** The role's internal id, name and public id. */
  role_id: number;
  user_type: string;
  user_type_id: string;
  landing: string;
  /** The partner a partner user books for; null for everyone else. */
  partner_public_id: string | null;
  /** The urls of the features the user's role has. */
  features: ReadonlySet<string>;
}

/** A registered gate kiosk, as the device guard found it for this request. */
export interface DevicePrincipal {
  device_id: number;
  device_public_id: string;
  name: string;
  gate_public_id: string;
}

export interface AuthEnv {
  Variables: AppEnv['Variables'] & { staff: StaffPrincipal; device: DevicePrincipal };
}

/** An `OpenAPIHono` for guarded routes; validation failures go to the one error path. */
export function createAuthRouter(): OpenAPIHono<AuthEnv> {
  return new OpenAPIHono<AuthEnv>({ defaultHook: throwValidationFailure });
}
