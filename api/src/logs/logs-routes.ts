/**
 * The logs an administrator reads, each behind its feature:
 * - `GET /logs/auth?page&items&user&from&to&outcome&search` (logs/auth): sign-ins and failures
 *   with the user, the client address, the time and the outcome;
 * - `GET /logs/changes?page&items&user&from&to&entity&search` (logs/changes): every staff write
 *   logged (user, entity, before, after, time), 20 a page unless asked.
 *
 * spec: api-contract.md §People and logs; membership-backoffice.md §2.5 (Logs).
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import { authLogQuerySchema, changeLogQuerySchema } from '@hifadhi/shared/schemas/people';
import { feature } from '../auth/access';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { errorResponse } from '../http/error-body-schema';
import { jsonContent } from '../http/json-content';
import { authLogPageSchema, listAuthLog } from './auth-log';
import { changeLogPageSchema, listChanges } from './change-log';

/** The logs router; mount it under `/api/v1`. */
export function logsRoutes(deps: { db: Database; clock: Clock }) {
  const guard = staffGuard(deps);
  const authLog = staffRoute(guard, feature(staffFeatures.authLog), {
    method: 'get',
    path: '/logs/auth',
    tags: ['Logs'],
    summary: 'Sign-ins and failed sign-ins: user, address, time, outcome; newest first',
    request: { query: authLogQuerySchema },
    responses: {
      200: jsonContent(authLogPageSchema, 'A page of sign-in attempts'),
      400: errorResponse('A filter is not valid'),
    },
  });
  const changeLog = staffRoute(guard, feature(staffFeatures.changeLog), {
    method: 'get',
    path: '/logs/changes',
    tags: ['Logs'],
    summary: 'Every staff write logged: user, entity, before, after, time; newest first',
    request: { query: changeLogQuerySchema },
    responses: {
      200: jsonContent(changeLogPageSchema, 'A page of changes'),
      400: errorResponse('A filter is not valid'),
    },
  });
  return createAuthRouter()
    .openapi(authLog, async (c) => c.json(await listAuthLog(deps.db, c.req.valid('query')), 200))
    .openapi(changeLog, async (c) => c.json(await listChanges(deps.db, c.req.valid('query')), 200));
}
