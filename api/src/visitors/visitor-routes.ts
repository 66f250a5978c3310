/**
 * The visitors back office, each behind its feature:
 * - `GET /visitors?page&items&search&status&visitor_type&from&to&deleted` (visitors): the
 *   contract's list of visitations, newest first, `{ page, items, total, data }`;
 * - `GET /visitors/{id}`, `PATCH /visitors/{id}` (edit), `POST /visitors/{id}/close`,
 *   `DELETE /visitors/{id}` (soft) and `POST /visitors/{id}/restore` (visitors);
 * - `GET /visitors/{id}/pass.pdf` (visitors or new-visitor): the visitor pass;
 * - `GET /visitors/report?from&to` (visitors): counts per day and visitor type;
 * - `POST /visitors` (new-visitor): a new visitor's visit → 201 with `url`, the pass to open in
 *   a new tab; the same `Idempotency-Key` again → 200 with the first;
 * - `GET|POST /identification-types`, `/visitor-types`, `PATCH|DELETE …/{id}`,
 *   `POST …/{id}/restore` (visitors-settings; the lists are read with visitors or new-visitor).
 * Every write is in the change log.
 *
 * spec: membership-backoffice.md §2.5 (Visitors), §3, §4, §7 (Visitors); api-contract.md
 * §People and logs (`GET /visitors`).
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import {
  newVisitorSchema,
  visitorListQuerySchema,
  visitorPatchSchema,
  visitorReportQuerySchema,
} from '@hifadhi/shared/schemas/people-admin';
import { z } from '@hono/zod-openapi';
import { feature } from '../auth/access';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { errorResponse } from '../http/error-body-schema';
import { idempotencyHeaders, idempotencyKeyOf } from '../http/idempotency-headers';
import { jsonBody, jsonContent } from '../http/json-content';
import { readConservancyContact } from '../mail/conservancy-contact';
import { mountSoftDelete } from '../people/soft-delete-routes';
import { mountNamedList } from './named-list-routes';
import {
  closeVisitation,
  editVisitation,
  listVisitations,
  readVisitation,
  recordVisit,
  setVisitationDeleted,
  visitationPageSchema,
  visitationSchema,
} from './visitations';
import { renderVisitorPass } from './visitor-pass-pdf';
import { visitorReport, visitorReportSchema } from './visitor-report';

const idParams = z.object({ public_id: z.string().max(100) });
const newVisitSchema = visitationSchema.extend({
  /** The pass PDF's path under the API (`/api/v1/visitors/{id}/pass.pdf`): open it in a tab. */
  url: z.string(),
});

/** The pass's path for `publicId`. */
export function passUrl(publicId: string): string {
  return `/api/v1/visitors/${publicId}/pass.pdf`;
}

