/**
 * Partners (tour operators and other institutions) for the back office: the list (searched,
 * by status, paged), one partner with its destinations and users, adding and editing one (its
 * discounts and commission, customer codes in KES and USD, KRA PIN, destinations), suspending
 * and unsuspending, soft deleting and restoring. A suspended or deleted partner cannot be
 * quoted or booked for (`assertPartnerBookable`). Every write is logged with before and after
 * and moves the catalogue's version (partners' trigger).
 *
 * spec: membership-backoffice.md §2.5 (Partners), §3 (Partner), §4 (Partner: suspended then
 * activated; soft delete and restore), §7 (Partners); staff-booking.md §3.2.
 */
import { randomUUID } from 'node:crypto';
import { DomainError } from '@hifadhi/shared/errors';
import type {
  PartnerBody,
  PartnerListQuery,
  PartnerPage,
  PartnerPatch,
  PartnerRead,
  PartnerStatus,
} from '@hifadhi/shared/schemas/catalogue-settings';
import { catalogueSettingsMessages } from '@hifadhi/shared/schemas/catalogue-settings-messages';
import {
  and,
  asc,
  count,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { StaffPrincipal } from '../auth/auth-env';
import type { Clock } from '../clock';
import type { Database, Executor } from '../db/database';
import { users } from '../db/schema/auth';
import { destinations, partners } from '../db/schema/catalogue';
import { partnerDestinations, partnerTypes } from '../db/schema/catalogue-settings';
import { recordStaffChange } from '../logs/staff-changes';
import { checkNamedType } from './named-types';

type Staff = Pick<StaffPrincipal, 'public_id' | 'email'>;
type PartnerRow = typeof partners.$inferSelect;

function statusOf(row: Pick<PartnerRow, 'suspended_at' | 'deleted_at'>): PartnerStatus {
  if (row.deleted_at) return 'deleted';
  return row.suspended_at ? 'suspended' : 'active';
}

const statusFilter: Record<PartnerStatus, SQL> = {
  active: and(isNull(partners.deleted_at), isNull(partners.suspended_at))!,
  suspended: and(isNull(partners.deleted_at), isNotNull(partners.suspended_at))!,
  deleted: isNotNull(partners.deleted_at),
};

/** Reads the partners of `rows` with their type names, destinations and users. */
async function readPartners(db: Executor, rows: PartnerRow[]): Promise<PartnerRead[]> {
  const ids = rows.map((row) => row.public_id);
  if (ids.length === 0) return [];
  const [types, places, people] = await Promise.all([
    db.select().from(partnerTypes),
    db
      .select({
        partner_public_id: partnerDestinations.partner_public_id,
        destination_public_id: destinations.destination_public_id,
        destination_name: destinations.destination_name,
      })
      .from(partnerDestinations)
      .innerJoin(
        destinations,
        eq(destinations.destination_public_id, partnerDestinations.destination_public_id),
      )
      .where(inArray(partnerDestinations.partner_public_id, ids))
      .orderBy(asc(destinations.sort_order)),
    db
      .select({
        partner_public_id: users.partner_public_id,
        public_id: users.public_id,
        full_name: users.full_name,
        email: users.email,
        suspended_at: users.suspended_at,
      })
      .from(users)
      .where(and(inArray(users.partner_public_id, ids), isNull(users.deleted_at)))
      .orderBy(asc(users.full_name)),
  ]);
  const typeName = new Map(types.map((type) => [type.public_id, type.name]));
  return rows.map((row) => ({
    public_id: row.public_id,
    name: row.name,
    type_public_id: row.type_public_id,
    type_name: typeName.get(row.type_public_id) ?? null,
    email: row.email,
    tel: row.tel || null,
    postal_address: row.postal_address || null,
    postal_code: row.postal_code || null,
    customer_code: row.customer_code,
    customer_code_usd: row.customer_code_usd,
    kra_pin_number: row.kra_pin_number,
    conservation_fee_discount: row.conservation_fee_discount,
    facility_discount: row.facility_discount,
    facility_commission: row.facility_commission,
    status: statusOf(row),
    destinations: places
      .filter((place) => place.partner_public_id === row.public_id)
      .map(({ destination_public_id, destination_name }) => ({
        destination_public_id,
        destination_name,
      })),
    users: people
      .filter((person) => person.partner_public_id === row.public_id)
      .map(({ public_id, full_name, email, suspended_at }) => ({
        public_id,
        full_name,
        email,
        suspended: suspended_at !== null,
      })),
  }));
}

/** Partners by name, searched by name, e-mail or customer code, filtered by status. */
export async function listPartners(db: Executor, query: PartnerListQuery): Promise<PartnerPage> {
  const search = query.search ? `%${query.search.replace(/[\\%_]/g, '\\$&')}%` : null;
  const where = and(
    query.status ? statusFilter[query.status] : undefined,
    search
      ? or(
          ilike(partners.name, search),
          ilike(partners.email, search),
          ilike(partners.customer_code, search),
          ilike(partners.customer_code_usd, search),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(partners)
      .where(where)
      .orderBy(asc(partners.name))
      .limit(query.items)
      .offset((query.page - 1) * query.items),
    db.select({ total: count() }).from(partners).where(where),
  ]);
  return {
    page: query.page,
    items: query.items,
    total: total?.total ?? 0,
    data: await readPartners(db, rows),
  };
}

async function partnerRow(db: Executor, publicId: string, lock = false): Promise<PartnerRow> {
  const select = db.select().from(partners).where(eq(partners.public_id, publicId));
  const [row] = lock ? await select.for('update') : await select;
  if (!row) {
    throw new DomainError('NOT_FOUND', catalogueSettingsMessages.notFound('partner', publicId));
  }
  return row;
}

/** One partner. @throws DomainError NOT_FOUND. */
export async function getPartner(db: Executor, publicId: string): Promise<PartnerRead> {
  const [read] = await readPartners(db, [await partnerRow(db, publicId)]);
  return read!;
}

/**
 * Refuses a quote or booking for a partner that is suspended or deleted.
 * @throws DomainError VALIDATION_FAILED '{name} is suspended: no booking can be made for this
 * partner' on the field `partner`.
 */
export async function assertPartnerBookable(db: Executor, publicId: string): Promise<void> {
  const [row] = await db
    .select({
      name: partners.name,
      suspended_at: partners.suspended_at,
      deleted_at: partners.deleted_at,
    })
    .from(partners)
    .where(eq(partners.public_id, publicId));
  if (row && statusOf(row) !== 'active') {
    const message = catalogueSettingsMessages.partnerSuspended(row.name);
    throw new DomainError('VALIDATION_FAILED', message, { fields: { partner: message } });
  }
}

/** @throws DomainError UNKNOWN_REFERENCE (field destinations) for an unknown destination. */
async function checkDestinations(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const known = await db
    .select({ id: destinations.destination_public_id })
    .from(destinations)
    .where(inArray(destinations.destination_public_id, [...ids]));
  const missing = ids.find((id) => !known.some((row) => row.id === id));
  if (missing) {
    const message = catalogueSettingsMessages.notFound('destination', missing);
    throw new DomainError('UNKNOWN_REFERENCE', message, { fields: { destinations: message } });
  }
}

async function setDestinations(db: Executor, partnerId: string, ids: readonly string[]) {
  await db.delete(partnerDestinations).where(eq(partnerDestinations.partner_public_id, partnerId));
  const unique = [...new Set(ids)];
  if (unique.length > 0) {
    await db.insert(partnerDestinations).values(
      unique.map((destination_public_id) => ({
        partner_public_id: partnerId,
        destination_public_id,
      })),
    );
  }
}

/** The partner's own columns of a body or patch (text blanks stored as ''/null). */
function columnsOf(body: PartnerPatch) {
  const { destinations: _places, tel, postal_address, postal_code, kra_pin_number, ...rest } = body;
  return {
    ...rest,
    ...(tel === undefined ? {} : { tel: tel ?? '' }),
    ...(postal_address === undefined ? {} : { postal_address: postal_address ?? '' }),
    ...(postal_code === undefined ? {} : { postal_code: postal_code ?? '' }),
    ...(kra_pin_number === undefined
      ? {}
      : { kra_pin_number: kra_pin_number?.toUpperCase() ?? null }),
  };
}

/**
 * Adds a partner, active; a retry with the same `idempotencyKey` answers the partner the first
 * request added and adds no other.
 * @throws DomainError UNKNOWN_REFERENCE for an unknown type (field type_public_id) or
 * destination (field destinations).
 */
export async function createPartner(
  deps: { db: Database; clock: Clock },
  body: PartnerBody,
  staff: Staff,
  idempotencyKey: string | null = null,
): Promise<PartnerRead> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await checkNamedType(tx, 'partner_type', body.type_public_id, 'type_public_id');
    await checkDestinations(tx, body.destinations);
    const public_id = `ptn-${randomUUID().slice(0, 8)}`;
    const [made] = await tx
      .insert(partners)
      .values({
        ...columnsOf(body),
        name: body.name,
        type_public_id: body.type_public_id,
        email: body.email,
        conservation_fee_discount: body.conservation_fee_discount,
        facility_discount: body.facility_discount,
        facility_commission: body.facility_commission,
        public_id,
        sort_order: sql`(select coalesce(max(${partners.sort_order}), 0) + 1 from ${partners})`,
        idempotency_key: idempotencyKey,
      })
      .onConflictDoNothing({ target: partners.idempotency_key })
      .returning({ public_id: partners.public_id });
    if (!made) {
      // A retry with the same Idempotency-Key: the partner the first request added.
      const [first] = await tx
        .select({ public_id: partners.public_id })
        .from(partners)
        .where(eq(partners.idempotency_key, idempotencyKey ?? ''));
      return getPartner(tx, first!.public_id);
    }
    await setDestinations(tx, public_id, body.destinations);
    const after = await getPartner(tx, public_id);
    await recordStaffChange(
      tx,
      staff,
      { entity: 'partner', entity_id: public_id, before: null, after },
      now,
    );
    return after;
  });
}

