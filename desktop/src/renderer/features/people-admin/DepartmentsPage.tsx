/**
 * Departments (`/staff-settings`, route StaffSettings): every department with its staff count,
 * add one, make it active or inactive, delete it and restore a deleted one.
 *
 * spec: membership-backoffice.md §2.5 (staff-settings), §3 (departments), §4 (active or
 * inactive; soft delete and restore).
 */
import { useState } from 'react';
import { Field } from '../../components/Field';
import { NamedListPage } from '../../components/NamedListPage';
import { type Department, useDepartments } from './staff-directory-types';

export function DepartmentsPage() {
  const live = useDepartments().data?.data ?? [];
  const deleted = useDepartments(true).data?.data ?? [];
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  return (
    <NamedListPage<Department>
      title="Departments"
      back={{ to: '/all-staff', label: 'Staff' }}
      apiPath="/departments"
      noun="department"
      rows={[...live, ...deleted]}
      isDeleted={(department) => department.deleted_at !== null}
      columns={[
        { head: 'Name', cell: (department) => department.name },
        { head: 'Staff', cell: (department) => department.staff_count },
      ]}
      status={(department) => (department.is_active ? 'Active' : 'Inactive')}
      toggles={(department) => [
        {
          label: department.is_active ? 'Make inactive' : 'Make active',
          method: 'PUT',
          body: {
            name: department.name,
            description: department.description,
            is_active: !department.is_active,
          },
        },
      ]}
      fields={
        <>
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
        </>
      }
      newBody={() => ({ name, description })}
      onAdded={() => {
        setName('');
        setDescription('');
      }}
    />
  );
}
