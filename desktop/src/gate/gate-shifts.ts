/**
 * The clerk's shift at this kiosk and its cash-up. A shift opens at the clerk's first sign-in
 * after their last closing (or when the clerk first asks for it). It is announced to the
 * server as `shift_opened` with its first gate payment (a shift that takes no money tells the
 * server nothing until it closes), and closes when the clerk enters the cash counted, queued
 * as `shift_closed` with the figures: both sync like every outbox operation and work offline.
 *
 * What the shift took comes from this kiosk's own records of the clerk's gate payments made
 * between the opening and now (the closing): cash from the outbox's `cash_payment` operations
 * (whatever the server later made of them: the cash is in the drawer), M-Pesa from the STK
 * pushes started here (`mpesa_pushes`) that the replica shows paid. Expected cash is the cash
 * taken per currency; the difference is counted − expected. Money is exact (decimal.js) and
 * written with two decimals in the booking currencies taken (KES always shown).
 *
 * spec: issue 17 item 4; shared/src/schemas/gate-shift.ts; research offline-checkin-anchors.md
 * §1 (pretix's closings).
 */
import { randomUUID } from 'node:crypto';
import { DomainError } from '@hifadhi/shared/errors';
import {
  closeShiftRequestSchema,
  countTheCash,
  type GateShiftSummary,
  moneyText,
  type ShiftCash,
  type ShiftClosedPayload,
  type ShiftTaking,
} from '@hifadhi/shared/schemas/gate-shift';
import Decimal from 'decimal.js';
import { gateBookingById } from './gate-bookings';
import { parseInput, validationError } from './gate-errors';
import { enqueue } from './outbox';
import type { ReplicaDatabase } from './replica-database';

/** The clerk a shift belongs to. */
export interface ShiftClerk {
  public_id: string;
  full_name: string;
}

interface ShiftRow {
  shift_public_id: string;
  clerk_public_id: string;
  clerk_name: string;
  opened_at: string;
  closed_at: string | null;
  closing: string | null;
  announced: 0 | 1;
}

/** The closing as stored in `shifts.closing`. */
type StoredClosing = Pick<ShiftClosedPayload, 'takings' | 'cash' | 'payment_public_ids'> & {
  note: string | null;
};

function openShiftRow(db: ReplicaDatabase, clerkPublicId: string): ShiftRow | undefined {
  return db
    .prepare('select * from shifts where clerk_public_id = ? and closed_at is null')
    .get(clerkPublicId) as ShiftRow | undefined;
}

/** The clerk's open shift at this kiosk; when there is none, opens one at `now`. */
export function openShift(db: ReplicaDatabase, clerk: ShiftClerk, now: Date): ShiftRow {
  return db
    .transaction(() => {
      const open = openShiftRow(db, clerk.public_id);
      if (open) return open;
      const row: ShiftRow = {
        shift_public_id: randomUUID(),
        clerk_public_id: clerk.public_id,
        clerk_name: clerk.full_name,
        opened_at: now.toISOString(),
        closed_at: null,
        closing: null,
        announced: 0,
      };
      db.prepare(
        `insert into shifts (shift_public_id, clerk_public_id, clerk_name, opened_at)
         values (@shift_public_id, @clerk_public_id, @clerk_name, @opened_at)`,
      ).run(row);
      return row;
    })
    .immediate();
}

/**
 * Called when the clerk takes a gate payment: queues `shift_opened` for the clerk's open shift
 * (opening one at `now` if there is none) unless it was queued before, so supervisors see the
 * shift open once it holds money.
 */
export function announceShift(db: ReplicaDatabase, clerk: ShiftClerk, now: Date): void {
  db.transaction(() => {
    const row = openShift(db, clerk, now);
    if (row.announced === 1) return;
    db.prepare('update shifts set announced = 1 where shift_public_id = ?').run(
      row.shift_public_id,
    );
    enqueue(
      db,
      'shift_opened',
      {
        shift_public_id: row.shift_public_id,
        clerk_public_id: clerk.public_id,
        opened_at: row.opened_at,
      },
      now,
    );
  }).immediate();
}

