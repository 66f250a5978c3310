/**
 * A booking on the partner's account (`POST /bookings` with `payment_period` 1) over HTTP on
 * Postgres, at the test clock (2026-11-21 09:00 in Nairobi): it is confirmed with its ticket,
 * whose code verifies against the ticket keys; the kiosk's replica marks it on account and the
 * shared check-in decision admits it with its balance still owed by the partner; a kiosk
 * check-in of it is applied, not forced; postponing reissues its ticket with the new dates.
 * A guest-pays booking, held and unpaid, still has no ticket.
 *
 * spec: staff-booking.md §2 (Complete Booking (partner To Pay)), §3.1 (`payment_period`);
 * public-site.md §2.13; shared/src/check-in/decide-scan.ts.
 */
import { decideScan, type GateBooking } from '@hifadhi/shared/check-in/decide-scan';
import { scanMessages } from '@hifadhi/shared/check-in/scan-messages';
import type { ReplicaBooking } from '@hifadhi/shared/schemas/sync';
import { verifyTicket } from '@hifadhi/shared/tickets/ticket-code';
import { describe, expect, it } from 'vitest';
import { operation, pullAll, push, registerKiosk } from '../sync/test-kiosk';
import { ticketPublicKeys } from '../tickets/ticket-signing-keys';
import {
  type BookingAnswer,
  cart,
  gatePass,
  useStaffBookingTest,
} from './staff-booking-test-support';

const s = useStaffBookingTest();
const { database } = s;

/** A day visit today (2 Non-Resident adults, one 6-seater) for partner Savanna. */
const today = '2026-11-21';
const dayVisit = (check_in = today) =>
  cart({ partner: 'ptn-savanna', check_in, check_out: check_in, facilities: [] });

async function replicaOf(deviceToken: string, id: string): Promise<ReplicaBooking | undefined> {
  const { pages } = await pullAll(s.t.app, deviceToken);
  return pages
    .flatMap((page) => page.changes.bookings)
    .find((booking) => booking.booking_public_id === id);
}

describe('a booking on the partner’s account at the gate', () => {
  it('is ticketed when created, and the gate admits it as on account', async () => {
    const kiosk = await registerKiosk(s.t.app, s.t.tokens.Administrator!, 'gate-main');
    const created = await s.t.create({ ...dayVisit(), ...gatePass(), payment_period: 1 });
    expect(created.status).toBe(201);
    const booking = created.body as BookingAnswer;
    expect(booking).toMatchObject({
      booking_status: 'confirmed',
      booking_payment_status: 'Unpaid',
    });
    expect(booking.booking_payment_balance).toBeGreaterThan(0);

    const replica = await replicaOf(kiosk.device_token, booking.booking_public_id);
    expect(replica).toMatchObject({ on_account: true, booking_status: 'confirmed' });
    const verification = verifyTicket(replica!.ticket_code!, await ticketPublicKeys(database.db));
    expect(verification).toMatchObject({
      result: 'valid',
      payload: { booking_ref_code: booking.booking_ref_code, check_in: today, check_out: today },
    });

    const decision = decideScan({
      subject: { kind: 'ticket', verification },
      booking: replica as GateBooking,
      revocations: [],
      events: [],
      today,
      gate_public_id: 'gate-main',
      direction: 'check_in',
    });
    expect(decision).toMatchObject({
      status: 'valid',
      message: scanMessages.admitOnAccount(2),
      needs_supervisor: false,
    });

    const [result] = await push(s.t.app, kiosk.device_token, [
      operation(
        'check_in',
        { direction: 'check_in', ticket_code: replica!.ticket_code },
        '2026-11-21T09:00:00+03:00',
      ),
    ]);
    expect(result).toMatchObject({
      status: 'applied',
      result: { decision: { status: 'valid', message: scanMessages.admitOnAccount(2) } },
    });
    expect((await s.t.read(booking.booking_public_id)).booking_status).toBe('checked_in');
  });

  it('gets a new ticket with the new dates when postponed', async () => {
    const created = await s.t.create({ ...dayVisit(), ...gatePass(), payment_period: 1 });
    const id = (created.body as BookingAnswer).booking_public_id;
    const moved = await s.t.post(id, '/postpone', { check_in: '2026-11-23' });
    expect(moved.status).toBe(200);
    const codes = await database.sql<{ ticket_code: string; revoked: boolean }[]>`
      select t.ticket_code, t.revoked_at is not null as revoked from booking_tickets t
      join bookings b on b.id = t.booking_id where b.booking_public_id = ${id} order by t.id`;
    expect(codes.map((code) => code.revoked)).toEqual([true, false]);
    const keys = await ticketPublicKeys(database.db);
    expect(verifyTicket(codes[1]!.ticket_code, keys)).toMatchObject({
      result: 'valid',
      payload: { check_in: '2026-11-23', check_out: '2026-11-23' },
    });
  });

  it('leaves a guest-pays booking, held and unpaid, without a ticket', async () => {
    const kiosk = await registerKiosk(s.t.app, s.t.tokens.Administrator!, 'gate-main');
    const created = await s.t.create({ ...dayVisit(), ...gatePass(), payment_period: 0 });
    const booking = created.body as BookingAnswer;
    expect(booking).toMatchObject({ booking_status: 'held', booking_payment_status: 'Unpaid' });
    const replica = await replicaOf(kiosk.device_token, booking.booking_public_id);
    expect(replica).toMatchObject({ ticket_code: null });
    expect(replica?.on_account).toBeUndefined();
    const decision = decideScan({
      subject: { kind: 'lookup', booking_ref_code: booking.booking_ref_code },
      booking: replica as GateBooking,
      revocations: [],
      events: [],
      today,
      gate_public_id: 'gate-main',
      direction: 'check_in',
    });
    expect(decision.status).toBe('unpaid');
  });
});
