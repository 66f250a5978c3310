/**
 * Content and settings lists over HTTP: content pages (`/content-pages`) and page types
 * (`/page-types`), calls to action (`/calls-to-action`), holidays (`/holidays`), pick-up
 * locations, entry modes and accommodation types (named lists), each refused without its
 * feature; and the public site's reads: `GET /public/pages/{page_type}` (the terms are
 * `terms`) and `GET /public/calls-to-action`, read fresh so an edit shows at once. New records
 * 201, unknown 404, bad input 400, a taken name or date or a repeated delete 409.
 *
 * spec: membership-backoffice.md §2.5 (pages, page-types, terms-and-conditions,
 * call-to-action), §3, §4, §7 (Content); public-site.md §2.1 (PTermsAndConditions), §2.4
 * (alerts), §6 (get all pick up locations, entry modes, call-to-actions).
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import {
  callToActionBodySchema,
  callToActionPatchSchema,
  callToActionReadSchema,
  contentPageBodySchema,
  contentPageListQuerySchema,
  contentPagePatchSchema,
  contentPageReadSchema,
  holidayBodySchema,
  holidayPatchSchema,
  holidayReadSchema,
  publicPageSchema,
} from '@hifadhi/shared/schemas/content-settings';
import { createRoute, z } from '@hono/zod-openapi';
import { type Access, feature } from '../auth/access';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { errorResponse } from '../http/error-body-schema';
import { jsonBody, jsonContent } from '../http/json-content';
import type { Staff, WriteDeps } from './audited-records';
import {
  createCallToAction,
  listCallsToAction,
  publicCallsToAction,
  setCallToActionDeleted,
  updateCallToAction,
} from './calls-to-action';
import {
  createContentPage,
  getContentPage,
  listContentPages,
  publicPages,
  setContentPageDeleted,
  updateContentPage,
} from './content-pages';
import { createHoliday, listHolidays, setHolidayDeleted, updateHoliday } from './holidays';
import { addNamedTypeRoutes } from './named-type-routes';

const idParams = z.object({ public_id: z.string().max(100) });
const notFound = errorResponse('No such record');
const badInput = errorResponse('A field is missing or wrong');
const refused = errorResponse('Deleted already (or not deleted), or the name or date is taken');

/** The services of one soft-deletable record kind, as the generic routes call them. */
interface RecordService<Body, Patch, Read> {
  create(body: Body, staff: Staff): Promise<Read>;
  update(publicId: string, patch: Patch, staff: Staff): Promise<Read>;
  setDeleted(publicId: string, deleted: boolean, staff: Staff): Promise<Read>;
}

/**
 * Registers add, edit, soft delete and restore of one record kind at `path` (the list is
 * registered by the caller, whose query differs). The answers are cast: the compiler cannot
 * derive a generic route's typed response; `kind.read` documents it and the services build it.
 */
function addRecordWrites<Body, Patch, Read>(
  router: ReturnType<typeof createAuthRouter>,
  route: <C extends Parameters<typeof staffRoute>[2]>(
    config: C,
  ) => ReturnType<typeof staffRoute<C>>,
  kind: {
    path: string;
    what: string;
    body: z.ZodType<Body>;
    patch: z.ZodType<Patch>;
    read: z.ZodType<Read>;
  },
  service: RecordService<Body, Patch, Read>,
): void {
  const { path, what, read } = kind;
  router
    .openapi(
      route({
        method: 'post',
        path,
        summary: `Add a ${what}`,
        request: jsonBody(kind.body),
        responses: { 201: jsonContent(read, `The new ${what}`), 400: badInput, 409: refused },
      }),
      async (c) => c.json(await service.create(c.req.valid('json'), c.var.staff), 201) as never,
    )
    .openapi(
      route({
        method: 'patch',
        path: `${path}/{public_id}`,
        summary: `Edit a ${what}: the fields given change`,
        request: { params: idParams, ...jsonBody(kind.patch) },
        responses: {
          200: jsonContent(read, `The ${what} afterwards`),
          400: badInput,
          404: notFound,
          409: refused,
        },
      }),
      async (c) =>
        c.json(
          await service.update(c.req.valid('param').public_id, c.req.valid('json'), c.var.staff),
          200,
        ) as never,
    )
    .openapi(
      route({
        method: 'delete',
        path: `${path}/{public_id}`,
        summary: `Soft delete a ${what} (restorable)`,
        request: { params: idParams },
        responses: { 200: jsonContent(read, `The ${what}, deleted`), 404: notFound, 409: refused },
      }),
      async (c) =>
        c.json(
          await service.setDeleted(c.req.valid('param').public_id, true, c.var.staff),
          200,
        ) as never,
    )
    .openapi(
      route({
        method: 'post',
        path: `${path}/{public_id}/restore`,
        summary: `Restore a deleted ${what}`,
        request: { params: idParams },
        responses: { 200: jsonContent(read, `The ${what}, restored`), 404: notFound, 409: refused },
      }),
      async (c) =>
        c.json(
          await service.setDeleted(c.req.valid('param').public_id, false, c.var.staff),
          200,
        ) as never,
    );
}

