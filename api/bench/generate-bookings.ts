/**
 * Loads realistic bookings straight into the benchmark database with multi-row INSERTs (not
 * through HTTP): two years of history and a year ahead, each booking priced by the shared
 * engine and stored with its guests, vehicles, facility and activity lines, proofs of
 * residency, donations and event history. Past stays are mostly checked out; future ones
 * mostly confirmed, some held (a few already lapsed), cancelled or expired. About 3% are a
 * partner's (made by staff for Savanna Trails) and 0.5% carry an alert, for the staff lists.
 * Bookings that hold capacity never exceed a facility's nightly quantity or an activity's
 * slots: a booking that would is loaded as expired, as its hold would have lapsed.
 */
import { addDays, type CalendarDate, eachNight } from '@hifadhi/shared/dates/calendar-date';
import { ratesFromCurrencies } from '@hifadhi/shared/money/rates';
import { priceQuote } from '@hifadhi/shared/pricing/price-quote';
import {
  type PublicBookingRequest,
  publicBookingRequestSchema,
} from '@hifadhi/shared/schemas/booking';
import postgres from 'postgres';
import { type BookingLines, bookingLines } from '../src/bookings/booking-lines';
import { newBookingRefCode } from '../src/bookings/booking-ref-code';
import {
  type PricingCatalogueView,
  readPricingCatalogue,
} from '../src/catalogue/catalogue-repository';
import { connectDatabase } from '../src/db/database';
import { type Random, randomBookingRequest } from './bench-carts';

const BATCH = 2_000;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** The demo catalogue's partner, whose bookings staff make. */
const BENCH_PARTNER = 'ptn-savanna';
/** Paid bookings of the history that used the promo code KARIBU10 (it allows 500). */
const PROMO_USES_LOADED = 200;

type Status = 'held' | 'confirmed' | 'expired' | 'cancelled' | 'checked_in' | 'checked_out';

interface Drafted {
  request: PublicBookingRequest;
  lines: BookingLines;
  status: Status;
  paid: boolean;
  total: number;
  amountDue: number;
  rate: { buy_amount: string; sell_amount: string };
  createdAt: Date;
  holdExpiresAt: Date;
  /** The partner it was booked for, or null. */
  partner: string | null;
  alerted: boolean;
}

/** Units and slots taken so far by loaded bookings that hold capacity. */
class CapacityLedger {
  private readonly used = new Map<string, number>();

  constructor(private readonly catalogue: PricingCatalogueView) {}

  /** Takes the lines' units and slots if they all fit; false (nothing taken) otherwise. */
  take(lines: BookingLines): boolean {
    const wanted = new Map<string, number>();
    const add = (key: string, amount: number) => wanted.set(key, (wanted.get(key) ?? 0) + amount);
    for (const line of lines.facilities) {
      for (const night of eachNight(line.nights.from, line.nights.until)) {
        add(`f ${line.facility_public_id} ${night}`, line.units_held);
      }
    }
    for (const line of lines.activities)
      add(`a ${line.activity_public_id} ${line.date}`, line.participants);
    for (const [key, amount] of wanted) {
      if ((this.used.get(key) ?? 0) + amount > this.capacityOf(key)) return false;
    }
    for (const [key, amount] of wanted) this.used.set(key, (this.used.get(key) ?? 0) + amount);
    return true;
  }

  private capacityOf(key: string): number {
    const [kind, id] = key.split(' ') as [string, string];
    if (kind === 'f') return this.catalogue.facilities.find((f) => f.public_id === id)!.quantity;
    return this.catalogue.activities.find((a) => a.public_id === id)!.maximum_guests;
  }
}

function chooseStatus(
  random: Random,
  checkIn: CalendarDate,
  checkOut: CalendarDate,
  today: CalendarDate,
): Status {
  if (checkOut < today) {
    return random.chance(0.85) ? 'checked_out' : random.chance(0.65) ? 'cancelled' : 'expired';
  }
  if (checkIn <= today) return random.chance(0.9) ? 'checked_in' : 'cancelled';
  const roll = random.int(1, 100);
  if (roll <= 70) return 'confirmed';
  if (roll <= 85) return 'cancelled';
  if (roll <= 95) return 'expired';
  return 'held';
}

const holdsCapacity = (status: Status) =>
  status === 'confirmed' ||
  status === 'checked_in' ||
  status === 'checked_out' ||
  status === 'held';

