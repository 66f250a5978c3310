/**
 * Destinations (`/destinations`): each listed (deleted ones too) with its status, Rename
 * (`PATCH /destinations/{id}` with `destination_name`, the name checked with the shared
 * schema's rule before it is sent) and Delete or Restore. The API refuses to delete one while
 * a live gate admits to it, naming the gates. Gates have their own page (GatesPage.tsx).
 *
 * spec: membership-backoffice.md §2.6 (Module.* destinations, gates), §4 (soft delete and
 * restore); staff-booking.md §3.2.
 */
import type { DestinationRead } from '@hifadhi/shared/schemas/catalogue-settings';
import { namedTypeBodySchema } from '@hifadhi/shared/schemas/catalogue-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { staffGet, staffRequest } from '../../lib/staff-api';
import { RowActions, StatusCell } from './RowActions';
import { ScrollTable } from './ScrollTable';
import { useSoftDeleteToggle } from './use-soft-delete-list';

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

function PlacesPage<T>({ title, path, field, placesOf }: PlacesProps<T>) {
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

export function DestinationsPage() {
  return (
    <PlacesPage<DestinationRead>
      title="Destinations"
      path="/destinations"
      field="destination_name"
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
