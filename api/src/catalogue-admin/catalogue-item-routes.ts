/**
 * The back-office routes facilities and activities share, for users with the item's feature:
 * the list (`GET /{items}?page&items&search&status`), one item, a new item (201; a retry with
 * the same Idempotency-Key answers the same), an edit (`PATCH`, also `active` to activate or
 * deactivate), soft delete (`DELETE`), restore (`POST …/restore`), and its contacts (add, with
 * an Idempotency-Key; edit, also `active`; remove; restore). Unknown items and contacts are
 * 404, bad input 400, a deleted item's or contact's edit 409, all in the one error shape.
 *
 * spec: membership-backoffice.md §2.5 (Facilities, Inventory), §4, §7 (Facilities,
 * Activities); api-contract.md §Catalogue administration.
 */
import {
  type ContactBody,
  type ContactPatch,
  type ContactRead,
  contactPatchSchema,
  contactReadSchema,
  contactSchema,
  type ItemListQuery,
  itemListQuerySchema,
} from '@hifadhi/shared/schemas/facility-admin';
import { z } from '@hono/zod-openapi';
import { feature } from '../auth/access';
import { createAuthRouter, type StaffPrincipal } from '../auth/auth-env';
import { staffGuard } from '../auth/staff-guard';
import { staffRoute } from '../auth/staff-route';
import type { Clock } from '../clock';
import type { Database, Executor } from '../db/database';
import { errorResponse } from '../http/error-body-schema';
import { idempotencyHeaders, idempotencyKeyOf } from '../http/idempotency-headers';
import { jsonBody, jsonContent } from '../http/json-content';
import {
  addContact,
  type ContactOwner,
  editContact,
  setContactDeleted,
} from './catalogue-contacts';

type Deps = { db: Database; clock: Clock };
type Staff = Pick<StaffPrincipal, 'public_id' | 'email'>;

/** What one kind of item brings: its names, schemas and service. */
export interface CatalogueItemKind<Read, Create, Patch> {
  /** The list's path (`/facilities`). */
  path: string;
  /** The feature url its routes need. */
  feature: string;
  tag: string;
  /** 'facility', 'activity'. */
  noun: string;
  schemas: {
    page: z.ZodType;
    read: z.ZodType<Read>;
    create: z.ZodType<Create>;
    patch: z.ZodType<Patch>;
  };
  list(db: Executor, query: ItemListQuery): Promise<unknown>;
  read(db: Executor, id: string): Promise<Read>;
  create(deps: Deps, body: Create, staff: Staff, key: string | null): Promise<Read>;
  update(deps: Deps, id: string, patch: Patch, staff: Staff): Promise<Read>;
  setDeleted(deps: Deps, id: string, deleted: boolean, staff: Staff): Promise<Read>;
  owner(id: string): ContactOwner;
}

const itemParams = z.object({ public_id: z.string().max(100) });
const contactParams = itemParams.extend({ contact_public_id: z.uuid() });

