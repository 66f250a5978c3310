/**
 * Content and settings lists over HTTP: content pages (`/content-pages`) and page types
 * (`/page-types`), calls to action (`/calls-to-action`), holidays (`/holidays`), pick-up
 * locations, entry modes, accommodation types and schools (named lists), each refused without its
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
import { feature } from '../auth/access';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { jsonContent } from '../http/json-content';
import type { WriteDeps } from './audited-records';
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
import { addRecordRoutes } from './record-routes';

/** The content and settings lists' router; mount it under `/api/v1`. */
export function contentSettingsRoutes(deps: { db: Database; clock: Clock }) {
  const guard = staffGuard(deps);
  const write: WriteDeps = deps;
  const contentAccess = feature(staffFeatures.contentPages, staffFeatures.termsAndConditions);
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
    );

  /** What the content lists share: their tag, the words of their reference. */
  const contentKind = (what: string) => ({
    what,
    tag: 'Content',
    errors: { refused: 'Deleted already (or not deleted), or the name or date is taken' },
    summaries: {
      edit: `Edit a ${what}: the fields given change`,
      delete: `Soft delete a ${what} (restorable)`,
    },
    answers: { edited: `${what} afterwards` },
  });
  addRecordRoutes(router, guard, {
    ...contentKind('content page'),
    idempotentAdd: true,
    path: '/content-pages',
    access: contentAccess,
    body: contentPageBodySchema,
    patch: contentPagePatchSchema,
    read: contentPageReadSchema,
    list: {
      summary: 'Every content page (of one page type when given), deleted ones too',
      answer: 'The pages',
      query: contentPageListQuerySchema,
      load: (query) => listContentPages(deps.db, query.page_type),
    },
    one: {
      summary: 'One content page',
      answer: 'The page',
      load: (publicId) => getContentPage(deps.db, publicId),
    },
    writes: {
      create: (body, staff, key) => createContentPage(write, body, staff, key),
      update: (id, patch, staff) => updateContentPage(write, id, patch, staff),
      setDeleted: (id, deleted, staff) => setContentPageDeleted(write, id, deleted, staff),
    },
  });
  addRecordRoutes(router, guard, {
    ...contentKind('call to action'),
    idempotentAdd: true,
    path: '/calls-to-action',
    access: feature(staffFeatures.callsToAction),
    body: callToActionBodySchema,
    patch: callToActionPatchSchema,
    read: callToActionReadSchema,
    list: {
      summary: 'Every call to action, deleted ones too, in order',
      answer: 'The calls to action',
      load: () => listCallsToAction(deps.db),
    },
    writes: {
      create: (body, staff, key) => createCallToAction(write, body, staff, key),
      update: (id, patch, staff) => updateCallToAction(write, id, patch, staff),
      setDeleted: (id, deleted, staff) => setCallToActionDeleted(write, id, deleted, staff),
    },
  });
  addRecordRoutes(router, guard, {
    ...contentKind('holiday'),
    path: '/holidays',
    access: feature(staffFeatures.holidays),
    body: holidayBodySchema,
    patch: holidayPatchSchema,
    read: holidayReadSchema,
    list: {
      summary: 'Every holiday, deleted ones too, by date',
      load: () => listHolidays(deps.db),
    },
    writes: {
      create: (body, staff) => createHoliday(write, body, staff),
      update: (id, patch, staff) => updateHoliday(write, id, patch, staff),
      setDeleted: (id, deleted, staff) => setHolidayDeleted(write, id, deleted, staff),
    },
  });

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
  addNamedTypeRoutes(router, named, {
    entity: 'school',
    path: '/schools',
    what: 'school',
    access: feature(staffFeatures.schools),
    tag: 'Settings',
  });
  return router;
}
