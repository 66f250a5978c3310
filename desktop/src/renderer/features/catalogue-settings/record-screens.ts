/**
 * Where a soft-deletable record's two screens live and how they word it: the list (whose route
 * is also its API path) and each record's page (`new` adds one).
 *
 * spec: membership-backoffice.md §3–4 (back-office lists, soft delete and restore).
 */
import type { RecordHistoryKind } from '@hifadhi/shared/schemas/record-history';

export interface RecordScreens {
  /** The list's heading and the record page's way back ('Partner lodges'). */
  title: string;
  /** The list's route and API path ('/partner-lodges'). */
  apiPath: string;
  /** The staff app path of record `publicId`'s page. */
  pagePath(publicId: string): string;
  /** The record page route's parameter ('lodge_id'). */
  idParam: string;
  /** What one is called when added ('partner lodge': "Add partner lodge", "New partner lodge"). */
  noun: string;
  /** What a saved one is called, when shorter ('lodge': "Save lodge", "Loading the lodge…"). */
  savedNoun?: string;
  /** What the deleted ones are called ('rate': "Show deleted rates only", "No deleted rate."). */
  deletedNoun: string;
  /** The record's kind in the change log: its page shows its history. */
  history?: RecordHistoryKind;
}
