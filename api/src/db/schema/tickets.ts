/**
 * Ticket signing keys and the ticket codes issued to paid bookings.
 *
 * `ticket_signing_keys` holds Ed25519 key pairs by key id: the private key (PKCS#8 PEM) never
 * leaves the API; the public key (raw, base64) goes to the kiosks. Exactly one key is active
 * (neither retired nor revoked) and signs new codes; a retired key still verifies the codes it
 * signed; a revoked key makes all its codes refused.
 *
 * `booking_tickets` keeps every code issued; at most one per booking is current (not revoked).
 *
 * spec: public-site.md §2.13; research offline-checkin-anchors.md §1 (QR secrets, key rotation).
 */
import { sql } from 'drizzle-orm';
import { bigint, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';

export const ticketSigningKeys = pgTable(
  'ticket_signing_keys',
  {
    key_id: text().primaryKey(),
    /** Raw 32-byte Ed25519 public key, standard base64. */
    public_key: text().notNull(),
    /** PKCS#8 PEM. */
    private_key: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when a newer key takes over signing; the key still verifies. */
    retired_at: timestamp({ withTimezone: true }),
    /** Set when the key is withdrawn: every code it signed is refused. */
    revoked_at: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('ticket_signing_keys_one_active')
      .on(sql`(true)`)
      .where(sql`${table.retired_at} is null and ${table.revoked_at} is null`),
  ],
);

export const bookingTickets = pgTable(
  'booking_tickets',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    booking_id: bigint({ mode: 'number' })
      .notNull()
      .references(() => bookings.id),
    ticket_code: text().notNull().unique(),
    key_id: text()
      .notNull()
      .references(() => ticketSigningKeys.key_id),
    issued_at: timestamp({ withTimezone: true }).notNull(),
    /** The stay the code carries (signed into it); a postponed booking's old code keeps its own. */
    check_in: date({ mode: 'string' }).notNull(),
    check_out: date({ mode: 'string' }).notNull(),
    revoked_at: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('booking_tickets_booking').on(table.booking_id),
    uniqueIndex('booking_tickets_one_current')
      .on(table.booking_id)
      .where(sql`${table.revoked_at} is null`),
  ],
);
