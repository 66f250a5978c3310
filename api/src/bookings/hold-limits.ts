/**
 * Caps on what one client may hold without paying, so no one can take a facility off sale by
 * booking and never paying: a client (the same e-mail, any case, or the same address) may have
 * at most `perClient` public bookings held and unpaid at once (a part payment below the payment
 * schedule still leaves a hold that lapses, so it counts too), and their unpaid holds may take
 * at most `facilityShare` of a facility's units on any night (at least one unit, so a one-unit
 * campsite can still be booked). Checked in the transaction that writes the booking, after
 * capacity is reserved (a sold-out facility says so first), with the client's advisory locks
 * held so parallel bookings of one client are counted one after the other.
 *
 * spec: public-site.md §2.12 (holds); pricing-rules.md §"Totals and payment" (payment
 * schedule); issue 11 item 5.
 */
import { eachNight } from '@hifadhi/shared/dates/calendar-date';
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { type HeldFacilityLine, unitsHeldPerNight } from '../availability/held-capacity';
import type { Transaction } from '../db/database';
import { bookingFacilities, bookings } from '../db/schema/bookings';
import { facilities } from '../db/schema/catalogue';
import type { FacilityHold } from './reserve-capacity';

/** The caps (config `UNPAID_HOLDS_PER_CLIENT`, `HOLD_MAX_FACILITY_SHARE`). */
export interface HoldLimits {
  perClient: number;
  /** 0–1 of a facility's units. */
  facilityShare: number;
}

/** Who is booking: the e-mail on the form and the address the request came from. */
export interface BookingClient {
  email: string;
  /** `unknown` (no socket) is not counted as an address. */
  address: string;
}

/** Units of a facility of `quantity` one client may hold unpaid on a night. Pure. */
export function unitsPerClient(quantity: number, share: number): number {
  return Math.max(1, Math.floor(quantity * share));
}

/** Takes the client's advisory locks, in one order for every transaction. */
async function lockClient(tx: Transaction, keys: readonly string[]): Promise<void> {
  for (const key of [...keys].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  }
}

/**
 * Refuses the booking whose `holds` are being written in `tx` at `at` when it would take the
 * client past a cap.
 * @throws DomainError RATE_LIMITED 'You already have N unpaid bookings on hold. …' (429);
 *   CONFLICT '{facility}: you can hold at most N units …' (409) on the line's field.
 */
export async function assertWithinHoldLimits(
  tx: Transaction,
  client: BookingClient,
  holds: readonly FacilityHold[],
  at: Date,
  limits: HoldLimits,
): Promise<void> {
  const email = client.email.trim().toLowerCase();
  const byAddress = client.address !== 'unknown';
  await lockClient(tx, [`holds:${email}`, ...(byAddress ? [`holds:@${client.address}`] : [])]);
  const held = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.booking_status, 'held'),
        inArray(bookings.booking_payment_status, ['Unpaid', 'Partially Paid']),
        gt(bookings.hold_expires_at, at),
        or(
          sql`lower(${bookings.email}) = ${email}`,
          byAddress ? eq(bookings.client_address, client.address) : undefined,
        ),
      ),
    );
  if (held.length >= limits.perClient) {
    throw new DomainError('RATE_LIMITED', messages.unpaidHoldsLimit(limits.perClient));
  }
  if (holds.length === 0) return;
  const facilityIds = [...new Set(holds.map((hold) => hold.facility_public_id))];
  const [catalogue, clientLines] = await Promise.all([
    tx
      .select({
        public_id: facilities.public_id,
        name: facilities.name,
        quantity: facilities.quantity,
      })
      .from(facilities)
      .where(inArray(facilities.public_id, facilityIds)),
    held.length === 0
      ? Promise.resolve([] as HeldFacilityLine[])
      : tx
          .select({
            facility_public_id: bookingFacilities.facility_public_id,
            start_date: bookingFacilities.start_date,
            end_date: bookingFacilities.end_date,
            units_held: bookingFacilities.units_held,
          })
          .from(bookingFacilities)
          .where(
            and(
              inArray(
                bookingFacilities.booking_id,
                held.map((row) => row.id),
              ),
              inArray(bookingFacilities.facility_public_id, facilityIds),
            ),
          ),
  ]);
  const span = {
    from: holds.map((hold) => hold.nights.from).sort()[0]!,
    until: holds
      .map((hold) => hold.nights.until)
      .sort()
      .at(-1)!,
  };
  const units = unitsHeldPerNight(clientLines, span);
  for (const hold of holds) {
    const facility = catalogue.find((row) => row.public_id === hold.facility_public_id)!;
    const most = unitsPerClient(facility.quantity, limits.facilityShare);
    const perNight = units.get(facility.public_id) ?? new Map<string, number>();
    units.set(facility.public_id, perNight);
    for (const night of eachNight(hold.nights.from, hold.nights.until)) {
      const total = (perNight.get(night) ?? 0) + hold.units_held;
      if (total > most) {
        const message = messages.facilityHoldShare(facility.name, most);
        throw new DomainError('CONFLICT', message, {
          fields: { [`facilities.${hold.index}.public_id`]: message },
        });
      }
      perNight.set(night, total);
    }
  }
}
