/**
 * Where the partner lodge screens and their API live and how they word a lodge.
 *
 * spec: staff-booking.md §2.4 (external accommodation).
 */
import type { RecordScreens } from '../catalogue-settings/record-screens';

export const partnerLodgeScreens: RecordScreens = {
  title: 'Partner lodges',
  apiPath: '/partner-lodges',
  pagePath: (publicId) => `/partner-lodge/${encodeURIComponent(publicId)}`,
  idParam: 'lodge_id',
  noun: 'partner lodge',
  savedNoun: 'lodge',
  deletedNoun: 'lodge',
  history: 'partner_lodge',
};
