/**
 * Contacts of a facility or an activity: who to call about it (name, role, phone, e-mail).
 * Added and removed (soft deleted) by staff with the item's feature, each logged with before
 * and after; not part of the pricing catalogue.
 *
 * spec: membership-backoffice.md §3 (Facility, Activity: contacts), §7 (facility contact,
 * activity contacts).
 */
import { DomainError } from '@hifadhi/shared/errors';
import type { ContactBody, ContactRead } from '@hifadhi/shared/schemas/facility-admin';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { StaffPrincipal } from '../auth/auth-env';
import type { Clock } from '../clock';
import type { Database, Executor } from '../db/database';
import { catalogueContacts } from '../db/schema/catalogue-contacts';
import { recordStaffChange } from '../logs/staff-changes';

/** The item a contact belongs to: a facility or an activity. */
export type ContactOwner = { facility_public_id: string } | { activity_public_id: string };

type ContactRow = typeof catalogueContacts.$inferSelect;

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
  };
}

/** The item's contacts not deleted, oldest first. */
export async function readContacts(db: Executor, owner: ContactOwner): Promise<ContactRead[]> {
  const rows = await db
    .select()
    .from(catalogueContacts)
    .where(and(ownedBy(owner), isNull(catalogueContacts.deleted_at)))
    .orderBy(asc(catalogueContacts.id));
  return rows.map(contactRead);
}

/** Adds a contact to the item (which the caller has checked exists). */
export async function addContact(
  deps: { db: Database; clock: Clock },
  owner: ContactOwner,
  body: ContactBody,
  staff: Pick<StaffPrincipal, 'public_id' | 'email'>,
): Promise<ContactRead> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(catalogueContacts)
      .values({ ...owner, ...body, created_at: now })
      .returning();
    const read = contactRead(row!);
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
 * Removes (soft deletes) the item's contact `contactId`; removing it again changes nothing.
 * @throws DomainError NOT_FOUND when the item has no such contact.
 */
export async function removeContact(
  deps: { db: Database; clock: Clock },
  owner: ContactOwner,
  contactId: string,
  staff: Pick<StaffPrincipal, 'public_id' | 'email'>,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(catalogueContacts)
      .where(and(ownedBy(owner), eq(catalogueContacts.public_id, contactId)))
      .for('update');
    if (!row) throw new DomainError('NOT_FOUND', `Unknown contact: ${contactId}`);
    if (row.deleted_at) return;
    await tx
      .update(catalogueContacts)
      .set({ deleted_at: now })
      .where(eq(catalogueContacts.id, row.id));
    await recordStaffChange(
      tx,
      staff,
      {
        entity: 'catalogue_contact',
        entity_id: contactId,
        before: { ...owner, ...contactRead(row) },
        after: { ...owner, ...contactRead(row), deleted: true },
      },
      now,
    );
  });
}
