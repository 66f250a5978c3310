/** The partner lodges' (Escapes) screens: one chunk loaded on demand (staff-screens.tsx). */
export { PartnerLodgePage } from '../features/partner-lodges/PartnerLodgePage';
export { PartnerLodgesPage } from '../features/partner-lodges/PartnerLodgesPage';
