/**
 * The end of a form: the failed request's notice, if any, and the primary submit button, which
 * shows `busyLabel` and is disabled while the form is being sent.
 *
 * spec: staff-booking.md §8 (failed server responses shown as they come).
 */
import { ErrorNotice } from './ErrorNotice';

interface FormSubmitProps {
  label: string;
  busyLabel: string;
  busy: boolean;
  error: unknown;
}

export function FormSubmit({ label, busyLabel, busy, error }: FormSubmitProps) {
  return (
    <>
      {error !== null && <ErrorNotice error={error} />}
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
