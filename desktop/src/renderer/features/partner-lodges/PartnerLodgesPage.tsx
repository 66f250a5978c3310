/**
 * Partner lodges ("Escapes") at `/partner-lodges`: the lodges the desk sells (name, partner,
 * currency, rooms per night, commission, status), or the deleted ones, each opening its page;
 * Delete and Restore in the row; a link to add one.
 *
 * spec: staff-booking.md §2.4, §3.9; membership-backoffice.md §3–4 (soft delete and restore).
 */
import type { PartnerLodgeRead } from '@hifadhi/shared/schemas/partner-lodges';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { RowActions, StatusCell } from '../catalogue-settings/RowActions';
import { ScrollTable } from '../catalogue-settings/ScrollTable';
import { percentText } from '../catalogue-settings/settings-words';
import { useSoftDeleteList } from '../catalogue-settings/use-soft-delete-list';
import { newPartnerLodgePath, partnerLodgePath, partnerLodgesPath } from './partner-lodge-paths';

export function PartnerLodgesPage() {
  const [showDeleted, setShowDeleted] = useState(false);
  const { rows, toggle } = useSoftDeleteList<PartnerLodgeRead, never>(
    partnerLodgesPath,
    showDeleted ? `${partnerLodgesPath}?deleted=true` : partnerLodgesPath,
  );
  return (
    <section className="resource-list">
      <h1>Partner lodges</h1>
      <p>
        Partners' lodges the desk sells with a booking ("Escapes"): their prices per parameter,
        supplements and the conservancy's commission. A deleted lodge can no longer be quoted;
        bookings made earlier keep their figures.
      </p>
      <p>
        <Link className="button" to={newPartnerLodgePath}>
          Add partner lodge
        </Link>
      </p>
      <label className="check-field">
        <input
          type="checkbox"
          checked={showDeleted}
          onChange={(event) => setShowDeleted(event.target.checked)}
        />{' '}
        Show deleted lodges only
      </label>
      {rows.error && <ErrorNotice error={rows.error} />}
      {toggle.error && <ErrorNotice error={toggle.error} onClose={() => toggle.reset()} />}
      <ScrollTable caption={showDeleted ? 'Deleted partner lodges' : 'Partner lodges'}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Partner</th>
            <th scope="col">Currency</th>
            <th scope="col">Rooms a night</th>
            <th scope="col">Commission</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {(rows.data ?? []).map((lodge) => (
            <tr key={lodge.public_id}>
              <td>
                <Link to={partnerLodgePath(lodge.public_id)}>{lodge.name}</Link>
              </td>
              <td>{lodge.partner_name}</td>
              <td>{lodge.currency}</td>
              <td>{lodge.quantity}</td>
              <td>{percentText(lodge.percentage_commission)}</td>
              <StatusCell deleted={lodge.deleted} />
              <RowActions
                deleted={lodge.deleted}
                busy={toggle.isPending}
                edit={
                  <Link className="button" to={partnerLodgePath(lodge.public_id)}>
                    Edit
                  </Link>
                }
                onToggle={() => toggle.mutate(lodge)}
              />
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {rows.data?.length === 0 && (
        <p className="muted">{showDeleted ? 'No deleted lodge.' : 'No partner lodge yet.'}</p>
      )}
    </section>
  );
}
