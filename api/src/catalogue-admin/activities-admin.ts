/**
 * Activities (the spec's inventory) as the back office administers them: the list (by name and
 * status), one activity with its prices per residency, their history, time frames and contacts,
 * a new activity, edits (activate and deactivate too), soft delete and restore. A new price
 * list in an edit replaces the old at once; the old list stays in the history, read from the
 * change log. Lists from a later date are activity-price-changes.ts's, listed here. Every write is logged with
 * before and after in its own transaction and moves the catalogue's version (the tables'
 * triggers), so the next quote and kiosk sync see it; a deactivated or deleted activity leaves
 * the catalogue.
 *
 * spec: membership-backoffice.md §2.5 (Inventory), §3 (Activity), §4, §7 (Activities);
 * staff-booking.md §3.10.
 */
import { DomainError } from '@hifadhi/shared/errors';
import type {
  ActivityAdminRead,
  ActivityCreate,
  ActivityPage,
  ActivityPatch,
  ItemListQuery,
} from '@hifadhi/shared/schemas/facility-admin';
import { facilityAdminMessages } from '@hifadhi/shared/schemas/facility-admin';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { StaffPrincipal } from '../auth/auth-env';
import type { Clock } from '../clock';
import type { Database, Executor, Transaction } from '../db/database';
import { readPage } from '../db/read-page';
import { activities, activityPrices, activityTimeFrames } from '../db/schema/catalogue';
import { staffChanges } from '../db/schema/staff-changes';
import { recordStaffChange } from '../logs/staff-changes';
import { readActivityPriceChanges } from './activity-price-changes';
import { readActivitySchedulesAdmin } from './activity-schedules';
import { readContacts } from './catalogue-contacts';
import { itemFilter, itemStatus, newItemId, nextSortOrder, refuseDeleted } from './catalogue-items';

export interface ActivitiesAdminDeps {
  db: Database;
  clock: Clock;
}

type Staff = Pick<StaffPrincipal, 'public_id' | 'email'>;
type ActivityRow = typeof activities.$inferSelect;
type PriceEntry = ActivityAdminRead['price'][number];

/** The change log's entity of an activity's price list (its history). */
const PRICE_ENTITY = 'activity_price';

function activityRecord(row: ActivityRow) {
  return {
    name: row.name,
    description: row.description,
    maximum_guests: row.maximum_guests,
    minimum_guests: row.minimum_guests,
    lead_time: row.lead_time,
    ranger_marker: row.ranger_marker,
    has_extras: row.has_extras,
    pick_up_location: row.pick_up_location,
    vat: row.vat,
    status: itemStatus(row),
  };
}

/** @throws DomainError NOT_FOUND 'Unknown activity: {id}'. */
async function lockActivity(tx: Executor, activityId: string): Promise<ActivityRow> {
  const [row] = await tx
    .select()
    .from(activities)
    .where(eq(activities.public_id, activityId))
    .for('update');
  if (!row) throw new DomainError('NOT_FOUND', facilityAdminMessages.activityNotFound(activityId));
  return row;
}

async function readPrices(db: Executor, activityId: string): Promise<PriceEntry[]> {
  const rows = await db
    .select()
    .from(activityPrices)
    .where(eq(activityPrices.activity_public_id, activityId))
    .orderBy(asc(activityPrices.sort_order));
  return rows.map(({ residency, currency_type, adult_price, child_price }) => ({
    residency,
    currency_type,
    adult_price,
    child_price,
  }));
}

async function readTimeFrames(db: Executor, activityId: string): Promise<string[]> {
  const rows = await db
    .select({ time_frame: activityTimeFrames.time_frame })
    .from(activityTimeFrames)
    .where(eq(activityTimeFrames.activity_public_id, activityId))
    .orderBy(asc(activityTimeFrames.sort_order));
  return rows.map((row) => row.time_frame);
}

