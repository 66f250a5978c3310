/**
 * Sync endpoints. A registered kiosk (device token) pulls the change feed, pushes its
 * outbox and checks a walk-in's promo code; administrators review the forced and rejected gate operations.
 *
 * spec: api-contract.md §Staff and devices (`GET /sync/changes`, `POST /sync/outbox`);
 * research offline-checkin-anchors.md §1.
 */
import {
  changeFeedSchema,
  outboxRequestSchema,
  outboxResponseSchema,
} from '@hifadhi/shared/schemas/sync';
import { createRoute, z } from '@hono/zod-openapi';
import { feature } from '../auth/access';
import { staffFeatures } from '../auth/access-catalogue';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import { deviceGuard } from '../devices/device-guard';
import { errorResponse } from '../http/error-body-schema';
import { jsonBody, jsonContent } from '../http/json-content';
import { CHANGE_PAGE_SIZE, type ChangeFeedDeps, readChanges } from './change-feed';
import { forcedOperationsPageSchema, listForcedOperations } from './forced-operations';
import { applyOutbox, type OutboxDeps } from './outbox';
import {
  checkPromoCode,
  promoCodeCheckRequestSchema,
  promoCodeCheckSchema,
} from './promo-code-check';

/** Name of the device bearer security scheme in the OpenAPI document. */
export const DEVICE_SECURITY_SCHEME = 'deviceBearer';

export type SyncDeps = ChangeFeedDeps & OutboxDeps;

/** The sync router; mount it under `/api/v1`. */
export function syncRoutes(deps: SyncDeps) {
  const device = {
    security: [{ [DEVICE_SECURITY_SCHEME]: [] }],
    'x-access': 'device',
    middleware: [deviceGuard(deps)],
  };
  const deviceAnswers = {
    401: errorResponse('No device token, or the device is revoked'),
  };
  const changes = createRoute({
    ...device,
    method: 'get',
    path: '/sync/changes',
    tags: ['Sync'],
    summary: "One page of changes for the kiosk's replica since its cursor",
    request: {
      query: z.object({
        cursor: z.string().optional().openapi({ description: 'The cursor of the last page' }),
        limit: z.coerce.number().int().min(1).max(500).default(CHANGE_PAGE_SIZE),
      }),
    },
    responses: {
      200: jsonContent(changeFeedSchema, 'A page; call again with `cursor` until `complete`'),
      400: errorResponse('The cursor cannot be read'),
      ...deviceAnswers,
    },
  });
  const outbox = createRoute({
    ...device,
    method: 'post',
    path: '/sync/outbox',
    tags: ['Sync'],
    summary: "Apply the kiosk's outbox, each operation once by its idempotency key",
    request: jsonBody(outboxRequestSchema),
    responses: {
      200: jsonContent(outboxResponseSchema, 'One result per operation, in order'),
      400: errorResponse('The batch is malformed'),
      ...deviceAnswers,
    },
  });
  const promoCode = createRoute({
    ...device,
    method: 'post',
    path: '/sync/promo-code',
    tags: ['Sync'],
    summary: "Check a walk-in guest's promo code (valid today, uses left) for the kiosk to price",
    request: jsonBody(promoCodeCheckRequestSchema),
    responses: {
      200: jsonContent(promoCodeCheckSchema, 'The code and its percentage off'),
      400: errorResponse("'Promo code not found' or 'This promo code is not valid'"),
      ...deviceAnswers,
    },
  });
  const forced = staffRoute(staffGuard(deps), feature(staffFeatures.forcedGateOperations), {
    method: 'get',
    path: '/sync/forced',
    tags: ['Sync'],
    summary: 'Forced and rejected gate operations, newest first, for review',
    request: {
      query: z.object({
        page: z.coerce.number().int().min(1).default(1),
        items: z.coerce.number().int().min(1).max(100).default(15),
      }),
    },
    responses: { 200: jsonContent(forcedOperationsPageSchema, 'A page of operations') },
  });

  return createAuthRouter()
    .openapi(changes, async (c) => {
      const { cursor, limit } = c.req.valid('query');
      return c.json(await readChanges(deps, c.var.device, cursor, limit), 200);
    })
    .openapi(outbox, async (c) => {
      const { operations } = c.req.valid('json');
      return c.json({ results: await applyOutbox(deps, c.var.device, operations) }, 200);
    })
    .openapi(promoCode, async (c) =>
      c.json(await checkPromoCode(deps, c.req.valid('json').promo_code), 200),
    )
    .openapi(forced, async (c) =>
      c.json(await listForcedOperations(deps.db, c.req.valid('query')), 200),
    );
}
