/**
 * A list of named types (partner types at `/partners/settings`, promo code types at
 * `/promo-code-types`): each with Rename, Delete and Restore, and an Add form, checked with the
 * shared `namedTypeBodySchema`. Deleted types stay listed, marked, until restored.
 *
 * spec: membership-backoffice.md §2.5 (partners settings, promo-code-types), §4 (soft delete
 * and restore), §7 (Partner types; Promo code types: CRUD).
 */
import {
  type NamedTypeBody,
  type NamedTypeRead,
  namedTypeBodySchema,
} from '@hifadhi/shared/schemas/catalogue-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { staffGet } from '../../lib/staff-api';
import { ScrollTable } from './ScrollTable';
import { TypeRowCells } from './TypeRowCells';
import { useTypeListWrites } from './type-list-writes';

interface NamedTypesPageProps {
  title: string;
  /** The API path (`/partner-types`). */
  path: string;
  /** What one is called ('partner type'). */
  noun: string;
  backTo: string;
  backLabel: string;
}

function NameForm(props: {
  name?: string;
  label: string;
  failure: unknown;
  onSend(body: NamedTypeBody): Promise<unknown>;
  onCancel?(): void;
}) {
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(namedTypeBodySchema),
    defaultValues: { name: props.name ?? '' },
  });
  return (
    <form
      className="form"
      noValidate
      onSubmit={handleSubmit(async (body) => {
        await props.onSend(body);
        if (!props.name) reset({ name: '' });
      })}
    >
      <Field label="Name" error={formState.errors.name?.message} {...register('name')} />
      <FormButtons
        label={props.label}
        busy={formState.isSubmitting}
        failure={props.failure}
        onCancel={props.onCancel}
      />
    </form>
  );
}

export function NamedTypesPage({ title, path, noun, backTo, backLabel }: NamedTypesPageProps) {
  const types = useQuery({ queryKey: [path], queryFn: () => staffGet<NamedTypeRead[]>(path) });
  const {
    add,
    change,
    editing: renaming,
    setEditing: setRenaming,
  } = useTypeListWrites<NamedTypeBody, NamedTypeRead>(path);

  return (
    <section className="resource-list">
      <p>
        <Link to={backTo}>← {backLabel}</Link>
      </p>
      <h1>{title}</h1>
      <section className="panel operation-form" aria-label={`New ${noun}`}>
        <h2>New {noun}</h2>
        <NameForm
          label={`Add ${noun}`}
          failure={add.error}
          onSend={(body) => add.mutateAsync(body).catch(() => undefined)}
        />
      </section>
      {types.error && <ErrorNotice error={types.error} />}
      {change.error && !renaming && (
        <ErrorNotice error={change.error} onClose={() => change.reset()} />
      )}
      <ScrollTable caption={title}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {(types.data ?? []).map((type) => (
            <tr key={type.public_id}>
              <td>
                {renaming === type.public_id ? (
                  <NameForm
                    name={type.name}
                    label="Save"
                    failure={change.error}
                    onSend={(body) =>
                      change
                        .mutateAsync({ id: type.public_id, action: 'edit', body })
                        .catch(() => undefined)
                    }
                    onCancel={() => {
                      change.reset();
                      setRenaming(null);
                    }}
                  />
                ) : (
                  type.name
                )}
              </td>
              <TypeRowCells
                deleted={type.deleted}
                editLabel="Rename"
                busy={change.isPending}
                onEdit={() => setRenaming(type.public_id)}
                onToggleDeleted={() =>
                  change.mutate({ id: type.public_id, action: type.deleted ? 'restore' : 'delete' })
                }
              />
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </section>
  );
}
