/**
 * Throttling STK pushes: at most `perPhone` unpaid pushes to one phone and `perPayable` unpaid
 * pushes for one booking, donation, application or membership in any `windowMinutes`, counted
 * from the payments recorded (still waiting, failed, or refused by Safaricom alike; a prompt the
 * payer approved is no nuisance and does not count). The phone is locked for the rest of the
 * transaction (an advisory lock), so simultaneous pushes to it for different payables are counted
 * one after the other. Beyond that the payer is answered
 * 429 RATE_LIMITED with when to try again, so nobody can flood a phone with prompts.
 *
 * spec: public-site.md §4 Payment (M-Pesa request); research/payments.md §1 (ResultCode 17:
 * the same amount and customer within 2 minutes; 500.001.1001 a transaction already in process).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { and, count, eq, gt, min, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { payments } from '../db/schema/payments';
import { type PayableKind, payableColumn } from './payable';

/** The limits: pushes per phone and per payable within the window. */
export const stkPushLimits = { windowMinutes: 10, perPhone: 3, perPayable: 3 } as const;

/** What the payer is told, with the minutes to wait. */
export const stkThrottleMessages = {
  phone: (minutes: number) =>
    `Too many M-Pesa requests have been sent to this phone. Please try again in ${minutesText(minutes)}.`,
  payable: (minutes: number) =>
    `Too many M-Pesa requests have been sent for this payment. Please try again in ${minutesText(minutes)}.`,
} as const;

function minutesText(minutes: number): string {
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** What to throttle: the payable and the phone the push would go to, at `now`. */
export interface StkPushAttempt {
  kind: PayableKind;
  payableId: number;
  phone: string;
  now: Date;
}

/**
 * Refuses an STK push beyond the limits (see the module comment).
 * @throws DomainError RATE_LIMITED (429) naming the minutes until the oldest push in the window
 *   leaves it.
 */
export async function checkStkPushThrottle(
  tx: Transaction,
  attempt: StkPushAttempt,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stk-push:${attempt.phone}`}))`);
  const windowMs = stkPushLimits.windowMinutes * 60_000;
  const since = new Date(attempt.now.getTime() - windowMs);
  const recent = (condition: ReturnType<typeof eq>) =>
    tx
      .select({ pushes: count(), oldest: min(payments.created_at) })
      .from(payments)
      .where(
        and(
          eq(payments.method, 'mpesa'),
          ne(payments.status, 'paid'),
          gt(payments.created_at, since),
          condition,
        ),
      );
  const checks = [
    {
      rows: await recent(eq(payments.phone, attempt.phone)),
      limit: stkPushLimits.perPhone,
      message: stkThrottleMessages.phone,
    },
    {
      rows: await recent(eq(payments[payableColumn[attempt.kind]], attempt.payableId)),
      limit: stkPushLimits.perPayable,
      message: stkThrottleMessages.payable,
    },
  ];
  for (const { rows, limit, message } of checks) {
    const [row] = rows;
    if (!row || row.pushes < limit || row.oldest === null) continue;
    const waitMs = new Date(row.oldest).getTime() + windowMs - attempt.now.getTime();
    const text = message(Math.max(1, Math.ceil(waitMs / 60_000)));
    throw new DomainError('RATE_LIMITED', text, { messages: [text] });
  }
}
