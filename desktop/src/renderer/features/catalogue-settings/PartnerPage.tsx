/**
 * One partner (`/partner/{partner_id}`, route Partner): its type, contacts, customer codes, KRA
 * PIN, discounts and commission, destinations and status; Edit opens its form (`PATCH
 * /partners/{id}`), Suspend / Activate, Delete / Restore change its status; its users are
 * listed and a partner user is added through the users service (`POST /users/partner`, for
 * those who also have the users feature).
 *
 * spec: membership-backoffice.md §2.5 (partner/{partner_id}, edit-partner), §3, §4 (Partner:
 * suspended then activated), §6 (partner users), §7 (Partners; Users: POST partner user).
 */
import { type CreatePartnerUser, createPartnerUserSchema } from '@hifadhi/shared/schemas/auth';
import type { PartnerPatch, PartnerRead } from '@hifadhi/shared/schemas/catalogue-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { DetailLayout } from '../../lib/detail/DetailLayout';
import { staffGet, staffRequest } from '../../lib/staff-api';
import { RecordHistory } from '../logs/RecordHistory';
import { PartnerForm } from './PartnerForm';
import { percentText, statusTone, statusWord } from './settings-words';

function PartnerUserForm({
  partnerId,
  onDone,
  onCancel,
}: {
  partnerId: string;
  onDone(): void;
  onCancel(): void;
}) {
  const add = useMutation({
    mutationFn: (body: CreatePartnerUser) => staffRequest('POST', '/users/partner', body),
    onSuccess: onDone,
  });
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(createPartnerUserSchema),
    defaultValues: {
      full_name: '',
      email: '',
      phone: '',
      partner_public_id: partnerId,
      password: '',
    },
  });
  const { errors } = formState;
  return (
    <form
      className="form"
      noValidate
      onSubmit={handleSubmit((body) => add.mutateAsync(body).catch(() => undefined))}
    >
      <div className="form-grid">
        <Field label="Full name" error={errors.full_name?.message} {...register('full_name')} />
        <Field
          label="E-mail address"
          type="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Field label="Phone" type="tel" error={errors.phone?.message} {...register('phone')} />
        <Field
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="10 to 128 characters, not a common password."
          error={errors.password?.message}
          {...register('password')}
        />
      </div>
      <FormButtons
        label="Add user"
        busy={formState.isSubmitting}
        failure={add.error}
        onCancel={onCancel}
      />
    </form>
  );
}

export function PartnerPage() {
  const partnerId = useParams().partner_id ?? '';
  const path = `/partners/${encodeURIComponent(partnerId)}`;
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [addingUser, setAddingUser] = useState(false);
  const partner = useQuery({ queryKey: [path], queryFn: () => staffGet<PartnerRead>(path) });
  const settle = (changed: PartnerRead) => {
    setEditing(false);
    queryClient.setQueryData([path], changed);
    return queryClient.invalidateQueries({ queryKey: ['/partners'] });
  };
  const edit = useMutation({
    mutationFn: (patch: PartnerPatch) => staffRequest<PartnerRead>('PATCH', path, patch),
    onSuccess: settle,
  });
  const status = useMutation({
    mutationFn: (operation: 'suspend' | 'unsuspend' | 'delete' | 'restore') =>
      operation === 'delete'
        ? staffRequest<PartnerRead>('DELETE', path)
        : staffRequest<PartnerRead>('POST', `${path}/${operation}`),
    onSuccess: settle,
  });

  if (partner.error) return <ErrorNotice error={partner.error} />;
  const read = partner.data;
  if (!read) return <p className="muted">Loading the partner…</p>;
  const deleted = read.status === 'deleted';

  return (
    <DetailLayout
      backTo="/partners"
      backLabel="Partners"
      title={read.name}
      tags={
        <span className={statusTone(read.status)} data-testid="partner-status">
          {statusWord(read.status)}
        </span>
      }
      facts={[
        { label: 'Type', value: read.type_name ?? read.type_public_id },
        { label: 'E-mail', value: read.email },
        { label: 'Phone', value: read.tel ?? '—' },
        {
          label: 'Postal address',
          value: [read.postal_address, read.postal_code].filter(Boolean).join(', ') || '—',
        },
        { label: 'Customer code (KES)', value: read.customer_code ?? '—' },
        { label: 'Customer code (USD)', value: read.customer_code_usd ?? '—' },
        { label: 'KRA PIN', value: read.kra_pin_number ?? '—' },
        {
          label: 'Conservation fee discount',
          value: percentText(read.conservation_fee_discount),
        },
        { label: 'Facility discount', value: percentText(read.facility_discount) },
        { label: 'Facility commission', value: percentText(read.facility_commission) },
        {
          label: 'Destinations',
          value: read.destinations.map((place) => place.destination_name).join(', ') || '—',
        },
      ]}
      actions={
        editing ? undefined : (
          <>
            <button type="button" className="button" onClick={() => setEditing(true)}>
              Edit
            </button>
            {!deleted && (
              <button
                type="button"
                className="button"
                disabled={status.isPending}
                onClick={() => status.mutate(read.status === 'suspended' ? 'unsuspend' : 'suspend')}
              >
                {read.status === 'suspended' ? 'Activate' : 'Suspend'}
              </button>
            )}
            <button
              type="button"
              className="button"
              disabled={status.isPending}
              onClick={() => status.mutate(deleted ? 'restore' : 'delete')}
            >
              {deleted ? 'Restore' : 'Delete'}
            </button>
          </>
        )
      }
    >
      {status.error && <ErrorNotice error={status.error} onClose={() => status.reset()} />}
      {editing && (
        <section className="panel operation-form" aria-label="Edit partner">
          <h2>Edit partner</h2>
          <PartnerForm
            partner={read}
            label="Save"
            failure={edit.error}
            onSend={(body) => edit.mutateAsync(body).catch(() => undefined)}
            onCancel={() => {
              edit.reset();
              setEditing(false);
            }}
          />
        </section>
      )}
      <section className="panel" aria-label="Partner users">
        <h2>Users</h2>
        {read.users.length === 0 ? (
          <p className="muted">No users yet.</p>
        ) : (
          <ul>
            {read.users.map((user) => (
              <li key={user.public_id}>
                {user.full_name} — {user.email}
                {user.suspended ? ' (suspended)' : ''}
              </li>
            ))}
          </ul>
        )}
        {addingUser ? (
          <PartnerUserForm
            partnerId={read.public_id}
            onDone={() => {
              setAddingUser(false);
              return queryClient.invalidateQueries({ queryKey: [path] });
            }}
            onCancel={() => setAddingUser(false)}
          />
        ) : (
          <div className="button-row">
            <button type="button" className="button" onClick={() => setAddingUser(true)}>
              Add a partner user
            </button>
          </div>
        )}
      </section>
      <RecordHistory record="partner" recordId={partnerId} version={partner.dataUpdatedAt} />
    </DetailLayout>
  );
}