/** Notes an STK push the clerk started here, so a paid one counts in the clerk's shift. */
export function recordMpesaPush(
  db: ReplicaDatabase,
  push: { payment_public_id: string; booking_public_id: string; clerk_public_id: string },
  now: Date,
): void {
  db.prepare(
    `insert into mpesa_pushes (payment_public_id, booking_public_id, clerk_public_id, started_at)
     values (?, ?, ?, ?) on conflict do nothing`,
  ).run(push.payment_public_id, push.booking_public_id, push.clerk_public_id, now.toISOString());
}

type Currency = ShiftTaking['currency'];

interface Taken {
  method: ShiftTaking['method'];
  currency: Currency;
  amount: number;
}

/** The clerk's gate payments at this kiosk from `from` to `until` (ISO instants, inclusive). */
function paymentsTaken(
  db: ReplicaDatabase,
  clerkPublicId: string,
  from: string,
  until: string,
): { taken: Taken[]; paymentPublicIds: string[] } {
  const cash = db
    .prepare(
      `select json_extract(payload, '$.amount') as amount,
              json_extract(payload, '$.currency') as currency
       from outbox where kind = 'cash_payment'
         and json_extract(payload, '$.clerk_public_id') = ?
         and device_time >= ? and device_time <= ?
       order by seq`,
    )
    .all(clerkPublicId, from, until) as { amount: number; currency: Currency }[];
  const pushes = db
    .prepare(
      `select payment_public_id, booking_public_id from mpesa_pushes
       where clerk_public_id = ? and started_at >= ? and started_at <= ?
       order by started_at, payment_public_id`,
    )
    .all(clerkPublicId, from, until) as { payment_public_id: string; booking_public_id: string }[];
  const taken: Taken[] = cash.map((row) => ({ method: 'cash', ...row }));
  const paymentPublicIds: string[] = [];
  for (const push of pushes) {
    const paid = gateBookingById(db, push.booking_public_id)?.booking.payments.find(
      (payment) => payment.payment_public_id === push.payment_public_id,
    );
    if (paid?.status !== 'paid') continue;
    taken.push({ method: paid.method, currency: paid.currency, amount: paid.amount });
    paymentPublicIds.push(push.payment_public_id);
  }
  return { taken, paymentPublicIds };
}

/** Totals of `taken` by method and currency, in a stable order. */
function totalsOf(taken: readonly Taken[]): ShiftTaking[] {
  const totals = new Map<string, { taking: Taken; sum: Decimal; payments: number }>();
  for (const payment of taken) {
    const key = `${payment.method} ${payment.currency}`;
    const total = totals.get(key) ?? { taking: payment, sum: new Decimal(0), payments: 0 };
    total.sum = total.sum.plus(payment.amount);
    total.payments += 1;
    totals.set(key, total);
  }
  return [...totals.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, { taking, sum, payments }]) => ({
      method: taking.method,
      currency: taking.currency,
      amount: moneyText(sum),
      payments,
    }));
}

/** Cash expected per currency: KES always, then every other currency cash was taken in. */
function expectedCash(takings: readonly ShiftTaking[]): Map<Currency, Decimal> {
  const expected = new Map<Currency, Decimal>([['KES', new Decimal(0)]]);
  for (const taking of takings) {
    if (taking.method !== 'cash') continue;
    expected.set(
      taking.currency,
      (expected.get(taking.currency) ?? new Decimal(0)).plus(taking.amount),
    );
  }
  return expected;
}