/** The partner as the change log keeps it (its users are not the partner's record). */
const logged = ({ users: _users, ...partner }: PartnerRead) => partner;

async function changePartner(
  deps: { db: Database; clock: Clock },
  publicId: string,
  staff: Staff,
  write: (tx: Executor, row: PartnerRow, now: Date) => Promise<void>,
): Promise<PartnerRead> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await partnerRow(tx, publicId, true);
    const before = await getPartner(tx, publicId);
    await write(tx, row, now);
    const after = await getPartner(tx, publicId);
    await recordStaffChange(
      tx,
      staff,
      { entity: 'partner', entity_id: publicId, before: logged(before), after: logged(after) },
      now,
    );
    return after;
  });
}

/**
 * Edits a partner (a deleted one too, so it can be corrected before it is restored).
 * @throws DomainError NOT_FOUND; UNKNOWN_REFERENCE as `createPartner`.
 */
export function updatePartner(
  deps: { db: Database; clock: Clock },
  publicId: string,
  patch: PartnerPatch,
  staff: Staff,
): Promise<PartnerRead> {
  return changePartner(deps, publicId, staff, async (tx) => {
    if (patch.type_public_id !== undefined) {
      await checkNamedType(tx, 'partner_type', patch.type_public_id, 'type_public_id');
    }
    if (patch.destinations !== undefined) {
      await checkDestinations(tx, patch.destinations);
      await setDestinations(tx, publicId, patch.destinations);
    }
    const columns = columnsOf(patch);
    if (Object.keys(columns).length > 0) {
      await tx.update(partners).set(columns).where(eq(partners.public_id, publicId));
    }
  });
}

