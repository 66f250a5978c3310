/**
 * The form of one settings record (a holiday, a school fee, a partner lodge): the screen's own
 * fields, then its Add or Save button, the API's refusal of the last attempt and, where the
 * form can close, Cancel. A new record's form empties once the record is saved; a refused one
 * keeps what was typed.
 *
 * spec: membership-backoffice.md §3–4; staff-booking.md §8 (failed responses shown as they come).
 */
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormButtons } from '../../components/FormButtons';

/** What a record's form is given: the record edited (none to add one) and its callbacks. */
export interface RecordFormProps<Read, Body> {
  record?: Read;
  failure: unknown;
  /** Sends the checked body; resolves true once the API has saved it. */
  onSend(body: Body): Promise<boolean>;
  onCancel?(): void;
}

/**
 * Whether a record's request was saved: true once it succeeds, false when it is refused (the
 * refusal stays on the mutation, shown by the form).
 */
export const savedBy = (request: Promise<unknown>): Promise<boolean> =>
  request.then(
    () => true,
    () => false,
  );

export function RecordForm<Input extends FieldValues, Body, Read>(
  props: RecordFormProps<Read, Body> & {
    form: UseFormReturn<Input, unknown, Body>;
    /** What one is called on the Add button ('holiday': "Add holiday"). */
    noun: string;
    /** What an existing one is called on the Save button, when shorter ('lodge'). */
    savedNoun?: string;
    /** The screen's fields. */
    children: ReactNode;
  },
) {
  const { form } = props;
  return (
    <form
      className="form"
      noValidate
      onSubmit={form.handleSubmit(async (body) => {
        if ((await props.onSend(body)) && !props.record) form.reset();
      })}
    >
      {props.children}
      <FormButtons
        label={props.record ? `Save ${props.savedNoun ?? props.noun}` : `Add ${props.noun}`}
        busy={form.formState.isSubmitting}
        failure={props.failure}
        onCancel={props.onCancel}
      />
    </form>
  );
}
