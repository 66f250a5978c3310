/**
 * VAT and catering levy rates with their history: staff add a rate from an effective date and
 * soft delete or restore one; the rate in force on a day is the latest rate not deleted that
 * took effect on or before it, else the conservancy's own (`conservancy.vat_rate`,
 * `catering_levy_rate`). Receipts and invoices take the rates in force on the day the booking
 * was made, kiosks the ones in force on the day they sync. Rates are fractions in the database
 * (0.16) and percentages on the wire ("16").
 *
 * spec: membership-backoffice.md §2.5 (VAT: update, history; Catering levy: history, update);
 * pricing-rules.md §Taxes.
 */

import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { DomainError } from '@hifadhi/shared/errors';
import type {
  TaxKind,
  TaxRateBody,
  TaxRateList,
  TaxRateRead,
} from '@hifadhi/shared/schemas/catalogue-settings';
import { catalogueSettingsMessages } from '@hifadhi/shared/schemas/catalogue-settings-messages';
import Decimal from 'decimal.js';
import { asc, eq, isNull } from 'drizzle-orm';
import type { StaffPrincipal } from '../auth/auth-env';
import type { Clock } from '../clock';
import type { Database, Executor } from '../db/database';
import { conservancy } from '../db/schema/catalogue';
import { taxRates } from '../db/schema/catalogue-settings';
import { recordStaffChange } from '../logs/staff-changes';
import { isPublicId } from '../payments/payment-records';

type Staff = Pick<StaffPrincipal, 'public_id' | 'email'>;

/** The rates (fractions, decimal strings) in force on a day. */
export interface TaxRatesInForce {
  vat_rate: string;
  catering_levy_rate: string;
}

const percentOf = (fraction: string) => new Decimal(fraction).times(100).toFixed();

async function conservancyRates(db: Executor): Promise<TaxRatesInForce> {
  const [house] = await db
    .select({ vat_rate: conservancy.vat_rate, catering_levy_rate: conservancy.catering_levy_rate })
    .from(conservancy);
  if (!house) throw new Error('The conservancy row is missing: seed the catalogue first');
  return house;
}

/** A rate of the history as the pricing catalogue carries it (not deleted). */
export interface TaxRateEntry {
  tax: TaxKind;
  /** Fraction, decimal string (0.16). */
  rate: string;
  effective_from: string;
}

/** The rates of the history not deleted, in date order. */
export async function readTaxRateHistory(db: Executor): Promise<TaxRateEntry[]> {
  return db
    .select({ tax: taxRates.tax, rate: taxRates.rate, effective_from: taxRates.effective_from })
    .from(taxRates)
    .where(isNull(taxRates.deleted_at))
    .orderBy(asc(taxRates.effective_from), asc(taxRates.id));
}

/** The rate of `tax` in force on `day`: the latest of `history` on or before it, if any. */
function latestOn(history: readonly TaxRateEntry[], tax: TaxKind, day: string): string | null {
  let rate: string | null = null;
  for (const entry of history) {
    if (entry.tax === tax && entry.effective_from <= day) rate = entry.rate;
  }
  return rate;
}

/**
 * The VAT and catering levy rates in force on `day`: the history's latest on or before it,
 * else the conservancy's own (`base`).
 */
export function taxRatesInForce(
  base: TaxRatesInForce,
  history: readonly TaxRateEntry[],
  day: string,
): TaxRatesInForce {
  return {
    vat_rate: latestOn(history, 'vat', day) ?? base.vat_rate,
    catering_levy_rate: latestOn(history, 'catering_levy', day) ?? base.catering_levy_rate,
  };
}

/** The VAT and catering levy rates in force on `day` (YYYY-MM-DD, Nairobi). */
export async function taxRatesOn(db: Executor, day: string): Promise<TaxRatesInForce> {
  const [house, history] = await Promise.all([conservancyRates(db), readTaxRateHistory(db)]);
  return taxRatesInForce(house, history, day);
}

