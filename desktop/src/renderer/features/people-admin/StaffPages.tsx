/**
 * The staff directory: the list (`/all-staff`: by name, number, e-mail or title; department,
 * active, deleted), Add staff (`/add-staff`) and a staff member's page (`/edit-staff/:staff_id`:
 * edit every field, delete, restore).
 *
 * spec: membership-backoffice.md §2.5 (Staff: add-staff, edit-staff/{staff_id}, all-staff), §4.
 */
import type { StaffMemberForm as Body } from '@hifadhi/shared/schemas/people-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { DetailLayout } from '../../lib/detail/DetailLayout';
import type { FilterField } from '../../lib/paged-list/FilterBar';
import type { ListFeatures } from '../../lib/paged-list/PagedTable';
import { ResourceList } from '../../lib/paged-list/ResourceList';
import { staffGet, staffRequest } from '../../lib/staff-api';
import { StaffMemberForm } from './StaffMemberForm';
import {
  type StaffMember,
  type StaffMembersAnswer,
  staffMemberPath,
  useDepartments,
} from './staff-directory-types';

type Filter = 'search' | 'department' | 'active' | 'deleted';

const column = createColumnHelper<ListFeatures, StaffMember>();
const columns = column.columns([
  column.accessor('staff_number', {
    header: 'Number',
    cell: (info) => (
      <Link to={staffMemberPath(info.row.original.public_id)} className="ref-link">
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('full_name', { header: 'Name' }),
  column.accessor((row) => row.job_title ?? '—', { id: 'title', header: 'Job title' }),
  column.accessor('department', { header: 'Department' }),
  column.accessor((row) => (row.is_active ? 'Active' : 'Inactive'), {
    id: 'active',
    header: 'Status',
  }),
]);

export function StaffListPage() {
  const departments = useDepartments().data?.data ?? [];
  const filters: readonly FilterField<Filter>[] = [
    { name: 'search', label: 'Search (name, number, e-mail, title)', kind: 'text' },
    {
      name: 'department',
      label: 'Department',
      kind: 'choice',
      options: departments.map((d) => ({ value: d.public_id, label: d.name })),
    },
    {
      name: 'active',
      label: 'Status',
      kind: 'choice',
      options: [
        { value: 'true', label: 'Active' },
        { value: 'false', label: 'Inactive' },
      ],
    },
    {
      name: 'deleted',
      label: 'Deleted',
      kind: 'choice',
      anyLabel: 'Not deleted',
      options: [{ value: 'true', label: 'Deleted only' }],
    },
  ];
  return (
    <ResourceList<Filter, StaffMembersAnswer, StaffMember>
      title="Staff"
      path="/staff"
      items={15}
      filters={filters}
      columns={columns}
      rowsOf={(answer) => answer.data}
      rowKey={(row) => row.public_id}
      noun={{ one: 'staff member', many: 'staff members' }}
      tabs={
        <p className="button-row">
          <Link className="button" to="/add-staff">
            Add staff
          </Link>
          <Link className="button" to="/staff-settings">
            Departments
          </Link>
        </p>
      }
    />
  );
}

export function NewStaffPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: (body: Body) => staffRequest<StaffMember>('POST', '/staff', body),
    onSuccess: async (member) => {
      await queryClient.invalidateQueries({ queryKey: ['/staff'] });
      navigate(staffMemberPath(member.public_id));
    },
  });
  return (
    <article className="detail">
      <p>
        <Link to="/all-staff">← Staff</Link>
      </p>
      <h1>Add staff</h1>
      <section className="panel operation-form" aria-label="Add staff">
        <StaffMemberForm
          label="Add staff member"
          failure={add.error}
          onSend={(body) => add.mutateAsync(body).catch(() => undefined)}
          onCancel={() => navigate('/all-staff')}
        />
      </section>
    </article>
  );
}

export function StaffMemberPage() {
  const { staff_id = '' } = useParams();
  const path = `/staff/${encodeURIComponent(staff_id)}`;
  const queryClient = useQueryClient();
  const member = useQuery({ queryKey: [path], queryFn: () => staffGet<StaffMember>(path) });
  const change = useMutation({
    mutationFn: ({ method, suffix, body }: { method: string; suffix: string; body?: Body }) =>
      staffRequest<StaffMember>(method, `${path}${suffix}`, body),
    onSuccess: async (after) => {
      queryClient.setQueryData([path], after);
      await queryClient.invalidateQueries({ queryKey: ['/staff'] });
    },
  });
  if (member.error) return <ErrorNotice error={member.error} />;
  const m = member.data;
  if (!m) return <p>Loading the staff member…</p>;
  return (
    <DetailLayout
      backTo="/all-staff"
      backLabel="Staff"
      title={m.full_name}
      tags={
        <span className="tag">
          {m.deleted_at ? 'Deleted' : m.is_active ? 'Active' : 'Inactive'}
        </span>
      }
      facts={[
        { label: 'Staff number', value: m.staff_number },
        { label: 'Department', value: m.department },
        { label: 'Job title', value: m.job_title ?? '—' },
        { label: 'E-mail', value: m.email ?? '—' },
        { label: 'Phone', value: m.phone ?? '—' },
      ]}
      actions={
        m.deleted_at === null ? (
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
        )
      }
    >
      {m.deleted_at === null && (
        <section className="panel operation-form" aria-label="Edit staff member">
          <h2>Edit</h2>
          <StaffMemberForm
            key={JSON.stringify(m)}
            label="Save changes"
            member={m}
            failure={change.error}
            onSend={(body) =>
              change.mutateAsync({ method: 'PUT', suffix: '', body }).catch(() => undefined)
            }
            onCancel={() => queryClient.invalidateQueries({ queryKey: [path] })}
          />
        </section>
      )}
    </DetailLayout>
  );
}
