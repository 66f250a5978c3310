/**
 * School fees at `/school-fees`: the school conservation fee rates (destination, guest
 * category, name on the quote, amount, dates in force, status), or the deleted ones, each
 * opening its page; Delete and Restore in the row; a link to add one.
 *
 * spec: staff-booking.md §4, §7 (get_newly_scheduled_school_pricing); membership-backoffice.md
 * §3–4 (soft delete and restore).
 */
import type { SchoolFeeRead } from '@hifadhi/shared/schemas/school-fees';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { RowActions, StatusCell } from '../catalogue-settings/RowActions';
import { ScrollTable } from '../catalogue-settings/ScrollTable';
import { useSoftDeleteList } from '../catalogue-settings/use-soft-delete-list';
import { newSchoolFeePath, schoolFeePath, schoolFeesPath } from './school-fee-paths';
import { labelOf, useSchoolFeeChoices } from './use-school-fee-choices';

export function SchoolFeesPage() {
  const [showDeleted, setShowDeleted] = useState(false);
  const { rows, toggle } = useSoftDeleteList<SchoolFeeRead, never>(
    schoolFeesPath,
    showDeleted ? `${schoolFeesPath}?deleted=true` : schoolFeesPath,
  );
  const choices = useSchoolFeeChoices();
  return (
    <section className="resource-list">
      <h1>School fees</h1>
      <p>
        What a school booking pays per guest category and conservation day at a destination, for
        check-ins between two dates; where two rates cover a day, the later-starting one applies. A
        category with no rate (or a deleted one) pays its ordinary conservation fee. Bookings made
        earlier keep their figures.
      </p>
      <p>
        <Link className="button" to={newSchoolFeePath}>
          Add school fee
        </Link>
      </p>
      <label className="check-field">
        <input
          type="checkbox"
          checked={showDeleted}
          onChange={(event) => setShowDeleted(event.target.checked)}
        />{' '}
        Show deleted rates only
      </label>
      {rows.error && <ErrorNotice error={rows.error} />}
      {choices.error && <ErrorNotice error={choices.error} />}
      {toggle.error && <ErrorNotice error={toggle.error} onClose={() => toggle.reset()} />}
      <ScrollTable caption={showDeleted ? 'Deleted school fees' : 'School fees'}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Destination</th>
            <th scope="col">Guest category</th>
            <th scope="col">Amount a day</th>
            <th scope="col">From</th>
            <th scope="col">To</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {(rows.data ?? []).map((fee) => (
            <tr key={fee.public_id}>
              <td>
                <Link to={schoolFeePath(fee.public_id)}>{fee.name}</Link>
              </td>
              <td>{labelOf(choices.destinations, fee.destination_public_id)}</td>
              <td>{labelOf(choices.categories, fee.payment_public_id)}</td>
              <td>
                {fee.currency} {fee.amount}
              </td>
              <td>{fee.start_date}</td>
              <td>{fee.end_date}</td>
              <StatusCell deleted={fee.deleted} />
              <RowActions
                deleted={fee.deleted}
                busy={toggle.isPending}
                edit={
                  <Link className="button" to={schoolFeePath(fee.public_id)}>
                    Edit
                  </Link>
                }
                onToggle={() => toggle.mutate(fee)}
              />
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {rows.data?.length === 0 && (
        <p className="muted">{showDeleted ? 'No deleted rate.' : 'No school fee yet.'}</p>
      )}
    </section>
  );
}
