/**
 * A facility's revenue split (membership-backoffice.md §3 Facility: revenue split percent; §7
 * POST revenue split, GET or POST delete split by public_id): the parties sharing its
 * accommodation revenue, each with a percent (above 0, at most 100, two decimals, kept as a
 * decimal string) and the analysis code its share is booked under in the accounting export.
 * The percents of a facility's splits not deleted add up to at most 100; what they leave is
 * the conservancy's (`conservancy_percent`).
 */
import { z } from 'zod';
import { percentage } from './catalogue-admin';
import { maxLengths, requiredText } from './common';

export const revenueSplitMessages = {
  percent: 'Enter a percentage above 0 and at most 100, with at most two decimals',
  analysisCode: 'Enter the analysis code of the party’s share',
  overHundred: (total: string) =>
    `The revenue splits would add up to ${total}%: together they may take at most 100%`,
  notFound: (id: string) => `Unknown revenue split: ${id}`,
  deleted: 'Restore this revenue split first: it is deleted',
} as const;

/** Analysis codes are short account codes ("4010-COMM"). */
const analysisCodeLength = 40;

const percent = percentage(100, revenueSplitMessages.percent).refine(
  (value) => /^\d+(\.\d{1,2})?$/.test(value),
  { message: revenueSplitMessages.percent },
);

/** A new split: `POST /facilities/{public_id}/revenue-splits`. */
export const revenueSplitBodySchema = z.object({
  party_name: requiredText(undefined, maxLengths.name),
  percent,
  analysis_code: requiredText(revenueSplitMessages.analysisCode, analysisCodeLength),
});
export type RevenueSplitBody = z.infer<typeof revenueSplitBodySchema>;

/** An edit: `PATCH /facilities/{public_id}/revenue-splits/{split_public_id}`, any field. */
export const revenueSplitPatchSchema = revenueSplitBodySchema.partial();
export type RevenueSplitPatch = z.infer<typeof revenueSplitPatchSchema>;

export const revenueSplitReadSchema = z.object({
  split_public_id: z.string(),
  facility_public_id: z.string(),
  party_name: z.string(),
  /** Percent of each accommodation line, two decimals ("30.00"). */
  percent: z.string(),
  analysis_code: z.string(),
  /** When it was deleted (ISO instant), null while in force. */
  deleted_at: z.string().nullable(),
});
export type RevenueSplitRead = z.infer<typeof revenueSplitReadSchema>;

/** `GET /facilities/{public_id}/revenue-splits`: the splits and the conservancy's remainder. */
export const revenueSplitListSchema = z.object({
  facility_public_id: z.string(),
  /** Splits in force, oldest first (with `?deleted=true` the deleted ones instead). */
  splits: z.array(revenueSplitReadSchema),
  /** What the splits in force leave to the conservancy: 100 less their percents ("70.00"). */
  conservancy_percent: z.string(),
});
export type RevenueSplitList = z.infer<typeof revenueSplitListSchema>;
