/**
 * Discount types: named kinds of partner deal ("Tour operator", "Corporate", "Travel agent"),
 * each tied to one partner type — at most one live type per partner type, so a partner's deal
 * on a facility is never ambiguous. Listed (deleted ones too), added, edited, soft deleted and
 * restored, each write logged with before and after; a deleted type's facility deals count for
 * nothing until it is restored (catalogue read, facility-discounts.ts).
 *
 * spec: membership-backoffice.md §2.6 (Module.* discount types), §4 (soft delete and
 * restore), §7 (discount type: CRUD); docs/pricing.md "Facility and activity discounts".
 */
import { DomainError } from '@hifadhi/shared/errors';
import {
  type DiscountTypeBody,
  type DiscountTypeRead,
  facilityDiscountMessages,
} from '@hifadhi/shared/schemas/facility-discounts';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  changeAudited,
  createAudited,
  type Staff,
  type WriteDeps,
} from '../catalogue-settings/audited-records';
import { checkNamedType } from '../catalogue-settings/named-types';
import type { Executor } from '../db/database';
import { partnerTypes } from '../db/schema/catalogue-settings';
import { discountTypes } from '../db/schema/facility-discounts';
import { publicIdFor } from './facility-discounts';

const entity = 'discount_type';
const noun = 'discount type';

const columns = {
  public_id: discountTypes.public_id,
  name: discountTypes.name,
  partner_type_public_id: discountTypes.partner_type_public_id,
  partner_type_name: partnerTypes.name,
  deleted: sql<boolean>`${discountTypes.deleted_at} is not null`,
};

async function readOne(
  tx: Executor,
  publicId: string,
  lock = false,
): Promise<DiscountTypeRead | undefined> {
  const query = tx
    .select(columns)
    .from(discountTypes)
    .innerJoin(partnerTypes, eq(partnerTypes.public_id, discountTypes.partner_type_public_id))
    .where(eq(discountTypes.public_id, publicId));
  const [row] = lock ? await query.for('update', { of: discountTypes }) : await query;
  return row;
}

/** Every discount type, deleted ones too (they say so), by name. */
export async function listDiscountTypes(db: Executor): Promise<DiscountTypeRead[]> {
  return db
    .select(columns)
    .from(discountTypes)
    .innerJoin(partnerTypes, eq(partnerTypes.public_id, discountTypes.partner_type_public_id))
    .orderBy(asc(discountTypes.name));
}

/**
 * Refuses `body` for the discount type `except` (none: a new one) when its name is taken (any
 * case) or its partner type has another live discount type.
 * @throws DomainError UNKNOWN_REFERENCE for an unknown or deleted partner type; CONFLICT.
 */
async function checkFree(tx: Executor, body: DiscountTypeBody, except = ''): Promise<void> {
  await checkNamedType(tx, 'partner_type', body.partner_type_public_id, 'partner_type_public_id');
  const [named] = await tx
    .select({ public_id: discountTypes.public_id })
    .from(discountTypes)
    .where(
      and(
        sql`lower(${discountTypes.name}) = lower(${body.name})`,
        ne(discountTypes.public_id, except),
      ),
    );
  if (named) {
    const message = facilityDiscountMessages.discountTypeTaken(body.name);
    throw new DomainError('CONFLICT', message, { fields: { name: message } });
  }
  await checkPartnerTypeFree(tx, body.partner_type_public_id, except);
}

/** @throws DomainError CONFLICT when partner type `partnerType` has a live discount type besides `except`. */
async function checkPartnerTypeFree(tx: Executor, partnerType: string, except: string) {
  const [other] = await tx
    .select({ public_id: discountTypes.public_id })
    .from(discountTypes)
    .where(
      and(
        eq(discountTypes.partner_type_public_id, partnerType),
        isNull(discountTypes.deleted_at),
        ne(discountTypes.public_id, except),
      ),
    );
  if (other) {
    const message = facilityDiscountMessages.partnerTypeTaken;
    throw new DomainError('CONFLICT', message, { fields: { partner_type_public_id: message } });
  }
}

/**
 * Adds a discount type; a retry with the same `idempotencyKey` answers the type the first made.
 * @throws DomainError as `checkFree`.
 */
export async function createDiscountType(
  deps: WriteDeps,
  body: DiscountTypeBody,
  staff: Staff,
  idempotencyKey: string | null,
): Promise<DiscountTypeRead> {
  const publicId = publicIdFor(entity, idempotencyKey);
  const earlier = await readOne(deps.db, publicId);
  if (earlier) return earlier;
  return createAudited(
    deps,
    staff,
    entity,
    async (tx, now) => {
      await checkFree(tx, body);
      await tx.insert(discountTypes).values({ public_id: publicId, ...body, created_at: now });
      return publicId;
    },
    (tx, publicId) => readOne(tx, publicId),
  );
}

/**
 * Edits (`change` a body), soft deletes or restores (`change.deleted`) discount type `publicId`.
 * @throws DomainError NOT_FOUND for an unknown type; CONFLICT as `checkFree` (a restore too,
 * when its partner type has got another live type meanwhile), or for a delete of a deleted
 * type (a restore of one not deleted).
 */
export async function changeDiscountType(
  deps: WriteDeps,
  publicId: string,
  change: DiscountTypeBody | { deleted: boolean },
  staff: Staff,
): Promise<DiscountTypeRead> {
  return changeAudited(
    deps,
    staff,
    { entity, noun, publicId },
    (tx) => readOne(tx, publicId, true),
    'deleted' in change
      ? {
          deleted: change.deleted,
          setDeleted: async (tx, at) => {
            const before = await readOne(tx, publicId);
            if (at === null && before) {
              await checkPartnerTypeFree(tx, before.partner_type_public_id, publicId);
            }
            await tx
              .update(discountTypes)
              .set({ deleted_at: at })
              .where(eq(discountTypes.public_id, publicId));
          },
        }
      : {
          edit: async (tx) => {
            await checkFree(tx, change, publicId);
            await tx.update(discountTypes).set(change).where(eq(discountTypes.public_id, publicId));
          },
        },
  );
}
