/**
 * Member types, residence types and household types (`/membership-settings/types`): the lookups
 * the member forms and filters offer — add, rename, delete, restore a deleted one, each logged.
 *
 * spec: membership-backoffice.md §3 (Lookups: residence type, household type, member type), §4
 * (soft delete and restore), §7 (Member types, residence types and households: CRUD-style).
 */
import { Link } from 'react-router';
import { NamedListPanel } from '../people-admin/NamedListPanel';

export function MemberTypesPage() {
  return (
    <article className="detail">
      <p>
        <Link to="/membership-settings">← Membership settings</Link>
      </p>
      <h1>Member, residence and household types</h1>
      <NamedListPanel path="/member-types" title="Member types" noun="member type" />
      <NamedListPanel path="/residence-types" title="Residence types" noun="residence type" />
      <NamedListPanel path="/household-types" title="Household types" noun="household type" />
    </article>
  );
}
