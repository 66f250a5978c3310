/**
 * Visitor settings (`/visitors-settings`, route VisitorsSettings): the identification types and
 * visitor types the visitor form offers — add, rename, delete, restore a deleted one.
 *
 * spec: membership-backoffice.md §2.5 (visitors-settings), §3 (identification types, visitor
 * types), §4 (soft delete and restore).
 */
import { Link } from 'react-router';
import { NamedListPanel } from './NamedListPanel';

export function VisitorSettingsPage() {
  return (
    <article className="detail">
      <p>
        <Link to="/visitors">← Visitors</Link>
      </p>
      <h1>Visitor settings</h1>
      <NamedListPanel
        path="/identification-types"
        title="Identification types"
        noun="identification type"
      />
      <NamedListPanel path="/visitor-types" title="Visitor types" noun="visitor type" />
    </article>
  );
}
