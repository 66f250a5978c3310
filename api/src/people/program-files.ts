/**
 * A volunteer programme's PDF and pictures (membership-backoffice.md §2.5 Volunteers: "PDF and
 * images"): staff upload the PDF (told by its `%PDF-` bytes, at most 1 MB; a new one replaces
 * the old), remove it, add a picture (JPEG, PNG or WebP) and remove one. The file goes to the
 * programme files' store (files under `DATA_DIR/program-files` or the S3 store's
 * `program-files/`), its name to `volunteer_program_settings.pdf_file` or
 * `volunteer_program_images`; each change is in the change log as the programme's before and
 * after. A file replaced or removed leaves the store once the change is committed.
 *
 * spec: membership-backoffice.md §2.5 (Volunteers), §3 (Volunteer program), §7 (Programs and
 * volunteers).
 */
import { DomainError } from '@hifadhi/shared/errors';
import { and, eq } from 'drizzle-orm';
import type { StaffPrincipal } from '../auth/auth-env';
import { type ImageStore, imageTypeOf, isPdf, newImageName } from '../catalogue-admin/image-store';
import type { Database, Executor } from '../db/database';
import { volunteerProgramImages, volunteerProgramSettings } from '../db/schema/programs-admin';
import { logProgram, readStaffProgram, type StaffProgram } from './programs-admin';

export interface ProgramFilesDeps {
  db: Database;
  files: ImageStore;
}

export const programFileMessages = {
  pdf: 'Upload a PDF of at most 1 MB',
  image: 'Upload a JPEG, PNG or WebP image of at most 1 MB',
  noPdf: 'The programme has no PDF',
  noImage: 'No such programme picture',
} as const;

function refuse(field: 'pdf' | 'image'): DomainError {
  const message = programFileMessages[field];
  return new DomainError('VALIDATION_FAILED', message, { fields: { [field]: message } });
}

/**
 * Stores `name` first, then runs `change` in a transaction that logs the programme; removes the
 * new file when the change fails and the files `change` answers as dropped once it commits.
 */
async function withStoredFile(
  deps: ProgramFilesDeps,
  name: string | null,
  bytes: Uint8Array | null,
  change: (tx: Executor) => Promise<{ program: StaffProgram; dropped: string[] }>,
): Promise<StaffProgram> {
  if (name && bytes) await deps.files.put(name, bytes);
  let result: { program: StaffProgram; dropped: string[] };
  try {
    result = await deps.db.transaction(change);
  } catch (error) {
    if (name) await deps.files.remove(name);
    throw error;
  }
  for (const file of result.dropped) await deps.files.remove(file);
  return result.program;
}

/**
 * Sets (`bytes`) or removes (null) programme `programId`'s PDF, logged.
 * @throws DomainError VALIDATION_FAILED (field pdf) when the bytes are not a PDF of at most
 * 1 MB; NOT_FOUND for an unknown programme, or a removal when it has no PDF.
 */
export async function setProgramPdf(
  deps: ProgramFilesDeps,
  programId: string,
  bytes: Uint8Array | null,
  staff: StaffPrincipal,
  now: Date,
): Promise<StaffProgram> {
  if (bytes && !isPdf(bytes)) throw refuse('pdf');
  const name = bytes ? newImageName('application/pdf') : null;
  return withStoredFile(deps, name, bytes, async (tx) => {
    const before = await readStaffProgram(tx, programId);
    const [row] = await tx
      .select({ pdf_file: volunteerProgramSettings.pdf_file })
      .from(volunteerProgramSettings)
      .where(eq(volunteerProgramSettings.program_public_id, programId))
      .for('update');
    const old = row?.pdf_file ?? null;
    if (!name && !old) throw new DomainError('NOT_FOUND', programFileMessages.noPdf);
    await tx
      .insert(volunteerProgramSettings)
      .values({ program_public_id: programId, pdf_file: name })
      .onConflictDoUpdate({
        target: volunteerProgramSettings.program_public_id,
        set: { pdf_file: name },
      });
    const program = await logProgram(tx, programId, before, staff, now);
    return { program, dropped: old ? [old] : [] };
  });
}

/**
 * Adds a picture (JPEG, PNG or WebP) to programme `programId`, logged.
 * @throws DomainError VALIDATION_FAILED (field image) for other bytes; NOT_FOUND.
 */
export async function addProgramImage(
  deps: ProgramFilesDeps,
  programId: string,
  bytes: Uint8Array,
  staff: StaffPrincipal,
  now: Date,
): Promise<StaffProgram> {
  const type = imageTypeOf(bytes);
  if (!type) throw refuse('image');
  const name = newImageName(type);
  return withStoredFile(deps, name, bytes, async (tx) => {
    const before = await readStaffProgram(tx, programId);
    await tx.insert(volunteerProgramImages).values({
      program_public_id: programId,
      file_name: name,
      content_type: type,
      created_at: now,
    });
    return { program: await logProgram(tx, programId, before, staff, now), dropped: [] };
  });
}

/**
 * Removes picture `imageId` of programme `programId` and its file, logged.
 * @throws DomainError NOT_FOUND for an unknown programme or picture.
 */
export async function removeProgramImage(
  deps: ProgramFilesDeps,
  programId: string,
  imageId: string,
  staff: StaffPrincipal,
  now: Date,
): Promise<StaffProgram> {
  return withStoredFile(deps, null, null, async (tx) => {
    const before = await readStaffProgram(tx, programId);
    if (!before.images.some((image) => image.public_id === imageId)) {
      throw new DomainError('NOT_FOUND', programFileMessages.noImage);
    }
    const [row] = await tx
      .delete(volunteerProgramImages)
      .where(
        and(
          eq(volunteerProgramImages.public_id, imageId),
          eq(volunteerProgramImages.program_public_id, programId),
        ),
      )
      .returning({ file_name: volunteerProgramImages.file_name });
    const program = await logProgram(tx, programId, before, staff, now);
    return { program, dropped: [row!.file_name] };
  });
}
