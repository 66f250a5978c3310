/**
 * Currencies and their exchange rate history: the list with the rate in force now, one
 * currency with every rate, editing a currency's name, sign and description, and adding a rate
 * (KES per unit, buy and sell) from now or from the start of a later day in Nairobi (UTC+03:00
 * all year). Rates are appended, never changed: the rate in force at an instant is the latest
 * that took effect at or before it (catalogue-repository.ts `readCurrencies`), quotes use it and
 * each booking stores the one it was made with (`currency_buying_rate_at_time`,
 * `currency_selling_rate_at_time`). Writes are logged and move the catalogue's version.
 *
 * spec: membership-backoffice.md §2.5 (Currency: history, add, update), §3 (Currency and
 * exchange rate); pricing-rules.md §Money and rounding 3.
 */
import { calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { DomainError } from '@hifadhi/shared/errors';
import type {
  CurrencyPatch,
  CurrencyRead,
  ExchangeRateBody,
  ExchangeRateRead,
} from '@hifadhi/shared/schemas/catalogue-settings';
import { catalogueSettingsMessages } from '@hifadhi/shared/schemas/catalogue-settings-messages';
import { asc, desc, eq } from 'drizzle-orm';
import type { StaffPrincipal } from '../auth/auth-env';
import type { Clock } from '../clock';
import type { Database, Executor } from '../db/database';
import { currencies, currencyRates } from '../db/schema/catalogue';
import { recordStaffChange } from '../logs/staff-changes';

type Staff = Pick<StaffPrincipal, 'public_id' | 'email'>;
type RateRow = typeof currencyRates.$inferSelect;

/** The rates of one currency, latest first, with the one in force at `at` marked. */
function history(rows: RateRow[], at: Date): ExchangeRateRead[] {
  const inForce = rows.find((row) => row.effective_at <= at);
  return rows.map((row) => ({
    buy_amount: row.buy_amount,
    sell_amount: row.sell_amount,
    effective_at: row.effective_at.toISOString(),
    in_force: row === inForce,
  }));
}

async function readCurrency(db: Executor, id: string, at: Date): Promise<CurrencyRead> {
  const [[currency], rates] = await Promise.all([
    db.select().from(currencies).where(eq(currencies.currency_public_id, id)),
    db
      .select()
      .from(currencyRates)
      .where(eq(currencyRates.currency_public_id, id))
      .orderBy(desc(currencyRates.effective_at), desc(currencyRates.id)),
  ]);
  if (!currency) {
    throw new DomainError('NOT_FOUND', catalogueSettingsMessages.notFound('currency', id));
  }
  const rateHistory = history(rates, at);
  return {
    currency_public_id: currency.currency_public_id,
    currency_name: currency.currency_name,
    currency_sign: currency.currency_sign,
    description: currency.description,
    is_default: currency.is_default,
    rate: rateHistory.find((rate) => rate.in_force) ?? null,
    history: rateHistory,
  };
}

/** Every currency with the rate in force now (its history left empty). */
export async function listCurrencies(deps: {
  db: Database;
  clock: Clock;
}): Promise<CurrencyRead[]> {
  const rows = await deps.db
    .select({ id: currencies.currency_public_id })
    .from(currencies)
    .orderBy(asc(currencies.sort_order));
  const now = deps.clock.now();
  const read = await Promise.all(rows.map((row) => readCurrency(deps.db, row.id, now)));
  return read.map((currency) => ({ ...currency, history: [] }));
}

/** One currency with its whole rate history. @throws DomainError NOT_FOUND. */
export function getCurrency(deps: { db: Database; clock: Clock }, id: string) {
  return readCurrency(deps.db, id, deps.clock.now());
}

/** Changes a currency's name, sign or description. @throws DomainError NOT_FOUND. */
export async function updateCurrency(
  deps: { db: Database; clock: Clock },
  id: string,
  patch: CurrencyPatch,
  staff: Staff,
): Promise<CurrencyRead> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await readCurrency(tx, id, now);
    await tx.update(currencies).set(patch).where(eq(currencies.currency_public_id, id));
    const after = await readCurrency(tx, id, now);
    await recordStaffChange(
      tx,
      staff,
      {
        entity: 'currency',
        entity_id: id,
        before: { ...before, history: undefined },
        after: { ...after, history: undefined },
      },
      now,
    );
    return after;
  });
}

/**
 * Appends a rate of currency `id`: in force from now when `effective_from` is omitted, today or
 * past, else from 00:00 of that day in Nairobi. A retry with the same `idempotencyKey` appends
 * none and answers the currency as it is.
 * @throws DomainError NOT_FOUND for an unknown currency; VALIDATION_FAILED for KES (the pivot,
 * 1/1 for good).
 */
export async function addExchangeRate(
  deps: { db: Database; clock: Clock },
  id: string,
  body: ExchangeRateBody,
  staff: Staff,
  idempotencyKey: string | null = null,
): Promise<CurrencyRead> {
  const now = deps.clock.now();
  const today = calendarDateAt(now);
  const effectiveAt =
    body.effective_from && body.effective_from > today
      ? new Date(`${body.effective_from}T00:00:00+03:00`)
      : now;
  return deps.db.transaction(async (tx) => {
    const before = await readCurrency(tx, id, now);
    if (before.is_default) {
      const message = 'The default currency is always 1 to 1';
      throw new DomainError('VALIDATION_FAILED', message, { fields: { buy_amount: message } });
    }
    const [added] = await tx
      .insert(currencyRates)
      .values({
        currency_public_id: id,
        buy_amount: body.buy_amount,
        sell_amount: body.sell_amount,
        effective_at: effectiveAt,
        idempotency_key: idempotencyKey,
      })
      .onConflictDoNothing({ target: currencyRates.idempotency_key })
      .returning({ id: currencyRates.id });
    // A retry with the same Idempotency-Key: the rate the first request added stands.
    if (!added) return before;
    const after = await readCurrency(tx, id, now);
    await recordStaffChange(
      tx,
      staff,
      {
        entity: 'exchange_rate',
        entity_id: id,
        before: before.rate,
        after: {
          buy_amount: body.buy_amount,
          sell_amount: body.sell_amount,
          effective_at: effectiveAt.toISOString(),
        },
      },
      now,
    );
    return after;
  });
}
