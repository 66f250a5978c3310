/**
 * Holidays: the public holidays the conservancy keeps, one per date, listed (deleted ones
 * too), added, edited, soft deleted and restored, each write logged. The specification names
 * holidays as an administered record only and gives them no effect on prices, availability or
 * bookings, so nothing else reads them.
 *
 * spec: membership-backoffice.md §3 (Other administered records: holidays), §7 (Content:
 * holidays).
 */
import { DomainError } from '@hifadhi/shared/errors';
import {
  contentSettingsMessages,
  type HolidayBody,
  type HolidayPatch,
  type HolidayRead,
} from '@hifadhi/shared/schemas/content-settings';
import { and, asc, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { holidays } from '../db/schema/content-settings';
import { newPublicId, type Staff, softDeleteRecords, type WriteDeps } from './audited-records';

async function readHolidays(tx: Executor, where: SQL | undefined, lock = false) {
  const query = tx
    .select({
      public_id: holidays.public_id,
      holiday_date: holidays.holiday_date,
      name: holidays.name,
      deleted_at: holidays.deleted_at,
    })
    .from(holidays)
    .where(where)
    .orderBy(asc(holidays.holiday_date));
  const rows = lock ? await query.for('update') : await query;
  return rows.map(
    ({ deleted_at, ...row }): HolidayRead => ({ ...row, deleted: deleted_at !== null }),
  );
}

const oneHoliday = async (tx: Executor, publicId: string, lock = false) =>
  (await readHolidays(tx, eq(holidays.public_id, publicId), lock))[0];

const records = softDeleteRecords({
  entity: 'holiday',
  noun: 'holiday',
  table: holidays,
  id: holidays.public_id,
  read: oneHoliday,
});

/** @throws DomainError CONFLICT when another holiday not deleted falls on `date`. */
async function assertDateFree(tx: Executor, date: string, except = '') {
  const [taken] = await tx
    .select({ public_id: holidays.public_id })
    .from(holidays)
    .where(
      and(
        eq(holidays.holiday_date, date),
        isNull(holidays.deleted_at),
        ne(holidays.public_id, except),
      ),
    );
  if (taken) {
    const message = contentSettingsMessages.holidayExists(date);
    throw new DomainError('CONFLICT', message, { fields: { holiday_date: message } });
  }
}

/** Every holiday, deleted ones too, by date. */
export function listHolidays(db: Executor): Promise<HolidayRead[]> {
  return readHolidays(db, undefined);
}

/** Adds a holiday. @throws DomainError CONFLICT when its date has one already. */
export function createHoliday(
  deps: WriteDeps,
  body: HolidayBody,
  staff: Staff,
): Promise<HolidayRead> {
  return records.create(deps, staff, async (tx, now) => {
    await assertDateFree(tx, body.holiday_date);
    const publicId = newPublicId();
    await tx.insert(holidays).values({ public_id: publicId, ...body, created_at: now });
    return publicId;
  });
}

/** Edits a holiday's date or name. @throws DomainError NOT_FOUND; CONFLICT for a taken date. */
export function updateHoliday(
  deps: WriteDeps,
  publicId: string,
  patch: HolidayPatch,
  staff: Staff,
): Promise<HolidayRead> {
  return records.edit(deps, staff, publicId, async (tx, write, before) => {
    if (patch.holiday_date !== undefined && !before.deleted) {
      await assertDateFree(tx, patch.holiday_date, publicId);
    }
    await write(patch);
  });
}

/**
 * Soft deletes (`deleted`) or restores a holiday.
 * @throws DomainError NOT_FOUND, CONFLICT (also restoring onto a date taken meanwhile).
 */
export function setHolidayDeleted(
  deps: WriteDeps,
  publicId: string,
  deleted: boolean,
  staff: Staff,
): Promise<HolidayRead> {
  return records.setDeleted(deps, staff, publicId, deleted, async (tx, before) => {
    if (!deleted) await assertDateFree(tx, before.holiday_date, publicId);
  });
}
