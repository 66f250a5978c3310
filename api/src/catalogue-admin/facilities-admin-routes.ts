/**
 * Facilities administration over HTTP, for users with the `facilities` feature: the list, one
 * facility, a new one, edits (activate, deactivate), soft delete, restore and contacts
 * (catalogue-item-routes) and its pictures (item-picture-routes); uploads of facilities and
 * activities are served publicly at `GET /catalogue-images/{name}`. Its schedules are
 * facility-schedule-routes'.
 *
 * spec: membership-backoffice.md §2.5 (Facilities), §7 (Facilities); api-contract.md
 * §Catalogue administration.
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
import { defaultImageStore, type ImageStore } from './image-store';
import { itemPictureRoutes } from './item-picture-routes';

/** The facilities administration router; mount it under `/api/v1`. */
export function facilitiesAdminRoutes(deps: {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'DATA_DIR'>;
  /** Default: files under `DATA_DIR/catalogue-images`. */
  images?: ImageStore;
}) {
  const images = deps.images ?? defaultImageStore(deps.config.DATA_DIR);
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