/** What each status operation needs first and sets. */
const transitions = {
  suspend: { from: 'active', column: 'suspended_at', set: true },
  unsuspend: { from: 'suspended', column: 'suspended_at', set: false },
  delete: { from: ['active', 'suspended'], column: 'deleted_at', set: true },
  restore: { from: 'deleted', column: 'deleted_at', set: false },
} as const;
export type PartnerOperation = keyof typeof transitions;

const refusals: Record<PartnerOperation, string> = {
  suspend: 'Only an active partner can be suspended',
  unsuspend: 'This partner is not suspended',
  delete: catalogueSettingsMessages.alreadyDeleted('partner'),
  restore: catalogueSettingsMessages.notDeleted('partner'),
};

/**
 * Suspends, unsuspends, soft deletes or restores a partner (restored as it was: suspended
 * stays suspended).
 * @throws DomainError NOT_FOUND; INVALID_TRANSITION when its status does not allow it.
 */
export function setPartnerStatus(
  deps: { db: Database; clock: Clock },
  publicId: string,
  operation: PartnerOperation,
  staff: Staff,
): Promise<PartnerRead> {
  const rule = transitions[operation];
  return changePartner(deps, publicId, staff, async (tx, row, now) => {
    const allowed: readonly string[] = typeof rule.from === 'string' ? [rule.from] : rule.from;
    if (!allowed.includes(statusOf(row))) {
      throw new DomainError('INVALID_TRANSITION', refusals[operation]);
    }
    await tx
      .update(partners)
      .set({ [rule.column]: rule.set ? now : null })
      .where(eq(partners.public_id, publicId));
  });
}
