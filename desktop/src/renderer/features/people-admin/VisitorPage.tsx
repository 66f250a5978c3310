/**
 * A visitation (`/visitor/:visitor_id`, route Visitor): the visitor, the visit, open or closed
 * (by whom, when); print the pass again (a new tab), close an open visitation, edit it, delete
 * it or restore a deleted one.
 *
 * spec: membership-backoffice.md §2.5 (visitor/{visitor_id}, edit-visitor), §4 (Visitation: open
 * to closed), §7 (Visitors: PATCH close, PATCH edit).
 */
import type { NewVisitor } from '@hifadhi/shared/schemas/people-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { DetailLayout } from '../../lib/detail/DetailLayout';
import { formatInstant } from '../../lib/format-time';
import { staffGet, staffRequest } from '../../lib/staff-api';
import { VisitorForm } from './VisitorForm';
import { openPass, type Visitation } from './visitor-types';

export function VisitorPage() {
  const { visitor_id = '' } = useParams();
  const path = `/visitors/${encodeURIComponent(visitor_id)}`;
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const visit = useQuery({ queryKey: [path], queryFn: () => staffGet<Visitation>(path) });
  const change = useMutation({
    mutationFn: ({ method, suffix, body }: { method: string; suffix: string; body?: NewVisitor }) =>
      staffRequest<Visitation>(method, `${path}${suffix}`, body),
    onSuccess: async (after) => {
      queryClient.setQueryData([path], after);
      setEditing(false);
      await queryClient.invalidateQueries({ queryKey: ['/visitors'] });
    },
  });
  const pass = useMutation({
    mutationFn: (tab: Window | null) => openPass(`${path}/pass.pdf`, tab),
  });
  if (visit.error) return <ErrorNotice error={visit.error} />;
  const v = visit.data;
  if (!v) return <p>Loading the visitation…</p>;
  const status = v.deleted_at !== null ? 'Deleted' : v.status === 'open' ? 'Open' : 'Closed';
  return (
    <DetailLayout
      backTo="/visitors"
      backLabel="Visitors"
      title={`Visitor pass ${v.pass_number}`}
      tags={<span className="tag">{status}</span>}
      facts={[
        { label: 'Visitor', value: v.name },
        { label: 'Phone', value: v.phone },
        { label: 'Document', value: `${v.identification_type} ${v.identification_number}` },
        { label: 'Visitor type', value: v.visitor_type },
        { label: 'Organisation', value: v.organisation ?? '—' },
        { label: 'Vehicle', value: v.vehicle_plate ?? '—' },
        { label: 'People', value: v.count },
        { label: 'Purpose', value: v.purpose },
        { label: 'Staff responsible', value: v.staff_responsible },
        { label: 'Opened', value: `${formatInstant(v.opened_at)} by ${v.opened_by}` },
        { label: 'Status', value: status, testId: 'visitation-status' },
        ...(v.closed_at === null
          ? []
          : [{ label: 'Closed', value: `${formatInstant(v.closed_at)} by ${v.closed_by}` }]),
      ]}
      actions={
        <>
          <button
            type="button"
            className="button"
            onClick={() => pass.mutate(window.open('', '_blank'))}
          >
            Print pass
          </button>
          {v.deleted_at === null && v.status === 'open' && (
            <button
              type="button"
              className="button"
              onClick={() => change.mutate({ method: 'POST', suffix: '/close' })}
            >
              Close visitation
            </button>
          )}
          {v.deleted_at === null && (
            <button type="button" className="button" onClick={() => setEditing(!editing)}>
              Edit
            </button>
          )}
          {v.deleted_at === null ? (
            <button
              type="button"
              className="button"
              onClick={() => change.mutate({ method: 'DELETE', suffix: '' })}
            >
              Delete
            </button>
          ) : (
            <button
              type="button"
              className="button"
              onClick={() => change.mutate({ method: 'POST', suffix: '/restore' })}
            >
              Restore
            </button>
          )}
        </>
      }
    >
      {(change.error || pass.error) && <ErrorNotice error={change.error ?? pass.error} />}
      {editing && (
        <section className="panel operation-form" aria-label="Edit visitation">
          <VisitorForm
            label="Save changes"
            visitation={v}
            failure={change.error}
            onSend={(body) =>
              change.mutateAsync({ method: 'PATCH', suffix: '', body }).catch(() => undefined)
            }
            onCancel={() => setEditing(false)}
          />
        </section>
      )}
    </DetailLayout>
  );
}
