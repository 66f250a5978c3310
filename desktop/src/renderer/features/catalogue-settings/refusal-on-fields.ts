/**
 * The API's refusal of a form's request shown where it belongs: on each field of the form it
 * names (`fields`, e.g. 'A gate named Main Gate exists already' under Name), else in the notice
 * above the form's buttons.
 *
 * spec: staff-booking.md §5 (field messages), §8 (failed server responses shown as they come).
 */
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { GateError } from '../../lib/gate-api';

/**
 * `send(request)` resolves true once `request` succeeds; when it is refused, the refusal goes on
 * the fields among `names` it names (through `setError`), or else becomes `failure` for the
 * form's notice, and `send` resolves false.
 */
export function useRefusalOnFields<Input extends FieldValues>(
  setError: UseFormSetError<Input>,
  names: readonly Path<Input>[],
) {
  const [failure, setFailure] = useState<unknown>(null);
  const send = async (request: Promise<unknown>): Promise<boolean> => {
    setFailure(null);
    try {
      await request;
      return true;
    } catch (error) {
      const onFields =
        error instanceof GateError
          ? Object.entries(error.fields).filter(([name]) => names.includes(name as Path<Input>))
          : [];
      for (const [name, message] of onFields) setError(name as Path<Input>, { message });
      if (onFields.length === 0) setFailure(error);
      return false;
    }
  };
  return { failure, send, clear: () => setFailure(null) };
}