/** The visitors router; mount it under `/api/v1`. */
export function visitorRoutes(deps: { db: Database; clock: Clock }) {
  const guard = staffGuard(deps);
  const visitors = feature(staffFeatures.visitors);
  const readers = feature(staffFeatures.visitors, staffFeatures.newVisitor);
  const settings = feature(staffFeatures.visitorsSettings);
  const tags = ['Visitors'];

  const list = staffRoute(guard, visitors, {
    method: 'get',
    path: '/visitors',
    tags,
    summary: 'Visitations (open and closed), newest first, with the visitor',
    request: { query: visitorListQuerySchema },
    responses: {
      200: jsonContent(visitationPageSchema, 'A page of visitations'),
      400: errorResponse('A filter is not valid'),
    },
  });
  const report = staffRoute(guard, visitors, {
    method: 'get',
    path: '/visitors/report',
    tags,
    summary: 'Visitations, people and still open per day and visitor type for a day range',
    request: { query: visitorReportQuerySchema },
    responses: {
      200: jsonContent(visitorReportSchema, 'The report'),
      400: errorResponse('A day is not valid, or the range is reversed'),
    },
  });
  const one = staffRoute(guard, readers, {
    method: 'get',
    path: '/visitors/{public_id}',
    tags,
    summary: 'One visitation with the visitor',
    request: { params: idParams },
    responses: {
      200: jsonContent(visitationSchema, 'The visitation'),
      404: errorResponse('No such visitation'),
    },
  });
  const pass = staffRoute(guard, readers, {
    method: 'get',
    path: '/visitors/{public_id}/pass.pdf',
    tags,
    summary: 'The visitor pass (PDF)',
    request: { params: idParams },
    responses: {
      200: {
        description: 'The pass',
        content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
      },
      404: errorResponse('No such visitation'),
    },
  });
  const create = staffRoute(guard, feature(staffFeatures.newVisitor), {
    method: 'post',
    path: '/visitors',
    tags,
    summary: "Record a new visitor's visit (open); url is the pass to open in a new tab",
    request: { headers: idempotencyHeaders, ...jsonBody(newVisitorSchema) },
    responses: {
      201: jsonContent(newVisitSchema, 'The open visitation'),
      200: jsonContent(newVisitSchema, 'The visitation a request with this Idempotency-Key made'),
      400: errorResponse('A field breaks a rule, or a type is unknown'),
    },
  });
  const edit = staffRoute(guard, visitors, {
    method: 'patch',
    path: '/visitors/{public_id}',
    tags,
    summary: 'Edit the visit or the visitor (logged)',
    request: { params: idParams, ...jsonBody(visitorPatchSchema) },
    responses: {
      200: jsonContent(visitationSchema, 'The visitation afterwards'),
      400: errorResponse('Nothing to change, or a field breaks a rule'),
      404: errorResponse('No such visitation'),
      409: errorResponse('Another visitor has this document'),
    },
  });
  const close = staffRoute(guard, visitors, {
    method: 'post',
    path: '/visitors/{public_id}/close',
    tags,
    summary: 'Close an open visitation (the visitor left)',
    request: { params: idParams },
    responses: {
      200: jsonContent(visitationSchema, 'The closed visitation'),
      404: errorResponse('No such visitation'),
      409: errorResponse('Already closed'),
    },
  });
  const remove = staffRoute(guard, visitors, {
    method: 'delete',
    path: '/visitors/{public_id}',
    tags,
    summary: 'Delete a visitation (soft: it can be restored)',
    request: { params: idParams },
    responses: {
      200: jsonContent(visitationSchema, 'The deleted visitation'),
      404: errorResponse('No such visitation'),
    },
  });
  const restore = staffRoute(guard, visitors, {
    method: 'post',
    path: '/visitors/{public_id}/restore',
    tags,
    summary: 'Restore a deleted visitation',
    request: { params: idParams },
    responses: {
      200: jsonContent(visitationSchema, 'The restored visitation'),
      404: errorResponse('No such visitation'),
    },
  });

  const router = createAuthRouter()
    .openapi(list, async (c) => c.json(await listVisitations(deps.db, c.req.valid('query')), 200))
    .openapi(report, async (c) => c.json(await visitorReport(deps.db, c.req.valid('query')), 200))
    .openapi(one, async (c) =>
      c.json(await readVisitation(deps.db, c.req.valid('param').public_id), 200),
    )
    .openapi(pass, async (c) => {
      const visitation = await readVisitation(deps.db, c.req.valid('param').public_id);
      const { name } = await readConservancyContact(deps.db);
      const pdf = await renderVisitorPass(visitation, name);
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${visitation.pass_number}.pdf"`,
        'Cache-Control': 'no-store',
      });
    })
    .openapi(create, async (c) => {
      const key = idempotencyKeyOf(c.req.valid('header'));
      const { visitation, created } = await recordVisit(
        deps.db,
        c.req.valid('json'),
        c.var.staff,
        key,
        deps.clock.now(),
      );
      return c.json({ ...visitation, url: passUrl(visitation.public_id) }, created ? 201 : 200);
    })
    .openapi(edit, async (c) =>
      c.json(
        await editVisitation(
          deps.db,
          c.req.valid('param').public_id,
          c.req.valid('json'),
          c.var.staff,
          deps.clock.now(),
        ),
        200,
      ),
    )
    .openapi(close, async (c) =>
      c.json(
        await closeVisitation(
          deps.db,
          c.req.valid('param').public_id,
          c.var.staff,
          deps.clock.now(),
        ),
        200,
      ),
    );
  mountSoftDelete(router, { remove, restore }, (publicId, deleted, staff) =>
    setVisitationDeleted(deps.db, publicId, deleted, staff, deps.clock.now()),
  );

  const named = { db: deps.db, clock: deps.clock, guard };
  const namedAccess = {
    read: feature(staffFeatures.visitorsSettings, staffFeatures.visitors, staffFeatures.newVisitor),
    write: settings,
  };
  for (const [kind, path, what] of [
    ['identification_type', '/identification-types', 'identification type'],
    ['visitor_type', '/visitor-types', 'visitor type'],
  ] as const) {
    mountNamedList(router, named, namedAccess, { kind, path, what, tags });
  }
  return router;
}
