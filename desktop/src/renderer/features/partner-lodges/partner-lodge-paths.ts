/**
 * Where the partner lodge screens and their API live: the list (also the API path), a lodge's
 * page, and the new lodge's page.
 *
 * spec: staff-booking.md §2.4 (external accommodation).
 */
export const partnerLodgesPath = '/partner-lodges';

/** The staff app path of lodge `publicId`'s page. */
export const partnerLodgePath = (publicId: string) =>
  `/partner-lodge/${encodeURIComponent(publicId)}`;

/** The page of a lodge not yet added. */
export const newPartnerLodgePath = partnerLodgePath('new');
