/**
 * Facility types at `/facility/types`: each with its name, its pricing rule (accommodation per
 * night, or the camping rule: mandatory price per started 7 days), its status and Edit,
 * Delete and Restore; a form to add one, checked with the shared facility type schemas.
 * Deleted types stay listed, marked, until restored; the facility form offers only the others.
 *
 * spec: membership-backoffice.md §3–4 (facility type: CRUD, soft delete and restore);
 * pricing-rules.md §Lines (Accommodation and camping).
 */
import {
  type FacilityTypeBody,
  type FacilityTypeRead,
  facilityPricingRuleLabels,
  facilityTypeBodySchema,
} from '@hifadhi/shared/schemas/facility-types';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { SelectField } from '../../components/SelectField';
import { facilityTypesPath, useFacilityTypes } from './facility-types-query';
import { ScrollTable } from './ScrollTable';
import { TypeRowCells } from './TypeRowCells';
import { useTypeListWrites } from './type-list-writes';

const ruleOptions = Object.entries(facilityPricingRuleLabels).map(([value, label]) => ({
  value,
  label,
}));

function FacilityTypeForm(props: {
  type?: FacilityTypeRead;
  label: string;
  failure: unknown;
  /** Sends the body; resolves true once saved (a new type's form then empties). */
  onSend(body: FacilityTypeBody): Promise<boolean>;
  onCancel?(): void;
}) {
  const empty = { name: '', pricing_rule: '' };
  const { register, handleSubmit, formState, reset } = useForm<FacilityTypeBody>({
    resolver: zodResolver(facilityTypeBodySchema),
    defaultValues: props.type
      ? { name: props.type.name, pricing_rule: props.type.pricing_rule }
      : (empty as unknown as FacilityTypeBody),
  });
  return (
    <form
      className="form"
      noValidate
      onSubmit={handleSubmit(async (body) => {
        const saved = await props.onSend(body);
        if (saved && !props.type) reset(empty as unknown as FacilityTypeBody);
      })}
    >
      <Field label="Name" error={formState.errors.name?.message} {...register('name')} />
      <SelectField
        label="Pricing rule"
        placeholder="Choose…"
        options={ruleOptions}
        error={formState.errors.pricing_rule?.message}
        {...register('pricing_rule')}
      />
      <FormButtons
        label={props.label}
        busy={formState.isSubmitting}
        failure={props.failure}
        onCancel={props.onCancel}
      />
    </form>
  );
}

export function FacilityTypesPage() {
  const types = useFacilityTypes();
  const { add, change, editing, setEditing } = useTypeListWrites<
    FacilityTypeBody,
    FacilityTypeRead
  >(facilityTypesPath);

  return (
    <section className="resource-list">
      <p>
        <Link to="/facilities">← Facilities</Link>
      </p>
      <h1>Facility types</h1>
      <p>
        A facility is priced by its type's rule. Pack and group prices, where a facility has them,
        apply whatever its type.
      </p>
      <section className="panel operation-form" aria-label="New facility type">
        <h2>New facility type</h2>
        <FacilityTypeForm
          label="Add facility type"
          failure={add.error}
          onSend={(body) =>
            add.mutateAsync(body).then(
              () => true,
              () => false,
            )
          }
        />
      </section>
      {types.error && <ErrorNotice error={types.error} />}
      {change.error && !editing && (
        <ErrorNotice error={change.error} onClose={() => change.reset()} />
      )}
      <ScrollTable caption="Facility types">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Pricing rule</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {(types.data ?? []).map((type) =>
            editing === type.public_id ? (
              <tr key={type.public_id}>
                <td colSpan={4}>
                  <FacilityTypeForm
                    type={type}
                    label="Save"
                    failure={change.error}
                    onSend={(body) =>
                      change.mutateAsync({ id: type.public_id, action: 'edit', body }).then(
                        () => true,
                        () => false,
                      )
                    }
                    onCancel={() => {
                      change.reset();
                      setEditing(null);
                    }}
                  />
                </td>
              </tr>
            ) : (
              <tr key={type.public_id}>
                <td>{type.name}</td>
                <td>{facilityPricingRuleLabels[type.pricing_rule]}</td>
                <TypeRowCells
                  deleted={type.deleted}
                  editLabel="Edit"
                  busy={change.isPending}
                  onEdit={() => setEditing(type.public_id)}
                  onToggleDeleted={() =>
                    change.mutate({
                      id: type.public_id,
                      action: type.deleted ? 'restore' : 'delete',
                    })
                  }
                />
              </tr>
            ),
          )}
        </tbody>
      </ScrollTable>
    </section>
  );
}
