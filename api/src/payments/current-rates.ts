/**
 * The exchange rates in force at an instant, for payables priced now rather than at booking
 * time (donations, volunteer programmes, memberships): KES per unit, as stored.
 *
 * spec: pricing-rules.md §"Money and rounding" 3.
 */
import { type Rates, ratesFromCurrencies } from '@hifadhi/shared/money/rates';
import { readCurrencies } from '../catalogue/catalogue-repository';
import type { Executor } from '../db/database';

/** The rates in force at `at`. */
export async function currentRates(db: Executor, at: Date): Promise<Rates> {
  return ratesFromCurrencies(await readCurrencies(db, at));
}
