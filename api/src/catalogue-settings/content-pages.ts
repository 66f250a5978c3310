/**
 * Content pages: titled texts of a page type, listed (deleted ones too), added, edited, soft
 * deleted and restored, each write logged. The public site reads the pages of one type (the
 * terms are type `terms`) straight from the table, so an edit shows there at once.
 *
 * spec: membership-backoffice.md §2.5 (add-page, extra-pages, page/{page_id},
 * terms-and-conditions), §7 (Content: pages save, list, categorised get, alter, delete);
 * public-site.md §2.1 (PTermsAndConditions: text from a content page), §3 (Page: description).
 */
import type {
  ContentPageBody,
  ContentPagePatch,
  ContentPageRead,
  PublicPage,
} from '@hifadhi/shared/schemas/content-settings';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { contentPages, pageTypes } from '../db/schema/content-settings';
import { newPublicId, type Staff, softDeleteRecords, type WriteDeps } from './audited-records';
import { checkNamedType } from './named-types';

async function readPages(tx: Executor, where: SQL | undefined, lock = false) {
  const query = tx
    .select({
      public_id: contentPages.public_id,
      page_type_public_id: contentPages.page_type_public_id,
      page_type_name: pageTypes.name,
      title: contentPages.title,
      description: contentPages.description,
      sort_order: contentPages.sort_order,
      updated_at: contentPages.updated_at,
      deleted_at: contentPages.deleted_at,
    })
    .from(contentPages)
    .innerJoin(pageTypes, eq(pageTypes.public_id, contentPages.page_type_public_id))
    .where(where)
    .orderBy(asc(pageTypes.name), asc(contentPages.sort_order), asc(contentPages.title));
  const rows = lock ? await query.for('update', { of: contentPages }) : await query;
  return rows.map(
    ({ deleted_at, updated_at, ...row }): ContentPageRead => ({
      ...row,
      updated_at: updated_at.toISOString(),
      deleted: deleted_at !== null,
    }),
  );
}

const onePage = async (tx: Executor, publicId: string, lock = false) =>
  (await readPages(tx, eq(contentPages.public_id, publicId), lock))[0];

const records = softDeleteRecords({
  entity: 'content_page',
  noun: 'page',
  table: contentPages,
  id: contentPages.public_id,
  read: onePage,
});

/** Every page (of `pageType` when given), deleted ones too, by type, order and title. */
export function listContentPages(db: Executor, pageType?: string): Promise<ContentPageRead[]> {
  return readPages(db, pageType ? eq(contentPages.page_type_public_id, pageType) : undefined);
}

/** One page. @throws DomainError NOT_FOUND for an unknown page. */
export function getContentPage(db: Executor, publicId: string): Promise<ContentPageRead> {
  return records.get(db, publicId);
}

/**
 * The pages of type `pageType` the public site shows: not deleted, of a type not deleted, in
 * their order. An unknown or deleted type has none.
 */
export async function publicPages(db: Executor, pageType: string): Promise<PublicPage[]> {
  return db
    .select({
      public_id: contentPages.public_id,
      title: contentPages.title,
      description: contentPages.description,
    })
    .from(contentPages)
    .innerJoin(pageTypes, eq(pageTypes.public_id, contentPages.page_type_public_id))
    .where(
      and(
        eq(contentPages.page_type_public_id, pageType),
        isNull(contentPages.deleted_at),
        isNull(pageTypes.deleted_at),
      ),
    )
    .orderBy(asc(contentPages.sort_order), asc(contentPages.title));
}

/**
 * Adds a page; a retry with the same `idempotencyKey` answers the page the first request added
 * and adds no other.
 * @throws DomainError UNKNOWN_REFERENCE for an unknown or deleted page type.
 */
export async function createContentPage(
  deps: WriteDeps,
  body: ContentPageBody,
  staff: Staff,
  idempotencyKey: string | null = null,
): Promise<ContentPageRead> {
  if (idempotencyKey !== null) {
    const [first] = await readPages(deps.db, eq(contentPages.idempotency_key, idempotencyKey));
    if (first) return first;
  }
  return records.create(deps, staff, async (tx, now) => {
    await checkNamedType(tx, 'page_type', body.page_type_public_id, 'page_type_public_id');
    const publicId = newPublicId();
    await tx.insert(contentPages).values({
      public_id: publicId,
      ...body,
      created_at: now,
      updated_at: now,
      idempotency_key: idempotencyKey,
    });
    return publicId;
  });
}

/**
 * Edits a page's fields given in `patch`.
 * @throws DomainError NOT_FOUND for an unknown page; UNKNOWN_REFERENCE for an unknown or deleted
 * page type.
 */
export function updateContentPage(
  deps: WriteDeps,
  publicId: string,
  patch: ContentPagePatch,
  staff: Staff,
): Promise<ContentPageRead> {
  return records.edit(deps, staff, publicId, async (tx, write, _before, now) => {
    if (patch.page_type_public_id !== undefined) {
      await checkNamedType(tx, 'page_type', patch.page_type_public_id, 'page_type_public_id');
    }
    await write({ ...patch, updated_at: now });
  });
}

/** Soft deletes (`deleted`) or restores a page. @throws DomainError NOT_FOUND, CONFLICT. */
export function setContentPageDeleted(
  deps: WriteDeps,
  publicId: string,
  deleted: boolean,
  staff: Staff,
): Promise<ContentPageRead> {
  return records.setDeleted(deps, staff, publicId, deleted);
}
