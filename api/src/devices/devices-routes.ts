/**
 * Gate device endpoints: administrators issue one-time registration codes for a gate, list
 * devices and revoke one; a kiosk trades a code for its device token.
 *
 * spec: api-contract.md §Staff and devices.
 */
import {
  deviceRegisteredSchema,
  deviceRegisterRequestSchema,
  deviceSchema,
  registrationCodeRequestSchema,
  registrationCodeSchema,
} from '@hifadhi/shared/schemas/sync';
import { createRoute, z } from '@hono/zod-openapi';
import { feature } from '../auth/access';
import { staffFeatures } from '../auth/access-catalogue';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { errorResponse } from '../http/error-body-schema';
import { jsonBody, jsonContent } from '../http/json-content';
import { listDevices, registerDevice, revokeDevice } from './device-registry';
import { issueRegistrationCode } from './registration-codes';

const register = createRoute({
  method: 'post',
  path: '/devices/register',
  tags: ['Devices'],
  summary: 'A kiosk trades a one-time registration code for its device token',
  request: jsonBody(deviceRegisterRequestSchema),
  responses: {
    201: jsonContent(deviceRegisteredSchema, 'Registered: the device token (shown once)'),
    400: errorResponse('Code or name missing'),
    401: errorResponse('The code is unknown, used or expired'),
  },
});

/** The devices router; mount it under `/api/v1`. */
export function devicesRoutes(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  const guard = staffGuard(deps);
  const manageDevices = feature(staffFeatures.devices);
  const issue = staffRoute(guard, manageDevices, {
    method: 'post',
    path: '/devices/registration-codes',
    tags: ['Devices'],
    summary: 'Issue a one-time registration code for a kiosk at a gate',
    request: jsonBody(registrationCodeRequestSchema),
    responses: {
      201: jsonContent(registrationCodeSchema, 'The code and when it expires'),
      400: errorResponse('Gate missing or unknown'),
    },
  });
  const list = staffRoute(guard, manageDevices, {
    method: 'get',
    path: '/devices',
    tags: ['Devices'],
    summary: 'Registered devices, newest first',
    responses: { 200: jsonContent(z.array(deviceSchema), 'Devices') },
  });
  const revoke = staffRoute(guard, manageDevices, {
    method: 'post',
    path: '/devices/{device_public_id}/revoke',
    tags: ['Devices'],
    summary: 'Revoke a device: its token stops working at once',
    request: { params: z.object({ device_public_id: z.string() }) },
    responses: { 200: jsonContent(deviceSchema, 'The device'), 404: errorResponse('None') },
  });

  return createAuthRouter()
    .openapi(issue, async (c) => {
      const { gate_public_id } = c.req.valid('json');
      const code = await issueRegistrationCode(db, {
        gate_public_id,
        created_by: c.var.staff.user_id,
        now: clock.now(),
      });
      return c.json(code, 201);
    })
    .openapi(register, async (c) => {
      const { code, name } = c.req.valid('json');
      return c.json(await registerDevice(db, { code, name, now: clock.now() }), 201);
    })
    .openapi(list, async (c) => c.json(await listDevices(db), 200))
    .openapi(revoke, async (c) => {
      const device = await revokeDevice(db, c.req.valid('param').device_public_id, {
        revoked_by: c.var.staff.user_id,
        now: clock.now(),
      });
      return c.json(device, 200);
    });
}
