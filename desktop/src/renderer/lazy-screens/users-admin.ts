/** The users, user types and roles screens: one chunk loaded on demand (staff-screens.tsx). */
export { NewUserPage } from '../features/users-admin/NewUserPage';
export { RolePage } from '../features/users-admin/RolePage';
export { UserPage } from '../features/users-admin/UserPage';
export { UsersListPage } from '../features/users-admin/UsersListPage';
export { UserTypesPage } from '../features/users-admin/UserTypesPage';
