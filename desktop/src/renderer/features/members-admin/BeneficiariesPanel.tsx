/**
 * A member's beneficiaries on its page: each with date of birth, contact and amount (KES) and a
 * Remove button, and the add-beneficiary form (checked with the shared `beneficiarySchema` for
 * today, so an adult needs an e-mail and a phone); the API checks the family's rules (2 adults,
 * the couple's maximum) and answers with the spec's message, shown under the form.
 *
 * spec: membership-backoffice.md §2.1 (add-beneficiary form), §5, §7 (Beneficiary: add, delete).
 */
import { formatMoney } from '@hifadhi/shared/money/format-money';
import { type Beneficiary, beneficiarySchema } from '@hifadhi/shared/schemas/member';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorNotice } from '../../components/ErrorNotice';
import { FormButtons } from '../../components/FormButtons';
import { staffRequest } from '../../lib/staff-api';
import { BeneficiaryFields, emptyBeneficiary } from './BeneficiaryFields';
import type { StaffMember } from './member-types';

interface BeneficiariesPanelProps {
  member: StaffMember;
  today: string;
  /** The member's API path (`/members/{public_id}`). */
  path: string;
}

export function BeneficiariesPanel({ member, today, path }: BeneficiariesPanelProps) {
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const changed = (after: StaffMember) => {
    queryClient.setQueryData([path], after);
    return queryClient.invalidateQueries({ queryKey: ['/members'] });
  };
  const add = useMutation({
    mutationFn: (body: Beneficiary) =>
      staffRequest<StaffMember>('POST', `${path}/beneficiaries`, body),
    onSuccess: async (after) => {
      setAdding(false);
      await changed(after);
    },
  });
  const remove = useMutation({
    mutationFn: (beneficiaryId: string) =>
      staffRequest<StaffMember>('DELETE', `${path}/beneficiaries/${beneficiaryId}`),
    onSuccess: changed,
  });
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(beneficiarySchema(today)) as never,
    defaultValues: emptyBeneficiary,
  });

  return (
    <section className="panel" aria-label="Beneficiaries">
      <h2>Beneficiaries</h2>
      {member.family.length === 0 && <p className="muted">No beneficiaries.</p>}
      <ul className="plain-list">
        {member.family.map((person) => (
          <li key={person.public_id}>
            {person.title} {person.first_name} {person.sur_name}, born {person.dob}
            {person.email ? `, ${person.email}` : ''}
            {person.phone_number ? `, ${person.phone_number}` : ''} (
            {formatMoney(person.amount, 'KES', 2)}){' '}
            <button
              type="button"
              className="button"
              disabled={remove.isPending}
              onClick={() => remove.mutate(person.public_id)}
            >
              Remove {person.first_name}
            </button>
          </li>
        ))}
      </ul>
      {remove.error && <ErrorNotice error={remove.error} />}
      {adding ? (
        <form
          className="form operation-form"
          aria-label="Add beneficiary"
          noValidate
          onSubmit={handleSubmit((body) =>
            add.mutateAsync(body as unknown as Beneficiary).then(
              () => reset(emptyBeneficiary),
              () => undefined,
            ),
          )}
        >
          <BeneficiaryFields
            register={register}
            prefix=""
            errors={formState.errors as never}
            legend="New beneficiary"
          />
          <FormButtons
            label="Add beneficiary"
            busy={formState.isSubmitting}
            failure={add.error}
            onCancel={() => {
              add.reset();
              setAdding(false);
            }}
          />
        </form>
      ) : (
        <button type="button" className="button" onClick={() => setAdding(true)}>
          Add beneficiary
        </button>
      )}
    </section>
  );
}
