/**
 * `staffRoute(guard, access, route)`: an OpenAPI route behind the staff guard. The access rule
 * sits beside the route, runs before the request is parsed, and shows in the OpenAPI document
 * as the bearer security requirement and `x-access` (`signed-in` or `feature:<url>|…`), where
 * the role table test finds every staff route. 401 and 403 join the route's answers.
 *
 * spec: api-contract.md §Staff and devices.
 */
import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { errorResponse } from '../http/error-body-schema';
import { type Access, accessLabel } from './access';
import type { StaffGuard } from './staff-guard';

/** Name of the bearer security scheme in the OpenAPI document. */
export const STAFF_SECURITY_SCHEME = 'staffBearer';

export function staffRoute<const R extends Omit<RouteConfig, 'middleware' | 'security'>>(
  guard: StaffGuard,
  access: Access,
  route: R,
) {
  return createRoute({
    ...route,
    security: [{ [STAFF_SECURITY_SCHEME]: [] }],
    'x-access': accessLabel(access),
    middleware: [guard(access)],
    responses: {
      ...route.responses,
      401: errorResponse('No bearer token, or its session has ended'),
      403: errorResponse('The role lacks the feature this needs'),
    },
  });
}
