/**
 * Contacts of a facility or an activity: who to call about it (name, role, phone, e-mail),
 * active or inactive. Added (a retry with the same Idempotency-Key answers the first contact),
 * edited, made active or inactive, removed (soft deleted) and restored by staff with the
 * item's feature, each logged with before and after; not part of the pricing catalogue. Only
 * the back office reads them (deleted ones too, marked, to be restored): nothing public shows
 * a contact.
 *
 * spec: membership-backoffice.md §3 (Facility, Activity: contacts), §4 (Contacts: active or
 * inactive; soft delete and restore), §7 (facility contact, activity contacts).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { catalogueSettingsMessages } from '@hifadhi/shared/schemas/catalogue-settings-messages';
import type {
  ContactBody,
  ContactPatch,
  ContactRead,
} from '@hifadhi/shared/schemas/facility-admin';
import { and, asc, eq } from 'drizzle-orm';
import type { StaffPrincipal } from '../auth/auth-env';
import type { Clock } from '../clock';
import type { Database, Executor } from '../db/database';
import { catalogueContacts } from '../db/schema/catalogue-contacts';
import { recordStaffChange } from '../logs/staff-changes';

/** The item a contact belongs to: a facility or an activity. */
export type ContactOwner = { facility_public_id: string } | { activity_public_id: string };

type ContactRow = typeof catalogueContacts.$inferSelect;
type Deps = { db: Database; clock: Clock };
type Staff = Pick<StaffPrincipal, 'public_id' | 'email'>;

function ownedBy(owner: ContactOwner) {
  return 'facility_public_id' in owner
    ? eq(catalogueContacts.facility_public_id, owner.facility_public_id)
    : eq(catalogueContacts.activity_public_id, owner.activity_public_id);
}

function contactRead(row: ContactRow): ContactRead {
  return {
    contact_public_id: row.public_id,
    name: row.name,
    role: row.role,
    phone: row.phone,
    email: row.email,
    active: row.active,
    deleted: row.deleted_at !== null,
  };
}

/** The item's contacts, deleted ones too (marked), oldest first. */
export async function readContacts(db: Executor, owner: ContactOwner): Promise<ContactRead[]> {
  const rows = await db
    .select()
    .from(catalogueContacts)
    .where(ownedBy(owner))
    .orderBy(asc(catalogueContacts.id));
  return rows.map(contactRead);
}

/**
 * Adds an active contact to the item (which the caller has checked exists); a retry with the
 * same `idempotencyKey` answers the contact the first request added and adds no other.
 */
export async function addContact(
  deps: Deps,
  owner: ContactOwner,
  body: ContactBody,
  staff: Staff,
  idempotencyKey: string | null = null,
): Promise<ContactRead> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(catalogueContacts)
      .values({ ...owner, ...body, created_at: now, idempotency_key: idempotencyKey })
      .onConflictDoNothing({ target: catalogueContacts.idempotency_key })
      .returning();
    if (!row) {
      // A retry with the same Idempotency-Key: the contact the first request added.
      const [first] = await tx
        .select()
        .from(catalogueContacts)
        .where(eq(catalogueContacts.idempotency_key, idempotencyKey ?? ''));
      return contactRead(first!);
    }
    const read = contactRead(row);
    await recordStaffChange(
      tx,
      staff,
      {
        entity: 'catalogue_contact',
        entity_id: read.contact_public_id,
        before: null,
        after: { ...owner, ...read },
      },
      now,
    );
    return read;
  });
}

/**
 * Changes the item's contact `contactId` inside a transaction holding its row: `change` answers
 * the columns to write (null: nothing changes, nothing is logged); the change is logged.
 * @throws DomainError NOT_FOUND when the item has no such contact; whatever `change` refuses.
 */
async function changeContact(
  deps: Deps,
  owner: ContactOwner,
  contactId: string,
  staff: Staff,
  change: (row: ContactRow, now: Date) => Partial<ContactRow> | null,
): Promise<ContactRead> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(catalogueContacts)
      .where(and(ownedBy(owner), eq(catalogueContacts.public_id, contactId)))
      .for('update');
    if (!row) {
      throw new DomainError('NOT_FOUND', catalogueSettingsMessages.notFound('contact', contactId));
    }
    const values = change(row, now);
    if (values === null) return contactRead(row);
    const [after] = await tx
      .update(catalogueContacts)
      .set(values)
      .where(eq(catalogueContacts.id, row.id))
      .returning();
    const read = contactRead(after!);
    await recordStaffChange(
      tx,
      staff,
      {
        entity: 'catalogue_contact',
        entity_id: contactId,
        before: { ...owner, ...contactRead(row) },
        after: { ...owner, ...read },
      },
      now,
    );
    return read;
  });
}

/**
 * Edits the item's contact `contactId`: the fields given, `active` to make it active or
 * inactive.
 * @throws DomainError NOT_FOUND when the item has no such contact; CONFLICT 'This contact is
 * deleted already' for a deleted one (restore it first).
 */
export function editContact(
  deps: Deps,
  owner: ContactOwner,
  contactId: string,
  patch: ContactPatch,
  staff: Staff,
): Promise<ContactRead> {
  return changeContact(deps, owner, contactId, staff, (row) => {
    if (row.deleted_at) {
      throw new DomainError('CONFLICT', catalogueSettingsMessages.alreadyDeleted('contact'));
    }
    return Object.keys(patch).length === 0 ? null : patch;
  });
}

/**
 * Removes (soft deletes, `deleted` true) or restores the item's contact `contactId`, with the
 * active flag it had; doing it again changes nothing (a retry is safe).
 * @throws DomainError NOT_FOUND when the item has no such contact.
 */
export function setContactDeleted(
  deps: Deps,
  owner: ContactOwner,
  contactId: string,
  deleted: boolean,
  staff: Staff,
): Promise<ContactRead> {
  return changeContact(deps, owner, contactId, staff, (row, now) =>
    (row.deleted_at !== null) === deleted ? null : { deleted_at: deleted ? now : null },
  );
}