/** A page of activities in catalogue order, by name and status (not deleted unless asked). */
export async function listActivities(db: Executor, query: ItemListQuery): Promise<ActivityPage> {
  const where = itemFilter(activities, query);
  return readPage(
    query,
    (limit, offset) =>
      db
        .select()
        .from(activities)
        .where(where)
        .orderBy(asc(activities.sort_order), asc(activities.public_id))
        .limit(limit)
        .offset(offset),
    db.select({ total: count() }).from(activities).where(where),
    (row) => ({
      public_id: row.public_id,
      name: row.name,
      status: itemStatus(row),
      maximum_guests: row.maximum_guests,
      minimum_guests: row.minimum_guests,
      lead_time: row.lead_time,
      ranger_marker: row.ranger_marker,
    }),
  );
}

/**
 * One activity, whatever its status, with its prices, earlier price lists (newest first),
 * price lists from later dates (oldest first), time frames, closures, surges and contacts.
 * @throws DomainError NOT_FOUND for an unknown activity.
 */
export async function readActivityAdmin(
  db: Executor,
  activityId: string,
): Promise<ActivityAdminRead> {
  const [row] = await db.select().from(activities).where(eq(activities.public_id, activityId));
  if (!row) throw new DomainError('NOT_FOUND', facilityAdminMessages.activityNotFound(activityId));
  const [price, time_frames, history, contacts, schedules, price_changes] = await Promise.all([
    readPrices(db, activityId),
    readTimeFrames(db, activityId),
    db
      .select()
      .from(staffChanges)
      .where(and(eq(staffChanges.entity, PRICE_ENTITY), eq(staffChanges.entity_id, activityId)))
      .orderBy(desc(staffChanges.id)),
    readContacts(db, { activity_public_id: activityId }),
    readActivitySchedulesAdmin(db, activityId),
    readActivityPriceChanges(db, activityId),
  ]);
  const { status, ...fields } = activityRecord(row);
  return {
    public_id: row.public_id,
    ...fields,
    status,
    thumbnail: row.thumbnail,
    images: row.images,
    time_frames,
    deleted_at: row.deleted_at?.toISOString() ?? null,
    price,
    price_history: history
      .filter((change) => change.before !== null)
      .map((change) => ({
        price: change.before as PriceEntry[],
        replaced_at: change.changed_at.toISOString(),
        replaced_by: change.user_email,
      })),
    price_changes,
    ...schedules,
    contacts,
  };
}

/** Replaces the activity's prices and time frames with those given (each when given). */
async function writeLists(
  tx: Transaction,
  activityId: string,
  lists: { price?: PriceEntry[]; time_frames?: string[] },
): Promise<void> {
  if (lists.price) {
    await tx.delete(activityPrices).where(eq(activityPrices.activity_public_id, activityId));
    await tx.insert(activityPrices).values(
      lists.price.map((entry, index) => ({
        ...entry,
        activity_public_id: activityId,
        sort_order: index,
      })),
    );
  }
  if (lists.time_frames) {
    await tx
      .delete(activityTimeFrames)
      .where(eq(activityTimeFrames.activity_public_id, activityId));
    if (lists.time_frames.length > 0) {
      await tx.insert(activityTimeFrames).values(
        lists.time_frames.map((time_frame, index) => ({
          activity_public_id: activityId,
          time_frame,
          sort_order: index,
        })),
      );
    }
  }
}

/**
 * Makes an activity, active, priced with `body.price` at once. A retry with the same
 * `idempotencyKey` names the same activity and answers it, making no other.
 */
