/**
 * Volunteer programmes as the back office keeps them: list (with applications, paid places and
 * places left; live or deleted), read (with its contacts), add, edit (every field), soft delete
 * and restore (a deleted programme leaves the public site and takes no application), and its
 * contacts (add, edit, delete). Writes are in the change log as `volunteer_program` and
 * `program_contact`. A programme's maximum applicants is the number of paid places; the public
 * application past it is refused by `applyToVolunteer` ('This programme is full. …').
 *
 * spec: membership-backoffice.md §2.5 (Volunteers), §3 (Volunteer program: name, start_date,
 * end_date, currency, price, desc, max_applicants; volunteer contact keyed by program_id), §7
 * (Programs and volunteers).
 */
import { randomUUID } from 'node:crypto';
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { DomainError } from '@hifadhi/shared/errors';
import type { ProgramContactForm, ProgramForm } from '@hifadhi/shared/schemas/people-admin';
import { and, asc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { StaffPrincipal } from '../auth/auth-env';
import type { Database, Executor } from '../db/database';
import { volunteerPrograms } from '../db/schema/catalogue';
import {
  volunteerProgramContacts,
  volunteerProgramImages,
  volunteerProgramSettings,
} from '../db/schema/programs-admin';
import { recordStaffChange } from '../logs/staff-changes';
import { isPublicId } from '../payments/payment-records';

export const programContactReadSchema = z.object({
  public_id: z.string(),
  name: z.string(),
  role: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

export const staffProgramSchema = z.object({
  public_id: z.string(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  currency: z.enum(['KES', 'USD']),
  /** Decimal string in `currency`. */
  price: z.string(),
  max_applicants: z.number().int(),
  description: z.string(),
  applications: z.number().int(),
  paid: z.number().int(),
  places_left: z.number().int(),
  deleted_at: z.string().nullable(),
  contacts: z.array(programContactReadSchema),
  /** The programme's PDF (`/api/v1/program-files/{name}`), or null. */
  pdf_url: z.string().nullable(),
  /** Its pictures, oldest first. */
  images: z.array(z.object({ public_id: z.string(), url: z.string() })),
});
export type StaffProgram = z.infer<typeof staffProgramSchema>;

/** The public path a programme's stored file is served at. */
export function programFileUrl(name: string): string {
  return `/api/v1/program-files/${name}`;
}

const applications = sql<number>`(select count(*)::int from volunteers v where v.program_public_id = "volunteer_programs"."public_id")`;
const paidApplications = sql<number>`(select count(*)::int from volunteers v where v.program_public_id = "volunteer_programs"."public_id" and v.payment_status = 'Paid')`;

async function selectPrograms(db: Executor, where: ReturnType<typeof and>) {
  const rows = await db
    .select({
      program: volunteerPrograms,
      applications,
      paid: paidApplications,
      deleted_at: volunteerProgramSettings.deleted_at,
      pdf_file: volunteerProgramSettings.pdf_file,
    })
    .from(volunteerPrograms)
    .leftJoin(
      volunteerProgramSettings,
      eq(volunteerProgramSettings.program_public_id, volunteerPrograms.public_id),
    )
    .where(where)
    .orderBy(asc(volunteerPrograms.sort_order), asc(volunteerPrograms.name));
  const contacts = await db
    .select()
    .from(volunteerProgramContacts)
    .where(isNull(volunteerProgramContacts.deleted_at))
    .orderBy(asc(volunteerProgramContacts.created_at), asc(volunteerProgramContacts.id));
  const programIds = rows.map((row) => row.program.public_id);
  const images =
    programIds.length === 0
      ? []
      : await db
          .select()
          .from(volunteerProgramImages)
          .where(inArray(volunteerProgramImages.program_public_id, programIds))
          .orderBy(asc(volunteerProgramImages.id));
  return rows.map(({ program: p, applications, paid, deleted_at, pdf_file }) => ({
    public_id: p.public_id,
    name: p.name,
    start_date: p.start_date,
    end_date: p.end_date,
    currency: p.currency as CurrencyCode,
    price: p.price,
    max_applicants: p.max_applicants,
    description: p.description,
    applications,
    paid,
    places_left: Math.max(p.max_applicants - paid, 0),
    deleted_at: deleted_at?.toISOString() ?? null,
    contacts: contacts
      .filter((contact) => contact.program_public_id === p.public_id)
      .map(({ public_id, name, role, email, phone }) => ({ public_id, name, role, email, phone })),
    pdf_url: pdf_file ? programFileUrl(pdf_file) : null,
    images: images
      .filter((image) => image.program_public_id === p.public_id)
      .map((image) => ({ public_id: image.public_id, url: programFileUrl(image.file_name) })),
  }));
}

/** Every live programme (or, `deleted`, the deleted ones) in catalogue order. */
export function listStaffPrograms(db: Executor, deleted: boolean): Promise<StaffProgram[]> {
  return selectPrograms(
    db,
    and(
      deleted
        ? sql`${volunteerProgramSettings.deleted_at} is not null`
        : isNull(volunteerProgramSettings.deleted_at),
    ),
  );
}

/** The programme `publicId`. @throws DomainError NOT_FOUND. */
export async function readStaffProgram(db: Executor, publicId: string): Promise<StaffProgram> {
  const [program] = await selectPrograms(db, and(eq(volunteerPrograms.public_id, publicId)));
  if (program === undefined) throw new DomainError('NOT_FOUND', 'No such programme');
  return program;
}

const columns = (form: ProgramForm) => ({
  name: form.name,
  start_date: form.start_date,
  end_date: form.end_date,
  currency: form.currency,
  price: form.price,
  max_applicants: form.max_applicants,
  description: form.description,
});

/** Logs the change of programme `publicId` from `before` to what it is now. */
export async function logProgram(
  tx: Executor,
  publicId: string,
  before: StaffProgram | null,
  staff: StaffPrincipal,
  now: Date,
): Promise<StaffProgram> {
  const after = await readStaffProgram(tx, publicId);
  if (JSON.stringify(before) !== JSON.stringify(after)) {
    await recordStaffChange(
      tx,
      staff,
      { entity: 'volunteer_program', entity_id: publicId, before, after },
      now,
    );
  }
  return after;
}

/** Adds a programme at the end of the list (logged). */
export async function addProgram(
  db: Database,
  form: ProgramForm,
  staff: StaffPrincipal,
  now: Date,
): Promise<StaffProgram> {
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ sort: max(volunteerPrograms.sort_order) })
      .from(volunteerPrograms);
    const public_id = `prog-${randomUUID()}`;
    await tx
      .insert(volunteerPrograms)
      .values({ public_id, ...columns(form), sort_order: (last?.sort ?? 0) + 1 });
    return logProgram(tx, public_id, null, staff, now);
  });
}

