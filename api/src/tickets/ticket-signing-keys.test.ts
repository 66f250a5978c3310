/**
 * Ticket codes signed with keys kept in the database: a paid booking's code verifies with the
 * public keys the kiosks download; rotation keeps old codes valid; revocation refuses them; no
 * private key is ever listed.
 */
import { verifyTicket } from '@hifadhi/shared/tickets/ticket-code';
import { describe, expect, it } from 'vitest';
import { book, bookingDeps, bookingRequest } from '../test/booking-fixtures';
import { testNow } from '../test/test-clock';
import { useTestDatabase } from '../test/test-database';
import { issueBookingTicket } from './booking-ticket';
import {
  activeTicketKey,
  revokeTicketSigningKey,
  rotateTicketSigningKey,
  ticketPublicKeys,
} from './ticket-signing-keys';

describe('ticket signing keys', () => {
  const database = useTestDatabase();

  const bookingId = async (overrides = {}) => {
    const created = await book(bookingDeps(database.db), bookingRequest(overrides));
    const [row] =
      await database.sql`select id from bookings where booking_public_id = ${created.booking_public_id}`;
    return { id: row!.id as number, ref: created.booking_ref_code };
  };
  const issue = (id: number, at = testNow) =>
    database.db.transaction((tx) => issueBookingTicket(tx, id, at));

  it("signs a booking's ticket with its reference, dates and guests, once", async () => {
    const booking = await bookingId();
    const ticket = await issue(booking.id);
    expect(ticket.ticket_code).toMatch(/^[A-Z2-7]+$/);
    expect(ticket.ticket_code.length).toBeLessThanOrEqual(154);
    expect(verifyTicket(ticket.ticket_code, await ticketPublicKeys(database.db))).toEqual({
      result: 'valid',
      payload: {
        version: 1,
        key_id: ticket.key_id,
        booking_ref_code: booking.ref,
        check_in: '2026-12-10',
        check_out: '2026-12-12',
        guests: {
          citizen: { adults: 0, children: 0 },
          resident: { adults: 0, children: 0 },
          non_resident: { adults: 2, children: 0 },
        },
        issued_at: testNow.toISOString(),
      },
    });
    expect(await issue(booking.id, new Date(testNow.getTime() + 60_000))).toEqual(ticket);
  });

  it('keeps codes of a rotated key valid, signs new ones with the new key, and refuses revoked ones', async () => {
    const before = await issue(
      (await bookingId({ check_in: '2026-12-14', check_out: '2026-12-15' })).id,
    );
    const next = await rotateTicketSigningKey(database.db, testNow);
    expect(next.key_id).not.toBe(before.key_id);
    expect((await activeTicketKey(database.db, testNow)).key_id).toBe(next.key_id);
    const after = await issue(
      (await bookingId({ check_in: '2026-12-16', check_out: '2026-12-17' })).id,
    );
    expect(after.key_id).toBe(next.key_id);

    const keys = await ticketPublicKeys(database.db);
    expect(keys.map((key) => key.key_id)).toEqual(
      expect.arrayContaining([before.key_id, next.key_id]),
    );
    for (const key of keys) expect(Object.keys(key).sort()).toEqual(['key_id', 'public_key']);
    expect(verifyTicket(before.ticket_code, keys).result).toBe('valid');
    expect(verifyTicket(after.ticket_code, keys).result).toBe('valid');

    await revokeTicketSigningKey(database.db, before.key_id, testNow);
    const afterRevocation = await ticketPublicKeys(database.db);
    expect(afterRevocation.find((key) => key.key_id === before.key_id)).toMatchObject({
      revoked: true,
    });
    expect(verifyTicket(before.ticket_code, afterRevocation).result).toBe('revoked_key');
    expect(verifyTicket(after.ticket_code, afterRevocation).result).toBe('valid');
  });
});
