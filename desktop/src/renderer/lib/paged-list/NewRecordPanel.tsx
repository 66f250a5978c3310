/**
 * The "New …" control above a list (partners, booking bans): a New button (with the page's
 * other links beside it) that opens the form in a panel; the form's sends are POSTed to
 * `apiPath` with one Idempotency-Key for every attempt of the opened form (a double click or a
 * retry makes one record), and the new record's page opens once made. Cancel closes it.
 *
 * spec: ARCHITECTURE.md (every state change a retry could repeat is idempotent).
 */
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { newIdempotencyKey } from '../idempotency-key';
import { staffRequest } from '../staff-api';

/** What the panel gives the form it shows. */
export interface NewRecordForm<Body> {
  failure: unknown;
  onSend(body: Body): Promise<unknown>;
  onCancel(): void;
}

export function NewRecordPanel<Body, Read>(props: {
  /** What one is called ('partner'): the button and panel read 'New partner'. */
  noun: string;
  apiPath: string;
  /** The staff app path of the record made. */
  pageOf(read: Read): string;
  /** Links beside the New button. */
  beside?: ReactNode;
  form(form: NewRecordForm<Body>): ReactNode;
}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [attemptKey, setAttemptKey] = useState(newIdempotencyKey);
  const create = useMutation({
    mutationFn: (body: Body) =>
      staffRequest<Read>('POST', props.apiPath, body, { 'Idempotency-Key': attemptKey }),
    onSuccess: (read) => navigate(props.pageOf(read)),
  });
  if (!open) {
    return (
      <div className="button-row">
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            setAttemptKey(newIdempotencyKey());
            setOpen(true);
          }}
        >
          New {props.noun}
        </button>
        {props.beside}
      </div>
    );
  }
  return (
    <section className="panel operation-form" aria-label={`New ${props.noun}`}>
      <h2>New {props.noun}</h2>
      {props.form({
        failure: create.error,
        onSend: (body) => create.mutateAsync(body).catch(() => undefined),
        onCancel: () => {
          create.reset();
          setOpen(false);
        },
      })}
    </section>
  );
}
