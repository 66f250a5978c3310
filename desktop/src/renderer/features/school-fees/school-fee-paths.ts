/**
 * Where the school fee screens and their API live: the list (also the API path), a rate's
 * page, and the new rate's page.
 *
 * spec: staff-booking.md §4, §7 (school conservation fee rates).
 */
export const schoolFeesPath = '/school-fees';

/** The staff app path of rate `publicId`'s page. */
export const schoolFeePath = (publicId: string) => `/school-fee/${encodeURIComponent(publicId)}`;

/** The page of a rate not yet added. */
export const newSchoolFeePath = schoolFeePath('new');
