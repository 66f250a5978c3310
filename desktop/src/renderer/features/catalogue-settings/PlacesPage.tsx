/**
 * Destinations (`/destinations`): an Add form (`POST /destinations` with `destination_name`,
 * one Idempotency-Key per destination added; a taken name is refused on the field), each listed (deleted ones too) with its status, Rename
 * (`PATCH /destinations/{id}` with `destination_name`, the name checked with the shared
 * schema's rule before it is sent) and Delete or Restore. The API refuses to delete one while
 * a live gate admits to it, naming the gates. Gates have their own page (GatesPage.tsx).
 *
 * spec: membership-backoffice.md §2.6 (Module.* destinations, gates), §4 (soft delete and
 * restore); staff-booking.md §3.2.
 */
import {
  type DestinationBody,
  type DestinationRead,
  destinationBodySchema,
  namedTypeBodySchema,
} from '@hifadhi/shared/schemas/catalogue-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { staffGet, staffRequest } from '../../lib/staff-api';
import { RecordForm } from './RecordForm';
import { RowActions, StatusCell } from './RowActions';
import { useRefusalOnFields } from './refusal-on-fields';
import { ScrollTable } from './ScrollTable';
import { useAddRecord, useSoftDeleteToggle } from './use-soft-delete-list';

interface Place {
  id: string;
  name: string;
  deleted: boolean;
}

interface PlacesProps<T> {
  title: string;
  /** The API path of the list (`/destinations`). */
  path: string;
  /** The field a rename sends (`destination_name`). */
  field: string;
  placesOf(answer: T[]): Place[];
  /** The form adding one, above the list. */
  adder: ReactNode;
}

function RenameForm(props: {
  name: string;
  failure: unknown;
  onSend(name: string): Promise<unknown>;
  onCancel(): void;
}) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(namedTypeBodySchema),
    defaultValues: { name: props.name },
  });
  return (
    <form className="form" noValidate onSubmit={handleSubmit((body) => props.onSend(body.name))}>
      <Field label="Name" error={formState.errors.name?.message} {...register('name')} />
      <FormButtons
        label="Save"
        busy={formState.isSubmitting}
        failure={props.failure}
        onCancel={props.onCancel}
      />
    </form>
  );
}

function PlacesPage<T>({ title, path, field, placesOf, adder }: PlacesProps<T>) {
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState<string | null>(null);
  const places = useQuery({ queryKey: [path], queryFn: () => staffGet<T[]>(path) });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      staffRequest('PATCH', `${path}/${encodeURIComponent(id)}`, { [field]: name }),
    onSuccess: () => {
      setRenaming(null);
      return queryClient.invalidateQueries({ queryKey: [path] });
    },
  });
  const toggle = useSoftDeleteToggle<Place>(path, (place) => place.id);
  return (
    <section className="resource-list">
      <h1>{title}</h1>
      {adder}
      {places.error && <ErrorNotice error={places.error} />}
      {toggle.error && <ErrorNotice error={toggle.error} onClose={() => toggle.reset()} />}
      <ScrollTable caption={title}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {(places.data ? placesOf(places.data) : []).map((place) => (
            <tr key={place.id}>
              <td>
                {renaming === place.id ? (
                  <RenameForm
                    name={place.name}
                    failure={rename.error}
                    onSend={(name) =>
                      rename.mutateAsync({ id: place.id, name }).catch(() => undefined)
                    }
                    onCancel={() => {
                      rename.reset();
                      setRenaming(null);
                    }}
                  />
                ) : (
                  place.name
                )}
              </td>
              <StatusCell deleted={place.deleted} />
              <RowActions
                deleted={place.deleted}
                busy={toggle.isPending}
                edit={
                  <button type="button" className="button" onClick={() => setRenaming(place.id)}>
                    Rename
                  </button>
                }
                onToggle={() => toggle.mutate(place)}
              />
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </section>
  );
}

/** Adds a destination; it is priced at the conservancy-wide fees until it has its own. */
function NewDestination() {
  const add = useAddRecord<DestinationRead, DestinationBody>('/destinations');
  const form = useForm({
    resolver: zodResolver(destinationBodySchema),
    defaultValues: { destination_name: '' },
  });
  const refusal = useRefusalOnFields(form.setError, ['destination_name']);
  return (
    <section className="panel operation-form" aria-label="New destination">
      <h2>New destination</h2>
      <RecordForm
        form={form}
        noun="destination"
        failure={refusal.failure}
        onSend={(body) => refusal.send(add.mutateAsync(body))}
      >
        <Field
          label="Name"
          hint="Its conservation and vehicle fees are the ones for every destination until you schedule its own (Conservation fees, Vehicle fees)."
          error={form.formState.errors.destination_name?.message}
          {...form.register('destination_name')}
        />
      </RecordForm>
    </section>
  );
}

export function DestinationsPage() {
  return (
    <PlacesPage<DestinationRead>
      title="Destinations"
      path="/destinations"
      field="destination_name"
      adder={<NewDestination />}
      placesOf={(answer) =>
        answer.map((place) => ({
          id: place.destination_public_id,
          name: place.destination_name,
          deleted: place.deleted,
        }))
      }
    />
  );
}
