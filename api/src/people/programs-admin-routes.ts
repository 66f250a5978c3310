/**
 * Volunteer programmes and applications in the back office (all-programs):
 * - `GET /programs?deleted`, `GET /programs/{id}`, `POST /programs`, `PUT /programs/{id}`,
 *   `DELETE /programs/{id}` (soft) and `POST /programs/{id}/restore`;
 * - `POST /programs/{id}/contacts`, `PUT /program-contacts/{id}`, `DELETE /program-contacts/{id}`;
 * - `POST /programs/{id}/pdf` (the body: a PDF of at most 1 MB; replaces the old one),
 *   `DELETE /programs/{id}/pdf`, `POST /programs/{id}/images` (a JPEG, PNG or WebP image),
 *   `DELETE /programs/{id}/images/{image_id}`: each answers the programme (program-files);
 * - `GET /program-files/{name}` (public): a programme's PDF or picture;
 * - `GET /volunteers/{id}` (the list is `GET /volunteers` in people-routes) and
 *   `POST /volunteers/{id}/remind`: the payment reminder e-mail → 202.
 * Every write is in the change log.
 *
 * spec: membership-backoffice.md §2.5 (Volunteers: PDF and images), §3, §7 (Programs and
 * volunteers).
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import { DomainError } from '@hifadhi/shared/errors';
import {
  namedListQuerySchema,
  programContactSchema,
  programSchema,
} from '@hifadhi/shared/schemas/people-admin';
import { createRoute, z } from '@hono/zod-openapi';
import { feature } from '../auth/access';
import { createAuthRouter } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import { defaultFileStore, type ImageStore } from '../catalogue-admin/image-store';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body-schema';
import { jsonBody, jsonContent } from '../http/json-content';
import type { Mailer } from '../mail/mailer';
import {
  addProgramImage,
  programFileMessages,
  removeProgramImage,
  setProgramPdf,
} from './program-files';
import {
  addProgram,
  addProgramContact,
  changeProgram,
  changeProgramContact,
  listStaffPrograms,
  readStaffProgram,
  staffProgramSchema,
} from './programs-admin';
import { mountSoftDelete } from './soft-delete-routes';
import { staffVolunteerSchema } from './volunteer-list';
import { readStaffVolunteer, remindVolunteer } from './volunteer-reminders';

const idParams = z.object({ public_id: z.string().max(100) });

/** The programmes router; mount it under `/api/v1`. */
export function programsAdminRoutes(deps: {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  /** The public site's origin, for the payment page link. */
  siteUrl: string;
  config: Pick<Config, 'DATA_DIR'>;
  /** The programmes' PDFs and pictures; default files under `DATA_DIR/program-files`. */
  files?: ImageStore;
}) {
  const files = deps.files ?? defaultFileStore(deps.config.DATA_DIR, 'program-files');
  const fileDeps = { db: deps.db, files };
  const guard = staffGuard(deps);
  const access = feature(staffFeatures.volunteerPrograms);
  const tags = ['Volunteers'];
  const programAnswer = (description: string) => ({
    200: jsonContent(staffProgramSchema, description),
    404: errorResponse('No such programme'),
  });
  const route = <const R extends Parameters<typeof staffRoute>[2]>(config: R) =>
    staffRoute(guard, access, { tags, ...config });

  const list = route({
    method: 'get',
    path: '/programs',
    summary: 'Volunteer programmes with applications and places left (deleted=true: deleted)',
    request: { query: namedListQuerySchema },
    responses: { 200: jsonContent(z.array(staffProgramSchema), 'The programmes') },
  });
  const one = route({
    method: 'get',
    path: '/programs/{public_id}',
    summary: 'One programme with its contacts',
    request: { params: idParams },
    responses: programAnswer('The programme'),
  });
  const add = route({
    method: 'post',
    path: '/programs',
    summary: 'Add a programme',
    request: jsonBody(programSchema),
    responses: {
      201: jsonContent(staffProgramSchema, 'The new programme'),
      400: errorResponse('A field breaks a rule'),
    },
  });
  const edit = route({
    method: 'put',
    path: '/programs/{public_id}',
    summary: 'Edit a programme (every field)',
    request: { params: idParams, ...jsonBody(programSchema) },
    responses: {
      200: jsonContent(staffProgramSchema, 'The programme'),
      400: errorResponse('A field breaks a rule'),
      404: errorResponse('No such programme'),
    },
  });
  const remove = route({
    method: 'delete',
    path: '/programs/{public_id}',
    summary: 'Delete a programme (soft): it leaves the public site',
    request: { params: idParams },
    responses: programAnswer('The deleted programme'),
  });
  const restore = route({
    method: 'post',
    path: '/programs/{public_id}/restore',
    summary: 'Restore a programme',
    request: { params: idParams },
    responses: programAnswer('The restored programme'),
  });
  const contactAdd = route({
    method: 'post',
    path: '/programs/{public_id}/contacts',
    summary: 'Add a contact to a programme',
    request: { params: idParams, ...jsonBody(programContactSchema) },
    responses: {
      200: jsonContent(staffProgramSchema, 'The programme'),
      400: errorResponse('A field breaks a rule'),
      404: errorResponse('No such programme'),
    },
  });
  const contactEdit = route({
    method: 'put',
    path: '/program-contacts/{public_id}',
    summary: 'Edit a programme contact',
    request: { params: idParams, ...jsonBody(programContactSchema) },
    responses: {
      200: jsonContent(staffProgramSchema, 'The programme'),
      400: errorResponse('A field breaks a rule'),
      404: errorResponse('No such contact'),
    },
  });
  const contactRemove = route({
    method: 'delete',
    path: '/program-contacts/{public_id}',
    summary: 'Remove a programme contact',
    request: { params: idParams },
    responses: {
      200: jsonContent(staffProgramSchema, 'The programme'),
      404: errorResponse('No such contact'),
    },
  });
  const volunteer = route({
    method: 'get',
    path: '/volunteers/{public_id}',
    summary: 'One volunteer application',
    request: { params: idParams },
    responses: {
      200: jsonContent(staffVolunteerSchema, 'The application'),
      404: errorResponse('No such application'),
    },
  });
  const remind = route({
    method: 'post',
    path: '/volunteers/{public_id}/remind',
    summary: 'E-mail an unpaid applicant a payment reminder with the payment link',
    request: { params: idParams },
    responses: {
      202: jsonContent(z.object({ to: z.string(), subject: z.string() }), 'The reminder sent'),
      404: errorResponse('No such application'),
      409: errorResponse('The application is paid'),
    },
  });

  const fileBody = (types: string[]) => ({
    content: Object.fromEntries(
      types.map((type) => [type, { schema: z.string().openapi({ format: 'binary' }) }]),
    ),
    required: true,
  });
  const fileAnswer = (refused: string, missing = 'No such programme') => ({
    200: jsonContent(staffProgramSchema, 'The programme'),
    400: errorResponse(refused),
    404: errorResponse(missing),
    413: errorResponse('Over 1 MB'),
  });
  const pdfUpload = route({
    method: 'post',
    path: '/programs/{public_id}/pdf',
    summary: "Set the programme's PDF (the body: a PDF of at most 1 MB); replaces the old one",
    request: { params: idParams, body: fileBody(['application/pdf']) },
    responses: fileAnswer(programFileMessages.pdf),
  });
  const pdfRemove = route({
    method: 'delete',
    path: '/programs/{public_id}/pdf',
    summary: "Remove the programme's PDF",
    request: { params: idParams },
    responses: programAnswer('The programme'),
  });
  const imageUpload = route({
    method: 'post',
    path: '/programs/{public_id}/images',
    summary: 'Add a picture (the body: a JPEG, PNG or WebP image of at most 1 MB)',
    request: { params: idParams, body: fileBody(['image/jpeg', 'image/png', 'image/webp']) },
    responses: fileAnswer(programFileMessages.image),
  });
  const imageRemove = route({
    method: 'delete',
    path: '/programs/{public_id}/images/{image_id}',
    summary: 'Remove a picture',
    request: { params: idParams.extend({ image_id: z.string().max(100) }) },
    responses: programAnswer('The programme'),
  });
  const served = createRoute({
    method: 'get',
    path: '/program-files/{name}',
    tags,
    summary: "A programme's PDF or picture (public)",
    request: { params: z.object({ name: z.string().max(100) }) },
    responses: {
      200: {
        description: 'The file',
        content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
      },
      404: errorResponse('No such file'),
    },
  });

  const now = () => deps.clock.now();
  const router = createAuthRouter()
    .openapi(list, async (c) =>
      c.json(await listStaffPrograms(deps.db, c.req.valid('query').deleted === 'true'), 200),
    )
    .openapi(one, async (c) =>
      c.json(await readStaffProgram(deps.db, c.req.valid('param').public_id), 200),
    )
    .openapi(add, async (c) =>
      c.json(await addProgram(deps.db, c.req.valid('json'), c.var.staff, now()), 201),
    )
    .openapi(edit, async (c) =>
      c.json(
        await changeProgram(
          deps.db,
          c.req.valid('param').public_id,
          { form: c.req.valid('json') },
          c.var.staff,
          now(),
        ),
        200,
      ),
    )
    .openapi(contactAdd, async (c) =>
      c.json(
        await addProgramContact(
          deps.db,
          c.req.valid('param').public_id,
          c.req.valid('json'),
          c.var.staff,
          now(),
        ),
        200,
      ),
    )
    .openapi(contactEdit, async (c) =>
      c.json(
        await changeProgramContact(
          deps.db,
          c.req.valid('param').public_id,
          c.req.valid('json'),
          c.var.staff,
          now(),
        ),
        200,
      ),
    )
    .openapi(contactRemove, async (c) =>
      c.json(
        await changeProgramContact(
          deps.db,
          c.req.valid('param').public_id,
          null,
          c.var.staff,
          now(),
        ),
        200,
      ),
    )
    .openapi(volunteer, async (c) =>
      c.json(await readStaffVolunteer(deps.db, c.req.valid('param').public_id), 200),
    )
    .openapi(remind, async (c) =>
      c.json(await remindVolunteer(deps, c.req.valid('param').public_id, c.var.staff, now()), 202),
    )
    .openapi(pdfUpload, async (c) => {
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const id = c.req.valid('param').public_id;
      return c.json(await setProgramPdf(fileDeps, id, bytes, c.var.staff, now()), 200);
    })
    .openapi(pdfRemove, async (c) =>
      c.json(
        await setProgramPdf(fileDeps, c.req.valid('param').public_id, null, c.var.staff, now()),
        200,
      ),
    )
    .openapi(imageUpload, async (c) => {
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const id = c.req.valid('param').public_id;
      return c.json(await addProgramImage(fileDeps, id, bytes, c.var.staff, now()), 200);
    })
    .openapi(imageRemove, async (c) => {
      const { public_id, image_id } = c.req.valid('param');
      return c.json(
        await removeProgramImage(fileDeps, public_id, image_id, c.var.staff, now()),
        200,
      );
    });
  mountSoftDelete(router, { remove, restore }, (publicId, deleted, staff) =>
    changeProgram(deps.db, publicId, { deleted }, staff, now()),
  );
  router.route(
    '/',
    createRouter().openapi(served, async (c) => {
      const stored = await files.get(c.req.valid('param').name);
      if (!stored) throw new DomainError('NOT_FOUND', 'No such file');
      return c.body(stored.bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': stored.content_type,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      });
    }),
  );
  return router;
}
