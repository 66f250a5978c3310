/**
 * The logs an administrator reads, each behind its feature:
 * - `GET /logs/auth?page&items&user&from&to&outcome&search` (logs/auth): sign-ins and failures
 *   with the user, the client address, the time and the outcome;
 * - `GET /logs/changes?page&items&first_items&user&from&to&entity&search&record&record_id`
 *   (logs/changes): every staff write logged (user, entity, before, after, time), 20 on the
 *   first page then 30; with `record` and `record_id` one record's history, which the feature
 *   of that record's screen also reads (record-history.ts);
 * - `GET /logs/requests?page&items&user&from&to&method&search` (logs/system): every staff API
 *   request (user, method, path, status, duration, time), 20 a page;
 * - `GET /logs/password-resets?page&items&user&from&to&search` (logs/password-reset);
 * - `GET /logs/features?page&items&user&from&to&search` (logs/feature-tracker): which features
 *   users opened; `POST /logs/features` (any signed-in staff user) records one.
 *
 * spec: api-contract.md §People and logs; membership-backoffice.md §2.5 (Logs), §7 (Logs), §9.
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import { authLogQuerySchema, changeLogQuerySchema } from '@hifadhi/shared/schemas/people';
import {
  featureVisitSchema,
  requestLogQuerySchema,
  simpleLogQuerySchema,
} from '@hifadhi/shared/schemas/people-admin';
import { feature, signedIn } from '../auth/access';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { errorResponse } from '../http/error-body-schema';
import { jsonBody, jsonContent } from '../http/json-content';
import { authLogPageSchema, listAuthLog } from './auth-log';
import { changeLogPageSchema, listChanges } from './change-log';
import {
  featureVisitPageSchema,
  listFeatureVisits,
  listPasswordResets,
  listRequests,
  passwordResetLogPageSchema,
  recordFeatureVisit,
  requestLogPageSchema,
} from './more-logs';
import { checkHistoryAccess, historyFeatures } from './record-history';

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
  const changeLog = staffRoute(guard, feature(...historyFeatures), {
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
  const requestLog = staffRoute(guard, feature(staffFeatures.requestLog), {
    method: 'get',
    path: '/logs/requests',
    tags: ['Logs'],
    summary: 'Every staff API request: user, method, path, status, duration, time; newest first',
    request: { query: requestLogQuerySchema },
    responses: {
      200: jsonContent(requestLogPageSchema, 'A page of requests'),
      400: errorResponse('A filter is not valid'),
    },
  });
  const passwordResetLog = staffRoute(guard, feature(staffFeatures.passwordResetLog), {
    method: 'get',
    path: '/logs/password-resets',
    tags: ['Logs'],
    summary: 'Password reset requests: e-mail, account, address, time; newest first',
    request: { query: simpleLogQuerySchema },
    responses: {
      200: jsonContent(passwordResetLogPageSchema, 'A page of password reset requests'),
      400: errorResponse('A filter is not valid'),
    },
  });
  const featureLog = staffRoute(guard, feature(staffFeatures.featureTracker), {
    method: 'get',
    path: '/logs/features',
    tags: ['Logs'],
    summary: 'The feature tracker: which feature each user opened, when; newest first',
    request: { query: simpleLogQuerySchema },
    responses: {
      200: jsonContent(featureVisitPageSchema, 'A page of feature visits'),
      400: errorResponse('A filter is not valid'),
    },
  });
  const featureVisit = staffRoute(guard, signedIn, {
    method: 'post',
    path: '/logs/features',
    tags: ['Logs'],
    summary: 'Record that the signed-in user opened a feature (screen)',
    request: jsonBody(featureVisitSchema),
    responses: {
      204: { description: 'Recorded' },
      400: errorResponse('No feature given'),
    },
  });
  return createAuthRouter()
    .openapi(authLog, async (c) => c.json(await listAuthLog(deps.db, c.req.valid('query')), 200))
    .openapi(changeLog, async (c) => {
      const query = c.req.valid('query');
      checkHistoryAccess(c.var.staff, query);
      return c.json(await listChanges(deps.db, query), 200);
    })
    .openapi(requestLog, async (c) =>
      c.json(await listRequests(deps.db, c.req.valid('query')), 200),
    )
    .openapi(passwordResetLog, async (c) =>
      c.json(await listPasswordResets(deps.db, c.req.valid('query')), 200),
    )
    .openapi(featureLog, async (c) =>
      c.json(await listFeatureVisits(deps.db, c.req.valid('query')), 200),
    )
    .openapi(featureVisit, async (c) => {
      await recordFeatureVisit(deps.db, c.var.staff, c.req.valid('json').feature, deps.clock.now());
      return c.body(null, 204);
    });
}
