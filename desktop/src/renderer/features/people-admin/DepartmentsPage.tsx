/**
 * Departments (`/staff-settings`, route StaffSettings): every department with its staff count,
 * add one, make it active or inactive, delete it and restore a deleted one.
 *
 * spec: membership-backoffice.md §2.5 (staff-settings), §3 (departments), §4 (active or
 * inactive; soft delete and restore).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { staffRequest } from '../../lib/staff-api';
import { type Department, useDepartments } from './staff-directory-types';

export function DepartmentsPage() {
  const queryClient = useQueryClient();
  const live = useDepartments().data?.data ?? [];
  const deleted = useDepartments(true).data?.data ?? [];
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const change = useMutation({
    mutationFn: ({ method, path, body }: { method: string; path: string; body?: unknown }) =>
      staffRequest<Department>(method, path, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/departments'] }),
  });
  const add = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { method: 'POST', path: '/departments', body: { name, description } },
      {
        onSuccess: () => {
          setName('');
          setDescription('');
        },
      },
    );
  };
  const row = (d: Department) => {
    const path = `/departments/${encodeURIComponent(d.public_id)}`;
    return (
      <tr key={d.public_id}>
        <td>{d.name}</td>
        <td>{d.staff_count}</td>
        <td>{d.deleted_at ? 'Deleted' : d.is_active ? 'Active' : 'Inactive'}</td>
        <td className="button-row">
          {d.deleted_at ? (
            <button
              type="button"
              className="button"
              onClick={() => change.mutate({ method: 'POST', path: `${path}/restore` })}
            >
              Restore
            </button>
          ) : (
            <>
              <button
                type="button"
                className="button"
                onClick={() =>
                  change.mutate({
                    method: 'PUT',
                    path,
                    body: { name: d.name, description: d.description, is_active: !d.is_active },
                  })
                }
              >
                {d.is_active ? 'Make inactive' : 'Make active'}
              </button>
              <button
                type="button"
                className="button"
                onClick={() => change.mutate({ method: 'DELETE', path })}
              >
                Delete
              </button>
            </>
          )}
        </td>
      </tr>
    );
  };
  return (
    <article className="detail">
      <p>
        <Link to="/all-staff">← Staff</Link>
      </p>
      <h1>Departments</h1>
      {change.error && <ErrorNotice error={change.error} />}
      <section className="panel operation-form" aria-label="New department">
        <form className="form" noValidate onSubmit={add}>
          <Field
            label="Department name"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <Field
            label="Description"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
          <FormButtons label="Add department" busy={change.isPending} failure={null} />
        </form>
      </section>
      <section className="panel table-scroll">
        <table>
          <caption>Departments</caption>
          <thead>
            <tr>
              <th>Name</th>
              <th>Staff</th>
              <th>Status</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>{[...live, ...deleted].map(row)}</tbody>
        </table>
      </section>
    </article>
  );
}
