/**
 * The layout a facility's and an activity's form share: their own fields in a grid, the
 * description, the yes/no settings as checkboxes, the price rows (when the form takes prices)
 * and the Save / Cancel buttons with the API's refusal. Each form keeps its values and schema.
 *
 * spec: membership-backoffice.md §2.5 (new-facility, edit-facility, new-inventory,
 * edit-inventory), §3 (Facility, Activity).
 */
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { Field } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';

interface ItemFormLayoutProps<V extends FieldValues> {
  onSubmit: FormEventHandler<HTMLFormElement>;
  register: UseFormRegister<V>;
  errors: FieldErrors<V>;
  /** The item's own fields, laid out in the grid. */
  fields: ReactNode;
  /** The yes/no settings: the form field and its label. */
  checks: readonly [field: Path<V>, label: string][];
  prices?: ReactNode;
  label: string;
  busy: boolean;
  failure: unknown;
  onCancel?(): void;
}

export function ItemFormLayout<V extends FieldValues>(props: ItemFormLayoutProps<V>) {
  const { register, errors } = props;
  return (
    <form className="form" noValidate onSubmit={props.onSubmit}>
      <div className="form-grid">{props.fields}</div>
      <Field
        label="Description"
        error={errors.description?.message as string | undefined}
        {...register('description' as Path<V>)}
      />
      {props.checks.map(([field, label]) => (
        <label key={field} className="check-field">
          <input type="checkbox" {...register(field)} /> {label}
        </label>
      ))}
      {props.prices}
      <FormButtons
        label={props.label}
        busy={props.busy}
        failure={props.failure}
        onCancel={props.onCancel}
      />
    </form>
  );
}