function draft(
  random: Random,
  now: Date,
  today: CalendarDate,
  catalogue: PricingCatalogueView,
  ledger: CapacityLedger,
  promoUses: { paid: number },
  drawCheckIn: CheckInDraw,
): Drafted {
  const checkIn = drawCheckIn(random, today);
  const drawn = publicBookingRequestSchema.parse(randomBookingRequest(random, checkIn, catalogue));
  // KARIBU10 allows 500 paid uses: the history leaves most of them to the load run.
  const request =
    drawn.promo_code && promoUses.paid < PROMO_USES_LOADED ? drawn : { ...drawn, promo_code: null };
  const promo = request.promo_code ? { code: request.promo_code, percentage_off: '10' } : null;
  const quote = priceQuote(request, { catalogue, promo });
  const rates = ratesFromCurrencies(catalogue.currencies);
  const lines = bookingLines(request, quote, catalogue, rates);
  let status = chooseStatus(random, request.check_in, request.check_out, today);
  if (holdsCapacity(status) && !ledger.take(lines)) status = 'expired';
  const arrival = Date.parse(`${request.check_in}T09:00:00+03:00`);
  const createdAt =
    status === 'held'
      ? new Date(now.getTime() - random.int(0, 40) * MINUTE_MS)
      : new Date(
          Math.min(now.getTime(), arrival - random.int(0, 90) * DAY_MS) -
            random.int(0, 86_399) * 1000,
        );
  const paid = ['confirmed', 'checked_in', 'checked_out'].includes(status);
  if (paid && promo) promoUses.paid += 1;
  return {
    request,
    lines,
    status,
    paid,
    total: quote.totals.grand_total,
    amountDue: quote.totals.amount_due,
    rate: rates[request.currency] ?? { buy_amount: '1', sell_amount: '1' },
    createdAt,
    holdExpiresAt: new Date(createdAt.getTime() + 30 * MINUTE_MS),
    partner: random.chance(0.03) ? BENCH_PARTNER : null,
    alerted: random.chance(0.005),
  };
}

/** The event history a booking in `status` has, after `created`. */
function laterEvents(status: Status): string[] {
  switch (status) {
    case 'confirmed':
      return ['payment_received', 'confirmed'];
    case 'checked_in':
      return ['payment_received', 'confirmed', 'checked_in'];
    case 'checked_out':
      return ['payment_received', 'confirmed', 'checked_in', 'checked_out'];
    case 'cancelled':
      return ['cancelled'];
    case 'expired':
      return ['expired'];
    case 'held':
      return [];
  }
}

