/**
 * Writing one page of the change feed into the replica in a single SQLite transaction together
 * with the page's cursor, so a kiosk killed between pages resumes from the last page it kept and
 * never keeps half a page. Whole-list sections (catalogue, staff, ticket keys, revocations
 * and members) replace the replica's copy when present; bookings replace their copies by public id; bookings
 * the server removed, and those no longer touching the window, are dropped.
 *
 * spec: shared/src/schemas/sync.ts (`changeFeedSchema`); ARCHITECTURE.md §The gate kiosk.
 */
import type { ChangeFeed } from '@hifadhi/shared/schemas/sync';
import type { ReplicaDatabase } from './replica-database';

/** Applies `page` and saves its cursor, window and completeness; `now` stamps the catalogue. */
export function applyChangePage(db: ReplicaDatabase, page: ChangeFeed, now: Date): void {
  const {
    catalogue,
    staff,
    ticket_keys,
    revocations,
    members,
    bookings,
    removed_booking_public_ids,
  } = page.changes;
  db.transaction(() => {
    if (catalogue !== null) {
      db.prepare(
        `insert into catalogue (id, body, received_at) values (1, ?, ?)
         on conflict (id) do update set body = excluded.body, received_at = excluded.received_at`,
      ).run(JSON.stringify(catalogue), now.toISOString());
    }
    if (staff !== null) {
      db.prepare('delete from staff_verifiers').run();
      const insert = db.prepare(
        `insert into staff_verifiers
           (public_id, full_name, email, user_type, user_type_id, features, verifier)
         values (?, ?, ?, ?, ?, ?, ?)`,
      );
      for (const user of staff) {
        insert.run(
          user.public_id,
          user.full_name,
          user.email,
          user.user_type,
          user.user_type_id,
          JSON.stringify(user.features),
          user.verifier,
        );
      }
    }
    if (ticket_keys !== null) {
      db.prepare('delete from ticket_keys').run();
      const insert = db.prepare(
        'insert into ticket_keys (key_id, public_key, revoked) values (?, ?, ?)',
      );
      for (const key of ticket_keys) insert.run(key.key_id, key.public_key, key.revoked ? 1 : 0);
    }
    if (revocations !== null) {
      db.prepare('delete from ticket_revocations').run();
      const insert = db.prepare(
        'insert into ticket_revocations (booking_ref_code, issued_at, reason) values (?, ?, ?)',
      );
      for (const revocation of revocations) {
        insert.run(revocation.booking_ref_code, revocation.issued_at ?? null, revocation.reason);
      }
    }
    if (members) {
      db.prepare('delete from members').run();
      const insert = db.prepare(
        `insert into members (member_public_id, member_reference_number, full_name, body)
         values (?, ?, ?, ?)`,
      );
      for (const member of members) {
        insert.run(
          member.member_public_id,
          member.member_reference_number,
          `${member.first_name} ${member.sur_name}`,
          JSON.stringify(member),
        );
      }
    }
    const upsert = db.prepare(
      `insert into bookings (booking_public_id, booking_ref_code, booking_status,
         booking_payment_status, check_in_date, check_out_date, ticket_code, body)
       values (?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (booking_public_id) do update set
         booking_ref_code = excluded.booking_ref_code,
         booking_status = excluded.booking_status,
         booking_payment_status = excluded.booking_payment_status,
         check_in_date = excluded.check_in_date,
         check_out_date = excluded.check_out_date,
         ticket_code = excluded.ticket_code,
         body = excluded.body`,
    );
    for (const booking of bookings) {
      upsert.run(
        booking.booking_public_id,
        booking.booking_ref_code,
        booking.booking_status,
        booking.booking_payment_status,
        booking.check_in_date,
        booking.check_out_date,
        booking.ticket_code,
        JSON.stringify(booking),
      );
    }
    const remove = db.prepare('delete from bookings where booking_public_id = ?');
    for (const id of removed_booking_public_ids) remove.run(id);
    db.prepare('delete from bookings where check_out_date < ? or check_in_date > ?').run(
      page.window.from,
      page.window.to,
    );
    db.prepare(
      `update sync_state set cursor = ?, complete = ?, window_from = ?, window_to = ?
       where id = 1`,
    ).run(page.cursor, page.complete ? 1 : 0, page.window.from, page.window.to);
  })();
}
