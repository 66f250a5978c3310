/**
 * Partner lodges ("Escapes", with their pricing parameters and supplements) and school
 * conservation fee rates: read from their tables into the shared catalogue types for the
 * pricing catalogue, and written from a catalogue document when the demo catalogue is seeded.
 * Lists keep the catalogue's order; amounts stay exact decimal strings.
 *
 * spec: staff-booking.md §2.4, §3.9 (external facility pricing), §4 and §7
 * (get_newly_scheduled_school_pricing); pricing-rules.md §Lines.
 */
import {
  type Catalogue,
  type PartnerLodge,
  partnerLodgeSchema,
  type SchoolConservationFee,
  schoolConservationFeeSchema,
} from '@hifadhi/shared/catalogue/catalogue';
import { asc, isNull } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/database';
import * as t from '../db/schema/partner-lodges-and-school-fees';

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/** Partner lodges not deleted, with their parameters and supplements, in catalogue order. */
export async function readPartnerLodges(db: Executor): Promise<PartnerLodge[]> {
  const [lodges, parameters, supplements] = await Promise.all([
    db
      .select()
      .from(t.partnerLodges)
      .where(isNull(t.partnerLodges.deleted_at))
      .orderBy(asc(t.partnerLodges.sort_order)),
    db.select().from(t.partnerLodgeParameters).orderBy(asc(t.partnerLodgeParameters.sort_order)),
    db.select().from(t.partnerLodgeSupplements).orderBy(asc(t.partnerLodgeSupplements.sort_order)),
  ]);
  const parametersOf = groupBy(parameters, (row) => row.lodge_public_id);
  const supplementsOf = groupBy(supplements, (row) => row.lodge_public_id);
  return lodges.map(({ sort_order, deleted_at, pricing_status, ...lodge }) =>
    partnerLodgeSchema.parse({
      ...lodge,
      pricing_status: String(pricing_status),
      parameters: (parametersOf.get(lodge.public_id) ?? []).map(
        ({ lodge_public_id, sort_order: _, ...parameter }) => parameter,
      ),
      supplements: (supplementsOf.get(lodge.public_id) ?? []).map(
        ({ lodge_public_id, sort_order: _, ...supplement }) => supplement,
      ),
    }),
  );
}

/** School conservation fee rates not deleted, in catalogue order. */
export async function readSchoolConservationFees(db: Executor): Promise<SchoolConservationFee[]> {
  const rows = await db
    .select()
    .from(t.schoolConservationFees)
    .where(isNull(t.schoolConservationFees.deleted_at))
    .orderBy(asc(t.schoolConservationFees.sort_order));
  return rows.map(({ sort_order, deleted_at, idempotency_key, ...fee }) =>
    schoolConservationFeeSchema.parse(fee),
  );
}

/** Writes `catalogue`'s partner lodges and school conservation fee rates (the seed). */
export async function insertPartnerLodgesAndSchoolFees(
  tx: Transaction,
  catalogue: Pick<Catalogue, 'partner_lodges' | 'school_conservation_fees'>,
): Promise<void> {
  const lodges = catalogue.partner_lodges;
  if (lodges.length > 0) {
    await tx.insert(t.partnerLodges).values(
      lodges.map(
        ({ parameters, supplements, pricing_status, vat, catering_levy, ...lodge }, i) => ({
          ...lodge,
          pricing_status: pricing_status === 'true',
          vat: vat ?? false,
          catering_levy: catering_levy ?? false,
          sort_order: i,
        }),
      ),
    );
    const parameters = lodges.flatMap((lodge) =>
      lodge.parameters.map((parameter, sort_order) => ({
        ...parameter,
        lodge_public_id: lodge.public_id,
        sort_order,
      })),
    );
    const supplements = lodges.flatMap((lodge) =>
      lodge.supplements.map((supplement, sort_order) => ({
        ...supplement,
        lodge_public_id: lodge.public_id,
        sort_order,
      })),
    );
    if (parameters.length > 0) await tx.insert(t.partnerLodgeParameters).values(parameters);
    if (supplements.length > 0) await tx.insert(t.partnerLodgeSupplements).values(supplements);
  }
  if (catalogue.school_conservation_fees.length > 0) {
    await tx
      .insert(t.schoolConservationFees)
      .values(
        catalogue.school_conservation_fees.map((fee, sort_order) => ({ ...fee, sort_order })),
      );
  }
}
