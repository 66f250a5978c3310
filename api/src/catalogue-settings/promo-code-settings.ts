/**
 * Promo codes for the back office, beside making one (catalogue-admin/promo-codes.ts): the
 * list (searched, by status, paged, with each code's uses), one code, editing its terms and
 * type, activating and deactivating, soft deleting and restoring, and its usage (the paid
 * bookings that used it). An inactive or deleted code is left out of the pricing catalogue
 * (catalogue-cache.ts), so quotes and bookings refuse it. Every write is logged with before and
 * after and moves the catalogue's version (promo_codes' trigger).
 *
 * spec: membership-backoffice.md §2.5 (Promo codes), §3 (Promo code), §4 (active or inactive,
 * deleted and restored), §7 (Promo codes: active, inactive, make active or inactive, edit,
 * delete, usage by code); pricing-rules.md §Discounts 4.
 */
import { DomainError } from '@hifadhi/shared/errors';
import type {
  PromoCodeListQuery,
  PromoCodePage,
  PromoCodePatch,
  PromoCodeSettingsRead,
  PromoCodeStatus,
  PromoCodeUsage,
  PromoCodeUsageQuery,
} from '@hifadhi/shared/schemas/catalogue-settings';
import { catalogueSettingsMessages } from '@hifadhi/shared/schemas/catalogue-settings-messages';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  type SQL,
} from 'drizzle-orm';
import type { StaffPrincipal } from '../auth/auth-env';
import { promoCodeUses } from '../catalogue-admin/promo-code-uses';
import type { Clock } from '../clock';
import type { Database, Executor } from '../db/database';
import { bookings } from '../db/schema/bookings';
import { promoCodes } from '../db/schema/catalogue';
import { promoCodeTypes } from '../db/schema/catalogue-settings';
import { recordStaffChange } from '../logs/staff-changes';
import { checkNamedType } from './named-types';

type Staff = Pick<StaffPrincipal, 'public_id' | 'email'>;
type PromoRow = typeof promoCodes.$inferSelect;

/** Payment statuses of a booking that paid (all or part) with its code. */
const paidStatuses = ['Paid', 'Partially Paid'] as const;

function statusOf(row: Pick<PromoRow, 'active' | 'deleted_at'>): PromoCodeStatus {
  if (row.deleted_at) return 'deleted';
  return row.active ? 'active' : 'inactive';
}

const statusFilter: Record<PromoCodeStatus, SQL> = {
  active: and(isNull(promoCodes.deleted_at), eq(promoCodes.active, true))!,
  inactive: and(isNull(promoCodes.deleted_at), eq(promoCodes.active, false))!,
  deleted: isNotNull(promoCodes.deleted_at),
};

async function readCodes(db: Executor, rows: PromoRow[], at: Date) {
  const codes = rows.map((row) => row.code);
  if (codes.length === 0) return [];
  const [types, paid, uses] = await Promise.all([
    db.select().from(promoCodeTypes),
    db
      .select({ code: bookings.promo_code, paid: count() })
      .from(bookings)
      .where(
        and(
          inArray(bookings.promo_code, codes),
          inArray(bookings.booking_payment_status, [...paidStatuses]),
        ),
      )
      .groupBy(bookings.promo_code),
    Promise.all(codes.map((code) => promoCodeUses(db, code, at))),
  ]);
  const typeName = new Map(types.map((type) => [type.public_id, type.name]));
  return rows.map(
    (row, index): PromoCodeSettingsRead => ({
      code: row.code,
      percentage_off: row.percentage_off,
      start_date: row.start_date,
      end_date: row.end_date,
      max_uses: row.max_uses,
      status: statusOf(row),
      promo_type_public_id: row.promo_type_public_id,
      promo_type_name: row.promo_type_public_id
        ? (typeName.get(row.promo_type_public_id) ?? null)
        : null,
      uses: uses[index] ?? 0,
      paid_uses: paid.find((entry) => entry.code === row.code)?.paid ?? 0,
    }),
  );
}

/** Promo codes, newest first, searched by code, filtered by status. */
export async function listPromoCodes(
  deps: { db: Database; clock: Clock },
  query: PromoCodeListQuery,
): Promise<PromoCodePage> {
  const search = query.search ? `%${query.search.replace(/[\\%_]/g, '\\$&')}%` : null;
  const where = and(
    query.status ? statusFilter[query.status] : undefined,
    search ? ilike(promoCodes.code, search) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(promoCodes)
      .where(where)
      .orderBy(desc(promoCodes.sort_order), asc(promoCodes.code))
      .limit(query.items)
      .offset((query.page - 1) * query.items),
    deps.db.select({ total: count() }).from(promoCodes).where(where),
  ]);
  return {
    page: query.page,
    items: query.items,
    total: total?.total ?? 0,
    data: await readCodes(deps.db, rows, deps.clock.now()),
  };
}

