/**
 * Content and settings lists the back office keeps: page types and the content pages of each
 * (the public site's terms and policies are the pages of type `terms`), calls to action (the
 * home page's alerts), holidays and accommodation types. Every row is soft deleted
 * (`deleted_at`) and restorable; a deleted row shows nowhere public. Dates are `date`
 * (Africa/Nairobi).
 *
 * spec: membership-backoffice.md §2.5 (add-page, extra-pages, page/{page_id}, page-types,
 * terms-and-conditions, call-to-action), §3 (holidays, calls to action, content pages, page
 * types), §7 (Content); public-site.md §2.1 (PTermsAndConditions), §2.4 (alerts, terms tab).
 */
import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const deletedAt = () => timestamp({ withTimezone: true });
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** Kinds of content page (`terms`: Terms and conditions, shown by the public site). */
export const pageTypes = pgTable('page_types', {
  public_id: text().primaryKey(),
  name: text().notNull(),
  created_at: createdAt(),
  deleted_at: deletedAt(),
});

/** A content page: a titled text of one page type, in `sort_order` within its type. */
export const contentPages = pgTable(
  'content_pages',
  {
    public_id: text().primaryKey(),
    page_type_public_id: text()
      .notNull()
      .references(() => pageTypes.public_id),
    title: text().notNull(),
    /** Plain text: paragraphs split by a blank line, list items on lines starting `- `. */
    description: text().notNull(),
    sort_order: integer().notNull().default(0),
    created_at: createdAt(),
    updated_at: createdAt(),
    deleted_at: deletedAt(),
    /** The `Idempotency-Key` it was added with: a retry answers this page again. */
    idempotency_key: text().unique(),
  },
  (table) => [index('content_pages_type').on(table.page_type_public_id, table.sort_order)],
);

/** A call to action on the public home page, with an optional site link to act on it. */
export const callsToAction = pgTable('calls_to_action', {
  public_id: text().primaryKey(),
  message: text().notNull(),
  description: text().notNull(),
  /** A path of the public site (`/support-us`) and the link's text, or both null. */
  link_path: text(),
  link_label: text(),
  sort_order: integer().notNull().default(0),
  created_at: createdAt(),
  deleted_at: deletedAt(),
  /** The `Idempotency-Key` it was added with: a retry answers this call to action again. */
  idempotency_key: text().unique(),
});

/** A public holiday the conservancy keeps (one per date among those not deleted). */
export const holidays = pgTable('holidays', {
  public_id: text().primaryKey(),
  holiday_date: date().notNull(),
  name: text().notNull(),
  created_at: createdAt(),
  deleted_at: deletedAt(),
});

/** Kinds of accommodation (cottage, tented camp, ...): a named list. */
export const accommodationTypes = pgTable('accommodation_types', {
  public_id: text().primaryKey(),
  name: text().notNull(),
  created_at: createdAt(),
  deleted_at: deletedAt(),
});