/** The history of `tax`: the conservancy's own rate first, then each rate by date. */
export async function listTaxRates(
  deps: { db: Database; clock: Clock },
  tax: TaxKind,
): Promise<TaxRateList> {
  const today = calendarDateAt(deps.clock.now());
  const [house, rows] = await Promise.all([
    conservancyRates(deps.db),
    deps.db
      .select()
      .from(taxRates)
      .where(eq(taxRates.tax, tax))
      .orderBy(taxRates.effective_from, taxRates.id),
  ]);
  const own = tax === 'vat' ? house.vat_rate : house.catering_levy_rate;
  const current = [...rows]
    .reverse()
    .find((row) => row.deleted_at === null && row.effective_from <= today);
  return {
    tax,
    in_force_percent: percentOf(current?.rate ?? own),
    data: [
      {
        public_id: null,
        tax,
        rate_percent: percentOf(own),
        effective_from: null,
        in_force: current === undefined,
        deleted: false,
        created_by: null,
      },
      ...rows.map((row) => readOf(row, row === current)),
    ],
  };
}

function readOf(row: typeof taxRates.$inferSelect, inForce: boolean): TaxRateRead {
  return {
    public_id: row.public_id,
    tax: row.tax,
    rate_percent: percentOf(row.rate),
    effective_from: row.effective_from,
    in_force: inForce,
    deleted: row.deleted_at !== null,
    created_by: row.created_by,
  };
}

/**
 * Adds `body`'s rate (from its effective date on); a retry with the same `idempotencyKey`
 * answers the rate the first request added and adds no other.
 */
export async function addTaxRate(
  deps: { db: Database; clock: Clock },
  body: TaxRateBody,
  staff: Staff,
  idempotencyKey: string | null = null,
): Promise<TaxRateRead> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(taxRates)
      .values({
        tax: body.tax,
        rate: new Decimal(body.rate_percent).div(100).toFixed(),
        effective_from: body.effective_from,
        created_by: staff.email,
        created_at: now,
        idempotency_key: idempotencyKey,
      })
      .onConflictDoNothing({ target: taxRates.idempotency_key })
      .returning();
    if (!row) {
      // A retry with the same Idempotency-Key: the rate the first request added.
      const [first] = await tx
        .select()
        .from(taxRates)
        .where(eq(taxRates.idempotency_key, idempotencyKey ?? ''));
      return readOf(first!, false);
    }
    const read = readOf(row, false);
    await recordStaffChange(
      tx,
      staff,
      { entity: 'tax_rate', entity_id: read.public_id!, before: null, after: read },
      now,
    );
    return read;
  });
}

/**
 * Soft deletes (`deleted` true) or restores a rate of the history, once `checkAccess` has let
 * the user change that tax's rates (it throws otherwise).
 * @throws DomainError NOT_FOUND for an unknown rate; CONFLICT when already so.
 */
export async function setTaxRateDeleted(
  deps: { db: Database; clock: Clock },
  publicId: string,
  deleted: boolean,
  staff: Staff,
  checkAccess: (tax: TaxKind) => void,
): Promise<TaxRateRead> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = isPublicId(publicId)
      ? await tx.select().from(taxRates).where(eq(taxRates.public_id, publicId)).for('update')
      : [];
    if (!row) {
      throw new DomainError('NOT_FOUND', catalogueSettingsMessages.notFound('rate', publicId));
    }
    checkAccess(row.tax);
    if ((row.deleted_at !== null) === deleted) {
      throw new DomainError(
        'CONFLICT',
        deleted
          ? catalogueSettingsMessages.alreadyDeleted('rate')
          : catalogueSettingsMessages.notDeleted('rate'),
      );
    }
    const [changed] = await tx
      .update(taxRates)
      .set({ deleted_at: deleted ? now : null })
      .where(eq(taxRates.public_id, publicId))
      .returning();
    const before = readOf(row, false);
    const after = readOf(changed!, false);
    await recordStaffChange(
      tx,
      staff,
      { entity: 'tax_rate', entity_id: publicId, before, after },
      now,
    );
    return after;
  });
}
