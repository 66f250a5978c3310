/**
 * The HTTP routes of one kind of soft-deletable settings record at one path (`/holidays`):
 * list (200, with the kind's query if it has one), one (200), add (201; with an
 * Idempotency-Key where the kind takes one, a retry answers the first record), edit (200),
 * soft delete and restore (200), each behind the staff guard with the kind's feature and
 * tagged in the reference. Unknown records 404, bad input 400, a taken name or code or a delete
 * of a deleted record 409, all in the one error shape. A kind gives only what is its own: its
 * schemas, its services and the words of its reference.
 *
 * spec: membership-backoffice.md §3–4 (CRUD, soft delete and restore); api-contract.md
 * §Catalogue administration.
 */
import { z } from '@hono/zod-openapi';
import type { Access } from '../auth/access';
import type { createAuthRouter } from '../auth/auth-env';
import type { StaffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import { errorResponse } from '../http/error-body-schema';
import { idempotencyHeaders, idempotencyKeyOf } from '../http/idempotency-headers';
import { jsonBody, jsonContent } from '../http/json-content';
import type { Staff } from './audited-records';

const idParams = z.object({ public_id: z.string().max(100) });

/** The list query of a kind that lists its deleted records apart (`?deleted=true`). */
export const deletedListQuery = z.object({ deleted: z.enum(['true', 'false']).optional() });

/** True when the list query asks for the deleted records. */
export const wantsDeleted = (query: z.infer<typeof deletedListQuery>) => query.deleted === 'true';

/** The writes of one record kind, as its routes call them. */
export interface RecordWrites<Body, Patch, Read> {
  /** `idempotencyKey` is the Idempotency-Key sent, where the kind takes one (else null). */
  create(body: Body, staff: Staff, idempotencyKey: string | null): Promise<Read>;
  update(publicId: string, patch: Patch, staff: Staff): Promise<Read>;
  setDeleted(publicId: string, deleted: boolean, staff: Staff): Promise<Read>;
}

/**
 * `update` and `setDeleted` of a service whose one change function (given `deps`) takes either
 * a patch or `{ deleted }`.
 */
export function patchOrDeleteWrites<Deps, Patch, Read>(
  deps: Deps,
  change: (
    deps: Deps,
    publicId: string,
    change: Patch | { deleted: boolean },
    staff: Staff,
  ) => Promise<Read>,
): Pick<RecordWrites<unknown, Patch, Read>, 'update' | 'setDeleted'> {
  return {
    update: (publicId, patch, staff) => change(deps, publicId, patch, staff),
    setDeleted: (publicId, deleted, staff) => change(deps, publicId, { deleted }, staff),
  };
}

/** One record kind: where it lives, who may use it, its schemas and services, its words. */
export interface RecordKind<Body, Patch, Read, Query extends z.ZodObject> {
  path: string;
  /** One record in the summaries ('partner lodge'). */
  what: string;
  access: Access;
  tag: string;
  body: z.ZodType<Body>;
  patch: z.ZodType<Patch>;
  read: z.ZodType<Read>;
  /**
   * `GET {path}`: its summary, its answer's description (`The {what}s`), its query (answering
   * 400 when wrong), wider access if any.
   */
  list?: {
    summary: string;
    answer?: string;
    query?: Query;
    access?: Access;
    load(query: z.infer<Query>): Promise<Read[]>;
  };
  /** `GET {path}/{public_id}`: its summary, its answer's description (`The {one}`). */
  one?: { summary: string; answer?: string; load(publicId: string): Promise<Read> };
  writes: RecordWrites<Body, Patch, Read>;
  /** Whether add reads an Idempotency-Key header (default no). */
  idempotentAdd?: boolean;
  /** False where nothing in the record is unique: add and edit answer no 409 (default true). */
  writesConflict?: boolean;
  /** Summaries other than `Add a …`, `Edit a …`, `Soft delete a …` (restore has one only). */
  summaries?: { add?: string; edit?: string; delete?: string };
  /** The writes' answers' descriptions: one record (`what` by default), an edited one (as one). */
  answers?: { one?: string; edited?: string };
  /** The error answers' descriptions, where the kind words them its own way. */
  errors?: { notFound?: string; badInput?: string; refused?: string };
}

/**
 * Registers on `router` the routes of record kind `kind`, behind `guard`. The handlers' answers
 * are cast: the compiler cannot derive a generic route's typed response; `kind.read` documents
 * it and the services build it.
 */
export function addRecordRoutes<Body, Patch, Read, Query extends z.ZodObject = z.ZodObject>(
  router: ReturnType<typeof createAuthRouter>,
  guard: StaffGuard,
  kind: RecordKind<Body, Patch, Read, Query>,
): void {
  const { path, what, read, writes } = kind;
  const one = `${path}/{public_id}`;
  const noun = kind.answers?.one ?? what;
  const edited = kind.answers?.edited ?? noun;
  const notFound = errorResponse(kind.errors?.notFound ?? 'No such record');
  const badInput = errorResponse(kind.errors?.badInput ?? 'A field is missing or wrong');
  const refused = errorResponse(
    kind.errors?.refused ?? 'Its status does not allow this, or the name is taken',
  );
  type Answers = Record<number, ReturnType<typeof errorResponse>>;
  const writeRefused: Answers = kind.writesConflict === false ? {} : { 409: refused };
  const routeFor =
    (access: Access) =>
    <C extends Parameters<typeof staffRoute>[2]>(config: C) =>
      staffRoute(guard, access, { tags: [kind.tag], ...config });
  const route = routeFor(kind.access);

  const { list } = kind;
  if (list) {
    router.openapi(
      routeFor(list.access ?? kind.access)({
        method: 'get',
        path,
        summary: list.summary,
        ...(list.query ? { request: { query: list.query } } : {}),
        responses: {
          200: jsonContent(z.array(read), list.answer ?? `The ${what}s`),
          ...((list.query ? { 400: badInput } : {}) as Answers),
        },
      }),
      async (c) =>
        c.json(
          await list.load((list.query ? c.req.valid('query' as never) : {}) as z.infer<Query>),
          200,
        ) as never,
    );
  }
  const get = kind.one;
  if (get) {
    router.openapi(
      route({
        method: 'get',
        path: one,
        summary: get.summary,
        request: { params: idParams },
        responses: { 200: jsonContent(read, get.answer ?? `The ${noun}`), 404: notFound },
      }),
      async (c) => c.json(await get.load(c.req.valid('param').public_id), 200) as never,
    );
  }
  router
    .openapi(
      route({
        method: 'post',
        path,
        summary: kind.summaries?.add ?? `Add a ${what}`,
        request: kind.idempotentAdd
          ? { headers: idempotencyHeaders, ...jsonBody(kind.body) }
          : jsonBody(kind.body),
        responses: {
          201: jsonContent(read, `The new ${noun}`),
          400: badInput,
          ...writeRefused,
        },
      }),
      async (c) => {
        const key = kind.idempotentAdd
          ? idempotencyKeyOf(c.req.valid('header' as never) as z.infer<typeof idempotencyHeaders>)
          : null;
        return c.json(await writes.create(c.req.valid('json'), c.var.staff, key), 201) as never;
      },
    )
    .openapi(
      route({
        method: 'patch',
        path: one,
        summary: kind.summaries?.edit ?? `Edit a ${what}`,
        request: { params: idParams, ...jsonBody(kind.patch) },
        responses: {
          200: jsonContent(read, `The ${edited}`),
          400: badInput,
          404: notFound,
          ...writeRefused,
        },
      }),
      async (c) =>
        c.json(
          await writes.update(c.req.valid('param').public_id, c.req.valid('json'), c.var.staff),
          200,
        ) as never,
    )
    .openapi(
      route({
        method: 'delete',
        path: one,
        summary: kind.summaries?.delete ?? `Soft delete a ${what}`,
        request: { params: idParams },
        responses: {
          200: jsonContent(read, `The ${noun}, deleted`),
          404: notFound,
          409: refused,
        },
      }),
      async (c) =>
        c.json(
          await writes.setDeleted(c.req.valid('param').public_id, true, c.var.staff),
          200,
        ) as never,
    )
    .openapi(
      route({
        method: 'post',
        path: `${one}/restore`,
        summary: `Restore a deleted ${what}`,
        request: { params: idParams },
        responses: {
          200: jsonContent(read, `The ${noun}, restored`),
          404: notFound,
          409: refused,
        },
      }),
      async (c) =>
        c.json(
          await writes.setDeleted(c.req.valid('param').public_id, false, c.var.staff),
          200,
        ) as never,
    );
}
