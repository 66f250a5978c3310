/**
 * Booking bans for staff: made (active from its start date), listed newest first with a search
 * and a status filter, read, edited, and ended early (`status: "ended"`, when and by whom kept)
 * or restored. Each ban keeps the normalised keys its guest is matched by (`ban-keys.ts`).
 *
 * spec: staff-booking.md §3.13; api-contract.md §Staff bookings (`GET/POST /booking-bans`,
 * `PATCH /booking-bans/{id}`).
 */
import { DomainError } from '@hifadhi/shared/errors';
import {
  type BookingBanBody,
  type BookingBanListQuery,
  type BookingBanPage,
  type BookingBanPatch,
  type BookingBanRead,
  bookingBanMessages,
  bookingBanSchema,
} from '@hifadhi/shared/schemas/booking-ban';
import { and, count, desc, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { StaffPrincipal } from '../auth/auth-env';
import { isBookingPublicId } from '../bookings/booking-public-id';
import type { Clock } from '../clock';
import type { Database, Executor } from '../db/database';
import { users } from '../db/schema/auth';
import { bookingBans } from '../db/schema/booking-bans';
import { banKeys } from './ban-keys';

/** What the ban services need. */
export interface BanDeps {
  db: Database;
  clock: Clock;
}

type Staff = Pick<StaffPrincipal, 'public_id'>;
type BanRow = typeof bookingBans.$inferSelect;

const banColumns = {
  ...getTableColumns(bookingBans),
  session_user: sql<string>`coalesce(${users.full_name}, ${bookingBans.created_by})`,
};

function bansQuery(db: Executor) {
  const { email_key, phone_key, vehicle_key, ...columns } = banColumns;
  return db
    .select(columns)
    .from(bookingBans)
    .leftJoin(users, eq(sql`${users.public_id}::text`, bookingBans.created_by));
}

function banRead(row: Awaited<ReturnType<typeof bansQuery>>[number]): BookingBanRead {
  return {
    booking_ban_public_id: row.booking_ban_public_id,
    first_name: row.first_name,
    last_name: row.last_name,
    email_address: row.email_address,
    phone_number: row.phone_number,
    vehicle_registration: row.vehicle_registration,
    booking_ban_start_date: row.booking_ban_start_date,
    booking_ban_end_date: row.booking_ban_end_date,
    status: row.status,
    reason: row.reason,
    session_user: row.session_user,
    created_at: row.created_at.toISOString(),
    ended_at: row.ended_at?.toISOString() ?? null,
  };
}

/** The stored fields of `ban`: as given, and the keys its guest is matched by. */
function storedFields(ban: BookingBanBody) {
  return {
    ...ban,
    ...banKeys({
      email: ban.email_address,
      phone: ban.phone_number,
      vehicle_registration: ban.vehicle_registration,
    }),
  };
}

/**
 * Ban `banPublicId`.
 * @throws DomainError NOT_FOUND 'Booking ban not found'.
 */
export async function readBookingBan(db: Executor, banPublicId: string): Promise<BookingBanRead> {
  const [row] = isBookingPublicId(banPublicId)
    ? await bansQuery(db).where(eq(bookingBans.booking_ban_public_id, banPublicId))
    : [];
  if (!row) throw new DomainError('NOT_FOUND', bookingBanMessages.banNotFound);
  return banRead(row);
}

/**
 * Makes the ban `body` (parsed with `bookingBanSchema`) as `staff`; it is active at once. A
 * retry with the same `idempotencyKey` answers the ban the first made and makes no other.
 */
export async function createBookingBan(
  deps: BanDeps,
  body: BookingBanBody,
  staff: Staff,
  idempotencyKey: string | null,
): Promise<BookingBanRead> {
  const now = deps.clock.now();
  const [made] = await deps.db
    .insert(bookingBans)
    .values({
      ...storedFields(body),
      created_by: staff.public_id,
      created_at: now,
      updated_at: now,
      idempotency_key: idempotencyKey,
    })
    .onConflictDoNothing({ target: bookingBans.idempotency_key })
    .returning({ booking_ban_public_id: bookingBans.booking_ban_public_id });
  const [ban] = made
    ? [made]
    : await deps.db
        .select({ booking_ban_public_id: bookingBans.booking_ban_public_id })
        .from(bookingBans)
        .where(eq(bookingBans.idempotency_key, idempotencyKey ?? ''));
  return readBookingBan(deps.db, ban!.booking_ban_public_id);
}

/** The ban's own fields, as `bookingBanSchema` takes them. */
function banBody(row: BanRow): BookingBanBody {
  return {
    first_name: row.first_name,
    last_name: row.last_name,
    email_address: row.email_address,
    phone_number: row.phone_number,
    vehicle_registration: row.vehicle_registration,
    booking_ban_start_date: row.booking_ban_start_date,
    booking_ban_end_date: row.booking_ban_end_date,
    reason: row.reason,
  };
}

/**
 * Changes the fields of `patch` on ban `banPublicId`; the ban as changed must still hold as a
 * whole (`bookingBanSchema`). `status: "ended"` ends it (keeping when and by whom; ending an
 * ended ban again changes nothing), `"active"` restores it.
 * @throws DomainError NOT_FOUND 'Booking ban not found'; ZodError (400) when the changed ban
 *   breaks a rule (no identifier left, end before start).
 */
export async function updateBookingBan(
  deps: BanDeps,
  banPublicId: string,
  patch: BookingBanPatch,
  staff: Staff,
): Promise<BookingBanRead> {
  await deps.db.transaction(async (tx) => {
    const [row] = isBookingPublicId(banPublicId)
      ? await tx
          .select()
          .from(bookingBans)
          .where(eq(bookingBans.booking_ban_public_id, banPublicId))
          .for('update')
      : [];
    if (!row) throw new DomainError('NOT_FOUND', bookingBanMessages.banNotFound);
    const { status, ...fields } = patch;
    const changed = bookingBanSchema.parse({ ...banBody(row), ...fields });
    const now = deps.clock.now();
    const ending = status === 'ended' && row.status !== 'ended';
    await tx
      .update(bookingBans)
      .set({
        ...storedFields(changed),
        ...(status ? { status } : {}),
        ...(ending ? { ended_at: now, ended_by: staff.public_id } : {}),
        ...(status === 'active' ? { ended_at: null, ended_by: null } : {}),
        updated_at: now,
      })
      .where(eq(bookingBans.id, row.id));
  });
  return readBookingBan(deps.db, banPublicId);
}

/** Bans matching `search` (part of a name, e-mail, phone or registration) and `status`. */
function banFilter(query: BookingBanListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(bookingBans.status, query.status));
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(
      or(
        ilike(sql`${bookingBans.first_name} || ' ' || ${bookingBans.last_name}`, pattern),
        ilike(bookingBans.email_address, pattern),
        ilike(bookingBans.phone_number, pattern),
        ilike(bookingBans.vehicle_registration, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** A page of bans, newest first: `{ page, items, total, data }`. */
export async function listBookingBans(
  db: Database,
  query: BookingBanListQuery,
): Promise<BookingBanPage> {
  const where = banFilter(query);
  const [rows, [counted]] = await Promise.all([
    bansQuery(db)
      .where(where)
      .orderBy(desc(bookingBans.created_at), desc(bookingBans.id))
      .limit(query.items)
      .offset((query.page - 1) * query.items),
    db.select({ total: count() }).from(bookingBans).where(where),
  ]);
  return {
    page: query.page,
    items: query.items,
    total: counted?.total ?? 0,
    data: rows.map(banRead),
  };
}
