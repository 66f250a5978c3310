/** The members' screens: one chunk loaded on demand (staff-screens.tsx). */
export { CorporateMemberPage } from '../features/members-admin/CorporateMemberPage';
export { CorporateMembersPage } from '../features/members-admin/CorporateMembersPage';
export { MemberPage } from '../features/members-admin/MemberPage';
export { MembershipSettingsPage } from '../features/members-admin/MembershipSettingsPage';
export { MembersListPage } from '../features/members-admin/MembersListPage';
export { MemberTypesPage } from '../features/members-admin/MemberTypesPage';
export { NewMemberPage } from '../features/members-admin/NewMemberPage';
