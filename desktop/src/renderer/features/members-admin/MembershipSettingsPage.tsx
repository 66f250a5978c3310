/**
 * Membership settings (`/membership-settings`, route MembershipSettings): each membership with
 * its type (household type), residence, price, persons and children admitted and its three
 * discounts; Edit opens the setting's form (`PATCH /membership-settings/{public_id}`, checked
 * with the shared schema: 'Discount cannot be more than 100%'). The member, residence and
 * household types are listed beside them.
 *
 * spec: membership-backoffice.md §2.5 (membership-settings), §3 (Membership setting; residence
 * type, household type, member type), §5 (discount 0 to 100).
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import {
  type MembershipSettingPatch,
  membershipSettingPatchSchema,
} from '@hifadhi/shared/schemas/members-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { staffRequest } from '../../lib/staff-api';
import {
  residenceLabels,
  type StaffMembershipSetting,
  useMembershipLookups,
} from './member-lookups';

const editable = [
  ['custom_name', 'Name (staff)'],
  ['name', 'Name (public)'],
  ['price', 'Price'],
  ['number_of_persons', 'Persons admitted'],
  ['number_of_children', 'Children admitted'],
  ['entry_discount', 'Entry discount (%)'],
  ['accommodation_discount', 'Accommodation discount (%)'],
  ['activity_discount', 'Activity discount (%)'],
] as const;

function SettingForm({ setting, onDone }: { setting: StaffMembershipSetting; onDone(): void }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: MembershipSettingPatch) =>
      staffRequest('PATCH', `/membership-settings/${setting.public_id}`, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['/membership-settings'] });
      onDone();
    },
  });
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(membershipSettingPatchSchema) as never,
    defaultValues: Object.fromEntries(editable.map(([name]) => [name, setting[name]])),
  });
  const errors = formState.errors as Record<string, { message?: string } | undefined>;
  return (
    <form
      className="form operation-form"
      aria-label={`Edit ${setting.custom_name}`}
      noValidate
      onSubmit={handleSubmit((body) =>
        save.mutateAsync(body as MembershipSettingPatch).catch(() => undefined),
      )}
    >
      <div className="form-grid">
        {editable.map(([name, label]) => (
          <Field
            key={name}
            label={label}
            inputMode={name.includes('name') ? undefined : 'decimal'}
            error={errors[name]?.message}
            {...register(name, {
              setValueAs: (value) =>
                name.startsWith('number_of') && value !== '' ? Number(value) : value,
            })}
          />
        ))}
      </div>
      <FormButtons
        label="Save"
        busy={formState.isSubmitting}
        failure={save.error}
        onCancel={onDone}
      />
    </form>
  );
}

export function MembershipSettingsPage() {
  const lookups = useMembershipLookups();
  const [editing, setEditing] = useState<string | null>(null);
  if (lookups.error) return <ErrorNotice error={lookups.error} />;
  const read = lookups.data;
  if (!read) return <p className="muted">Loading the membership settings…</p>;
  return (
    <article className="detail">
      <p>
        <Link to="/members">← Members</Link>
      </p>
      <h1>Membership settings</h1>
      <p>
        Member types: {read.member_types.join(', ')}. Household types:{' '}
        {read.household_types.join(', ')}. Residence types:{' '}
        {read.residence_types.map((type) => residenceLabels[type] ?? type).join(', ')}.{' '}
        <Link to="/membership-settings/types">Edit the types</Link>
      </p>
      {read.settings.map((setting) => (
        <section key={setting.public_id} className="panel" aria-label={setting.custom_name}>
          <h2>{setting.custom_name}</h2>
          <p>
            {setting.name} · {setting.membership_type}, {residenceLabels[setting.residence]} ·{' '}
            {formatMoney(setting.price, setting.currency, 2)} · admits {setting.number_of_persons} (
            {setting.number_of_children} children) · discounts: entry {setting.entry_discount}%,
            accommodation {setting.accommodation_discount}%, activities {setting.activity_discount}%
          </p>
          {editing === setting.public_id ? (
            <SettingForm setting={setting} onDone={() => setEditing(null)} />
          ) : (
            <button type="button" className="button" onClick={() => setEditing(setting.public_id)}>
              Edit {setting.custom_name}
            </button>
          )}
        </section>
      ))}
    </article>
  );
}
