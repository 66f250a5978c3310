/**
 * Fills a kiosk replica up to a given number of bookings directly through `applyChangePage`
 * (the API need not hold them): copies of the replica's real bookings moved to random days of
 * the gate window, each with a new public id, reference, guest name and phone, and — when paid
 * — a ticket code signed with the API's own active key, so the kiosk verifies it like any
 * other. Pages keep the replica's cursor and window, so its next sync carries on as before.
 *
 * spec: desktop/src/gate/apply-change-page.ts; shared/src/tickets/ticket-code.ts.
 */
import { randomUUID } from 'node:crypto';
import { addDays, daysBetween } from '@hifadhi/shared/dates/calendar-date';
import type { ChangeFeed, ReplicaBooking, ReplicaCatalogue } from '@hifadhi/shared/schemas/sync';
import { signTicket } from '@hifadhi/shared/tickets/ticket-code';
import type { TicketGuests } from '@hifadhi/shared/tickets/ticket-payload';
import type { Random } from '../../api/bench/bench-carts';
import { newBookingRefCode } from '../../api/src/bookings/booking-ref-code';
import { applyChangePage } from '../src/gate/apply-change-page';
import type { ReplicaDatabase } from '../src/gate/replica-database';

const PAGE_SIZE = 5_000;
const TEMPLATES = 5_000;
const FIRST_NAMES = [
  'Achieng',
  'Wanjiru',
  'Kiprono',
  'Njeri',
  'Otieno',
  'Amina',
  'Mwangi',
  'Zawadi',
  'Baraka',
  'Nyokabi',
  'Emma',
  'Lukas',
  'Sofia',
  'Hiroshi',
];
const LAST_NAMES = [
  'Odhiambo',
  'Kamau',
  'Chebet',
  'Wafula',
  'Mutua',
  'Hassan',
  'Njoroge',
  'Atieno',
  'Kiplagat',
  'Müller',
  'Rossi',
  'Tanaka',
  'Smith',
  'Okafor',
];

/** The API's active ticket-signing key (`activeTicketKey`). */
export interface SigningKey {
  key_id: string;
  private_key: string;
}

/** What the fill added, and a ticket code and reference of each added paid booking. */
export interface ReplicaFill {
  added: number;
  total: number;
  seconds: number;
  tickets: Array<{ booking_ref_code: string; ticket_code: string }>;
}

function ticketGuests(booking: ReplicaBooking, catalogue: ReplicaCatalogue): TicketGuests {
  const guests: TicketGuests = {
    citizen: { adults: 0, children: 0 },
    resident: { adults: 0, children: 0 },
    non_resident: { adults: 0, children: 0 },
  };
  for (const line of booking.guests) {
    const fee = catalogue.conservation_fees.find(
      (candidate) => candidate.payment_public_id === line.payment_public_id,
    );
    if (fee)
      guests[fee.residency][fee.marker === 'A' ? 'adults' : 'children'] += line.payment_guests;
  }
  return guests;
}

/** A copy of `template` on a random day of `window`, as a different guest's booking. */
function copyOf(
  template: ReplicaBooking,
  window: ChangeFeed['window'],
  random: Random,
  refCode: string,
  catalogue: ReplicaCatalogue,
  key: SigningKey,
  now: Date,
): ReplicaBooking {
  const checkIn = addDays(window.from, random.int(0, daysBetween(window.from, window.to)));
  const shift = daysBetween(template.check_in_date, checkIn);
  const first_name = random.pick(FIRST_NAMES);
  const last_name = random.pick(LAST_NAMES);
  const booking: ReplicaBooking = {
    ...template,
    booking_public_id: randomUUID(),
    booking_ref_code: refCode,
    check_in_date: checkIn,
    check_out_date: addDays(template.check_out_date, shift),
    first_name,
    last_name,
    email: `${first_name}.${last_name}.${refCode}@example.com`.toLowerCase(),
    phone: `+2547${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
    facility_bookings: template.facility_bookings.map((line) => ({
      ...line,
      facility_booking_public_id: randomUUID(),
      start_date: addDays(line.start_date, shift),
      end_date: addDays(line.end_date, shift),
    })),
    inventory_bookings: template.inventory_bookings.map((line) => ({
      ...line,
      inventory_booking_public_id: randomUUID(),
      date: addDays(line.date, shift),
    })),
    check_ins: [],
    ticket_code: null,
  };
  if (booking.booking_payment_status === 'Paid') {
    booking.ticket_code = signTicket(
      {
        booking_ref_code: refCode,
        check_in: booking.check_in_date,
        check_out: booking.check_out_date,
        guests: ticketGuests(booking, catalogue),
        issued_at: new Date(Math.floor(now.getTime() / 1000) * 1000).toISOString(),
      },
      key.private_key,
      key.key_id,
    );
  }
  return booking;
}

/**
 * Adds copies of `db`'s bookings until it holds `total` bookings.
 * @throws Error when the replica has no bookings, catalogue or complete download to copy from.
 */
export function fillReplica(
  db: ReplicaDatabase,
  total: number,
  key: SigningKey,
  random: Random,
  now: Date,
): ReplicaFill {
  const started = performance.now();
  const state = db.prepare('select cursor, window_from, window_to from sync_state').get() as {
    cursor: string | null;
    window_from: string | null;
    window_to: string | null;
  };
  const catalogueRow = db.prepare('select body from catalogue').get() as
    | { body: string }
    | undefined;
  const templates = (
    db
      .prepare(`select body from bookings order by random() limit ${TEMPLATES}`)
      .pluck()
      .all() as string[]
  ).map((body) => JSON.parse(body) as ReplicaBooking);
  if (
    !state.cursor ||
    !state.window_from ||
    !state.window_to ||
    !catalogueRow ||
    templates.length === 0
  ) {
    throw new Error('The replica needs a complete download before it can be filled');
  }
  const catalogue = JSON.parse(catalogueRow.body) as ReplicaCatalogue;
  const window = { from: state.window_from, to: state.window_to };
  const refCodes = new Set(
    db.prepare('select booking_ref_code from bookings').pluck().all() as string[],
  );
  const toAdd = Math.max(0, total - refCodes.size);
  const tickets: ReplicaFill['tickets'] = [];
  for (let start = 0; start < toAdd; start += PAGE_SIZE) {
    const bookings: ReplicaBooking[] = [];
    for (let index = start; index < Math.min(toAdd, start + PAGE_SIZE); index++) {
      let refCode = newBookingRefCode();
      while (refCodes.has(refCode)) refCode = newBookingRefCode();
      refCodes.add(refCode);
      const booking = copyOf(random.pick(templates), window, random, refCode, catalogue, key, now);
      if (booking.ticket_code) {
        tickets.push({ booking_ref_code: refCode, ticket_code: booking.ticket_code });
      }
      bookings.push(booking);
    }
    const page: ChangeFeed = {
      cursor: state.cursor,
      complete: true,
      window,
      changes: {
        catalogue: null,
        staff: null,
        ticket_keys: null,
        revocations: null,
        bookings,
        removed_booking_public_ids: [],
      },
    };
    applyChangePage(db, page, now);
  }
  return {
    added: toAdd,
    total: db.prepare('select count(*) from bookings').pluck().get() as number,
    seconds: (performance.now() - started) / 1000,
    tickets,
  };
}
