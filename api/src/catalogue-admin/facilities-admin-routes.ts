/**
 * Facilities administration over HTTP, for users with the `facilities` feature: the list, one
 * facility, a new one, edits (activate, deactivate), soft delete, restore and contacts
 * (catalogue-item-routes), removing a closure, a surge or a maintenance range
 * (`DELETE /facilities/{public_id}/unavailability|surge|maintenance/{schedule_public_id}`,
 * 204), and its
 * pictures (item-picture-routes); uploads of facilities and activities are served publicly at
 * `GET /catalogue-images/{name}`.
 *
 * spec: membership-backoffice.md §2.5 (Facilities), §4 (deleting a schedule), §7 (Facilities:
 * schedules modify or delete); api-contract.md §Catalogue administration.
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import { DomainError } from '@hifadhi/shared/errors';
import {
  facilityAdminMessages,
  facilityAdminReadSchema,
  facilityCreateSchema,
  facilityPageSchema,
  facilityPatchSchema,
} from '@hifadhi/shared/schemas/facility-admin';
import { createRoute, z } from '@hono/zod-openapi';
import { feature } from '../auth/access';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body-schema';
import { catalogueItemRoutes } from './catalogue-item-routes';
import {
  createFacility,
  listFacilities,
  readFacilityAdmin,
  setFacilityDeleted,
  updateFacility,
} from './facilities-admin';
import { removeFacilitySchedule } from './facility-schedules';
import { defaultImageStore, type ImageStore } from './image-store';
import { itemPictureRoutes } from './item-picture-routes';

const scheduleParams = z.object({
  public_id: z.string().max(100),
  schedule_public_id: z.uuid(),
});

/** The facilities administration router; mount it under `/api/v1`. */
export function facilitiesAdminRoutes(deps: {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'DATA_DIR'>;
  /** Default: files under `DATA_DIR/catalogue-images`. */
  images?: ImageStore;
}) {
  const images = deps.images ?? defaultImageStore(deps.config.DATA_DIR);
  const route = <R extends Parameters<typeof staffRoute>[2]>(config: R) =>
    staffRoute(staffGuard(deps), feature(staffFeatures.facilities), {
      tags: ['Facilities'],
      ...config,
    });
  const picture = createRoute({
    method: 'get',
    path: '/catalogue-images/{image}',
    tags: ['Catalogue'],
    summary: 'An uploaded catalogue picture (public)',
    request: { params: z.object({ image: z.string().max(100) }) },
    responses: {
      200: {
        description: 'The image',
        content: { 'image/jpeg': { schema: z.string().openapi({ format: 'binary' }) } },
      },
      404: errorResponse('No such picture'),
    },
  });
  const scheduleRemoval = (kind: 'unavailability' | 'surge' | 'maintenance', what: string) =>
    route({
      method: 'delete',
      path: `/facilities/{public_id}/${kind}/{schedule_public_id}`,
      summary: `Remove a ${what}: from the next quote and kiosk sync its nights are offered, or priced, without it; bookings already made keep their figures`,
      request: { params: scheduleParams },
      responses: {
        204: { description: 'Removed' },
        400: errorResponse('The schedule id is not valid'),
        404: errorResponse('No such facility or schedule'),
      },
    });
  const removeSchedule = {
    unavailability: scheduleRemoval('unavailability', 'closure'),
    surge: scheduleRemoval('surge', 'surge'),
    maintenance: scheduleRemoval('maintenance', 'maintenance range (units down)'),
  };
  return catalogueItemRoutes(deps, {
    path: '/facilities',
    feature: staffFeatures.facilities,
    tag: 'Facilities',
    noun: 'facility',
    schemas: {
      page: facilityPageSchema,
      read: facilityAdminReadSchema,
      create: facilityCreateSchema,
      patch: facilityPatchSchema,
    },
    list: listFacilities,
    read: readFacilityAdmin,
    create: createFacility,
    update: updateFacility,
    setDeleted: setFacilityDeleted,
    owner: (id) => ({ facility_public_id: id }),
  })
    .route(
      '/',
      createAuthRouter()
        .openapi(removeSchedule.unavailability, async (c) => {
          const { public_id, schedule_public_id } = c.req.valid('param');
          await removeFacilitySchedule(
            deps,
            public_id,
            'unavailability',
            schedule_public_id,
            c.var.staff,
          );
          return c.body(null, 204);
        })
        .openapi(removeSchedule.surge, async (c) => {
          const { public_id, schedule_public_id } = c.req.valid('param');
          await removeFacilitySchedule(deps, public_id, 'surge', schedule_public_id, c.var.staff);
          return c.body(null, 204);
        })
        .openapi(removeSchedule.maintenance, async (c) => {
          const { public_id, schedule_public_id } = c.req.valid('param');
          await removeFacilitySchedule(
            deps,
            public_id,
            'maintenance',
            schedule_public_id,
            c.var.staff,
          );
          return c.body(null, 204);
        }),
    )
    .route(
      '/',
      itemPictureRoutes(
        { ...deps, images },
        {
          path: '/facilities',
          feature: staffFeatures.facilities,
          tag: 'Facilities',
          owner: 'facility',
        },
      ),
    )
    .route(
      '/',
      createRouter().openapi(picture, async (c) => {
        const { image } = c.req.valid('param');
        const stored = await images.get(image);
        if (!stored) {
          throw new DomainError('NOT_FOUND', facilityAdminMessages.imageNotFound(image));
        }
        return c.body(stored.bytes as Uint8Array<ArrayBuffer>, 200, {
          'Content-Type': stored.content_type,
          'Cache-Control': 'public, max-age=31536000, immutable',
          'X-Content-Type-Options': 'nosniff',
        });
      }),
    );
}
