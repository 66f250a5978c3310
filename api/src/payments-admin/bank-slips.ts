/**
 * Bank slips as staff record and list them: money the bank reports (bank, its reference, the
 * amount in whole units of its currency, the day it was paid, the payer and a note), recorded
 * before anyone knows what it pays for and later allocated to a booking
 * (`allocate-bank-slip.ts`).
 *
 * - Recording is idempotent per bank and reference (case aside): the same slip again answers
 *   the one recorded (`created: false`); the same bank and reference with another amount,
 *   currency or day is refused (409), since a bank reference names one transfer.
 * - The list is newest first, filtered in SQL by state (unallocated, allocated), the day paid
 *   and a search text (reference, bank, payer, the allocated booking's reference).
 *
 * spec: staff-booking.md §2.9 (bank slips, with allocate); membership-backoffice.md §7.
 */
import { currencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { DomainError } from '@hifadhi/shared/errors';
import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { BankSlipBody, BankSlipListQuery } from '@hifadhi/shared/schemas/payments-admin';
import Decimal from 'decimal.js';
import { and, count, desc, eq, gte, ilike, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../db/database';
import { users } from '../db/schema/auth';
import { bankSlips } from '../db/schema/bank-slips';
import { bookings } from '../db/schema/bookings';
import { payments } from '../db/schema/payments';
import { isPublicId } from '../payments/payment-records';
import { containing, pageSchema } from './payment-rows';
import { paymentsAdminMessages } from './payments-admin-messages';

export const bankSlipSchema = z.object({
  bank_slip_public_id: z.string(),
  bank: z.string(),
  reference: z.string(),
  /** Whole units of `currency`. */
  amount: z.number().int(),
  currency: currencyCode,
  paid_on: z.string(),
  payer: z.string().nullable(),
  note: z.string().nullable(),
  recorded_by: z.string(),
  recorded_by_name: z.string().nullable(),
  recorded_at: z.string(),
  /** The booking it was allocated to and the payment it became; null while unallocated. */
  allocation: z
    .object({
      booking_public_id: z.string(),
      booking_ref_code: z.string(),
      payment_public_id: z.string(),
      allocated_by: z.string(),
      allocated_by_name: z.string().nullable(),
      allocated_at: z.string(),
    })
    .nullable(),
});
export type BankSlip = z.infer<typeof bankSlipSchema>;

export const bankSlipPageSchema = pageSchema(bankSlipSchema);
export type BankSlipPage = z.infer<typeof bankSlipPageSchema>;

const recorder = alias(users, 'recorder');
const allocator = alias(users, 'allocator');

const slipColumns = {
  slip: bankSlips,
  recorded_by_name: recorder.full_name,
  booking_public_id: bookings.booking_public_id,
  booking_ref_code: bookings.booking_ref_code,
  payment_public_id: payments.payment_public_id,
  allocated_by_name: allocator.full_name,
};

/** `query` (over `bank_slips`) joined to its recorder, allocator, booking and payment. */
function withAllocation<T extends PgSelect>(query: T) {
  return query
    .leftJoin(recorder, sql`${recorder.public_id}::text = ${bankSlips.recorded_by}`)
    .leftJoin(allocator, sql`${allocator.public_id}::text = ${bankSlips.allocated_by}`)
    .leftJoin(bookings, eq(bookings.id, bankSlips.booking_id))
    .leftJoin(payments, eq(payments.id, bankSlips.payment_id));
}

const selectSlips = (db: Executor) =>
  withAllocation(db.select(slipColumns).from(bankSlips).$dynamic());

type SlipRow = Awaited<ReturnType<typeof selectSlips>>[number];

function slipView(row: SlipRow): BankSlip {
  const { slip } = row;
  return {
    bank_slip_public_id: slip.bank_slip_public_id,
    bank: slip.bank,
    reference: slip.reference,
    amount: Number(slip.amount),
    currency: currencyCode.parse(slip.currency),
    paid_on: slip.paid_on,
    payer: slip.payer,
    note: slip.note,
    recorded_by: slip.recorded_by,
    recorded_by_name: row.recorded_by_name,
    recorded_at: slip.recorded_at.toISOString(),
    allocation:
      slip.allocated_at === null || slip.allocated_by === null
        ? null
        : {
            booking_public_id: row.booking_public_id ?? '',
            booking_ref_code: row.booking_ref_code ?? '',
            payment_public_id: row.payment_public_id ?? '',
            allocated_by: slip.allocated_by,
            allocated_by_name: row.allocated_by_name,
            allocated_at: slip.allocated_at.toISOString(),
          },
  };
}

/**
 * Slip `slipPublicId` as listed.
 * @throws DomainError NOT_FOUND when no slip has this id.
 */
export async function readBankSlip(db: Executor, slipPublicId: string): Promise<BankSlip> {
  const [row] = isPublicId(slipPublicId)
    ? await selectSlips(db).where(eq(bankSlips.bank_slip_public_id, slipPublicId))
    : [];
  if (!row) throw new DomainError('NOT_FOUND', paymentsAdminMessages.slipNotFound);
  return slipView(row);
}

/**
 * Records `body` by staff `staffPublicId` at `now` (see the module comment).
 * @returns the slip and whether this call recorded it.
 * @throws DomainError CONFLICT when the bank and reference name a different slip.
 */
export async function recordBankSlip(
  db: Executor,
  body: BankSlipBody,
  staffPublicId: string,
  now: Date,
): Promise<{ slip: BankSlip; created: boolean }> {
  const amount = new Decimal(body.amount).toFixed(2);
  const [inserted] = await db
    .insert(bankSlips)
    .values({
      bank: body.bank,
      reference: body.reference,
      amount,
      currency: body.currency,
      paid_on: body.paid_on,
      payer: body.payer,
      note: body.note,
      recorded_by: staffPublicId,
      recorded_at: now,
    })
    .onConflictDoNothing()
    .returning({ id: bankSlips.bank_slip_public_id });
  if (inserted) return { slip: await readBankSlip(db, inserted.id), created: true };

  const [earlier] = await db
    .select()
    .from(bankSlips)
    .where(
      and(
        sql`lower(${bankSlips.bank}) = lower(${body.bank})`,
        sql`lower(${bankSlips.reference}) = lower(${body.reference})`,
      ),
    );
  if (!earlier) throw new Error('A bank slip conflicted but cannot be read back');
  const same =
    new Decimal(earlier.amount).eq(amount) &&
    earlier.currency === body.currency &&
    earlier.paid_on === body.paid_on;
  if (!same) {
    const message = paymentsAdminMessages.slipReferenceTaken(
      formatMoney(new Decimal(earlier.amount), currencyCode.parse(earlier.currency)),
      earlier.paid_on,
    );
    throw new DomainError('CONFLICT', message, { fields: { reference: message } });
  }
  return { slip: await readBankSlip(db, earlier.bank_slip_public_id), created: false };
}

/** A page of the bank slips for `query` (see the module comment). */
export async function listBankSlips(db: Executor, query: BankSlipListQuery): Promise<BankSlipPage> {
  const like = query.search === undefined ? null : containing(query.search);
  const where = and(
    query.state === undefined
      ? undefined
      : query.state === 'allocated'
        ? isNotNull(bankSlips.allocated_at)
        : isNull(bankSlips.allocated_at),
    query.from === undefined ? undefined : gte(bankSlips.paid_on, query.from),
    query.to === undefined ? undefined : lte(bankSlips.paid_on, query.to),
    like === null
      ? undefined
      : or(
          ilike(bankSlips.reference, like),
          ilike(bankSlips.bank, like),
          ilike(bankSlips.payer, like),
          ilike(bookings.booking_ref_code, like),
        ),
  );
  const [rows, [counted]] = await Promise.all([
    selectSlips(db)
      .where(where)
      .orderBy(desc(bankSlips.recorded_at), desc(bankSlips.id))
      .limit(query.items)
      .offset((query.page - 1) * query.items),
    withAllocation(db.select({ total: count() }).from(bankSlips).$dynamic()).where(where),
  ]);
  return {
    page: query.page,
    items: query.items,
    total: counted?.total ?? 0,
    data: rows.map(slipView),
  };
}