/** The content and settings lists' router; mount it under `/api/v1`. */
export function contentSettingsRoutes(deps: { db: Database; clock: Clock }) {
  const guard = staffGuard(deps);
  const write: WriteDeps = deps;
  const routeFor =
    (access: Access, tag: string) =>
    <C extends Parameters<typeof staffRoute>[2]>(config: C) =>
      staffRoute(guard, access, { tags: [tag], ...config });
  const contentAccess = feature(staffFeatures.contentPages, staffFeatures.termsAndConditions);
  const pageRoute = routeFor(contentAccess, 'Content');
  const callRoute = routeFor(feature(staffFeatures.callsToAction), 'Content');
  const holidayRoute = routeFor(feature(staffFeatures.holidays), 'Content');
  const router = createAuthRouter();

  router
    .openapi(
      createRoute({
        method: 'get',
        path: '/public/pages/{page_type}',
        tags: ['Content'],
        summary: 'The pages of a page type the public site shows (`terms`: the terms and policies)',
        request: { params: z.object({ page_type: z.string().max(100) }) },
        responses: { 200: jsonContent(z.array(publicPageSchema), 'The pages, in order') },
      }),
      async (c) => c.json(await publicPages(deps.db, c.req.valid('param').page_type), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/public/calls-to-action',
        tags: ['Content'],
        summary: 'The calls to action the home page shows, in order',
        responses: { 200: jsonContent(z.array(callToActionReadSchema), 'The calls to action') },
      }),
      async (c) => c.json(await publicCallsToAction(deps.db), 200),
    )
    .openapi(
      pageRoute({
        method: 'get',
        path: '/content-pages',
        summary: 'Every content page (of one page type when given), deleted ones too',
        request: { query: contentPageListQuerySchema },
        responses: { 200: jsonContent(z.array(contentPageReadSchema), 'The pages'), 400: badInput },
      }),
      async (c) => c.json(await listContentPages(deps.db, c.req.valid('query').page_type), 200),
    )
    .openapi(
      pageRoute({
        method: 'get',
        path: '/content-pages/{public_id}',
        summary: 'One content page',
        request: { params: idParams },
        responses: { 200: jsonContent(contentPageReadSchema, 'The page'), 404: notFound },
      }),
      async (c) => c.json(await getContentPage(deps.db, c.req.valid('param').public_id), 200),
    )
    .openapi(
      callRoute({
        method: 'get',
        path: '/calls-to-action',
        summary: 'Every call to action, deleted ones too, in order',
        responses: { 200: jsonContent(z.array(callToActionReadSchema), 'The calls to action') },
      }),
      async (c) => c.json(await listCallsToAction(deps.db), 200),
    )
    .openapi(
      holidayRoute({
        method: 'get',
        path: '/holidays',
        summary: 'Every holiday, deleted ones too, by date',
        responses: { 200: jsonContent(z.array(holidayReadSchema), 'The holidays') },
      }),
      async (c) => c.json(await listHolidays(deps.db), 200),
    );

  addRecordWrites(
    router,
    pageRoute,
    {
      path: '/content-pages',
      what: 'content page',
      body: contentPageBodySchema,
      patch: contentPagePatchSchema,
      read: contentPageReadSchema,
    },
    {
      create: (body, staff) => createContentPage(write, body, staff),
      update: (id, patch, staff) => updateContentPage(write, id, patch, staff),
      setDeleted: (id, deleted, staff) => setContentPageDeleted(write, id, deleted, staff),
    },
  );
  addRecordWrites(
    router,
    callRoute,
    {
      path: '/calls-to-action',
      what: 'call to action',
      body: callToActionBodySchema,
      patch: callToActionPatchSchema,
      read: callToActionReadSchema,
    },
    {
      create: (body, staff) => createCallToAction(write, body, staff),
      update: (id, patch, staff) => updateCallToAction(write, id, patch, staff),
      setDeleted: (id, deleted, staff) => setCallToActionDeleted(write, id, deleted, staff),
    },
  );
  addRecordWrites(
    router,
    holidayRoute,
    {
      path: '/holidays',
      what: 'holiday',
      body: holidayBodySchema,
      patch: holidayPatchSchema,
      read: holidayReadSchema,
    },
    {
      create: (body, staff) => createHoliday(write, body, staff),
      update: (id, patch, staff) => updateHoliday(write, id, patch, staff),
      setDeleted: (id, deleted, staff) => setHolidayDeleted(write, id, deleted, staff),
    },
  );

  const named = { ...write, guard };
  addNamedTypeRoutes(router, named, {
    entity: 'page_type',
    path: '/page-types',
    what: 'page type',
    access: contentAccess,
    tag: 'Content',
  });
  addNamedTypeRoutes(router, named, {
    entity: 'pick_up_location',
    path: '/pick-up-locations',
    what: 'pick-up location',
    access: feature(staffFeatures.pickUpLocations),
    tag: 'Settings',
  });
  addNamedTypeRoutes(router, named, {
    entity: 'entry_mode',
    path: '/entry-modes',
    what: 'entry mode',
    access: feature(staffFeatures.entryModes),
    tag: 'Settings',
  });
  addNamedTypeRoutes(router, named, {
    entity: 'accommodation_type',
    path: '/accommodation-types',
    what: 'accommodation type',
    access: feature(staffFeatures.accommodationTypes),
    tag: 'Settings',
  });
  return router;
}
