/**
 * Volunteer programmes: the list (`/all-programs`: applications, paid and places left; deleted
 * ones to restore), Add programme (`/add-new-program`), a programme's page (`/m-program/:id`:
 * edit, contacts, delete, restore) and an application's page (`/volunteer-application/:id`:
 * the applicant, and a payment reminder e-mail while unpaid).
 *
 * spec: membership-backoffice.md §2.5 (Volunteers: add-new-program, all-programs,
 * m-program/{program_id}, edit-volunterr-program, volunteer-application/{applicant_id}), §3, §7.
 */

import { formatMoney } from '@hifadhi/shared/money/format-money';
import type { ProgramForm as Body, ProgramContactForm } from '@hifadhi/shared/schemas/people-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { Notice } from '../../components/Notice';
import { DetailLayout } from '../../lib/detail/DetailLayout';
import { formatInstant } from '../../lib/format-time';
import { staffGet, staffPost, staffRequest } from '../../lib/staff-api';
import type { StaffVolunteer } from '../people-lists/people-types';
import { ProgramFiles } from './ProgramFiles';
import { ProgramForm, type StaffProgram } from './ProgramForm';

/** The path of programme `publicId`'s page. */
export const programPath = (publicId: string) => `/m-program/${encodeURIComponent(publicId)}`;

export function ProgramsListPage() {
  const [deleted, setDeleted] = useState(false);
  const path = `/programs${deleted ? '?deleted=true' : ''}`;
  const programs = useQuery({
    queryKey: ['/programs', path],
    queryFn: () => staffGet<StaffProgram[]>(path),
  });
  return (
    <article className="detail">
      <h1>Volunteer programmes</h1>
      <p className="button-row">
        <Link className="button" to="/add-new-program">
          Add programme
        </Link>
        <Link className="button" to="/volunteers">
          Applications
        </Link>
        <button type="button" className="button" onClick={() => setDeleted(!deleted)}>
          {deleted ? 'Show programmes' : 'Show deleted programmes'}
        </button>
      </p>
      {programs.error && <ErrorNotice error={programs.error} />}
      <section className="panel table-scroll">
        <table>
          <caption>{deleted ? 'Deleted programmes' : 'Programmes'}</caption>
          <thead>
            <tr>
              <th>Programme</th>
              <th>Dates</th>
              <th>Price</th>
              <th>Applications</th>
              <th>Paid</th>
              <th>Places left</th>
            </tr>
          </thead>
          <tbody>
            {(programs.data ?? []).map((p) => (
              <tr key={p.public_id}>
                <td>
                  <Link to={programPath(p.public_id)} className="ref-link">
                    {p.name}
                  </Link>
                </td>
                <td>
                  {p.start_date} – {p.end_date}
                </td>
                <td>{formatMoney(p.price, p.currency, 2)}</td>
                <td>{p.applications}</td>
                <td>{p.paid}</td>
                <td>{p.places_left}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </article>
  );
}

export function NewProgramPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: (body: Body) => staffRequest<StaffProgram>('POST', '/programs', body),
    onSuccess: async (program) => {
      await queryClient.invalidateQueries({ queryKey: ['/programs'] });
      navigate(programPath(program.public_id));
    },
  });
  return (
    <article className="detail">
      <p>
        <Link to="/all-programs">← Volunteer programmes</Link>
      </p>
      <h1>Add programme</h1>
      <section className="panel operation-form" aria-label="Add programme">
        <ProgramForm
          label="Add programme"
          failure={add.error}
          onSend={(body) => add.mutateAsync(body).catch(() => undefined)}
          onCancel={() => navigate('/all-programs')}
        />
      </section>
    </article>
  );
}

