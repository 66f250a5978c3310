/**
 * A facility's or an activity's pictures over HTTP, for users with the item's feature: upload
 * one (`POST {items}/{public_id}/images`, `?thumbnail=true` to make it the thumbnail too),
 * remove one (`DELETE …/images/{image}`) and make one the thumbnail
 * (`POST …/images/{image}/thumbnail`). Uploads are served publicly at
 * `GET /catalogue-images/{name}` (facilities-admin-routes).
 *
 * spec: membership-backoffice.md §3 (Facility: images with thumbnails; Activity: image,
 * thumbnail), §7 (facility images, delete image, delete thumbnail; inventory images, inventory
 * image delete).
 */
import { z } from '@hono/zod-openapi';
import { feature } from '../auth/access';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import { errorResponse } from '../http/error-body-schema';
import { jsonContent } from '../http/json-content';
import {
  addItemImage,
  type ItemImagesDeps,
  type PictureOwner,
  removeItemImage,
  setItemThumbnail,
} from './item-images';

const itemParams = z.object({ public_id: z.string().max(100) });
const imageParams = itemParams.extend({ image: z.string().max(100) });
const uploadQuery = z.object({ thumbnail: z.enum(['true', 'false']).default('false') });

const imageBody = {
  content: Object.fromEntries(
    ['image/jpeg', 'image/png', 'image/webp'].map((type) => [
      type,
      { schema: z.string().openapi({ format: 'binary' }) },
    ]),
  ),
  required: true,
};

/** Which items' pictures: their list path (`/activities`), feature, tag and owner kind. */
export interface PictureKind {
  path: string;
  feature: string;
  tag: string;
  owner: PictureOwner;
}

/** The picture routes of `kind`; mount them under `/api/v1`. */
export function itemPictureRoutes(deps: ItemImagesDeps, kind: PictureKind) {
  const route = <R extends Parameters<typeof staffRoute>[2]>(config: R) =>
    staffRoute(staffGuard(deps), feature(kind.feature), { tags: [kind.tag], ...config });
  const one = `${kind.path}/{public_id}`;
  const upload = route({
    method: 'post',
    path: `${one}/images`,
    summary:
      'Add a picture (the body: a JPEG, PNG or WebP image of at most 1 MB); `?thumbnail=true` makes it the thumbnail too',
    request: { params: itemParams, query: uploadQuery, body: imageBody },
    responses: {
      201: jsonContent(z.object({ image: z.string() }), 'The picture’s stored name'),
      400: errorResponse('Not a JPEG, PNG or WebP image'),
      404: errorResponse(`No such ${kind.owner}`),
      409: errorResponse(`The ${kind.owner} is deleted`),
      413: errorResponse('Over 1 MB'),
    },
  });
  const removeImage = route({
    method: 'delete',
    path: `${one}/images/{image}`,
    summary: 'Remove a picture (the thumbnail too, when it is)',
    request: { params: imageParams },
    responses: { 204: { description: 'Removed' }, 404: errorResponse('No such picture') },
  });
  const thumbnail = route({
    method: 'post',
    path: `${one}/images/{image}/thumbnail`,
    summary: 'Make one of its pictures the thumbnail',
    request: { params: imageParams },
    responses: { 204: { description: 'Set' }, 404: errorResponse('No such picture') },
  });
  return createAuthRouter()
    .openapi(upload, async (c) => {
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const asThumbnail = c.req.valid('query').thumbnail === 'true';
      const { public_id } = c.req.valid('param');
      const image = await addItemImage(
        deps,
        kind.owner,
        public_id,
        bytes,
        asThumbnail,
        c.var.staff,
      );
      return c.json({ image }, 201);
    })
    .openapi(removeImage, async (c) => {
      const { public_id, image } = c.req.valid('param');
      await removeItemImage(deps, kind.owner, public_id, image, c.var.staff);
      return c.body(null, 204);
    })
    .openapi(thumbnail, async (c) => {
      const { public_id, image } = c.req.valid('param');
      await setItemThumbnail(deps, kind.owner, public_id, image, c.var.staff);
      return c.body(null, 204);
    });
}
