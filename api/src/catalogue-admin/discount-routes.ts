/**
 * Facility and activity discounts over HTTP:
 * - discount types (`/discount-types`: list, add, edit, soft delete, restore) for users with
 *   the `discount-types` feature (the list also with `discounts`, for the facility's picker);
 * - a facility's discounts (`/facilities/{public_id}/discounts`: its own offer and its deals
 *   per discount type; add, edit, soft delete and restore a deal) and the own offer of a
 *   facility or an activity (`PUT /facilities|activities/{public_id}/discount`), for users with
 *   the `discounts` feature.
 * The two POSTs that add take an optional Idempotency-Key: a retry answers what the first made.
 * Unknown records answer 404, bad input 400, a taken name, a second deal of one type or a
 * delete of a deleted record 409, all in the one error shape; every write is logged.
 *
 * spec: membership-backoffice.md §2.5 (Facilities), §3 (Facility: commission, discounts), §4,
 * §7 (facility discount, discount type: CRUD); docs/pricing.md "Facility and activity discounts".
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import {
  discountTypeBodySchema,
  discountTypeReadSchema,
  facilityDiscountBodySchema,
  facilityDiscountPatchSchema,
  facilityDiscountReadSchema,
  facilityDiscountsReadSchema,
  itemOfferBodySchema,
  itemOfferReadSchema,
} from '@hifadhi/shared/schemas/facility-discounts';
import { z } from '@hono/zod-openapi';
import { type Access, feature } from '../auth/access';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import type { WriteDeps } from '../catalogue-settings/audited-records';
import { errorResponse } from '../http/error-body-schema';
import { idempotencyHeaders, idempotencyKeyOf } from '../http/idempotency-headers';
import { jsonBody, jsonContent } from '../http/json-content';
import { changeDiscountType, createDiscountType, listDiscountTypes } from './discount-types';
import {
  addFacilityDiscount,
  changeFacilityDiscount,
  readFacilityDiscounts,
  readItemOffer,
  setItemOffer,
} from './facility-discounts';

const idParams = z.object({ public_id: z.string().max(100) });
const dealParams = idParams.extend({ discount_public_id: z.string().max(100) });
const notFound = errorResponse('No such record');
const badInput = errorResponse('A field is missing or wrong');
const refused = errorResponse('Its status does not allow this, or it exists already');

/** The discount routes; mount under `/api/v1`. */
export function discountRoutes(deps: WriteDeps) {
  const guard = staffGuard(deps);
  const route =
    (access: Access, tag: string) =>
    <R extends Parameters<typeof staffRoute>[2]>(config: R) =>
      staffRoute(guard, access, { tags: [tag], ...config });
  const types = route(feature(staffFeatures.discountTypes), 'Discount types');
  const typesRead = route(
    feature(staffFeatures.discountTypes, staffFeatures.catalogueDiscounts),
    'Discount types',
  );
  const deals = route(feature(staffFeatures.catalogueDiscounts), 'Facilities');
  const offers = route(feature(staffFeatures.catalogueDiscounts), 'Activities');
  const dealPath = '/facilities/{public_id}/discounts/{discount_public_id}';

  // Registered one by one on a router of the base type, as the settings routers are.
  const router = createAuthRouter();
  router
    .openapi(
      typesRead({
        method: 'get',
        path: '/discount-types',
        summary: 'Every discount type, deleted ones too',
        responses: { 200: jsonContent(z.array(discountTypeReadSchema), 'The discount types') },
      }),
      async (c) => c.json(await listDiscountTypes(deps.db), 200),
    )
    .openapi(
      types({
        method: 'post',
        path: '/discount-types',
        summary: 'Add a discount type for a partner type',
        request: { headers: idempotencyHeaders, ...jsonBody(discountTypeBodySchema) },
        responses: {
          201: jsonContent(discountTypeReadSchema, 'The new discount type'),
          400: badInput,
          409: refused,
        },
      }),
      async (c) => {
        const key = idempotencyKeyOf(c.req.valid('header'));
        return c.json(await createDiscountType(deps, c.req.valid('json'), c.var.staff, key), 201);
      },
    )
    .openapi(
      types({
        method: 'patch',
        path: '/discount-types/{public_id}',
        summary: 'Rename a discount type or tie it to another partner type',
        request: { params: idParams, ...jsonBody(discountTypeBodySchema) },
        responses: {
          200: jsonContent(discountTypeReadSchema, 'The discount type'),
          400: badInput,
          404: notFound,
          409: refused,
        },
      }),
      async (c) =>
        c.json(
          await changeDiscountType(
            deps,
            c.req.valid('param').public_id,
            c.req.valid('json'),
            c.var.staff,
          ),
          200,
        ),
    );
  for (const [method, path, deleted, summary] of [
    ['delete', '/discount-types/{public_id}', true, 'Soft delete a discount type'],
    ['post', '/discount-types/{public_id}/restore', false, 'Restore a deleted discount type'],
  ] as const) {
    router.openapi(
      types({
        method,
        path,
        summary,
        request: { params: idParams },
        responses: {
          200: jsonContent(discountTypeReadSchema, 'The discount type'),
          404: notFound,
          409: refused,
        },
      }),
      async (c) =>
        c.json(
          await changeDiscountType(deps, c.req.valid('param').public_id, { deleted }, c.var.staff),
          200,
        ),
    );
  }
  router
    .openapi(
      deals({
        method: 'get',
        path: '/facilities/{public_id}/discounts',
        summary: "A facility's own offer and its discounts per discount type, deleted ones too",
        request: { params: idParams },
        responses: {
          200: jsonContent(facilityDiscountsReadSchema, 'Its discounts'),
          404: notFound,
        },
      }),
      async (c) =>
        c.json(await readFacilityDiscounts(deps.db, c.req.valid('param').public_id), 200),
    )
    .openapi(
      deals({
        method: 'post',
        path: '/facilities/{public_id}/discounts',
        summary: "Add a facility's discount and commission for a discount type",
        request: {
          params: idParams,
          headers: idempotencyHeaders,
          ...jsonBody(facilityDiscountBodySchema),
        },
        responses: {
          201: jsonContent(facilityDiscountReadSchema, 'The new discount'),
          400: badInput,
          404: notFound,
          409: refused,
        },
      }),
      async (c) =>
        c.json(
          await addFacilityDiscount(
            deps,
            c.req.valid('param').public_id,
            c.req.valid('json'),
            c.var.staff,
            idempotencyKeyOf(c.req.valid('header')),
          ),
          201,
        ),
    )
    .openapi(
      deals({
        method: 'patch',
        path: dealPath,
        summary: "Change a facility's discount and commission for a discount type",
        request: { params: dealParams, ...jsonBody(facilityDiscountPatchSchema) },
        responses: {
          200: jsonContent(facilityDiscountReadSchema, 'The discount'),
          400: badInput,
          404: notFound,
        },
      }),
      async (c) => {
        const { public_id, discount_public_id } = c.req.valid('param');
        const change = c.req.valid('json');
        return c.json(
          await changeFacilityDiscount(deps, public_id, discount_public_id, change, c.var.staff),
          200,
        );
      },
    );
  for (const [method, path, deleted, summary] of [
    ['delete', dealPath, true, "Soft delete a facility's discount for a discount type"],
    ['post', `${dealPath}/restore`, false, "Restore a facility's deleted discount"],
  ] as const) {
    router.openapi(
      deals({
        method,
        path,
        summary,
        request: { params: dealParams },
        responses: {
          200: jsonContent(facilityDiscountReadSchema, 'The discount'),
          404: notFound,
          409: refused,
        },
      }),
      async (c) => {
        const { public_id, discount_public_id } = c.req.valid('param');
        return c.json(
          await changeFacilityDiscount(
            deps,
            public_id,
            discount_public_id,
            { deleted },
            c.var.staff,
          ),
          200,
        );
      },
    );
  }
  for (const [kind, path, tag] of [
    ['facility', '/facilities/{public_id}/discount', 'Facilities'],
    ['activity', '/activities/{public_id}/discount', 'Activities'],
  ] as const) {
    const offer = kind === 'facility' ? deals : offers;
    router
      .openapi(
        offer({
          method: 'get',
          path,
          summary: `The ${kind}'s own offer: its discount and whether it is on`,
          request: { params: idParams },
          responses: { 200: jsonContent(itemOfferReadSchema, 'Its offer'), 404: notFound },
          tags: [tag],
        }),
        async (c) =>
          c.json(await readItemOffer(deps.db, kind, c.req.valid('param').public_id), 200),
      )
      .openapi(
        offer({
          method: 'put',
          path,
          summary: `Set the ${kind}'s own offer: percent off every booking of it while on`,
          request: { params: idParams, ...jsonBody(itemOfferBodySchema) },
          responses: {
            200: jsonContent(itemOfferReadSchema, 'Its offer'),
            400: badInput,
            404: notFound,
          },
          tags: [tag],
        }),
        async (c) =>
          c.json(
            await setItemOffer(
              deps,
              kind,
              c.req.valid('param').public_id,
              c.req.valid('json'),
              c.var.staff,
            ),
            200,
          ),
      );
  }
  return router;
}