/** The routes of `kind`; mount them under `/api/v1`. */
export function catalogueItemRoutes<Read, Create, Patch>(
  deps: Deps,
  kind: CatalogueItemKind<Read, Create, Patch>,
) {
  const guard = staffGuard(deps);
  const route = <R extends Parameters<typeof staffRoute>[2]>(config: R) =>
    staffRoute(guard, feature(kind.feature), { tags: [kind.tag], ...config });
  const one = `${kind.path}/{public_id}`;
  const notFound = errorResponse(`No such ${kind.noun}`);
  const readAnswer = (description: string) => jsonContent(kind.schemas.read, description);
  const routes = {
    list: route({
      method: 'get',
      path: kind.path,
      summary: `${kind.tag} in catalogue order, by name and status (not deleted unless asked)`,
      request: { query: itemListQuerySchema },
      responses: {
        200: jsonContent(kind.schemas.page, 'A page'),
        400: errorResponse('A filter is not valid'),
      },
    }),
    one: route({
      method: 'get',
      path: one,
      summary: `One ${kind.noun}, whatever its status, with its prices, their history and contacts`,
      request: { params: itemParams },
      responses: { 200: readAnswer(`The ${kind.noun}`), 404: notFound },
    }),
    create: route({
      method: 'post',
      path: kind.path,
      summary: `Make a ${kind.noun}, active and priced from now on`,
      request: { headers: idempotencyHeaders, ...jsonBody(kind.schemas.create) },
      responses: {
        201: readAnswer(`The new ${kind.noun} (the same again for a retry with the same key)`),
        400: errorResponse('A field is missing or wrong'),
      },
    }),
    update: route({
      method: 'patch',
      path: one,
      summary: `Edit a ${kind.noun}; \`active\` activates or deactivates it (out of the catalogue)`,
      request: { params: itemParams, ...jsonBody(kind.schemas.patch) },
      responses: {
        200: readAnswer(`The ${kind.noun} afterwards`),
        400: errorResponse('A field is wrong'),
        404: notFound,
        409: errorResponse(`The ${kind.noun} is deleted: restore it first`),
      },
    }),
    remove: route({
      method: 'delete',
      path: one,
      summary: `Delete a ${kind.noun} (soft: restorable); it leaves the catalogue`,
      request: { params: itemParams },
      responses: { 200: readAnswer(`The ${kind.noun}, deleted`), 404: notFound },
    }),
    restore: route({
      method: 'post',
      path: `${one}/restore`,
      summary: `Restore a deleted ${kind.noun}, with the active flag it had`,
      request: { params: itemParams },
      responses: { 200: readAnswer(`The ${kind.noun}, restored`), 404: notFound },
    }),
    addContact: route({
      method: 'post',
      path: `${one}/contacts`,
      summary: `Add a contact to a ${kind.noun}, active`,
      request: { params: itemParams, headers: idempotencyHeaders, ...jsonBody(contactSchema) },
      responses: {
        201: jsonContent(
          contactReadSchema,
          'The contact (the same again for a retry with the same key)',
        ),
        400: errorResponse('A field is missing or wrong'),
        404: notFound,
      },
    }),
    editContact: route({
      method: 'patch',
      path: `${one}/contacts/{contact_public_id}`,
      summary: `Edit a ${kind.noun}'s contact; \`active\` makes it active or inactive`,
      request: { params: contactParams, ...jsonBody(contactPatchSchema) },
      responses: {
        200: jsonContent(contactReadSchema, 'The contact afterwards'),
        400: errorResponse('A field is wrong'),
        404: errorResponse('No such contact'),
        409: errorResponse('The contact is deleted: restore it first'),
      },
    }),
    removeContact: route({
      method: 'delete',
      path: `${one}/contacts/{contact_public_id}`,
      summary: `Remove a ${kind.noun}'s contact (soft: restorable)`,
      request: { params: contactParams },
      responses: { 204: { description: 'Removed' }, 404: errorResponse('No such contact') },
    }),
    restoreContact: route({
      method: 'post',
      path: `${one}/contacts/{contact_public_id}/restore`,
      summary: `Restore a ${kind.noun}'s removed contact, with the active flag it had`,
      request: { params: contactParams },
      responses: {
        200: jsonContent(contactReadSchema, 'The contact, restored'),
        404: errorResponse('No such contact'),
      },
    }),
  };

  return createAuthRouter()
    .openapi(routes.list, async (c) =>
      c.json((await kind.list(deps.db, c.req.valid('query'))) as never, 200),
    )
    .openapi(routes.one, async (c) =>
      c.json((await kind.read(deps.db, c.req.valid('param').public_id)) as never, 200),
    )
    .openapi(routes.create, async (c) =>
      c.json(
        (await kind.create(
          deps,
          c.req.valid('json') as Create,
          c.var.staff,
          idempotencyKeyOf(c.req.valid('header')),
        )) as never,
        201,
      ),
    )
    .openapi(routes.update, async (c) =>
      c.json(
        (await kind.update(
          deps,
          c.req.valid('param').public_id,
          c.req.valid('json') as Patch,
          c.var.staff,
        )) as never,
        200,
      ),
    )
    .openapi(routes.remove, async (c) =>
      c.json(
        (await kind.setDeleted(deps, c.req.valid('param').public_id, true, c.var.staff)) as never,
        200,
      ),
    )
    .openapi(routes.restore, async (c) =>
      c.json(
        (await kind.setDeleted(deps, c.req.valid('param').public_id, false, c.var.staff)) as never,
        200,
      ),
    )
    .openapi(routes.addContact, async (c) => {
      const id = c.req.valid('param').public_id;
      await kind.read(deps.db, id);
      const made: ContactRead = await addContact(
        deps,
        kind.owner(id),
        c.req.valid('json') as ContactBody,
        c.var.staff,
        idempotencyKeyOf(c.req.valid('header')),
      );
      return c.json(made, 201);
    })
    .openapi(routes.editContact, async (c) => {
      const { public_id, contact_public_id } = c.req.valid('param');
      const patch = c.req.valid('json') as ContactPatch;
      const edited = await editContact(
        deps,
        kind.owner(public_id),
        contact_public_id,
        patch,
        c.var.staff,
      );
      return c.json(edited, 200);
    })
    .openapi(routes.removeContact, async (c) => {
      const { public_id, contact_public_id } = c.req.valid('param');
      await setContactDeleted(deps, kind.owner(public_id), contact_public_id, true, c.var.staff);
      return c.body(null, 204);
    })
    .openapi(routes.restoreContact, async (c) => {
      const { public_id, contact_public_id } = c.req.valid('param');
      const restored = await setContactDeleted(
        deps,
        kind.owner(public_id),
        contact_public_id,
        false,
        c.var.staff,
      );
      return c.json(restored, 200);
    });
}
