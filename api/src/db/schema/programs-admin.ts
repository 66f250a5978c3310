/**
 * What the back office keeps beside the catalogue's volunteer programmes:
 * - `volunteer_program_settings`: the programme's PDF (a file name under
 *   `DATA_DIR/uploads/programs/`) and its soft delete; a programme without a row has neither;
 * - `volunteer_program_images`: its pictures, files under the same folder;
 * - `volunteer_program_contacts`: people applicants may ask (name, role, e-mail, phone), soft
 *   deleted.
 *
 * spec: membership-backoffice.md §2.5 (Volunteers), §3 (Volunteer program; volunteer contact
 * keyed by program_id), §7 (Programs and volunteers).
 */
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { volunteerPrograms } from './catalogue';

const programRef = () =>
  text()
    .notNull()
    .references(() => volunteerPrograms.public_id, { onDelete: 'cascade' });

export const volunteerProgramSettings = pgTable('volunteer_program_settings', {
  program_public_id: programRef().primaryKey(),
  /** Stored file name of the programme's PDF; null when none. */
  pdf_file: text(),
  deleted_at: timestamp({ withTimezone: true }),
});

export const volunteerProgramImages = pgTable(
  'volunteer_program_images',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    public_id: uuid().notNull().unique().defaultRandom(),
    program_public_id: programRef(),
    /** Stored file name under the uploads folder. */
    file_name: text().notNull(),
    content_type: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('volunteer_program_images_program').on(table.program_public_id)],
);

export const volunteerProgramContacts = pgTable(
  'volunteer_program_contacts',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    public_id: uuid().notNull().unique().defaultRandom(),
    program_public_id: programRef(),
    name: text().notNull(),
    role: text(),
    email: text(),
    phone: text(),
    created_at: timestamp({ withTimezone: true }).notNull(),
    deleted_at: timestamp({ withTimezone: true }),
  },
  (table) => [index('volunteer_program_contacts_program').on(table.program_public_id)],
);
