/**
 * A form's submit handler around `action`: busy while it runs, its failure kept as `error`
 * (cleared on the next submit) for the screen to show.
 *
 * spec: staff-booking.md §8 (failed server responses shown as they come).
 */
import { type FormEvent, useState } from 'react';

export interface FormSubmitState {
  busy: boolean;
  error: unknown;
  submit(event: FormEvent): Promise<void>;
}

export function useFormSubmit(action: () => Promise<void>): FormSubmitState {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, submit };
}
