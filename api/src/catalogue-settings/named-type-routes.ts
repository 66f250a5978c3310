/**
 * The HTTP routes of a named list (partner types, promo code types, page types, accommodation
 * types, pick-up locations, entry modes) at one path: list (200), add (201), rename, soft delete
 * and restore (200); unknown entries 404, bad input 400, a taken name or a delete of a deleted
 * entry 409, all in the one error shape.
 *
 * spec: membership-backoffice.md §4 (soft delete and restore), §7 (types: CRUD).
 */
import {
  namedTypeBodySchema,
  namedTypeReadSchema,
} from '@hifadhi/shared/schemas/catalogue-settings';
import type { Access } from '../auth/access';
import type { createAuthRouter } from '../auth/auth-env';
import type { StaffGuard } from '../auth/staff-guard';
import type { WriteDeps } from './audited-records';
import {
  changeNamedType,
  createNamedType,
  listNamedTypes,
  type NamedTypeEntity,
} from './named-types';
import { addRecordRoutes } from './record-routes';

/**
 * Registers on `router` the routes of named list `entity` at `path` (`/page-types`), guarded
 * by `access` and tagged `tag`; `what` names one entry in the reference ('page type').
 */
export function addNamedTypeRoutes(
  router: ReturnType<typeof createAuthRouter>,
  deps: WriteDeps & { guard: StaffGuard },
  list: { entity: NamedTypeEntity; path: string; what: string; access: Access; tag: string },
): void {
  const { entity, path, what, access, tag } = list;
  addRecordRoutes(router, deps.guard, {
    path,
    what,
    access,
    tag,
    body: namedTypeBodySchema,
    patch: namedTypeBodySchema,
    read: namedTypeReadSchema,
    list: {
      summary: `Every ${what}, deleted ones too`,
      load: () => listNamedTypes(deps.db, entity),
    },
    writes: {
      create: (body, staff) => createNamedType(deps, entity, body, staff),
      update: (publicId, patch, staff) => changeNamedType(deps, entity, publicId, patch, staff),
      setDeleted: (publicId, deleted, staff) =>
        changeNamedType(deps, entity, publicId, { deleted }, staff),
    },
    summaries: { edit: `Rename a ${what}` },
  });
}
