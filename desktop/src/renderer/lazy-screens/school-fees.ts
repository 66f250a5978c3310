/** The school conservation fees' screens: one chunk loaded on demand (staff-screens.tsx). */
export { SchoolFeePage } from '../features/school-fees/SchoolFeePage';
export { SchoolFeesPage } from '../features/school-fees/SchoolFeesPage';
