/**
 * The soft delete and restore pair every back-office list has (`DELETE …/{public_id}` and
 * `POST …/{public_id}/restore`): both call one change with `deleted` true or false and answer
 * 200 with what it returns. Routes stay thin: `change` is the service's write.
 *
 * spec: membership-backoffice.md §4 (soft delete and restore).
 */
import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi';
import type { AuthEnv, StaffPrincipal } from '../auth/auth-env';

/**
 * Mounts `remove` (deleted = true) and `restore` (deleted = false) on `router`; each calls
 * `change(public_id, deleted, staff)` with the path's `public_id` and the signed-in staff.
 */
export function mountSoftDelete(
  router: OpenAPIHono<AuthEnv>,
  routes: { remove: RouteConfig; restore: RouteConfig },
  change: (publicId: string, deleted: boolean, staff: StaffPrincipal) => Promise<object>,
): void {
  for (const [config, deleted] of [
    [routes.remove, true],
    [routes.restore, false],
  ] as const) {
    router.openapi(config, async (c) =>
      c.json(await change(c.req.param('public_id') ?? '', deleted, c.var.staff), 200),
    );
  }
}