export async function createActivity(
  deps: ActivitiesAdminDeps,
  body: ActivityCreate,
  staff: Staff,
  idempotencyKey: string | null,
): Promise<ActivityAdminRead> {
  const now = deps.clock.now();
  const publicId = newItemId('act', body.name, idempotencyKey);
  await deps.db.transaction(async (tx) => {
    const { price, time_frames, ...fields } = body;
    const [made] = await tx
      .insert(activities)
      .values({
        ...fields,
        public_id: publicId,
        thumbnail: '',
        pricing_status: true,
        sort_order: await nextSortOrder(tx, activities),
      })
      .onConflictDoNothing({ target: activities.public_id })
      .returning();
    if (!made) return;
    await writeLists(tx, publicId, { price, time_frames });
    const after = { ...activityRecord(made), time_frames, price };
    await recordStaffChange(
      tx,
      staff,
      { entity: 'activity', entity_id: publicId, before: null, after },
      now,
    );
    await recordStaffChange(
      tx,
      staff,
      { entity: PRICE_ENTITY, entity_id: publicId, before: null, after: price },
      now,
    );
  });
  return readActivityAdmin(deps.db, publicId);
}

/**
 * Edits activity `activityId`: its fields, time frames and prices (a new list replaces the old
 * at once; quotes from now on use it, bookings already made keep their figures), `active` to
 * activate or deactivate it. What changes is logged; an edit changing nothing logs nothing.
 * @throws DomainError NOT_FOUND for an unknown activity; CONFLICT for a deleted one.
 */
export async function updateActivity(
  deps: ActivitiesAdminDeps,
  activityId: string,
  patch: ActivityPatch,
  staff: Staff,
): Promise<ActivityAdminRead> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await lockActivity(tx, activityId);
    refuseDeleted(row, facilityAdminMessages.deleted);
    const { price, time_frames, ...fields } = patch;
    if (fields.minimum_guests !== undefined || fields.maximum_guests !== undefined) {
      const minimum = fields.minimum_guests ?? row.minimum_guests;
      const maximum = fields.maximum_guests ?? row.maximum_guests;
      if (minimum > maximum) {
        throw new DomainError('VALIDATION_FAILED', facilityAdminMessages.minimumAboveMaximum, {
          fields: { minimum_guests: facilityAdminMessages.minimumAboveMaximum },
        });
      }
    }
    const [oldPrice, oldFrames] = await Promise.all([
      readPrices(tx, activityId),
      readTimeFrames(tx, activityId),
    ]);
    const [changed] =
      Object.keys(fields).length > 0
        ? await tx
            .update(activities)
            .set(fields)
            .where(eq(activities.public_id, activityId))
            .returning()
        : [row];
    const newPrice =
      price && JSON.stringify(price) !== JSON.stringify(oldPrice) ? price : undefined;
    const newFrames =
      time_frames && JSON.stringify(time_frames) !== JSON.stringify(oldFrames)
        ? time_frames
        : undefined;
    await writeLists(tx, activityId, { price: newPrice, time_frames: newFrames });
    const before = { ...activityRecord(row), time_frames: oldFrames };
    const after = { ...activityRecord(changed!), time_frames: newFrames ?? oldFrames };
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordStaffChange(
        tx,
        staff,
        { entity: 'activity', entity_id: activityId, before, after },
        now,
      );
    }
    if (newPrice) {
      await recordStaffChange(
        tx,
        staff,
        { entity: PRICE_ENTITY, entity_id: activityId, before: oldPrice, after: newPrice },
        now,
      );
    }
  });
  return readActivityAdmin(deps.db, activityId);
}

/**
 * Soft deletes (`deleted: true`) or restores (`false`) activity `activityId`; deleting one
 * already deleted, or restoring one that is not, changes and logs nothing.
 * @throws DomainError NOT_FOUND for an unknown activity.
 */
export async function setActivityDeleted(
  deps: ActivitiesAdminDeps,
  activityId: string,
  deleted: boolean,
  staff: Staff,
): Promise<ActivityAdminRead> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await lockActivity(tx, activityId);
    if ((row.deleted_at !== null) === deleted) return;
    const [changed] = await tx
      .update(activities)
      .set({ deleted_at: deleted ? now : null })
      .where(eq(activities.public_id, activityId))
      .returning();
    await recordStaffChange(
      tx,
      staff,
      {
        entity: 'activity',
        entity_id: activityId,
        before: activityRecord(row),
        after: activityRecord(changed!),
      },
      now,
    );
  });
  return readActivityAdmin(deps.db, activityId);
}
