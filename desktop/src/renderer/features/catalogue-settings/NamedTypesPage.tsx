/**
 * A list of named types (partner types at `/partners/settings`, promo code types at
 * `/promo-code-types`): each with Rename, Delete and Restore, and an Add form, checked with the
 * shared `namedTypeBodySchema`. Deleted types stay listed, marked, until restored. Catering
 * types (`withPack`) carry one more field, a 'Takes pack tiers' checkbox
 * (`cateringTypeBodySchema`), shown in a column of its own and edited with the name.
 *
 * spec: membership-backoffice.md §2.5 (partners settings, promo-code-types), §4 (soft delete
 * and restore), §7 (Partner types; Promo code types: CRUD).
 */
import {
  type CateringTypeBody,
  cateringTypeBodySchema,
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
  /** The entries are catering types: each says whether its stays take pack tiers. */
  withPack?: boolean;
}

/** A type's body: its name, and for catering types its pack flag. */
type TypeBody = NamedTypeBody & Partial<Pick<CateringTypeBody, 'pack'>>;
type TypeRead = NamedTypeRead & { pack?: boolean };

function NameForm(props: {
  name?: string;
  /** The pack flag to start from, for catering types (else no checkbox). */
  pack?: boolean | undefined;
  label: string;
  failure: unknown;
  onSend(body: TypeBody): Promise<unknown>;
  onCancel?(): void;
}) {
  const withPack = props.pack !== undefined;
  const { register, handleSubmit, formState, reset } = useForm<TypeBody>({
    resolver: zodResolver<TypeBody, unknown, TypeBody>(
      withPack ? cateringTypeBodySchema : namedTypeBodySchema,
    ),
    defaultValues: withPack
      ? { name: props.name ?? '', pack: props.pack }
      : { name: props.name ?? '' },
  });
  return (
    <form
      className="form"
      noValidate
      onSubmit={handleSubmit(async (body) => {
        await props.onSend(body);
        if (!props.name) reset();
      })}
    >
      <Field label="Name" error={formState.errors.name?.message} {...register('name')} />
      {withPack && (
        <label className="check-field">
          <input type="checkbox" {...register('pack')} /> Takes pack tiers
        </label>
      )}
      <FormButtons
        label={props.label}
        busy={formState.isSubmitting}
        failure={props.failure}
        onCancel={props.onCancel}
      />
    </form>
  );
}

export function NamedTypesPage({
  title,
  path,
  noun,
  backTo,
  backLabel,
  withPack = false,
}: NamedTypesPageProps) {
  const types = useQuery({ queryKey: [path], queryFn: () => staffGet<TypeRead[]>(path) });
  const {
    add,
    change,
    editing: renaming,
    setEditing: setRenaming,
  } = useTypeListWrites<TypeBody, TypeRead>(path);

  return (
    <section className="resource-list">
      <p>
        <Link to={backTo}>← {backLabel}</Link>
      </p>
      <h1>{title}</h1>
      <section className="panel operation-form" aria-label={`New ${noun}`}>
        <h2>New {noun}</h2>
        <NameForm
          pack={withPack ? false : undefined}
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
            {withPack && <th scope="col">Pack tiers</th>}
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
                    pack={withPack ? type.pack === true : undefined}
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
              {withPack && <td>{type.pack ? 'Yes' : 'No'}</td>}
              <TypeRowCells
                deleted={type.deleted}
                editLabel={withPack ? 'Edit' : 'Rename'}
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
