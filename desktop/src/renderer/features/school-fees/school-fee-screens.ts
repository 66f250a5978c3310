/**
 * Where the school fee screens and their API live and how they word a rate.
 *
 * spec: staff-booking.md §4, §7 (school conservation fee rates).
 */
import type { RecordScreens } from '../catalogue-settings/record-screens';

export const schoolFeeScreens: RecordScreens = {
  title: 'School fees',
  apiPath: '/school-fees',
  pagePath: (publicId) => `/school-fee/${encodeURIComponent(publicId)}`,
  idParam: 'fee_id',
  noun: 'school fee',
  deletedNoun: 'rate',
  history: 'school_conservation_fee',
};
