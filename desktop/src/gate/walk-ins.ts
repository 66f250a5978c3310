/**
 * Walk-in bookings made at the gate (individual gate entry): the options from the replica's
 * catalogue, a quote with the shared pricing engine (staff variant), and the booking itself —
 * kept locally (status held, Unpaid) until the server's copy arrives, and queued as a
 * `walk_in_booking` carrying the quoted amount due, so the server flags any difference. Its
 * reference is the next of the device's block (`W3-17`: the API reserved `W3` for this kiosk
 * at registration), which the server keeps, so the receipt printed offline stays valid at
 * every gate; a kiosk registered before blocks existed gives a provisional "W-" + 6 characters
 * that the server replaces. A walk-in the server would refuse — checked in more than 7 days
 * ago, or over capacity the replica knows to be full — is refused here, before any cash is
 * taken. A member's walk-in is priced with the member's discounts from the replica, offline
 * too, and keeps the membership number and each line's member discount for its receipt; a promo
 * code only as the API checked it. Money is whole units of the booking currency.
 *
 * spec: staff-booking.md §2.1, §3.1, §5, §8 ('Destination must be provided', 'You need to
 * select the Destination, Country, and Check-In Check-Out days', 'Residency Total Amount must
 * be greater than zero to proceed.'), §9; pricing-rules.md; k-contract.md §Walk-in.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { addDays, calendarDateAt } from '@hifadhi/shared/dates/calendar-date';
import { messages } from '@hifadhi/shared/messages';
import { countryOptions } from '@hifadhi/shared/phone/calling-code';
import { feesInForce } from '@hifadhi/shared/pricing/fee-schedules';
import { priceQuote } from '@hifadhi/shared/pricing/price-quote';
import {
  deskQuoteFields,
  type Quote,
  type QuoteLine,
  staffQuoteRequestSchema,
} from '@hifadhi/shared/schemas/quote';
import {
  BACKDATED_TOO_FAR,
  type ReplicaBooking,
  type ReplicaCatalogue,
  STAFF_BACKDATING_DAYS,
  walkInBookingPayloadSchema,
  walkInReference,
} from '@hifadhi/shared/schemas/sync';
import { z } from 'zod';
import { gateDevice } from './gate-bookings';
import { parseInput, validationError } from './gate-errors';
import { kioskGate } from './kiosk-gate';
import { enqueueWalkInBooking } from './outbox';
import { requireCatalogue } from './replica-catalogue';
import type { ReplicaDatabase } from './replica-database';
import { checkReplicaCapacity } from './walk-in-capacity';
import { memberReferenceNumber, walkInMemberDiscounts } from './walk-in-members';
import { type CheckedPromo, PROMO_NEEDS_SERVER } from './walk-in-promo';

/**
 * Prefix of a walk-in's provisional reference (a kiosk without a reference block), shown until
 * the server's reference arrives.
 */
export const PROVISIONAL_PREFIX = 'W-';
const PROVISIONAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** What the gate does not book: a partner's (tour operator's) booking. */
export const BACK_OFFICE_ONLY = 'Partner bookings are made from the back office, not at the gate.';

/**
 * What a member's discounts took off the quote, by section: whole units of the booking
 * currency (the quote without the member less the quote with them).
 */
export interface MemberDiscountFigures {
  member_public_id: string;
  /** Off the conservation (entry) fees. */
  entry: number;
  accommodation: number;
  activities: number;
}

/** A walk-in's quote, with what the member's discounts took off when a member is named. */
export type WalkInQuote = Quote & { member_discount?: MemberDiscountFigures };

/**
 * What the walk-in screens offer (k-contract.md `GET /gate/v1/walk-in/options`): `gate` is the
 * kiosk's gate with the destination it admits to (`gate.destination_public_id`, the walk-in's
 * destination unless the clerk picks another), null when the catalogue does not list it; the
 * conservation and vehicle fees are today's at that destination.
 */
