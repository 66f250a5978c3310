/**
 * The immersive conservation (volunteer) programmes as the public list and detail pages show
 * them: name, price and currency (the site converts to the browser currency), start and end
 * dates, description, the pictures staff uploaded (`images`, oldest first, each its public
 * `/api/v1/program-files/{name}`; `image` stays null: the catalogue names none) and the
 * programme PDF staff uploaded (its public `/api/v1/program-files/{name}`, or null), and the
 * places left (max_applicants minus paid applications).
 *
 * spec: public-site.md §2.16, §3 "Volunteer program", §7 (get public programs, get program);
 * membership-backoffice.md §3 (Volunteer program: max_applicants).
 */
import type { CurrencyCode } from '@hifadhi/shared/catalogue/catalogue';
import { DomainError } from '@hifadhi/shared/errors';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { volunteerPrograms } from '../db/schema/catalogue';
import { volunteers } from '../db/schema/programs';
import { volunteerProgramImages, volunteerProgramSettings } from '../db/schema/programs-admin';
import { programFileUrl } from '../people/programs-admin';

export interface PublicProgram {
  public_id: string;
  name: string;
  image: string | null;
  images: { image: string }[];
  /** Decimal string in `currency`. */
  price: string;
  currency: CurrencyCode;
  start_date: string;
  end_date: string;
  description: string;
  program_pdf: string | null;
  max_applicants: number;
  places_left: number;
}

/** Message of an unknown programme. */
export const programNotFound = 'Programme not found';

const paidApplications = sql<number>`(select count(*)::int from ${volunteers}
  where ${volunteers.program_public_id} = ${volunteerPrograms.public_id}
  and ${volunteers.payment_status} = 'Paid')`;

async function selectPrograms(db: Executor, programId?: string): Promise<PublicProgram[]> {
  const rows = await db
    .select({
      public_id: volunteerPrograms.public_id,
      name: volunteerPrograms.name,
      price: volunteerPrograms.price,
      currency: volunteerPrograms.currency,
      start_date: volunteerPrograms.start_date,
      end_date: volunteerPrograms.end_date,
      description: volunteerPrograms.description,
      max_applicants: volunteerPrograms.max_applicants,
      paid: paidApplications,
      pdf_file: volunteerProgramSettings.pdf_file,
    })
    .from(volunteerPrograms)
    .leftJoin(
      volunteerProgramSettings,
      eq(volunteerProgramSettings.program_public_id, volunteerPrograms.public_id),
    )
    .where(
      and(
        // Programmes staff deleted leave the site and take no application.
        isNull(volunteerProgramSettings.deleted_at),
        programId === undefined ? undefined : eq(volunteerPrograms.public_id, programId),
      ),
    )
    .orderBy(asc(volunteerPrograms.sort_order));
  const programIds = rows.map((row) => row.public_id);
  const pictures =
    programIds.length === 0
      ? []
      : await db
          .select({
            program_public_id: volunteerProgramImages.program_public_id,
            file_name: volunteerProgramImages.file_name,
          })
          .from(volunteerProgramImages)
          .where(inArray(volunteerProgramImages.program_public_id, programIds))
          .orderBy(asc(volunteerProgramImages.id));
  return rows.map(({ paid, currency, pdf_file, ...program }) => ({
    ...program,
    currency: currency as CurrencyCode,
    image: null,
    images: pictures
      .filter((picture) => picture.program_public_id === program.public_id)
      .map((picture) => ({ image: programFileUrl(picture.file_name) })),
    program_pdf: pdf_file ? programFileUrl(pdf_file) : null,
    places_left: Math.max(program.max_applicants - paid, 0),
  }));
}

/** Every programme, in catalogue order. */
export function listPrograms(db: Executor): Promise<PublicProgram[]> {
  return selectPrograms(db);
}

/**
 * Programme `programId`.
 * @throws DomainError NOT_FOUND 'Programme not found'.
 */
export async function readProgram(db: Executor, programId: string): Promise<PublicProgram> {
  const [program] = await selectPrograms(db, programId);
  if (!program) throw new DomainError('NOT_FOUND', programNotFound);
  return program;
}