async function codeRow(db: Executor, code: string, lock = false): Promise<PromoRow> {
  const select = db.select().from(promoCodes).where(eq(promoCodes.code, code.toUpperCase()));
  const [row] = lock ? await select.for('update') : await select;
  if (!row) {
    throw new DomainError('NOT_FOUND', catalogueSettingsMessages.notFound('promo code', code));
  }
  return row;
}

/** One promo code with its uses. @throws DomainError NOT_FOUND. */
export async function getPromoCode(
  deps: { db: Executor; clock: Clock },
  code: string,
): Promise<PromoCodeSettingsRead> {
  const [read] = await readCodes(deps.db, [await codeRow(deps.db, code)], deps.clock.now());
  return read!;
}

async function changeCode(
  deps: { db: Database; clock: Clock },
  code: string,
  staff: Staff,
  write: (tx: Executor, row: PromoRow, now: Date) => Promise<void>,
): Promise<PromoCodeSettingsRead> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await codeRow(tx, code, true);
    const before = await getPromoCode({ db: tx, clock: deps.clock }, row.code);
    await write(tx, row, now);
    const after = await getPromoCode({ db: tx, clock: deps.clock }, row.code);
    await recordStaffChange(
      tx,
      staff,
      { entity: 'promo_code', entity_id: row.code, before, after },
      now,
    );
    return after;
  });
}

/**
 * Edits a promo code's terms or type, or activates / deactivates it (`active`).
 * @throws DomainError NOT_FOUND; VALIDATION_FAILED 'End date cannot be before start date'
 * against its stored dates; UNKNOWN_REFERENCE for an unknown type.
 */
export function updatePromoCode(
  deps: { db: Database; clock: Clock },
  code: string,
  patch: PromoCodePatch,
  staff: Staff,
): Promise<PromoCodeSettingsRead> {
  return changeCode(deps, code, staff, async (tx, row) => {
    const start = patch.start_date ?? row.start_date;
    const end = patch.end_date ?? row.end_date;
    if (end < start) {
      const message = catalogueSettingsMessages.endBeforeStart;
      throw new DomainError('VALIDATION_FAILED', message, { fields: { end_date: message } });
    }
    if (patch.promo_type_public_id) {
      await checkNamedType(
        tx,
        'promo_code_type',
        patch.promo_type_public_id,
        'promo_type_public_id',
      );
    }
    await tx.update(promoCodes).set(patch).where(eq(promoCodes.code, row.code));
  });
}

/**
 * Soft deletes (`deleted` true) or restores a promo code.
 * @throws DomainError NOT_FOUND; CONFLICT when it is so already.
 */
export function setPromoCodeDeleted(
  deps: { db: Database; clock: Clock },
  code: string,
  deleted: boolean,
  staff: Staff,
): Promise<PromoCodeSettingsRead> {
  return changeCode(deps, code, staff, async (tx, row, now) => {
    if ((row.deleted_at !== null) === deleted) {
      throw new DomainError(
        'CONFLICT',
        deleted
          ? catalogueSettingsMessages.alreadyDeleted('promo code')
          : catalogueSettingsMessages.notDeleted('promo code'),
      );
    }
    await tx
      .update(promoCodes)
      .set({ deleted_at: deleted ? now : null })
      .where(eq(promoCodes.code, row.code));
  });
}

/** The paid bookings that used `code`, newest first, a page. @throws DomainError NOT_FOUND. */
export async function promoCodeUsage(
  db: Executor,
  code: string,
  query: PromoCodeUsageQuery,
): Promise<PromoCodeUsage> {
  const row = await codeRow(db, code);
  const used = and(
    eq(bookings.promo_code, row.code),
    inArray(bookings.booking_payment_status, [...paidStatuses]),
  );
  const [[total], rows] = await Promise.all([
    db.select({ total: count() }).from(bookings).where(used),
    db
      .select({
        booking_public_id: bookings.booking_public_id,
        booking_ref_code: bookings.booking_ref_code,
        first_name: bookings.first_name,
        last_name: bookings.last_name,
        check_in: bookings.check_in,
        currency: bookings.currency,
        total_cost: bookings.total_cost,
        booking_payment_status: bookings.booking_payment_status,
        created_at: bookings.created_at,
      })
      .from(bookings)
      .where(used)
      .orderBy(desc(bookings.created_at), desc(bookings.id))
      .limit(query.items)
      .offset((query.page - 1) * query.items),
  ]);
  return {
    code: row.code,
    page: query.page,
    items: query.items,
    total: total?.total ?? 0,
    data: rows.map(({ first_name, last_name, created_at, ...booking }) => ({
      ...booking,
      guest: `${first_name} ${last_name}`,
      created_at: created_at.toISOString(),
    })),
  };
}