export function walkInOptions(db: ReplicaDatabase, now: Date) {
  const catalogue = requireCatalogue(db);
  const today = calendarDateAt(now);
  const gate = kioskGate(db, catalogue);
  // Today's fees at the gate's destination; the quote prices the walk-in's own days.
  const fees = feesInForce(
    catalogue,
    catalogue.fee_schedules ?? [],
    today,
    gate?.destination_public_id ?? null,
  );
  return {
    today,
    gate,
    destinations: catalogue.destinations,
    countries: countryOptions(),
    currencies: catalogue.currencies,
    conservation_fees: fees.conservation_fees,
    vehicle_fees: fees.vehicle_fees,
    facilities: catalogue.facilities,
    activities: catalogue.activities,
    /** Catering types (Pelican House); `pack` ones are priced by pack tier. */
    pricing_groups: catalogue.pricing_groups,
  };
}

/** A walk-in's destination (staff quote requests leave it out). */
const walkInDestination = z.object({ destination: deskQuoteFields.destination });

/**
 * The destination a walk-in is priced at: the one `body` names, else the one the kiosk's gate
 * admits to (null when neither is known).
 */
function walkInDestinationOf(
  db: ReplicaDatabase,
  catalogue: ReplicaCatalogue,
  body: unknown,
): string | null {
  const { destination } = parseInput(walkInDestination, body);
  return destination ?? kioskGate(db, catalogue)?.destination_public_id ?? null;
}

/**
 * Prices a staff quote request (`body`) with the replica's rates on the gate's day at `now`, its
 * conservation and vehicle fees day by day at `body.destination`, else at the destination of
 * the kiosk's gate (the replica's fee schedules):
 * the member's discounts from the replica (`walk-in-members.ts`) and `promo`, the promo code the
 * API found valid (`walk-in-promo.ts`).
 * @throws DomainError VALIDATION_FAILED (a partner; a promo code not checked by the API:
 *   PROMO_NEEDS_SERVER; a membership unpaid or expired, on `member`), UNKNOWN_REFERENCE
 *   ('Member not found'), PRICING_NOT_SET, … (priceQuote).
 */
export function quoteWalkIn(
  db: ReplicaDatabase,
  body: unknown,
  now: Date,
  promo: CheckedPromo | null = null,
): WalkInQuote {
  return priceWalkIn(db, body, now, promo).quote;
}

/**
 * What the member's discounts took off a walk-in, line by line, for its receipt: the member's
 * number and, for each line of the quote (same order), whole units off its price.
 */
interface MemberLineDiscounts {
  member_reference_number: string;
  lines: number[];
}

/** `quoteWalkIn`, with the member's discount on each line when a member is named. */
function priceWalkIn(
  db: ReplicaDatabase,
  body: unknown,
  now: Date,
  promo: CheckedPromo | null,
): { quote: WalkInQuote; member: MemberLineDiscounts | null } {
  const catalogue = requireCatalogue(db);
  // The walk-in's destination selects its fee schedules (pricing/fee-schedules.ts).
  const destination = walkInDestinationOf(db, catalogue, body);
  const request = { ...parseInput(staffQuoteRequestSchema, body), destination };
  if (request.partner) throw validationError(BACK_OFFICE_ONLY, 'partner');
  if (request.promo_code !== (promo?.code ?? null)) {
    throw validationError(PROMO_NEEDS_SERVER, 'promo_code');
  }
  const quote = priceQuote(request, { catalogue, promo });
  if (!request.member) return { quote, member: null };
  const member = walkInMemberDiscounts(db, request.member, { checkIn: request.check_in, now });
  const discounted = priceQuote(request, { catalogue, promo, member });
  return {
    quote: {
      ...discounted,
      member_discount: {
        member_public_id: request.member,
        entry: quote.totals.conservation - discounted.totals.conservation,
        accommodation: quote.totals.accommodation - discounted.totals.accommodation,
        activities: quote.totals.activities - discounted.totals.activities,
      },
    },
    // Both quotes price the same request, so their lines come in the same order.
    member: {
      member_reference_number: memberReferenceNumber(db, request.member),
      lines: discounted.lines.map((line, index) => (quote.lines[index]?.amount ?? 0) - line.amount),
    },
  };
}

function provisionalReference(db: ReplicaDatabase): string {
  for (;;) {
    let code = PROVISIONAL_PREFIX;
    for (let i = 0; i < 6; i++)
      code += PROVISIONAL_ALPHABET[randomInt(PROVISIONAL_ALPHABET.length)];
    const taken = db.prepare('select 1 from local_walk_ins where booking_ref_code = ?').get(code);
    if (!taken) return code;
  }
}