/**
 * Edits every field, or deletes or restores the programme (logged when it changes). The
 * catalogue row is written either way, so cached catalogues see it at once.
 * @throws DomainError NOT_FOUND.
 */
export async function changeProgram(
  db: Database,
  publicId: string,
  change: { form?: ProgramForm; deleted?: boolean },
  staff: StaffPrincipal,
  now: Date,
): Promise<StaffProgram> {
  return db.transaction(async (tx) => {
    const before = await readStaffProgram(tx, publicId);
    await tx
      .update(volunteerPrograms)
      .set(
        change.form === undefined ? { name: sql`${volunteerPrograms.name}` } : columns(change.form),
      )
      .where(eq(volunteerPrograms.public_id, publicId));
    if (change.deleted !== undefined) {
      const deleted_at = change.deleted
        ? before.deleted_at === null
          ? now
          : new Date(before.deleted_at)
        : null;
      await tx
        .insert(volunteerProgramSettings)
        .values({ program_public_id: publicId, deleted_at })
        .onConflictDoUpdate({
          target: volunteerProgramSettings.program_public_id,
          set: { deleted_at },
        });
    }
    return logProgram(tx, publicId, before, staff, now);
  });
}

/** Adds a contact to the programme (logged). @throws DomainError NOT_FOUND. */
export async function addProgramContact(
  db: Database,
  programId: string,
  form: ProgramContactForm,
  staff: StaffPrincipal,
  now: Date,
): Promise<StaffProgram> {
  return db.transaction(async (tx) => {
    await readStaffProgram(tx, programId);
    const [row] = await tx
      .insert(volunteerProgramContacts)
      .values({ program_public_id: programId, ...form, created_at: now })
      .returning({ public_id: volunteerProgramContacts.public_id });
    await recordStaffChange(
      tx,
      staff,
      { entity: 'program_contact', entity_id: row!.public_id, before: null, after: form },
      now,
    );
    return readStaffProgram(tx, programId);
  });
}

/**
 * Edits (`form`) or deletes (`form` null) a live contact (logged).
 * @throws DomainError NOT_FOUND.
 */
export async function changeProgramContact(
  db: Database,
  contactId: string,
  form: ProgramContactForm | null,
  staff: StaffPrincipal,
  now: Date,
): Promise<StaffProgram> {
  return db.transaction(async (tx) => {
    const [before] = isPublicId(contactId)
      ? await tx
          .select()
          .from(volunteerProgramContacts)
          .where(
            and(
              eq(volunteerProgramContacts.public_id, contactId),
              isNull(volunteerProgramContacts.deleted_at),
            ),
          )
      : [];
    if (before === undefined) throw new DomainError('NOT_FOUND', 'No such contact');
    await tx
      .update(volunteerProgramContacts)
      .set(form ?? { deleted_at: now })
      .where(eq(volunteerProgramContacts.id, before.id));
    const was = { name: before.name, role: before.role, email: before.email, phone: before.phone };
    await recordStaffChange(
      tx,
      staff,
      {
        entity: 'program_contact',
        entity_id: contactId,
        before: was,
        after: form ?? { ...was, deleted_at: now.toISOString() },
      },
      now,
    );
    return readStaffProgram(tx, before.program_public_id);
  });
}
