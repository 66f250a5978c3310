/**
 * The gate shifts supervisors look at: a page of shifts, newest opening first, optionally of
 * the Africa/Nairobi days `from` … `to` (of the opening), one gate and one clerk. Each row has
 * the kiosk's figures (takings by method and currency; per currency the cash expected,
 * counted and the difference) and `ledger`, the server's own sum of the shift's payments from
 * the payments ledger (`paid` rows): the cash credited from this kiosk's `cash_payment`
 * operations naming the clerk with a device time inside the shift, and the M-Pesa and card
 * payments the kiosk counted. `ledger_agrees` says whether the kiosk's takings and the
 * ledger's match method by method (null while open). One statement and one count.
 *
 * spec: issue 17 item 4; api-contract.md (`{ page, items, total, data }`).
 */
import { addDays } from '@hifadhi/shared/dates/calendar-date';
import type {
  GateShiftListQuery,
  GateShiftPage,
  GateShiftRow,
  ShiftCash,
  ShiftTaking,
} from '@hifadhi/shared/schemas/gate-shift';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { users } from '../db/schema/auth';
import { gateShifts } from '../db/schema/gate-shifts';
import { paymentLedger, payments } from '../db/schema/payments';
import { devices, syncOperations } from '../db/schema/sync';
import { dayStart } from '../staff-bookings/staff-dashboard';

/** The ledger's takings of the shift row in scope, as a jsonb array like the kiosk's. */
const ledgerTakings: SQL<ShiftTaking[]> = sql`coalesce((
  select jsonb_agg(jsonb_build_object('method', t.method, 'currency', t.currency,
           'amount', t.amount, 'payments', t.payments) order by t.method, t.currency)
  from (
    select ${paymentLedger.provider}::text as method, ${paymentLedger.currency} as currency,
           sum(${paymentLedger.amount})::numeric(14,2)::text as amount,
           count(*)::int as payments
    from ${paymentLedger}
    join ${payments} on ${payments.id} = ${paymentLedger.payment_id}
    where ${paymentLedger.status} = 'paid' and (
      (${paymentLedger.provider} = 'cash' and ${paymentLedger.provider_reference} in (
        select ${syncOperations.idempotency_key} from ${syncOperations}
        where ${syncOperations.kind} = 'cash_payment'
          and ${syncOperations.device_id} = ${gateShifts.device_id}
          and ${syncOperations.payload}->>'clerk_public_id' = ${gateShifts.clerk_public_id}
          and ${syncOperations.device_time} >= ${gateShifts.opened_at}
          and (${gateShifts.closed_at} is null
               or ${syncOperations.device_time} <= ${gateShifts.closed_at})))
      or ${payments.payment_public_id}::text in (
        select jsonb_array_elements_text(${gateShifts.payment_public_ids})))
    group by 1, 2
  ) t), '[]'::jsonb)`;

/** True when `a` and `b` list the same amounts by method and currency. */
function sameTakings(a: readonly ShiftTaking[], b: readonly ShiftTaking[]): boolean {
  const key = (takings: readonly ShiftTaking[]) =>
    takings
      .map((taking) => `${taking.method} ${taking.currency} ${taking.amount}`)
      .sort()
      .join('|');
  return key(a) === key(b);
}

/** A page (from 1) of gate shifts (see the module comment). */
export async function listGateShifts(
  db: Executor,
  query: GateShiftListQuery,
): Promise<GateShiftPage> {
  const where = and(
    query.from ? gte(gateShifts.opened_at, sql`${dayStart(query.from)}`) : undefined,
    query.to ? lt(gateShifts.opened_at, sql`${dayStart(addDays(query.to, 1))}`) : undefined,
    query.gate ? eq(gateShifts.gate_public_id, query.gate) : undefined,
    query.clerk ? eq(gateShifts.clerk_public_id, query.clerk) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        shift_public_id: gateShifts.shift_public_id,
        gate_public_id: gateShifts.gate_public_id,
        device_public_id: devices.device_public_id,
        device_name: devices.name,
        clerk_public_id: gateShifts.clerk_public_id,
        clerk_name: users.full_name,
        opened_at: gateShifts.opened_at,
        closed_at: gateShifts.closed_at,
        takings: gateShifts.takings,
        cash: gateShifts.cash,
        note: gateShifts.note,
        ledger: ledgerTakings,
      })
      .from(gateShifts)
      .innerJoin(devices, eq(devices.id, gateShifts.device_id))
      .leftJoin(users, eq(users.id, gateShifts.clerk_id))
      .where(where)
      .orderBy(desc(gateShifts.opened_at), desc(gateShifts.id))
      .limit(query.items)
      .offset((query.page - 1) * query.items),
    db.select({ total: count() }).from(gateShifts).where(where),
  ]);
  return {
    page: query.page,
    items: query.items,
    total: counted?.total ?? 0,
    data: rows.map((row): GateShiftRow => {
      const takings = row.takings as ShiftTaking[];
      const closed = row.closed_at !== null;
      return {
        ...row,
        status: closed ? 'closed' : 'open',
        opened_at: row.opened_at.toISOString(),
        closed_at: row.closed_at?.toISOString() ?? null,
        takings,
        cash: row.cash as ShiftCash[],
        ledger: row.ledger,
        ledger_agrees: closed ? sameTakings(takings, row.ledger) : null,
      };
    }),
  };
}
