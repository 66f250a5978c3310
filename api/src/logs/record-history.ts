/**
 * One record's own change history, read from the change log (`GET /logs/changes?record=
 * facility&record_id=fac-stables`): which change-log entities belong to each record kind,
 * who may read it, and the filter that picks its rows. A facility's or an activity's history
 * holds its own writes and its children's: prices, pack and group prices, schedules
 * (unavailability, surge, maintenance, allocations), pictures and the own offer are logged
 * under the item's public id; discounts, revenue splits and contacts under their own id, with
 * the item's public id in the logged record (`facility_public_id` / `activity_public_id`).
 *
 * Access: the change log feature reads every history; otherwise the feature of the record's
 * screen reads that record's history, and nothing else.
 *
 * spec: membership-backoffice.md §2.5 (detail page: history; change logs), §7 (change logs).
 */
import { staffFeatures } from '@hifadhi/shared/auth/staff-features';
import { DomainError } from '@hifadhi/shared/errors';
import { messages } from '@hifadhi/shared/messages';
import type { RecordHistoryKind } from '@hifadhi/shared/schemas/record-history';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { StaffPrincipal } from '../auth/auth-env';
import { staffChanges } from '../db/schema/staff-changes';

interface RecordHistory {
  /** The feature (url) of the record's screen. */
  feature: string;
  /** Entities logged under the record's own public id. */
  own: readonly string[];
  /** Entities logged under their own id, naming the record in `parentField` of before/after. */
  children?: { entities: readonly string[]; parentField: string };
}

const histories: Record<RecordHistoryKind, RecordHistory> = {
  facility: {
    feature: staffFeatures.facilities,
    own: [
      'facility',
      'facility_price',
      'facility_pack_prices',
      'facility_group_prices',
      'facility_images',
      'facility_unavailability',
      'facility_surge',
      'facility_maintenance',
      'facility_allocation',
    ],
    children: {
      entities: ['facility_discount', 'facility_revenue_split', 'catalogue_contact'],
      parentField: 'facility_public_id',
    },
  },
  activity: {
    feature: staffFeatures.activities,
    own: [
      'activity',
      'activity_price',
      'activity_price_change',
      'activity_images',
      'activity_unavailability',
      'activity_surge',
    ],
    children: { entities: ['catalogue_contact'], parentField: 'activity_public_id' },
  },
  partner: { feature: staffFeatures.partners, own: ['partner'] },
  promo_code: { feature: staffFeatures.promoCodes, own: ['promo_code'] },
  currency: { feature: staffFeatures.currency, own: ['currency', 'exchange_rate'] },
  partner_lodge: { feature: staffFeatures.partnerLodges, own: ['partner_lodge'] },
  school_conservation_fee: {
    feature: staffFeatures.schoolFees,
    own: ['school_conservation_fee'],
  },
};

/** Every feature that reads some history: the change log's and each record screen's. */
export const historyFeatures: [string, ...string[]] = [
  staffFeatures.changeLog,
  ...new Set(Object.values(histories).map((history) => history.feature)),
];

/**
 * Checks that `principal` may read the change log asked for: all of it with the change log
 * feature, else only the history of one record (`record` with `record_id`) whose screen's
 * feature the user has.
 * @throws DomainError VALIDATION_FAILED when only one of `record`, `record_id` is given;
 * FORBIDDEN otherwise refused.
 */
export function checkHistoryAccess(
  principal: Pick<StaffPrincipal, 'features'>,
  query: { record?: RecordHistoryKind; record_id?: string },
): void {
  if ((query.record === undefined) !== (query.record_id === undefined)) {
    const message = 'Give record and record_id together.';
    throw new DomainError('VALIDATION_FAILED', message, { fields: { record_id: message } });
  }
  if (principal.features.has(staffFeatures.changeLog)) return;
  if (query.record !== undefined && principal.features.has(histories[query.record].feature)) {
    return;
  }
  throw new DomainError('FORBIDDEN', messages.noAccess);
}

/** The change-log rows of record `recordId` of kind `kind` and of its children. */
export function recordHistoryCondition(kind: RecordHistoryKind, recordId: string): SQL {
  const table = staffChanges;
  const { own, children } = histories[kind];
  const ownRows = and(inArray(table.entity, [...own]), eq(table.entity_id, recordId));
  if (children === undefined) return ownRows!;
  const field = children.parentField;
  const childRows = and(
    inArray(table.entity, [...children.entities]),
    or(
      sql`${table.after} ->> ${field} = ${recordId}`,
      sql`${table.before} ->> ${field} = ${recordId}`,
    ),
  );
  return or(ownRows, childRows)!;
}