export function ProgramPage() {
  const { program_id = '' } = useParams();
  const path = `/programs/${encodeURIComponent(program_id)}`;
  const queryClient = useQueryClient();
  const program = useQuery({ queryKey: [path], queryFn: () => staffGet<StaffProgram>(path) });
  const [contact, setContact] = useState<ProgramContactForm>({
    name: '',
    role: null,
    email: null,
    phone: null,
  });
  const change = useMutation({
    mutationFn: ({ method, to, body }: { method: string; to: string; body?: unknown }) =>
      staffRequest<StaffProgram>(method, to, body),
    onSuccess: async (after) => {
      queryClient.setQueryData([path], after);
      await queryClient.invalidateQueries({ queryKey: ['/programs'] });
    },
  });
  if (program.error) return <ErrorNotice error={program.error} />;
  const p = program.data;
  if (!p) return <p>Loading the programme…</p>;
  const addContact = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { method: 'POST', to: `${path}/contacts`, body: contact },
      { onSuccess: () => setContact({ name: '', role: null, email: null, phone: null }) },
    );
  };
  const text = (name: keyof ProgramContactForm) => ({
    value: contact[name] ?? '',
    onChange: (event: { target: { value: string } }) =>
      setContact({ ...contact, [name]: event.target.value }),
  });
  return (
    <DetailLayout
      backTo="/all-programs"
      backLabel="Volunteer programmes"
      title={p.name}
      tags={
        <span className="tag">{p.deleted_at ? 'Deleted' : `${p.places_left} places left`}</span>
      }
      facts={[
        { label: 'Dates', value: `${p.start_date} – ${p.end_date}` },
        { label: 'Price', value: formatMoney(p.price, p.currency, 2) },
        { label: 'Maximum applicants', value: p.max_applicants },
        { label: 'Applications', value: p.applications },
        { label: 'Paid', value: p.paid },
      ]}
      actions={
        <>
          <Link className="button" to={`/volunteers?program=${encodeURIComponent(p.public_id)}`}>
            Applications
          </Link>
          {p.deleted_at === null ? (
            <button
              type="button"
              className="button"
              onClick={() => change.mutate({ method: 'DELETE', to: path })}
            >
              Delete
            </button>
          ) : (
            <button
              type="button"
              className="button"
              onClick={() => change.mutate({ method: 'POST', to: `${path}/restore` })}
            >
              Restore
            </button>
          )}
        </>
      }
    >
      {change.error && <ErrorNotice error={change.error} />}
      <section className="panel" aria-label="Contacts">
        <h2>Contacts</h2>
        <ul className="plain-list">
          {p.contacts.map((c) => (
            <li key={c.public_id} className="button-row">
              <span>
                {c.name}
                {c.role ? `, ${c.role}` : ''} {c.email ?? ''} {c.phone ?? ''}
              </span>
              <button
                type="button"
                className="button"
                onClick={() =>
                  change.mutate({ method: 'DELETE', to: `/program-contacts/${c.public_id}` })
                }
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
        <form className="form" noValidate onSubmit={addContact}>
          <div className="form-grid">
            <Field label="Contact name" {...text('name')} />
            <Field label="Role" {...text('role')} />
            <Field label="E-mail address" type="email" {...text('email')} />
            <Field label="Phone" type="tel" {...text('phone')} />
          </div>
          <FormButtons label="Add contact" busy={change.isPending} failure={null} />
        </form>
      </section>
      <ProgramFiles
        program={p}
        busy={change.isPending}
        send={(method, to, body) => change.mutate({ method, to: `${path}${to}`, body })}
      />
      {p.deleted_at === null && (
        <section className="panel operation-form" aria-label="Edit programme">
          <h2>Edit</h2>
          <ProgramForm
            key={JSON.stringify(p)}
            label="Save changes"
            program={p}
            failure={change.error}
            onSend={(body) =>
              change.mutateAsync({ method: 'PUT', to: path, body }).catch(() => undefined)
            }
            onCancel={() => queryClient.invalidateQueries({ queryKey: [path] })}
          />
        </section>
      )}
    </DetailLayout>
  );
}

export function VolunteerApplicationPage() {
  const { applicant_id = '' } = useParams();
  const path = `/volunteers/${encodeURIComponent(applicant_id)}`;
  const application = useQuery({ queryKey: [path], queryFn: () => staffGet<StaffVolunteer>(path) });
  const remind = useMutation({ mutationFn: () => staffPost<{ to: string }>(`${path}/remind`) });
  if (application.error) return <ErrorNotice error={application.error} />;
  const a = application.data;
  if (!a) return <p>Loading the application…</p>;
  return (
    <DetailLayout
      backTo="/volunteers"
      backLabel="Applications"
      title={`${a.first_name} ${a.sur_name}`}
      tags={<span className="tag">{a.payment_status}</span>}
      facts={[
        { label: 'Programme', value: a.program },
        { label: 'E-mail', value: a.email },
        { label: 'Phone', value: a.tel },
        { label: 'Price', value: formatMoney(a.price, a.currency, 2) },
        { label: 'Applied', value: formatInstant(a.created_at) },
      ]}
      actions={
        a.payment_status === 'Unpaid' && (
          <button
            type="button"
            className="button"
            onClick={() => remind.mutate()}
            disabled={remind.isPending}
          >
            Send payment reminder
          </button>
        )
      }
    >
      {remind.error && <ErrorNotice error={remind.error} />}
      {remind.isSuccess && (
        <Notice tone="success" title="Reminder sent">
          A payment reminder went to {remind.data.to}.
        </Notice>
      )}
    </DetailLayout>
  );
}
