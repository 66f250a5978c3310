/**
 * Activities (the spec's inventory) administration over HTTP, for users with the `inventory`
 * feature: the list, one activity, a new one, edits (prices, time frames; activate,
 * deactivate), soft delete, restore and contacts (catalogue-item-routes), and its pictures and
 * thumbnail (item-picture-routes).
 *
 * spec: membership-backoffice.md §2.5 (Inventory), §4, §7 (Activities).
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import {
  activityAdminReadSchema,
  activityCreateSchema,
  activityPageSchema,
  activityPatchSchema,
} from '@hifadhi/shared/schemas/facility-admin';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import {
  createActivity,
  listActivities,
  readActivityAdmin,
  setActivityDeleted,
  updateActivity,
} from './activities-admin';
import { catalogueItemRoutes } from './catalogue-item-routes';
import type { ImageStore } from './image-store';
import { itemPictureRoutes } from './item-picture-routes';

/** The activities administration router; mount it under `/api/v1`. */
export function activitiesAdminRoutes(deps: { db: Database; clock: Clock; images: ImageStore }) {
  return catalogueItemRoutes(deps, {
    path: '/activities',
    feature: staffFeatures.activities,
    tag: 'Activities',
    noun: 'activity',
    schemas: {
      page: activityPageSchema,
      read: activityAdminReadSchema,
      create: activityCreateSchema,
      patch: activityPatchSchema,
    },
    list: listActivities,
    read: readActivityAdmin,
    create: createActivity,
    update: updateActivity,
    setDeleted: setActivityDeleted,
    owner: (id) => ({ activity_public_id: id }),
  }).route(
    '/',
    itemPictureRoutes(deps, {
      path: '/activities',
      feature: staffFeatures.activities,
      tag: 'Activities',
      owner: 'activity',
    }),
  );
}