async function insertBatch(sql: postgres.Sql, drafts: Drafted[]): Promise<void> {
  const refCodes = new Set<string>();
  const rows = drafts.map((booking) => {
    let code = newBookingRefCode();
    while (refCodes.has(code)) code = newBookingRefCode();
    refCodes.add(code);
    const { request } = booking;
    return {
      booking_ref_code: code,
      source: booking.partner ? 'staff' : 'public',
      partner_public_id: booking.partner,
      booking_status: booking.status,
      booking_payment_status: booking.paid ? 'Paid' : 'Unpaid',
      currency: request.currency,
      check_in: request.check_in,
      check_out: request.check_out,
      first_name: request.first_name,
      last_name: request.last_name,
      email: request.email,
      phone: request.phone,
      country: request.country,
      city: request.city,
      newsletter: false,
      terms: true,
      disclaimer: true,
      promo_code: request.promo_code,
      currency_buying_rate_at_time: booking.rate.buy_amount,
      currency_selling_rate_at_time: booking.rate.sell_amount,
      total_cost: String(booking.total),
      amount_due: String(booking.amountDue),
      booking_payment_balance: booking.paid ? '0' : String(booking.amountDue),
      hold_expires_at: booking.status === 'held' ? booking.holdExpiresAt : null,
      created_at: booking.createdAt,
      updated_at: booking.createdAt,
    };
  });
  const inserted = await sql<{ id: string; booking_ref_code: string }[]>`
    insert into bookings ${sql(rows)} returning id, booking_ref_code`;
  const idOf = new Map(inserted.map((row) => [row.booking_ref_code, row.id]));
  const children = {
    booking_guests: [] as object[],
    booking_vehicles: [] as object[],
    booking_facilities: [] as object[],
    booking_activities: [] as object[],
    booking_residency_proofs: [] as object[],
    booking_donations: [] as object[],
    booking_events: [] as object[],
    booking_alerts: [] as object[],
  };
  drafts.forEach((booking, index) => {
    const booking_id = idOf.get(rows[index]!.booking_ref_code)!;
    const { lines } = booking;
    // A line's discounts by kind go to line_discounts, which the benchmark leaves empty.
    for (const { discounts: _, ...line } of lines.guests) {
      children.booking_guests.push({ booking_id, ...line, amount: String(line.amount) });
    }
    for (const { discounts: _, ...line } of lines.vehicles) {
      children.booking_vehicles.push({ booking_id, ...line, amount: String(line.amount) });
    }
    for (const { index: _, nights: __, discounts: ___, ...line } of lines.facilities) {
      children.booking_facilities.push({ booking_id, ...line, amount: String(line.amount) });
    }
    for (const { index: _, discounts: __, ...line } of lines.activities) {
      children.booking_activities.push({ booking_id, ...line, amount: String(line.amount) });
    }
    for (const line of lines.donations) {
      children.booking_donations.push({
        booking_id,
        ...line,
        booking_amount: String(line.booking_amount),
      });
    }
    if (booking.request.guests.some((guest) => guest.payment_public_id !== 'cf-nr-a')) {
      const guest = booking.request.guests[0]!;
      children.booking_residency_proofs.push({
        booking_id,
        payment_public_id: guest.payment_public_id,
        proof_point: 'National ID',
        first_name: booking.request.first_name,
        last_name: booking.request.last_name,
        document_id: String(20_000_000 + index),
      });
    }
    if (booking.alerted) {
      children.booking_alerts.push({
        booking_id,
        note: 'Guest asked for a ranger escort at the gate',
        created_by: 'bench',
        created_at: booking.createdAt,
      });
    }
    const at = booking.createdAt.getTime();
    ['created', ...laterEvents(booking.status)].forEach((type, step) => {
      children.booking_events.push({
        booking_id,
        type,
        actor: type === 'created' ? 'public' : 'system',
        at: new Date(at + step * 20 * MINUTE_MS),
        payload: JSON.stringify(type === 'created' ? { total_cost: booking.total } : {}),
      });
    });
  });
  for (const [table, tableRows] of Object.entries(children)) {
    for (let start = 0; start < tableRows.length; start += BATCH) {
      const chunk = tableRows.slice(start, start + BATCH) as Record<string, unknown>[];
      await sql`insert into ${sql(table)} ${sql(chunk)}`;
    }
  }
}

/** Draws a booking's check-in date around `today`. */
export type CheckInDraw = (random: Random, today: CalendarDate) => CalendarDate;

/** Two years of history and a year ahead: 70% in the past 730 days, the rest up to 365 ahead. */
export const historyAndYearAhead: CheckInDraw = (random, today) =>
  addDays(today, random.chance(0.7) ? -random.int(1, 730) : random.int(0, 365));

/** What was loaded. */
export interface LoadSummary {
  bookings: number;
  facility_lines: number;
  activity_lines: number;
  holding_capacity: number;
  seconds: number;
}

/**
 * Loads `count` bookings around `now` into the database at `url`, their check-in dates drawn
 * by `drawCheckIn` (default: two years back and one ahead).
 * @returns counts of what was loaded and how long it took.
 */
export async function loadBookings(
  url: string,
  count: number,
  now: Date,
  today: CalendarDate,
  random: Random,
  drawCheckIn: CheckInDraw = historyAndYearAhead,
): Promise<LoadSummary> {
  const started = performance.now();
  const { db, sql: drizzleSql } = connectDatabase(url, undefined, { max: 1 });
  const catalogue = await readPricingCatalogue(db, now);
  await drizzleSql.end();
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const ledger = new CapacityLedger(catalogue);
  const promoUses = { paid: 0 };
  const summary = { bookings: 0, facility_lines: 0, activity_lines: 0, holding_capacity: 0 };
  try {
    for (let start = 0; start < count; start += BATCH) {
      const drafts = Array.from({ length: Math.min(BATCH, count - start) }, () =>
        draft(random, now, today, catalogue, ledger, promoUses, drawCheckIn),
      );
      await insertBatch(sql, drafts);
      for (const booking of drafts) {
        summary.bookings += 1;
        summary.facility_lines += booking.lines.facilities.length;
        summary.activity_lines += booking.lines.activities.length;
        if (holdsCapacity(booking.status) && booking.status !== 'checked_out') {
          summary.holding_capacity += 1;
        }
      }
    }
    await sql.unsafe('vacuum analyze');
  } finally {
    await sql.end();
  }
  return { ...summary, seconds: (performance.now() - started) / 1000 };
}