/**
 * The next reference of the device's block (counted in the replica), or a provisional one when
 * the kiosk has no block; `kept` when the server will keep it. Call inside the transaction that
 * stores the walk-in.
 */
function nextReference(db: ReplicaDatabase): { reference: string; kept: boolean } {
  const block = db
    .prepare('select walk_in_ref_prefix, walk_ins_numbered from device where id = 1')
    .get() as { walk_in_ref_prefix: string | null; walk_ins_numbered: number } | undefined;
  if (!block?.walk_in_ref_prefix) return { reference: provisionalReference(db), kept: false };
  const n = block.walk_ins_numbered + 1;
  db.prepare('update device set walk_ins_numbered = ? where id = 1').run(n);
  return { reference: walkInReference(block.walk_in_ref_prefix, n), kept: true };
}

/**
 * Refuses a check-in before the staff backdating window (today less 7 days).
 * @throws DomainError VALIDATION_FAILED BACKDATED_TOO_FAR on `check_in`.
 */
function checkBackdating(checkIn: string, now: Date): void {
  if (checkIn < addDays(calendarDateAt(now), -STAFF_BACKDATING_DAYS)) {
    throw validationError(BACKDATED_TOO_FAR, 'check_in');
  }
}

function present(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** Quote lines of `kind`, each with the request line it priced (by public id, in order). */
function pairedLines<T>(
  quote: Quote,
  kind: QuoteLine['kind'],
  requested: readonly T[],
  refOf: (line: T) => string,
): Array<{ line: QuoteLine; requested: T }> {
  const left = [...requested];
  return quote.lines
    .filter((line) => line.kind === kind)
    .flatMap((line) => {
      const index = left.findIndex((candidate) => refOf(candidate) === line.ref);
      if (index < 0) return [];
      const [match] = left.splice(index, 1);
      return [{ line, requested: match as T }];
    });
}

type WalkInPayload = ReturnType<typeof walkInBookingPayloadSchema.parse>;

function localBooking(
  payload: WalkInPayload,
  quote: Quote,
  refCode: string,
  gatePublicId: string,
  catalogue: ReplicaCatalogue,
  member: MemberLineDiscounts | null,
): ReplicaBooking {
  const guests = pairedLines(quote, 'conservation', payload.guests, (g) => g.payment_public_id);
  /** The member's discount on quote line `line` (absent when nothing), as the replica keeps it. */
  const memberDiscount = (line: QuoteLine) => {
    const off = member?.lines[quote.lines.indexOf(line)] ?? 0;
    return off > 0 ? { member_discount: off } : {};
  };
  return {
    booking_public_id: payload.booking_public_id,
    booking_ref_code: refCode,
    source: 'gate',
    booking_status: 'held',
    booking_payment_status: 'Unpaid',
    currency: quote.currency,
    check_in_date: payload.check_in,
    check_out_date: payload.check_out,
    first_name: payload.first_name,
    last_name: payload.last_name,
    email: payload.email ?? '',
    phone: payload.phone,
    country: payload.country,
    entry_point: gatePublicId,
    mode_registration: payload.mode_registration ?? null,
    partner_public_id: null,
    guest_total: payload.guests.reduce((sum, guest) => sum + guest.payment_guests, 0),
    total_cost: quote.totals.grand_total,
    amount_due: quote.totals.amount_due,
    booking_payment_balance: quote.totals.amount_due,
    ...(member ? { member_reference_number: member.member_reference_number } : {}),
    guests: guests.map(({ line, requested }) => ({
      payment_public_id: requested.payment_public_id,
      payment_person: line.description,
      payment_guests: requested.payment_guests,
      amount: line.amount,
      ...memberDiscount(line),
    })),
    vehicles: pairedLines(quote, 'vehicle', payload.vehicles, (v) => v.vehicle_public_id).map(
      ({ line, requested }) => ({
        vehicle_public_id: requested.vehicle_public_id,
        vehicle_charge_category: line.description,
        vehicles: requested.vehicles,
        amount: line.amount,
      }),
    ),
    facility_bookings: pairedLines(
      quote,
      'accommodation',
      payload.facilities,
      (f) => f.public_id,
    ).map(({ line, requested }) => ({
      facility_booking_public_id: randomUUID(),
      facility_public_id: requested.public_id,
      facility_name:
        catalogue.facilities.find((facility) => facility.public_id === requested.public_id)?.name ??
        line.description,
      start_date: requested.start_date ?? payload.check_in,
      end_date: requested.end_date ?? payload.check_out,
      adults: requested.adults + requested.extra_pax_adults,
      children: requested.children + requested.extra_pax_children,
      number_of_rooms: requested.number_of_rooms,
      amount: line.amount,
      ...memberDiscount(line),
    })),
    inventory_bookings: pairedLines(quote, 'activity', payload.inventory, (a) => a.public_id).map(
      ({ line, requested }) => ({
        inventory_booking_public_id: randomUUID(),
        activity_public_id: requested.public_id,
        inventory_name: line.description,
        date: requested.date,
        adults: requested.adults + requested.extra_pax_adults,
        children: requested.children + requested.extra_pax_children,
        rangers: requested.rangers,
        amount: line.amount,
        ...memberDiscount(line),
      }),
    ),
    payments: [],
    check_ins: [],
    ticket_code: null,
  };
}

/**
 * Makes a walk-in from `body` (the walk_in_booking payload without `booking_public_id`,
 * `clerk_public_id` and `quoted_amount_due`; the destination — the one the kiosk's gate admits to
 * when the body names none —, proofs, member and promo code are kept): checks the §2.1 wizard
 * rules, prices it (with `promo`, the body's promo code as the API
 * checked it), keeps it locally and queues it.
 * @returns the local booking (its reference from the device's block) and its quote.
 * @throws DomainError VALIDATION_FAILED with the spec's messages or BACKDATED_TOO_FAR;
 *   CAPACITY_EXCEEDED when the replica knows a facility or activity full; pricing errors.
 */
export function createWalkIn(
  db: ReplicaDatabase,
  body: unknown,
  clerkPublicId: string,
  now: Date,
  promo: CheckedPromo | null = null,
): { booking: ReplicaBooking; quote: WalkInQuote } {
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const catalogue = requireCatalogue(db);
  const destination = present(raw.destination)
    ? raw.destination
    : kioskGate(db, catalogue)?.destination_public_id;
  if (!catalogue.destinations.some((known) => known.destination_public_id === destination)) {
    throw validationError(messages.destinationMissing, 'destination');
  }
  if (!present(raw.country) || !present(raw.check_in) || !present(raw.check_out)) {
    throw validationError(messages.wizardMissingData);
  }
  // The reference is the gate's to give, never the request's.
  const { booking_ref_code: _asked, ...fields } = raw;
  const payload = parseInput(walkInBookingPayloadSchema, {
    ...fields,
    destination,
    booking_public_id: randomUUID(),
    clerk_public_id: clerkPublicId,
    quoted_amount_due: null,
  });
  checkBackdating(payload.check_in, now);
  const { quote, member } = priceWalkIn(db, payload, now, promo);
  // A member's entry discount may take the fees to nothing; the guests still count (§8).
  if (quote.totals.conservation + (quote.member_discount?.entry ?? 0) <= 0) {
    throw validationError(messages.residencyTotalZero, 'guests');
  }
  checkReplicaCapacity(db, catalogue, payload);
  const device = gateDevice(db);
  return db.transaction(() => {
    const { reference, kept } = nextReference(db);
    const booking = localBooking(
      payload,
      quote,
      reference,
      device?.gate_public_id ?? '',
      catalogue,
      member,
    );
    db.prepare(
      `insert into local_walk_ins (booking_public_id, booking_ref_code, body, created_at)
       values (?, ?, ?, ?)`,
    ).run(
      booking.booking_public_id,
      booking.booking_ref_code,
      JSON.stringify(booking),
      now.toISOString(),
    );
    enqueueWalkInBooking(
      db,
      {
        ...payload,
        ...(kept ? { booking_ref_code: reference } : {}),
        quoted_amount_due: quote.totals.amount_due,
      },
      now,
    );
    return { booking, quote };
  })();
}
