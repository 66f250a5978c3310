/** The facilities, activities and discount types screens: one chunk loaded on demand (staff-screens.tsx). */
export { ActivitiesListPage } from '../features/catalogue-admin/ActivitiesListPage';
export { ActivityPage } from '../features/catalogue-admin/ActivityPage';
export { DiscountTypesPage } from '../features/catalogue-admin/DiscountTypesPage';
export { FacilitiesListPage } from '../features/catalogue-admin/FacilitiesListPage';
export { FacilityPage } from '../features/catalogue-admin/FacilityPage';
export { NewActivityPage } from '../features/catalogue-admin/NewActivityPage';
export { NewFacilityPage } from '../features/catalogue-admin/NewFacilityPage';