function summaryOf(row: ShiftRow, now: Date, db: ReplicaDatabase): GateShiftSummary {
  if (row.closing !== null && row.closed_at !== null) {
    const closing = JSON.parse(row.closing) as StoredClosing;
    return {
      shift_public_id: row.shift_public_id,
      clerk_public_id: row.clerk_public_id,
      clerk_name: row.clerk_name,
      opened_at: row.opened_at,
      closed_at: row.closed_at,
      takings: closing.takings,
      cash: closing.cash,
      note: closing.note,
    };
  }
  const { taken } = paymentsTaken(db, row.clerk_public_id, row.opened_at, now.toISOString());
  const takings = totalsOf(taken);
  return {
    shift_public_id: row.shift_public_id,
    clerk_public_id: row.clerk_public_id,
    clerk_name: row.clerk_name,
    opened_at: row.opened_at,
    closed_at: null,
    takings,
    cash: [...expectedCash(takings)].map(([currency, expected]) => ({
      currency,
      expected: moneyText(expected),
      counted: null,
      difference: null,
    })),
    note: null,
  };
}

/**
 * The clerk's closed shift `shiftPublicId` with its closing.
 * @throws DomainError NOT_FOUND when the clerk closed no such shift at this kiosk.
 */
export function closedShift(
  db: ReplicaDatabase,
  clerkPublicId: string,
  shiftPublicId: string,
  now: Date,
): GateShiftSummary {
  const row = db
    .prepare(
      `select * from shifts
       where shift_public_id = ? and clerk_public_id = ? and closed_at is not null`,
    )
    .get(shiftPublicId, clerkPublicId) as ShiftRow | undefined;
  if (!row) throw new DomainError('NOT_FOUND', 'You closed no such shift at this kiosk.');
  return summaryOf(row, now, db);
}

/** The clerk's open shift with what it took so far (opening one when there is none). */
export function currentShift(db: ReplicaDatabase, clerk: ShiftClerk, now: Date): GateShiftSummary {
  return summaryOf(openShift(db, clerk, now), now, db);
}

/**
 * Closes the clerk's open shift at `now` with `body` ({ counted_cash: { KES, USD? }, note? }):
 * stores the takings, expected and counted cash and differences, and queues `shift_closed`
 * (one transaction). The clerk's next sign-in opens a new shift.
 * @returns the closed shift.
 * @throws DomainError VALIDATION_FAILED for a malformed count, or one missing a currency the
 *   shift took cash in.
 */
export function closeShift(
  db: ReplicaDatabase,
  clerk: ShiftClerk,
  body: unknown,
  now: Date,
): GateShiftSummary {
  const { counted_cash, note } = parseInput(closeShiftRequestSchema, body);
  return db
    .transaction(() => {
      const row = openShift(db, clerk, now);
      const closedAt = now.toISOString();
      const { taken, paymentPublicIds } = paymentsTaken(
        db,
        clerk.public_id,
        row.opened_at,
        closedAt,
      );
      const takings = totalsOf(taken);
      const expected = expectedCash(takings);
      for (const [currency, amount] of expected) {
        if (amount.gt(0) && counted_cash[currency] === undefined) {
          throw validationError(countTheCash(currency), `counted_cash.${currency}`);
        }
      }
      const currencies = [
        ...new Set([...expected.keys(), ...(Object.keys(counted_cash) as Currency[])]),
      ];
      const cash: ShiftCash[] = currencies.map((currency) => {
        const due = expected.get(currency) ?? new Decimal(0);
        const counted = new Decimal(counted_cash[currency] ?? 0);
        return {
          currency,
          expected: moneyText(due),
          counted: moneyText(counted),
          difference: moneyText(counted.minus(due)),
        };
      });
      const closing: StoredClosing = {
        takings,
        cash,
        payment_public_ids: paymentPublicIds,
        note: note ?? null,
      };
      db.prepare('update shifts set closed_at = ?, closing = ? where shift_public_id = ?').run(
        closedAt,
        JSON.stringify(closing),
        row.shift_public_id,
      );
      enqueue(
        db,
        'shift_closed',
        {
          shift_public_id: row.shift_public_id,
          clerk_public_id: clerk.public_id,
          opened_at: row.opened_at,
          closed_at: closedAt,
          takings,
          cash,
          payment_public_ids: paymentPublicIds,
          ...(note ? { note } : {}),
        },
        now,
      );
      return summaryOf({ ...row, closed_at: closedAt, closing: JSON.stringify(closing) }, now, db);
    })
    .immediate();
}
