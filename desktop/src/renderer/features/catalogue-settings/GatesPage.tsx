/**
 * Gates (`/gates`): Add gate opens a panel above the list for a new gate's name, entry mode and
 * destination (`POST /gates`, one Idempotency-Key per gate added); each gate is listed with the entry mode it serves and the destination it admits to (its
 * kiosks price walk-ins at that destination's fee schedules) and its status (deleted ones
 * too), a card per gate on a phone; Edit opens a panel above the list to change the name,
 * entry mode and destination (`PATCH /gates/{id}` with the fields changed; checked with the
 * shared `gateBodySchema` first), and Delete or Restore soft deletes or restores it (a deleted
 * gate is offered as no entry point). The API's refusals (a taken name, a deleted destination)
 * show on their field. The choices are the public lookups' entry modes and
 * destinations (live ones only).
 *
 * spec: membership-backoffice.md §2.6 (Module.* gates), §3 (gates, destinations), §4 (soft
 * delete and restore); staff-booking.md §3.1 (Gate, destination).
 */
import {
  type GateBody,
  type GateRead,
  gateBodySchema,
} from '@hifadhi/shared/schemas/catalogue-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ColumnHeads } from '../../components/ColumnHeads';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { SelectField } from '../../components/SelectField';
import { staffGet, staffRequest } from '../../lib/staff-api';
import { RecordForm } from './RecordForm';
import { RowActions, StatusTag } from './RowActions';
import { useRefusalOnFields } from './refusal-on-fields';
import { useAddRecord, useSoftDeleteToggle } from './use-soft-delete-list';

interface GateChoices {
  entry_modes: { entry_mode_public_id: string; entry_mode_name: string }[];
  destinations: { destination_public_id: string; destination_name: string }[];
}

/** The fields of `body` that differ from `gate`'s. */
function changedFields(gate: GateRead, body: GateBody): Partial<GateBody> {
  return Object.fromEntries(
    (Object.keys(body) as (keyof GateBody)[])
      .filter((field) => body[field] !== gate[field])
      .map((field) => [field, body[field]]),
  );
}

/** A gate's form: `gate`'s fields to edit, or empty to add one; `onSend` saves the body. */
function GateForm(props: {
  gate?: GateRead;
  onSend(body: GateBody): Promise<unknown>;
  onCancel(): void;
}) {
  const choices = useQuery({
    queryKey: ['catalogue', '/public/lookups'],
    queryFn: () => staffGet<GateChoices>('/public/lookups'),
  });
  const { gate } = props;
  const form = useForm({
    resolver: zodResolver(gateBodySchema),
    defaultValues: {
      gate_name: gate?.gate_name ?? '',
      entry_mode_public_id: gate?.entry_mode_public_id ?? '',
      destination_public_id: gate?.destination_public_id ?? '',
    },
  });
  const { register } = form;
  const { errors } = form.formState;
  const refusal = useRefusalOnFields(form.setError, [
    'gate_name',
    'entry_mode_public_id',
    'destination_public_id',
  ]);
  return (
    <RecordForm
      form={form}
      noun="gate"
      record={gate}
      failure={refusal.failure}
      onSend={(body) => refusal.send(props.onSend(body))}
      onCancel={props.onCancel}
    >
      <div className="form-grid">
        <Field label="Name" error={errors.gate_name?.message} {...register('gate_name')} />
        <SelectField
          placeholder={gate ? undefined : 'Choose…'}
          label="Entry mode"
          options={(choices.data?.entry_modes ?? []).map((mode) => ({
            value: mode.entry_mode_public_id,
            label: mode.entry_mode_name,
          }))}
          error={errors.entry_mode_public_id?.message}
          {...register('entry_mode_public_id')}
        />
        <SelectField
          placeholder={gate ? undefined : 'Choose…'}
          label="Destination"
          options={(choices.data?.destinations ?? []).map((place) => ({
            value: place.destination_public_id,
            label: place.destination_name,
          }))}
          error={errors.destination_public_id?.message}
          {...register('destination_public_id')}
        />
      </div>
      <p className="field-hint">
        Walk-ins at this gate's kiosks are priced at its destination's fees from their next sync.
      </p>
    </RecordForm>
  );
}

export function GatesPage() {
  const queryClient = useQueryClient();
  /** The gate in the panel above the list: one edited, 'new' for an add, or none. */
  const [editing, setEditing] = useState<GateRead | 'new' | null>(null);
  const gates = useQuery({ queryKey: ['/gates'], queryFn: () => staffGet<GateRead[]>('/gates') });
  const edit = useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: Partial<GateBody> }) =>
      staffRequest('PATCH', `/gates/${encodeURIComponent(id)}`, changes),
    // The panel closes once the list shows the change.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['/gates'] });
      setEditing(null);
    },
  });
  const add = useAddRecord<GateRead, GateBody>('/gates');
  const toggle = useSoftDeleteToggle<GateRead>('/gates', (gate) => gate.gate_public_id);
  const stopEditing = () => setEditing(null);
  return (
    <section className="resource-list">
      <h1>Gates</h1>
      {editing === null && (
        <div className="button-row">
          <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
            Add gate
          </button>
        </div>
      )}
      {editing === 'new' && (
        <section className="panel operation-form" aria-label="New gate">
          <h2>New gate</h2>
          <GateForm
            onSend={(body) => add.mutateAsync(body).then(stopEditing)}
            onCancel={stopEditing}
          />
        </section>
      )}
      {editing !== null && editing !== 'new' && (
        <section className="panel operation-form" aria-label="Edit gate">
          <h2>Edit: {editing.gate_name}</h2>
          <GateForm
            key={editing.gate_public_id}
            gate={editing}
            onSend={async (body) => {
              const changes = changedFields(editing, body);
              if (Object.keys(changes).length === 0) return stopEditing();
              await edit.mutateAsync({ id: editing.gate_public_id, changes });
            }}
            onCancel={stopEditing}
          />
        </section>
      )}
      {gates.error && <ErrorNotice error={gates.error} />}
      {toggle.error && <ErrorNotice error={toggle.error} onClose={() => toggle.reset()} />}
      <section className="panel table-scroll">
        <table className="table table-stacked">
          <caption>Gates</caption>
          <ColumnHeads columns={['Name', 'Entry mode', 'Destination', 'Status', 'Actions']} />
          <tbody>
            {(gates.data ?? []).map((gate) => (
              <tr key={gate.gate_public_id}>
                <td className="strong">{gate.gate_name}</td>
                <td data-label="Entry mode">{gate.entry_mode_name}</td>
                <td data-label="Destination">{gate.destination_name}</td>
                <td data-label="Status">
                  <StatusTag deleted={gate.deleted} />
                </td>
                <RowActions
                  deleted={gate.deleted}
                  busy={toggle.isPending}
                  edit={
                    <button type="button" className="button" onClick={() => setEditing(gate)}>
                      Edit
                    </button>
                  }
                  onToggle={() => toggle.mutate(gate)}
                />
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
