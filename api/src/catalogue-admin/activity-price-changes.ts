/**
 * An activity's price lists from a date, set by staff like a facility's
 * (facility-schedules.ts `setFacilityPrice`): each date on or after `effective_from` is priced
 * with the list (shared/src/pricing/facility-schedules.ts `priceListOn`), the activity's own
 * prices before the first. A list takes effect today or later (Africa/Nairobi), never on an
 * earlier date; a second post for the same activity and date replaces that list. Each write is
 * recorded in the change log (entity `activity_price_change`, before and after) in its
 * transaction and moves the catalogue's version (migration 0058's trigger), so the next quote,
 * booking and kiosk sync use it. Bookings already made keep their figures (their lines' amounts
 * are stored; a staff booking's amendment prices at its pricing basis).
 *
 * spec: api-contract.md §Catalogue administration; pricing-rules.md §Lines (Activity).
 */
import { type ActivityPrice, activityPriceSchema } from '@hifadhi/shared/catalogue/catalogue';
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { DomainError } from '@hifadhi/shared/errors';
import { catalogueAdminMessages } from '@hifadhi/shared/schemas/catalogue-admin';
import type {
  ActivityPriceChangeRead,
  ActivityPriceChangeRequest,
} from '@hifadhi/shared/schemas/facility-admin';
import { and, asc, eq } from 'drizzle-orm';
import type { StaffPrincipal } from '../auth/auth-env';
import type { Clock } from '../clock';
import type { Database, Executor } from '../db/database';
import { activityPriceChanges } from '../db/schema/activity-price-changes';
import { recordStaffChange } from '../logs/staff-changes';
import { requireActivity } from './activity-schedules';

export interface ActivityPriceChangeDeps {
  db: Database;
  clock: Clock;
}

type Row = typeof activityPriceChanges.$inferSelect;

/** The stored price list of an activity's price change, checked with the catalogue's schema. */
export function storedActivityPriceList(value: unknown): ActivityPrice[] {
  return activityPriceSchema.array().parse(value);
}

function changeRead(row: Row): ActivityPriceChangeRead {
  return {
    price_change_public_id: row.public_id,
    activity_public_id: row.activity_public_id,
    effective_from: row.effective_from,
    price: storedActivityPriceList(row.price),
    created_at: row.created_at.toISOString(),
  };
}

/** Activity `activityId`'s scheduled price lists (every one kept), oldest effective date first. */
export async function readActivityPriceChanges(
  db: Executor,
  activityId: string,
): Promise<ActivityPriceChangeRead[]> {
  const rows = await db
    .select()
    .from(activityPriceChanges)
    .where(eq(activityPriceChanges.activity_public_id, activityId))
    .orderBy(asc(activityPriceChanges.effective_from));
  return rows.map(changeRead);
}

/**
 * Sets activity `activityId`'s price list from `body.effective_from` on (see the module
 * comment), by `staff`. Answers the list as stored; posting the same list again for the date
 * changes nothing and logs nothing (a retry is harmless).
 * @throws DomainError NOT_FOUND 'Unknown activity: {id}'; VALIDATION_FAILED (field
 * effective_from) for a date before today.
 */
export async function setActivityPrice(
  deps: ActivityPriceChangeDeps,
  activityId: string,
  body: ActivityPriceChangeRequest,
  staff: Pick<StaffPrincipal, 'public_id' | 'email'>,
): Promise<ActivityPriceChangeRead> {
  const now = deps.clock.now();
  if (body.effective_from < calendarDateAt(now)) {
    const message = catalogueAdminMessages.effectiveFromPast;
    throw new DomainError('VALIDATION_FAILED', message, { fields: { effective_from: message } });
  }
  return deps.db.transaction(async (tx) => {
    await requireActivity(tx, activityId);
    const sameDate = and(
      eq(activityPriceChanges.activity_public_id, activityId),
      eq(activityPriceChanges.effective_from, body.effective_from),
    );
    const [earlier] = await tx.select().from(activityPriceChanges).where(sameDate).for('update');
    const price = storedActivityPriceList(body.price);
    if (
      earlier &&
      JSON.stringify(storedActivityPriceList(earlier.price)) === JSON.stringify(price)
    ) {
      return changeRead(earlier);
    }
    const [row] = await tx
      .insert(activityPriceChanges)
      .values({
        activity_public_id: activityId,
        effective_from: body.effective_from,
        price,
        created_by: staff.public_id,
        created_at: now,
      })
      .onConflictDoUpdate({
        target: [activityPriceChanges.activity_public_id, activityPriceChanges.effective_from],
        set: { price, created_by: staff.public_id, created_at: now },
      })
      .returning();
    const read = changeRead(row!);
    const logged = ({
      effective_from,
      price,
    }: Pick<ActivityPriceChangeRead, 'effective_from' | 'price'>) => ({
      effective_from,
      price,
    });
    await recordStaffChange(
      tx,
      staff,
      {
        entity: 'activity_price_change',
        entity_id: activityId,
        before: earlier ? logged(changeRead(earlier)) : null,
        after: logged(read),
      },
      now,
    );
    return read;
  });
}
