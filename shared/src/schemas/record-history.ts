/**
 * The records whose own change history staff read on their detail page
 * (`GET /logs/changes?record=facility&record_id=fac-stables`): a facility or an activity with
 * its prices, schedules, pictures, offers, discounts, splits and contacts; a partner, a promo
 * code, a currency with its exchange rates, a partner lodge, a school conservation fee.
 *
 * spec: membership-backoffice.md §2.5 (detail page: the record's history; change logs), §7.
 */
import { z } from 'zod';

export const recordHistoryKinds = [
  'facility',
  'activity',
  'partner',
  'promo_code',
  'currency',
  'partner_lodge',
  'school_conservation_fee',
] as const;
export const recordHistoryKindSchema = z.enum(recordHistoryKinds);
export type RecordHistoryKind = z.infer<typeof recordHistoryKindSchema>;
