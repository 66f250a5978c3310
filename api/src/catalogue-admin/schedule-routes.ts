/**
 * A facility's or an activity's schedules over HTTP (closures, surges, a facility's
 * maintenance), for users with the item's feature: add one (`POST {items}/{public_id}/{kind}`,
 * 201, one row per Idempotency-Key, the same answer again for a retry), remove one
 * (`DELETE {items}/{public_id}/{kind}/{schedule_public_id}`, 204; kept, marked removed) and
 * restore a removed one (`POST {items}/{public_id}/{kind}/{schedule_public_id}/restore`, 200 the
 * row, checked again as an add). A repeated remove or restore answers as if done. Unknown items
 * and schedules are 404, bad input 400, in the one error shape.
 *
 * spec: membership-backoffice.md §4 (deleting a schedule), §7 (Facilities: schedules;
 * Activities: unavailability new, modify, delete); api-contract.md §Catalogue administration.
 */
import { z } from '@hono/zod-openapi';
import { feature } from '../auth/access';
import { createAuthRouter, type StaffPrincipal } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { errorResponse } from '../http/error-body-schema';
import { idempotencyHeaders, idempotencyKeyOf } from '../http/idempotency-headers';
import { jsonBody, jsonContent } from '../http/json-content';

type Deps = { db: Database; clock: Clock };
type Staff = Pick<StaffPrincipal, 'public_id' | 'email'>;

/** One kind of schedule as its routes see it. */
export interface ScheduleRouteKind {
  /** What staff call one ('closure', 'surge', 'maintenance range (units down)'). */
  what: string;
  /** The add route's summary. */
  summary: string;
  request: z.ZodType;
  read: z.ZodType;
  /** The 400 answer's description, when more than a missing or wrong field. */
  invalid?: string;
  add(deps: Deps, ownerId: string, body: never, staff: Staff, key: string | null): Promise<unknown>;
}

/** An item's schedules: its list path, feature, tag, noun and what its days are. */
export interface ScheduleOwner<Kind extends string> {
  /** `/facilities`, `/activities`. */
  path: string;
  feature: string;
  tag: string;
  /** 'facility', 'activity'. */
  noun: string;
  /** 'nights' (a facility's), 'dates' (an activity's). */
  days: string;
  kinds: Record<Kind, ScheduleRouteKind>;
  remove(deps: Deps, ownerId: string, kind: Kind, scheduleId: string, staff: Staff): Promise<void>;
  restore(
    deps: Deps,
    ownerId: string,
    kind: Kind,
    scheduleId: string,
    staff: Staff,
  ): Promise<unknown>;
}

const ownerParams = z.object({ public_id: z.string().max(100) });
const scheduleParams = ownerParams.extend({ schedule_public_id: z.uuid() });

/** The add, remove and restore routes of each of `owner`'s schedule kinds; mount them under `/api/v1`. */
export function scheduleRoutes<Kind extends string>(deps: Deps, owner: ScheduleOwner<Kind>) {
  const guard = staffGuard(deps);
  const route = <R extends Parameters<typeof staffRoute>[2]>(config: R) =>
    staffRoute(guard, feature(owner.feature), { tags: [owner.tag], ...config });
  const router = createAuthRouter();
  for (const kind of Object.keys(owner.kinds) as Kind[]) {
    const schedule: ScheduleRouteKind = owner.kinds[kind];
    const path = `${owner.path}/{public_id}/${kind}`;
    const add = route({
      method: 'post',
      path,
      summary: schedule.summary,
      request: { params: ownerParams, headers: idempotencyHeaders, ...jsonBody(schedule.request) },
      responses: {
        201: jsonContent(
          schedule.read,
          `The ${schedule.what} (again the same for a retry with the same Idempotency-Key)`,
        ),
        400: errorResponse(schedule.invalid ?? 'A field is missing or wrong'),
        404: errorResponse(`No such ${owner.noun}`),
      },
    });
    const remove = route({
      method: 'delete',
      path: `${path}/{schedule_public_id}`,
      summary: `Remove a ${schedule.what}: from the next quote and kiosk sync its ${owner.days} are offered, or priced, without it; bookings already made keep their figures`,
      request: { params: scheduleParams },
      responses: {
        204: { description: 'Removed (or removed already)' },
        400: errorResponse('The schedule id is not valid'),
        404: errorResponse(`No such ${owner.noun} or schedule`),
      },
    });
    const restore = route({
      method: 'post',
      path: `${path}/{schedule_public_id}/restore`,
      summary: `Restore a removed ${schedule.what}: from the next quote and kiosk sync it is in force again; checked again as when it was added`,
      request: { params: scheduleParams },
      responses: {
        200: jsonContent(schedule.read, `The ${schedule.what}, in force (again)`),
        400: errorResponse(
          schedule.invalid
            ? `The schedule id is not valid, or the ${schedule.what} would now be refused as an add: ${schedule.invalid}`
            : 'The schedule id is not valid',
        ),
        404: errorResponse(`No such ${owner.noun} or schedule`),
      },
    });
    router
      .openapi(add, async (c) =>
        c.json(
          (await schedule.add(
            deps,
            c.req.valid('param').public_id,
            c.req.valid('json') as never,
            c.var.staff,
            idempotencyKeyOf(c.req.valid('header')),
          )) as never,
          201,
        ),
      )
      .openapi(remove, async (c) => {
        const { public_id, schedule_public_id } = c.req.valid('param');
        await owner.remove(deps, public_id, kind, schedule_public_id, c.var.staff);
        return c.body(null, 204);
      })
      .openapi(restore, async (c) => {
        const { public_id, schedule_public_id } = c.req.valid('param');
        const restored = await owner.restore(
          deps,
          public_id,
          kind,
          schedule_public_id,
          c.var.staff,
        );
        return c.json(restored as never, 200);
      });
  }
  return router;
}
