/** The sign-in and change logs' screens: one chunk loaded on demand (staff-screens.tsx). */
export { AuthLogPage } from '../features/logs/AuthLogPage';
export { ChangeLogPage } from '../features/logs/ChangeLogPage';
