/**
 * `GET /gate-shifts?from&to&gate&clerk&page&items` → `{ page, items, total, data }`: the gate
 * shifts, open and closed, with the kiosk's cash-up and the ledger's own sum, for staff with
 * the `gate-shifts` feature (Administrator by default).
 *
 * spec: issue 17 item 4; list-gate-shifts.ts.
 */
import { gateShiftListQuerySchema, gateShiftPageSchema } from '@hifadhi/shared/schemas/gate-shift';
import { feature } from '../auth/access';
import { staffFeatures } from '../auth/access-catalogue';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { errorResponse } from '../http/error-body-schema';
import { jsonContent } from '../http/json-content';
import { listGateShifts } from './list-gate-shifts';

/** The gate shifts router; mount it under `/api/v1`. */
export function gateShiftRoutes(deps: { db: Database; clock: Clock }) {
  const list = staffRoute(staffGuard(deps), feature(staffFeatures.gateShifts), {
    method: 'get',
    path: '/gate-shifts',
    tags: ['Gate'],
    summary: "Gate shifts, newest first: each clerk's takings, cash counted and difference",
    description:
      'Money as exact decimal strings with two places, per currency. `difference` is counted − ' +
      'expected (negative: cash short). `ledger` is the payments ledger’s own sum of the ' +
      "shift's payments; `ledger_agrees` compares it with the kiosk's takings.",
    request: { query: gateShiftListQuerySchema },
    responses: {
      200: jsonContent(gateShiftPageSchema, 'A page of shifts'),
      400: errorResponse('A date is not YYYY-MM-DD'),
    },
  });
  return createAuthRouter().openapi(list, async (c) =>
    c.json(await listGateShifts(deps.db, c.req.valid('query')), 200),
  );
}
