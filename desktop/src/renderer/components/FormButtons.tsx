/**
 * The end of every staff form: the failed request's notice, if any, then one row with the
 * primary submit button (showing `busyLabel` and disabled while sending) and, when the form can
 * be closed, Cancel.
 *
 * spec: staff-booking.md §8 (failed server responses shown as they come).
 */
import { ErrorNotice } from './ErrorNotice';
import { FormSubmit } from './FormSubmit';

interface FormButtonsProps {
  label: string;
  busyLabel?: string;
  busy: boolean;
  /** The API's refusal of the last attempt, or null. */
  failure: unknown;
  onCancel?(): void;
}

export function FormButtons({
  label,
  busyLabel = 'Saving…',
  busy,
  failure,
  onCancel,
}: FormButtonsProps) {
  return (
    <>
      {failure !== null && failure !== undefined && <ErrorNotice error={failure} />}
      <div className="button-row">
        <FormSubmit label={label} busyLabel={busyLabel} busy={busy} error={null} />
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </>
  );
}
